//===- FurnaceOfRath.cpp - Furnace of Rath ---------------------------------===//
#include "strata/game/Replacement.h"

#include <climits>

namespace strata::cards {
using namespace runtime;

/// {1}{R}{R}{R} Enchantment: "If a source would deal damage to a permanent or
/// player, it deals double that damage to that permanent or player
/// instead." A replacement effect (CR 614.1a, 614.2), not a continuous
/// effect of CR 613.
struct FurnaceOfRath {
  static constexpr CardFace Face = {
      .Name = "Furnace of Rath",
      .Cost = ManaCost::parse("{1}{R}{R}{R}"),
      .Types = {CardType::Enchantment},
      .Text = "If a source would deal damage to a permanent or player, it deals "
              "double that damage to that permanent or player instead."};

  struct DoublesDamage {
    static constexpr game::ReplacedEvents On = game::on(game::ReplacedEvent::Damage);
    static constexpr std::string_view Text = "it deals double that damage instead";
    static bool applies(const game::CardGame &, const game::ReplacementSource &,
                        const game::ReplacementEvent &) {
      return true; // any source, any permanent or player
    }
    static void apply(game::CardGame &, const game::ReplacementSource &,
                      game::ReplacementEvent &E) {
      E.Amount = game::doubled(E.Amount);
    }
  };

  using Abilities = AbilityTypes<game::Replaces<DoublesDamage>>;
};

} // namespace strata::cards
