//===- Clone.cpp - Clone ---------------------------------------------------===//
#include "strata/cards/Choices.h"
#include "strata/cards/CopyEffects.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {3}{U} Creature - Shapeshifter 0/0: "You may have this creature enter as
/// a copy of any creature on the battlefield."
struct Clone {
  static constexpr CardFace Face = {
      .Name = "Clone",
      .Cost = ManaCost::parse("{3}{U}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Shapeshifter},
      .HasPT = true,
      .Power = 0,
      .Toughness = 0,
      .Text = "You may have this creature enter as a copy of any creature on "
              "the battlefield."};

  /// "You may have it enter as a copy" is a replacement effect (CR 614.1c):
  /// its label is kept here; asEnters below makes the choice and creates
  /// the entry effect.
  using Abilities = AbilityTypes<OtherAbility<AbilityKind::Static>>;
  using EntryEffects = EffectTypes<EntersAsCopy>;

  /// CR 707.5 / 614.1c: as it enters, its controller may choose a creature
  /// to copy; declined, it enters as itself (a 0/0, 704.5f).
  static game::Task<> asEnters(game::CardGame &G, ObjectId Id) {
    ObjectId Original = co_await script::chooseCreatureToCopy(
        G, G.board().object(Id).BaseController, Id, G.label(Id), /*Optional=*/true);
    if (Original == kNoObject)
      co_return;
    G.createEntryEffect(Id, 0,
                        script::captureCopy(G, Original,
                                            script::copiableValuesOf(G, Original)));
  }
  static constexpr game::SpellScript Spell = {.AsEnters = &asEnters, .ChoosesCopy = true};
};

} // namespace strata::cards
