//===- ShapeshiftersCharm.cpp - Shapeshifter's Charm (adversarial card, refused) ---===//
//
// Refused adversarial card (issue 11, point 4). Category: a virtual call the analysis cannot resolve.
// The effect calls a virtual method on a reference whose dynamic type is not known.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

struct Boon {
  virtual ~Boon() = default;
  virtual void give(ObjectView &O) const = 0;
};
struct FlyingBoon final : Boon {
  void give(ObjectView &O) const override { O.addKeyword(Keyword::Flying); }
};
inline constexpr FlyingBoon TheBoon{};

/// {1}{U} Enchantment: "Creatures you control have flying."
struct ShapeshiftersCharm {
  struct Grants : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      const Boon &B = TheBoon;
      B.give(O); // expected-error {{cannot follow virtual call to 'strata::cards::Boon::give' from effect 'strata::cards::ShapeshiftersCharm::Grants'}}
    }
  };
};

} // namespace strata::cards
