//===- KinjallisSunwing.cpp - Kinjalli's Sunwing ---------------------------===//
#include "strata/game/Replacement.h"

namespace strata::cards {
using namespace runtime;

/// {2}{W} Creature - Dinosaur 2/3: "Flying / Creatures your opponents
/// control enter tapped." CR 614.1d, judged on the entering permanent as it
/// would exist on the battlefield (614.12): a noncreature enchantment
/// entering while Opalescence is there is a creature.
struct KinjallisSunwing {
  static constexpr CardFace Face = {
      .Name = "Kinjalli's Sunwing",
      .Cost = ManaCost::parse("{2}{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Dinosaur},
      .HasPT = true,
      .Power = 2,
      .Toughness = 3,
      .Keywords = {Keyword::Flying},
      .Text = "Flying\nCreatures your opponents control enter tapped."};

  struct OpponentsCreaturesEnterTapped {
    static constexpr game::ReplacedEvents On = game::on(game::ReplacedEvent::Enter);
    static constexpr std::string_view Text = "creatures your opponents control enter tapped";
    static bool applies(const game::CardGame &G, const game::ReplacementSource &Src,
                        const game::ReplacementEvent &E) {
      return !E.Tapped && G.isCreature(E.Object) && G.controllerOf(E.Object) != Src.Controller;
    }
    static void apply(game::CardGame &, const game::ReplacementSource &,
                      game::ReplacementEvent &E) {
      E.Tapped = true;
    }
  };

  using Abilities = AbilityTypes<game::Replaces<OpponentsCreaturesEnterTapped>>;
};

} // namespace strata::cards
