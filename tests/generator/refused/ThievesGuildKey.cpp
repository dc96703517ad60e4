//===- ThievesGuildKey.cpp - Thieves' Guild Key (adversarial card, refused) ---===//
//
// Refused adversarial card (issue 11, point 4). Category: the private-member access idiom.
// An explicit instantiation smuggles out a pointer to ObjectReader's storage, and the effect reads power around the accessors.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

// The private-member access idiom: an explicit instantiation may name a
// private member, and a friend defined in it hands the pointer out.
template <int> struct Key {
  friend constexpr auto pick(Key);
};
template <auto Member> struct Smuggle {
  friend constexpr auto pick(Key<0>) { return Member; }
};
template struct Smuggle<&ObjectReader::C>;
constexpr auto pick(Key<0>);

/// {2} Artifact: "Creatures you control get +X/+0, where X is this
/// artifact's power."
struct ThievesGuildKey {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      ObjectReader Self = Ctx.source();
      O.addPower((Self.*pick(Key<0>{}))->Power); // expected-error {{effect 'strata::cards::ThievesGuildKey::Pumps' reaches the runtime's storage directly (a pointer to a member of 'strata::runtime::ObjectReader'): read and write characteristics only through the view's accessors}} expected-error {{effect 'strata::cards::ThievesGuildKey::Pumps' reaches the runtime's storage directly (strata::runtime::CoreCharacteristics::Power): read and write characteristics only through the view's accessors}}
    }
  };
};

} // namespace strata::cards
