//===- Pongify.cpp - Pongify -----------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {U} Instant: "Destroy target creature. It can't be regenerated. Its
/// controller creates a 3/3 green Ape creature token."
struct Pongify {
  static constexpr CardFace Face = {
      .Name = "Pongify",
      .Cost = ManaCost::parse("{U}"),
      .Types = {CardType::Instant},
      .Words = words({colorWord(Color::Green), creatureTypeWord(Subtype::Ape)}),
      .Text = "Destroy target creature. It can't be regenerated. Its controller creates "
              "a 3/3 green Ape creature token."};

  /// CR 111.4: named by its subtype and the word Token.
  struct ApeToken {
    static constexpr CardFace Face = {.Name = "Ape Token",
                                      .ColorIndicator = {Color::Green},
                                      .Types = {CardType::Creature},
                                      .Subtypes = {Subtype::Ape},
                                      .HasPT = true,
                                      .Power = 3,
                                      .Toughness = 3};
  };

  /// CR 608.2h: "its controller" is the creature's controller as it last
  /// existed; an indestructible creature is not destroyed (702.12b) and
  /// its controller still creates the Ape (its ruling). The engine has no
  /// regeneration, so "can't be regenerated" changes nothing here.
  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    if (!G.targetLegal(Item, 0))
      co_return;
    auto Creature = static_cast<ObjectId>(Item.Targets[0].Id);
    PlayerId Controller = G.controllerOf(Creature);
    co_await G.destroy(Creature);
    co_await G.createTokens(game::describeCard<ApeToken>(), Controller, 1);
  }
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Creature},
                                              .Resolve = &resolve};
};

} // namespace strata::cards
