//===- PopcountBanner.cpp - Popcount Banner (adversarial card, accepted) ----===//
//
// Root: category 1, __has_builtin: clang has __builtin_popcount (reads the source's
// Power), a compiler without it would read Toughness. One parse: the object is
// clang's. Board idea: Bonesplitter on the Banner's source.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"


namespace strata::cards {
using namespace runtime;



struct PopcountBanner {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
#if __has_builtin(__builtin_popcount)
      O.addPower(__builtin_popcount(static_cast<unsigned>(Ctx.source().power())));
#else
      O.addPower(Ctx.source().toughness());
#endif
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<PopcountBanner::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::PopcountBanner::Pumps, ::strata::cards::PopcountBanner::Pumps, L7c, false, "CardType.Creature", "", "Power", "", "Power"){{$}}
