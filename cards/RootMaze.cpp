//===- RootMaze.cpp - Root Maze --------------------------------------------===//
#include "strata/game/Replacement.h"

namespace strata::cards {
using namespace runtime;

/// {G} Enchantment: "Artifacts and lands enter tapped." CR 614.1d; which
/// permanents are artifacts or lands is judged as they would exist on the
/// battlefield (614.12): with Mycosynth Lattice, every permanent.
struct RootMaze {
  static constexpr CardFace Face = {
      .Name = "Root Maze",
      .Cost = ManaCost::parse("{G}"),
      .Types = {CardType::Enchantment},
      .Text = "Artifacts and lands enter tapped."};

  struct EnterTapped {
    static constexpr game::ReplacedEvents On = game::on(game::ReplacedEvent::Enter);
    static constexpr std::string_view Text = "artifacts and lands enter tapped";
    static bool applies(const game::CardGame &G, const game::ReplacementSource &,
                        const game::ReplacementEvent &E) {
      const CoreCharacteristics &C = G.characteristics(E.Object);
      return !E.Tapped &&
             (C.Types.contains(CardType::Artifact) || C.Types.contains(CardType::Land));
    }
    static void apply(game::CardGame &, const game::ReplacementSource &,
                      game::ReplacementEvent &E) {
      E.Tapped = true;
    }
  };

  using Abilities = AbilityTypes<game::Replaces<EnterTapped>>;
};

} // namespace strata::cards
