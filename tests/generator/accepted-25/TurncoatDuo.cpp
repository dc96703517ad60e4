//===- TurncoatDuo.cpp - Turncoat Duo (adversarial card, accepted) ----------===//
//
// Root: whose (category 4), a helper that swaps which view it holds (std::swap on its
// pointer fields): D.First may be the target. Fields used by reference count as
// untraced: Power in other objects' reads; Toughness is the affected object's.
// Board idea: Holy Strength decides the swap; Bonesplitter on the target, later.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <utility>

namespace strata::cards {
using namespace runtime;

struct Duo {
  const ObjectReader *First;
  const ObjectReader *Second;
  void turn() { std::swap(First, Second); }
};

struct TurncoatDuo {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const ObjectReader Them = Ctx.object(Ctx.target(0));
      Duo D{&O, &Them};
      if (O.toughness() < 3) D.turn();
      O.addPower(D.First->power());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<TurncoatDuo::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::TurncoatDuo::Pumps, ::strata::cards::TurncoatDuo::Pumps, L7c, false, "CardType.Creature", "Power Toughness", "", "Power", "Power"){{$}}
