//===- RovingEye.cpp - Roving Eye (adversarial card, accepted) --------------===//
//
// Root: whose (category 4). Hidden access: a mutable lambda's init-capture `P = &O` is
// re-pointed to the target inside the lambda; P->power() is the target's. The
// init-capture counts as re-pointed, so untraced: Power in other objects' reads.
// Board idea: Glorious Anthem on the target's side, later timestamp.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

struct RovingEye {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const ObjectReader Them = Ctx.object(Ctx.target(0));
      auto Look = [P = static_cast<const ObjectReader *>(&O), &Them]() mutable {
        P = &Them;
        return P->power();
      };
      O.addPower(Look());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<RovingEye::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::RovingEye::Pumps, ::strata::cards::RovingEye::Pumps, L7c, false, "CardType.Creature", "Power", "", "Power", "Power"){{$}}
