//===- OptionalWitness.cpp - Optional Witness (adversarial card, accepted) ---===//
//
// Root: whose (category 4), a view kept in a std::optional and emplaced from the target
// when the affected object is small: Pick->toughness() goes through the library's
// operator-> (untraced): the target's Toughness counts as other objects'.
// (Refused by the stratac built before 03:30 today: the library's static_cast to its
// own base; accepted by the current one, with these facts.)
// Board idea: Holy Strength on the target, later.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <optional>

namespace strata::cards {
using namespace runtime;



struct OptionalWitness {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      std::optional<ObjectReader> Pick;
      if (O.power() < 2) Pick.emplace(Ctx.object(Ctx.target(0)));
      O.addPower(Pick ? Pick->toughness() : 0);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<OptionalWitness::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::OptionalWitness::Pumps, ::strata::cards::OptionalWitness::Pumps, L7c, false, "CardType.Creature", "Power Toughness", "", "Toughness", "Power"){{$}}
