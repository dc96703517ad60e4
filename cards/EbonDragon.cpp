//===- EbonDragon.cpp - Ebon Dragon ----------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {5}{B}{B} Creature - Dragon 5/4: "Flying / When this creature enters,
/// you may have target opponent discard a card."
struct EbonDragon {
  static constexpr CardFace Face = {
      .Name = "Ebon Dragon",
      .Cost = ManaCost::parse("{5}{B}{B}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Dragon},
      .HasPT = true,
      .Power = 5,
      .Toughness = 4,
      .Keywords = {Keyword::Flying},
      .Text = "Flying\nWhen this creature enters, you may have target "
              "opponent discard a card."};

  /// CR 603.3d: the opponent is targeted as the trigger goes on the stack;
  /// "you may" is asked as it resolves (603.5); CR 701.8a: the opponent
  /// chooses the card.
  struct DiscardOnEntering {
    static constexpr std::string_view Text =
        "When this creature enters, you may have target opponent discard a card.";
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      if (!G.targetLegal(Item, 0))
        co_return;
      co_await G.discardOne(static_cast<PlayerId>(Item.Targets[0].Id));
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::EntersBattlefield,
              .Optional = true,
              .Target = game::TargetKind::Opponent,
              .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<DiscardOnEntering>>;
};

} // namespace strata::cards
