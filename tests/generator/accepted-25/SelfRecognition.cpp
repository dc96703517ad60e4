//===- SelfRecognition.cpp - Self Recognition (adversarial card, accepted) ---===//
//
// Root: whose (category 4), Ctx.object(O.id()): the affected object's own Toughness read
// through object(), counted as another object's (sound, imprecise); the source's Power.
// Board idea: Holy Strength on the creature vs Bonesplitter on the source.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"


namespace strata::cards {
using namespace runtime;



struct SelfRecognition {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.addPower(Ctx.object(O.id()).toughness() > Ctx.source().power() ? 1 : 0);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<SelfRecognition::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::SelfRecognition::Pumps, ::strata::cards::SelfRecognition::Pumps, L7c, false, "CardType.Creature", "Toughness", "Power", "Toughness", "Power"){{$}}
