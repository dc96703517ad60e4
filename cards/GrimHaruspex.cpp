//===- GrimHaruspex.cpp - Grim Haruspex ------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{B} Creature - Human Wizard 3/2: "Morph {B} / Whenever another
/// nontoken creature you control dies, draw a card."
struct GrimHaruspex {
  static constexpr CardFace Face = {
      .Name = "Grim Haruspex",
      .Cost = ManaCost::parse("{2}{B}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Human, Subtype::Wizard},
      .HasPT = true,
      .Power = 3,
      .Toughness = 2,
      .Keywords = {Keyword::Morph},
      .Text = "Morph {B} (You may cast this card face down as a 2/2 creature for {3}. "
              "Turn it face up any time for its morph cost.)\nWhenever another nontoken "
              "creature you control dies, draw a card."};

  struct DrawOnAnotherDeath {
    static constexpr std::string_view Text =
        "Whenever another nontoken creature you control dies, draw a card.";
    /// CR 603.10a: judged on the board just before the death; face down
    /// it has no abilities (708.2) and sees nothing.
    static bool watches(const game::CardGame &G, ObjectId Source, ObjectId Subject) {
      return Subject != Source && !G.board().object(Subject).Token && G.isCreature(Subject) &&
             G.controllerOf(Subject) == G.controllerOf(Source);
    }
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      G.draw(Item.Controller, 1);
      co_return;
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::Dies, .Resolve = &resolve, .Watches = &watches};
    }
  };

  /// Morph {B} (CR 702.37).
  static constexpr game::SpellScript Spell = {.HasMorph = true,
                                              .MorphCost = ManaCost::parse("{B}")};

  using Abilities = AbilityTypes<game::Triggered<DrawOnAnotherDeath>>;
};

} // namespace strata::cards
