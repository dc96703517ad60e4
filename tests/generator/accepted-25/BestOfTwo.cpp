//===- BestOfTwo.cpp - Best Of Two (adversarial card, accepted) -------------===//
//
// Root: category 3/4, a range-for over a std::initializer_list of view pointers (O and
// the target): untraced elements, Power counts as other objects'.
// Board idea: Bonesplitter on the target, later.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"


namespace strata::cards {
using namespace runtime;



struct BestOfTwo {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const ObjectReader Them = Ctx.object(Ctx.target(0));
      int Best = 0;
      for (const ObjectReader *X : {static_cast<const ObjectReader *>(&O), &Them})
        Best = X->power() > Best ? X->power() : Best;
      O.addPower(Best);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<BestOfTwo::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::BestOfTwo::Pumps, ::strata::cards::BestOfTwo::Pumps, L7c, false, "CardType.Creature", "Power", "", "Power", "Power"){{$}}
