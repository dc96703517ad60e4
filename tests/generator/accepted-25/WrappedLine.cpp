//===- WrappedLine.cpp - Wrapped Line (adversarial card, accepted) ----------===//
//
// Root: whose (category 4), std::reference_wrapper in a std::vector: Line.front() is the
// target (Power), Line.back() the affected object (Toughness); both untraced (library
// members), so both count as other objects'. Correct superset.
// Board idea: Glorious Anthem (later) raises the target's power.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <functional>
#include <vector>

namespace strata::cards {
using namespace runtime;



struct WrappedLine {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const ObjectReader Them = Ctx.object(Ctx.target(0));
      std::vector<std::reference_wrapper<const ObjectReader>> Line{std::cref(Them), std::cref(O)};
      O.addPower(Line.back().get().toughness() > 2 ? Line.front().get().power() : 0);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<WrappedLine::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::WrappedLine::Pumps, ::strata::cards::WrappedLine::Pumps, L7c, false, "CardType.Creature", "Power Toughness", "", "Power Toughness", "Power"){{$}}
