//===- GratuitousViolence.cpp - Gratuitous Violence ------------------------===//
#include "strata/game/Replacement.h"

#include <climits>

namespace strata::cards {
using namespace runtime;

/// {2}{R}{R}{R} Enchantment: "If a creature you control would deal damage to
/// a permanent or player, it deals double that damage to that permanent or
/// player instead." Whether the source is a creature and who controls it
/// are the layers' answers (an animated land, a stolen creature).
struct GratuitousViolence {
  static constexpr CardFace Face = {
      .Name = "Gratuitous Violence",
      .Cost = ManaCost::parse("{2}{R}{R}{R}"),
      .Types = {CardType::Enchantment},
      .Text = "If a creature you control would deal damage to a permanent or "
              "player, it deals double that damage to that permanent or player "
              "instead."};

  struct DoublesCreatureDamage {
    static constexpr game::ReplacedEvents On = game::on(game::ReplacedEvent::Damage);
    static constexpr std::string_view Text = "it deals double that damage instead";
    static bool applies(const game::CardGame &G, const game::ReplacementSource &Src,
                        const game::ReplacementEvent &E) {
      // A creature is a permanent (CR 110.4b): a spell on the stack is not one.
      return E.Source != kNoObject &&
             G.board().object(E.Source).In == Zone::Battlefield && G.isCreature(E.Source) &&
             G.controllerOf(E.Source) == Src.Controller;
    }
    static void apply(game::CardGame &, const game::ReplacementSource &,
                      game::ReplacementEvent &E) {
      E.Amount = game::doubled(E.Amount);
    }
  };

  using Abilities = AbilityTypes<game::Replaces<DoublesCreatureDamage>>;
};

} // namespace strata::cards
