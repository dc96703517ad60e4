//===- EmperorCrocodile.cpp - Emperor Crocodile ----------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {3}{G} Creature - Crocodile 5/5: "When you control no other creatures,
/// sacrifice this creature."
struct EmperorCrocodile {
  static constexpr CardFace Face = {
      .Name = "Emperor Crocodile",
      .Cost = ManaCost::parse("{3}{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Crocodile},
      .HasPT = true,
      .Power = 5,
      .Toughness = 5,
      .Text = "When you control no other creatures, sacrifice this creature."};

  /// CR 603.8: a state trigger; "creatures" are what the layers make
  /// creatures now (Opalescence's enchantments count, 613.1d).
  struct SacrificeWhenAlone {
    static constexpr std::string_view Text =
        "When you control no other creatures, sacrifice this creature.";
    static bool alone(const game::CardGame &G, ObjectId Source) {
      PlayerId You = G.controllerOf(Source);
      for (const GameObject &O : G.board().objects())
        if (O.Id != Source && O.In == Zone::Battlefield && G.isCreature(O.Id) &&
            G.controllerOf(O.Id) == You)
          return false;
      return true;
    }
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      // CR 701.21a: only a permanent its controller controls is sacrificed.
      if (G.board().object(Item.Object).In == Zone::Battlefield &&
          G.controllerOf(Item.Object) == Item.Controller)
        co_await G.moveObject(Item.Object, Zone::Graveyard);
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::State, .Resolve = &resolve, .State = &alone};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<SacrificeWhenAlone>>;
};

} // namespace strata::cards
