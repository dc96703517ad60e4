//===- DesignatedReading.cpp - Designated Reading (adversarial card, accepted) ---===//
//
// Root: category 3, designated aggregate initialisation with a default member
// initialiser (`int Might = Of.power();`) reading through the reference member set
// by `.Of = Them`: the target's Power, traced through the field's initialiser.
// Board idea: Glorious Anthem on the target's side, later.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"


namespace strata::cards {
using namespace runtime;

struct Reading {
  const ObjectReader &Of;
  int Might = Of.power();
};

struct DesignatedReading {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const ObjectReader Them = Ctx.object(Ctx.target(0));
      Reading R{.Of = Them};
      O.addPower(R.Might);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<DesignatedReading::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::DesignatedReading::Pumps, ::strata::cards::DesignatedReading::Pumps, L7c, false, "CardType.Creature", "Power", "", "Power", "Power"){{$}}
