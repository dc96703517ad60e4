//===- VesuvanDoppelganger.cpp - Vesuvan Doppelganger ----------------------===//
#include "strata/cards/CardLibrary.h"
#include "strata/cards/Choices.h"
#include "strata/cards/CopyEffects.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {3}{U}{U} Creature - Shapeshifter 0/0: "You may have this creature enter
/// as a copy of any creature on the battlefield, except it doesn't copy
/// that creature's color and it has "At the beginning of your upkeep, you
/// may have this creature become a copy of target creature, except it
/// doesn't copy that creature's color and it has this ability.""
struct VesuvanDoppelganger {
  static constexpr CardFace Face = {
      .Name = "Vesuvan Doppelganger",
      .Cost = ManaCost::parse("{3}{U}{U}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Shapeshifter},
      .HasPT = true,
      .Power = 0,
      .Toughness = 0,
      .Text = "You may have this creature enter as a copy of any creature on "
              "the battlefield, except it doesn't copy that creature's color "
              "and it has \"At the beginning of your upkeep, you may have this "
              "creature become a copy of target creature, except it doesn't "
              "copy that creature's color and it has this ability.\""};

  /// \p Original's copiable values with the exceptions: the color stays
  /// \p Self's own copiable color (707.9c; 707.9d: no color CDA or
  /// indicator is copied), and the upkeep ability is part of the copy
  /// (707.9a).
  static Characteristics copyExceptColor(game::CardGame &G, ObjectId Self,
                                         ObjectId Original);

  /// The ability the copy has. Not printed on the card, so it lives on a
  /// card definition of its own named after this card (a granted ability
  /// keeps its granter's label: "Vesuvan Doppelganger").
  struct GrantedAbility {
    static constexpr CardFace Face = {
        .Name = "Vesuvan Doppelganger",
        .Text = "At the beginning of your upkeep, you may have this creature "
                "become a copy of target creature, except it doesn't copy "
                "that creature's color and it has this ability."};
    struct BecomesCopyAtUpkeep {
      static constexpr std::string_view Text =
          "At the beginning of your upkeep, you may have this creature become "
          "a copy of target creature, except it doesn't copy that creature's "
          "color and it has this ability.";
      /// CR 707.4: becoming a copy of something else fires no enter or
      /// leave triggers, and non-copy effects keep applying.
      static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
        if (!script::onBattlefield(G, Item.Object) || !G.targetLegal(Item, 0))
          co_return;
        auto Original = static_cast<ObjectId>(Item.Targets[0].Id);
        Characteristics Values = copyExceptColor(G, Item.Object, Original);
        Item.Choices.CopiedValues = script::captureCopy(G, Original, Values).CopiedValues;
        const CardDef *Card = findCard("Vesuvan Doppelganger");
        G.createEffect(*Card->EntryEffects[0], Item, Duration::WhileOnBattlefield);
      }
      static constexpr game::TriggeredScript script() {
        return {.On = game::EventKind::BeginningOfUpkeep,
                .Optional = true, // CR 603.5
                .Target = game::TargetKind::Creature,
                .Resolve = &resolve};
      }
    };
    using Abilities = AbilityTypes<game::Triggered<BecomesCopyAtUpkeep>>;
  };

  /// The "enter as a copy" replacement effect (CR 614.1c): its label.
  using Abilities = AbilityTypes<OtherAbility<AbilityKind::Static>>;
  /// The copy effect (CopyEffects.h); the upkeep ability creates it again,
  /// with a later timestamp (CR 613.7b).
  using EntryEffects = EffectTypes<EntersAsCopy>;

  static game::Task<> asEnters(game::CardGame &G, ObjectId Id) {
    ObjectId Original = co_await script::chooseCreatureToCopy(
        G, G.board().object(Id).BaseController, Id, G.label(Id), /*Optional=*/true);
    if (Original == kNoObject)
      co_return;
    G.createEntryEffect(
        Id, 0, script::captureCopy(G, Original, copyExceptColor(G, Id, Original)));
  }
  static constexpr game::SpellScript Spell = {.AsEnters = &asEnters, .ChoosesCopy = true};
};

inline Characteristics VesuvanDoppelganger::copyExceptColor(game::CardGame &G, ObjectId Self,
                                                            ObjectId Original) {
  Characteristics Values = script::copiableValuesOf(G, Original);
  Values.Colors = G.copiableValues(Self).Colors;
  script::dropCdasIn(Values, Layer::L5);
  script::grantAsPartOfCopy(Values, describeCard<GrantedAbility>(), 0);
  return Values;
}

} // namespace strata::cards
