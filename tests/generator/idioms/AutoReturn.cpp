//===- AutoReturn.cpp - Hulking Vanguard (ordinary idiom) -----------------===//
//
// Ordinary idiom (issue 25, point 4): helpers with a deduced return type
// (`static auto might(...)`, `static decltype(auto) ...`), one taking an
// `auto` parameter (an abbreviated function template). Must be accepted
// with exactly these facts. The helpers read the affected object's Power
// and Toughness in the filter and its Power in the apply.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {4}{G} Enchantment: "Creatures you control whose power plus toughness is
/// 8 or greater get +X/+0, where X is half their power, rounded down."
struct AutoReturn {
  static constexpr CardFace Face = {
      .Name = "Hulking Vanguard",
      .Cost = ManaCost::parse("{4}{G}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control whose power plus toughness is 8 or greater "
              "get +X/+0, where X is half their power, rounded down."};

  static auto might(const ObjectReader &X) { return X.power() + X.toughness(); }
  static decltype(auto) halfPower(const auto &X) { return X.power() / 2; }

  /// Layer 7c (CR 613.4c).
  struct EmpowersHulks : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller() && might(O) >= 8;
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(halfPower(O));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<EmpowersHulks>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::AutoReturn::EmpowersHulks, ::strata::cards::AutoReturn::EmpowersHulks, L7c, false, "CardType.Creature Controller Power Toughness Zone", "Power", "Controller", "", "Power"){{$}}
