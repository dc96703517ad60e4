//===- ConstexprTable.cpp - Scaling Might (ordinary idiom) ----------------===//
//
// Ordinary idiom (issue 25, point 4): a `constexpr` helper function
// looking up a `constexpr std::array` table, with `std::min` for the
// index. Must be accepted with exactly these facts. The apply reads the
// affected object's ManaCost (manaValue()).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <algorithm>
#include <array>

namespace strata::cards {
using namespace runtime;

/// {2}{G} Enchantment: "Creatures you control get +0/+0 if their mana value
/// is 0, +1/+0 if it is 1 or 2, +2/+0 if it is 3 or 4, and +3/+0 if it is 5
/// or greater."
struct ConstexprTable {
  static constexpr CardFace Face = {
      .Name = "Scaling Might",
      .Cost = ManaCost::parse("{2}{G}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control get +0/+0 if their mana value is 0, "
              "+1/+0 if it is 1 or 2, +2/+0 if it is 3 or 4, and +3/+0 if it "
              "is 5 or greater."};

  /// The bonus for a mana value.
  static constexpr int bonusFor(int ManaValue) {
    constexpr std::array<int, 6> Table = {0, 1, 1, 2, 2, 3};
    return Table[static_cast<std::size_t>(std::min(ManaValue, 5))];
  }

  /// Layer 7c (CR 613.4c).
  struct ScalesWithCost : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(bonusFor(O.manaValue()));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<ScalesWithCost>>;
};

static_assert(ConstexprTable::bonusFor(0) == 0 && ConstexprTable::bonusFor(4) == 2 &&
              ConstexprTable::bonusFor(9) == 3);

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::ConstexprTable::ScalesWithCost, ::strata::cards::ConstexprTable::ScalesWithCost, L7c, false, "CardType.Creature Controller Zone", "ManaCost", "Controller", "", "Power"){{$}}
