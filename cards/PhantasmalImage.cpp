//===- PhantasmalImage.cpp - Phantasmal Image ------------------------------===//
#include "strata/cards/Choices.h"
#include "strata/cards/CopyEffects.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{U} Creature - Illusion 0/0: "You may have this creature enter as a
/// copy of any creature on the battlefield, except it's an Illusion in
/// addition to its other types and it has "When this creature becomes the
/// target of a spell or ability, sacrifice it.""
struct PhantasmalImage {
  static constexpr CardFace Face = {
      .Name = "Phantasmal Image",
      .Cost = ManaCost::parse("{1}{U}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Illusion},
      .HasPT = true,
      .Power = 0,
      .Toughness = 0,
      .Text = "You may have this creature enter as a copy of any creature on "
              "the battlefield, except it's an Illusion in addition to its "
              "other types and it has \"When this creature becomes the target "
              "of a spell or ability, sacrifice it.\""};

  /// The ability the copy gains (CR 707.9a). It is not printed on the card
  /// (an uncopied Phantasmal Image doesn't have it), so it lives on a
  /// card definition of its own, named after this card: a granted ability
  /// keeps the label of the card that granted it ("Phantasmal Image").
  struct GrantedAbility {
    static constexpr CardFace Face = {
        .Name = "Phantasmal Image",
        .Text = "When this creature becomes the target of a spell or ability, "
                "sacrifice it."};
    /// CR 603.2: triggers as a spell or ability targeting it is put on the
    /// stack; CR 701.21a: sacrificing moves it to its owner's graveyard.
    struct SacrificeWhenTargeted {
      static constexpr std::string_view Text =
          "When this creature becomes the target of a spell or ability, "
          "sacrifice it.";
      static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
        if (script::onBattlefield(G, Item.Object) &&
            G.controllerOf(Item.Object) == Item.Controller)
          co_await G.moveObject(Item.Object, Zone::Graveyard); // CR 701.21a: sacrifice
      }
      static constexpr game::TriggeredScript script() {
        return {.On = game::EventKind::BecomesTarget, .Resolve = &resolve};
      }
    };
    using Abilities = AbilityTypes<game::Triggered<SacrificeWhenTargeted>>;
  };

  /// "You may have it enter as a copy" is a replacement effect (CR
  /// 614.1c): its label; asEnters makes the choice.
  using Abilities = AbilityTypes<OtherAbility<AbilityKind::Static>>;
  using EntryEffects = EffectTypes<EntersAsCopy>;

  static game::Task<> asEnters(game::CardGame &G, ObjectId Id) {
    ObjectId Original = co_await script::chooseCreatureToCopy(
        G, G.board().object(Id).BaseController, Id, G.label(Id), /*Optional=*/true);
    if (Original == kNoObject)
      co_return;
    Characteristics Values = script::copiableValuesOf(G, Original);
    // CR 707.9b: "an Illusion in addition to its other types" (changeling
    // and other type CDAs are still copied, 707.9d).
    Values.Subtypes.insert(Subtype::Illusion);
    script::grantAsPartOfCopy(Values, describeCard<GrantedAbility>(), 0);
    G.createEntryEffect(Id, 0, script::captureCopy(G, Original, Values));
  }
  static constexpr game::SpellScript Spell = {.AsEnters = &asEnters, .ChoosesCopy = true};
};

} // namespace strata::cards
