//===- EssenceOfTheWild.cpp - Essence of the Wild --------------------------===//
#include "strata/cards/Choices.h"
#include "strata/cards/CopyEffects.h"
#include "strata/game/Replacement.h"

namespace strata::cards {
using namespace runtime;

/// {3}{G}{G}{G} Creature - Avatar 6/6: "Creatures you control enter as a
/// copy of this creature."
struct EssenceOfTheWild {
  static constexpr CardFace Face = {
      .Name = "Essence of the Wild",
      .Cost = ManaCost::parse("{3}{G}{G}{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Avatar},
      .HasPT = true,
      .Power = 6,
      .Toughness = 6,
      .Text = "Creatures you control enter as a copy of this creature."};

  /// CR 614.1c, 707.5: a replacement effect that makes another creature
  /// enter as a copy (layer 1, CR 613.2a) of the copiable values this one
  /// has as that creature enters; a copy effect (616.1c), ordered by the
  /// entering creature's controller with its own (Clone's). Judged on the
  /// creature as it would exist on the battlefield (614.12): a card that
  /// enters as a creature under Opalescence counts; a token too (111.2).
  struct OthersEnterAsCopies {
    static constexpr game::ReplacedEvents On = game::on(game::ReplacedEvent::EnterAsCopy);
    static constexpr std::string_view Text =
        "Creatures you control enter as a copy of this creature.";
    static bool applies(const game::CardGame &G, const game::ReplacementSource &S,
                        const game::ReplacementEvent &E) {
      return G.isCreature(E.Object) && G.controllerOf(E.Object) == G.controllerOf(S.Object);
    }
    static void apply(game::CardGame &G, const game::ReplacementSource &S,
                      game::ReplacementEvent &E) {
      G.createEntryEffect(E.Object, describeEffect<EntersAsCopy>(),
                          script::captureCopy(G, S.Object, script::copiableValuesOf(G, S.Object)));
      E.CopyApplied = true;
    }
  };

  using Abilities = AbilityTypes<game::Replaces<OthersEnterAsCopies>>;
};

} // namespace strata::cards
