//===- SilentWarden.cpp - Silent Warden (adversarial card, accepted) --------===//
//
// Root: category 1, NDEBUG. Hidden access: only under NDEBUG (the real build) apply
// reads the target's Power. Compile mode with -DNDEBUG reports Power in apply and
// other objects' reads; analysis mode without NDEBUG (this CHECK) reads nothing.
// Board idea: Glorious Anthem raising the target from 3 to 4 power, later timestamp.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"


namespace strata::cards {
using namespace runtime;



struct SilentWarden {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
#ifndef NDEBUG
      O.addPower(1);
#else
      O.addPower(Ctx.object(Ctx.target(0)).power() > 3 ? 1 : 0);
#endif
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<SilentWarden::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::SilentWarden::Pumps, ::strata::cards::SilentWarden::Pumps, L7c, false, "CardType.Creature", "", "", "", "Power"){{$}}
