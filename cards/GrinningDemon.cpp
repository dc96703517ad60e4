//===- GrinningDemon.cpp - Grinning Demon ----------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{B}{B} Creature - Demon 6/6: "At the beginning of your upkeep, you
/// lose 2 life. / Morph {2}{B}{B}". Its Spell script gives the morph
/// cost: the game offers casting it face down for {3} (CR 702.37c) and
/// turning it face up for {2}{B}{B} (702.37e, 708.8).
struct GrinningDemon {
  static constexpr CardFace Face = {
      .Name = "Grinning Demon",
      .Cost = ManaCost::parse("{2}{B}{B}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Demon},
      .HasPT = true,
      .Power = 6,
      .Toughness = 6,
      .Keywords = {Keyword::Morph},
      .Text = "At the beginning of your upkeep, you lose 2 life.\nMorph "
              "{2}{B}{B} (You may cast this card face down as a 2/2 creature "
              "for {3}. Turn it face up any time for its morph cost.)"};

  /// CR 503.1a: an upkeep trigger; CR 119.3: losing life.
  struct LosesLifeAtUpkeep {
    static constexpr std::string_view Text =
        "At the beginning of your upkeep, you lose 2 life.";
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      G.loseLife(Item.Controller, 2);
      co_return;
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::BeginningOfUpkeep, .Resolve = &resolve};
    }
  };

  /// Morph {2}{B}{B} (CR 702.37): cast face down for {3}, turned face up
  /// for its morph cost.
  static constexpr game::SpellScript Spell = {
      .HasMorph = true, .MorphCost = ManaCost::parse("{2}{B}{B}")};

  using Abilities = AbilityTypes<game::Triggered<LosesLifeAtUpkeep>>;
};

} // namespace strata::cards
