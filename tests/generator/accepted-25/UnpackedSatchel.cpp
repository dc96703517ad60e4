//===- UnpackedSatchel.cpp - Unpacked Satchel (adversarial card, accepted) ---===//
//
// Root: whose (category 4). Hidden access: a view pointer field re-pointed through a
// structured binding (`auto &[Held] = K; Held = &Them;`): K.Held->power() reads the
// target's Power. The binding's implicit `K.Held` is a use other than a read, so the
// field counts as untraced: Power in other objects' reads. Correct superset.
// Board idea: Glorious Anthem (later) raises the target's power: the Satchel's bonus
// depends on it (613.8a), so it must apply after the Anthem.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

struct Keep {
  const ObjectReader *Held;
};

struct UnpackedSatchel {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const ObjectReader Them = Ctx.object(Ctx.target(0));
      Keep K{&O};
      auto &[Held] = K;
      Held = &Them;
      O.addPower(K.Held->power());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<UnpackedSatchel::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::UnpackedSatchel::Pumps, ::strata::cards::UnpackedSatchel::Pumps, L7c, false, "CardType.Creature", "Power", "", "Power", "Power"){{$}}
