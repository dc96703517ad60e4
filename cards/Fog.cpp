//===- Fog.cpp - Fog -------------------------------------------------------===//
#include "strata/game/Replacement.h"

namespace strata::cards {
using namespace runtime;

/// {G} Instant: "Prevent all combat damage that would be dealt this turn."
/// A prevention effect (CR 615.1a) for the rest of the turn.
struct Fog {
  static constexpr CardFace Face = {
      .Name = "Fog",
      .Cost = ManaCost::parse("{G}"),
      .Types = {CardType::Instant},
      .Text = "Prevent all combat damage that would be dealt this turn."};

  struct PreventsCombatDamage {
    static constexpr game::ReplacedEvents On = game::on(game::ReplacedEvent::Damage);
    static constexpr bool Prevention = true;
    static constexpr std::string_view Text = "prevent all combat damage";
    static bool applies(const game::CardGame &, const game::ReplacementSource &,
                        const game::ReplacementEvent &E) {
      return E.Combat; // CR 510.2
    }
    static void apply(game::CardGame &, const game::ReplacementSource &,
                      game::ReplacementEvent &E) {
      E.Amount = 0;
    }
  };
  static constexpr game::ReplacementScript Prevents =
      game::replacementScript<PreventsCombatDamage>();

  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    G.createReplacement(Prevents, Item, {});
    co_return;
  }
  static constexpr game::SpellScript Spell = {.Resolve = &resolve};
};

} // namespace strata::cards
