//===- BitsetColors.cpp - Prismatic Concord (ordinary idiom) --------------===//
//
// Ordinary idiom (issue 25, point 4): a `std::bitset<5>` filled with
// `set(I, ...)` from one constant color test each, then `count()`. Must
// be accepted with exactly these facts. Each `isColor` has a constant
// argument: five named color reads, not the group.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <bitset>

namespace strata::cards {
using namespace runtime;

/// {W}{U}{B}{R}{G} Enchantment: "Creatures you control that are two or more
/// colors get +2/+2."
struct BitsetColors {
  static constexpr CardFace Face = {
      .Name = "Prismatic Concord",
      .Cost = ManaCost::parse("{W}{U}{B}{R}{G}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control that are two or more colors get +2/+2."};

  static std::bitset<5> hues(const ObjectReader &X) {
    std::bitset<5> H;
    H.set(0, X.isColor(Color::White));
    H.set(1, X.isColor(Color::Blue));
    H.set(2, X.isColor(Color::Black));
    H.set(3, X.isColor(Color::Red));
    H.set(4, X.isColor(Color::Green));
    return H;
  }

  /// Layer 7c (CR 613.4c).
  struct PumpsMulticolored : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller() && hues(O).count() >= 2;
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(2);
      O.addToughness(2);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsMulticolored>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::BitsetColors::PumpsMulticolored, ::strata::cards::BitsetColors::PumpsMulticolored, L7c, false, "CardType.Creature Color.Black Color.Blue Color.Green Color.Red Color.White Controller Zone", "", "Controller", "", "Power Toughness"){{$}}
