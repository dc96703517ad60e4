//===- PairBinding.cpp - Bulwark Doctrine (ordinary idiom) ----------------===//
//
// Ordinary idiom (issue 25, point 4): a structured binding of the
// `std::pair` a helper returns (`auto [P, T] = stats(O)`). Must be accepted
// with exactly these facts. The helper reads the affected object's Power
// and Toughness in the filter.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <utility>

namespace strata::cards {
using namespace runtime;

/// {1}{W} Enchantment: "Creatures you control with toughness greater than
/// their power get +1/+0."
struct PairBinding {
  static constexpr CardFace Face = {
      .Name = "Bulwark Doctrine",
      .Cost = ManaCost::parse("{1}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control with toughness greater than their power "
              "get +1/+0."};

  /// Power and toughness, as a pair.
  static std::pair<int, int> stats(const ObjectReader &X) {
    return {X.power(), X.toughness()};
  }

  /// Layer 7c (CR 613.4c).
  struct EmboldensDefenders : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      if (O.zone() != Zone::Battlefield || !O.isType(CardType::Creature) ||
          O.controller() != Ctx.source().controller())
        return false;
      const auto [Power, Toughness] = stats(O);
      return Toughness > Power;
    }
    static void apply(const EffectContext &, ObjectView &O) { O.addPower(1); }
  };

  using Abilities = AbilityTypes<StaticAbility<EmboldensDefenders>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::PairBinding::EmboldensDefenders, ::strata::cards::PairBinding::EmboldensDefenders, L7c, false, "CardType.Creature Controller Power Toughness Zone", "", "Controller", "", "Power"){{$}}
