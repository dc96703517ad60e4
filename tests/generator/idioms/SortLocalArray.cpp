//===- SortLocalArray.cpp - Inverted Stance (ordinary idiom) --------------===//
//
// Ordinary idiom (issue 25, point 4): `std::sort` of a small local
// `std::array<int, 2>` (then the two ends of it). Must be accepted with
// exactly these facts. The apply reads the affected object's Power and
// Toughness, and sets both.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <algorithm>
#include <array>

namespace strata::cards {
using namespace runtime;

/// {1}{W}{U} Enchantment: "Each creature you control has base power equal
/// to the greater of its power and toughness and base toughness equal to
/// the lesser."
struct SortLocalArray {
  static constexpr CardFace Face = {
      .Name = "Inverted Stance",
      .Cost = ManaCost::parse("{1}{W}{U}"),
      .Types = {CardType::Enchantment},
      .Text = "Each creature you control has base power equal to the greater "
              "of its power and toughness and base toughness equal to the "
              "lesser."};

  /// Layer 7b (CR 613.4b).
  struct SetsStance : Effect, Part<Layer::L7b> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      std::array<int, 2> Values = {O.power(), O.toughness()};
      std::sort(Values.begin(), Values.end());
      O.setBasePower(Values.back());
      O.setBaseToughness(Values.front());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<SetsStance>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::SortLocalArray::SetsStance, ::strata::cards::SortLocalArray::SetsStance, L7b, false, "CardType.Creature Controller Zone", "Power Toughness", "Controller", "", "Power Toughness"){{$}}
