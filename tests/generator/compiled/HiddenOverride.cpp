//===- HiddenOverride.cpp - Hidden Override (adversarial card, refused in compile mode) ---===//
//
// Refused adversarial card (issue 25). Root: a virtual call
// through a base reference to a non-final overrider.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"


namespace strata::cards {
using namespace runtime;

struct Probe { virtual ~Probe() = default; virtual int read(const ObjectReader &X) const { return X.toughness(); } };
struct Sharp : Probe { int read(const ObjectReader &X) const override { return X.power(); } };

struct HiddenOverride {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const ObjectReader Them = Ctx.object(Ctx.target(0));
      Sharp S;
      const Probe &P = S;
      O.addPower(P.read(Them));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<HiddenOverride::Pumps>(); }
} // namespace strata::cards

// expected-error@25 {{cannot follow virtual call to 'strata::cards::Probe::read' from effect 'strata::cards::HiddenOverride::Pumps': call a non-virtual (static, or final) function, or pass the type as a template argument}}
