//===- QuicksilverGargantuan.cpp - Quicksilver Gargantuan ------------------===//
#include "strata/cards/Choices.h"
#include "strata/cards/CopyEffects.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {5}{U}{U} Creature - Shapeshifter 7/7: "You may have this creature enter
/// as a copy of any creature on the battlefield, except it's 7/7."
struct QuicksilverGargantuan {
  static constexpr CardFace Face = {
      .Name = "Quicksilver Gargantuan",
      .Cost = ManaCost::parse("{5}{U}{U}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Shapeshifter},
      .HasPT = true,
      .Power = 7,
      .Toughness = 7,
      .Text = "You may have this creature enter as a copy of any creature on "
              "the battlefield, except it's 7/7."};

  /// The "enter as a copy" replacement effect (CR 614.1c): its label.
  using Abilities = AbilityTypes<OtherAbility<AbilityKind::Static>>;
  /// The copy effect (CopyEffects.h); the 7/7 exception is in the captured
  /// copiable values (CR 707.9b).
  using EntryEffects = EffectTypes<EntersAsCopy>;

  static game::Task<> asEnters(game::CardGame &G, ObjectId Id) {
    ObjectId Original = co_await script::chooseCreatureToCopy(
        G, G.board().object(Id).BaseController, Id, G.label(Id), /*Optional=*/true);
    if (Original == kNoObject)
      co_return;
    Characteristics Values = script::copiableValuesOf(G, Original);
    // CR 707.9b: "except it's 7/7"; 707.9d: the original's P/T-defining
    // ability (Tarmogoyf's) is not copied.
    Values.HasPT = true;
    Values.Power = 7;
    Values.Toughness = 7;
    script::dropCdasIn(Values, Layer::L7a);
    G.createEntryEffect(Id, 0, script::captureCopy(G, Original, Values));
  }
  static constexpr game::SpellScript Spell = {.AsEnters = &asEnters, .ChoosesCopy = true};
};

} // namespace strata::cards
