//===- Gravedigger.cpp - Gravedigger ---------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {3}{B} Creature - Zombie 2/2: "When this creature enters, you may return
/// target creature card from your graveyard to your hand."
struct Gravedigger {
  static constexpr CardFace Face = {
      .Name = "Gravedigger",
      .Cost = ManaCost::parse("{3}{B}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Zombie},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      .Text = "When this creature enters, you may return target creature card from "
              "your graveyard to your hand."};

  /// CR 603.3d: the target is chosen as it goes on the stack, among the
  /// cards that are creature cards in the graveyard (their characteristics
  /// there: Opalescence makes no card in a graveyard a creature); 603.5:
  /// "you may" is chosen as it resolves.
  struct ReturnOnEntry {
    static constexpr std::string_view Text =
        "When this creature enters, you may return target creature card from your "
        "graveyard to your hand.";
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      if (G.targetLegal(Item, 0))
        co_await G.moveObject(static_cast<ObjectId>(Item.Targets[0].Id), Zone::Hand);
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::EntersBattlefield,
              .Optional = true,
              .Target = game::TargetKind::CreatureCardInYourGraveyard,
              .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<ReturnOnEntry>>;
};

} // namespace strata::cards
