//===- CompilerTell.cpp - Compiler Tell (adversarial card, accepted) --------===//
//
// Root: category 1, __clang__ vs __GNUC__: g++ would compile a read of Toughness; the
// card object is clang's (stratac --compile), which reads the source's Power.
// Board idea: Holy Strength vs Bonesplitter on the source.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"


namespace strata::cards {
using namespace runtime;



struct CompilerTell {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
#if defined(__clang__)
      O.addPower(Ctx.source().power() > 0);
#elif defined(__GNUC__)
      O.addPower(Ctx.source().toughness() > 0);
#endif
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<CompilerTell::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::CompilerTell::Pumps, ::strata::cards::CompilerTell::Pumps, L7c, false, "CardType.Creature", "", "Power", "", "Power"){{$}}
