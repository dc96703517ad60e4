//===- ChampionOfTheParish.cpp - Champion of the Parish --------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {W} Creature - Human Soldier 1/1: "Whenever another Human you control
/// enters, put a +1/+1 counter on this creature."
struct ChampionOfTheParish {
  static constexpr CardFace Face = {
      .Name = "Champion of the Parish",
      .Cost = ManaCost::parse("{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Human, Subtype::Soldier},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Words = words({creatureTypeWord(Subtype::Human)}),
      .Text = "Whenever another Human you control enters, put a +1/+1 counter on this "
              "creature."};

  struct CounterOnHuman {
    static constexpr std::string_view Text =
        "Whenever another Human you control enters, put a +1/+1 counter on this creature.";
    /// CR 603.6a: the entered permanent's creature types after the layers
    /// (a changeling is a Human, 702.73a; layer 4); "Human" is its text's
    /// word (a text change reaches it, 612.2).
    static bool watches(const game::CardGame &G, ObjectId Source, ObjectId Subject) {
      const TextWords &W = G.rulesText(Source).Words;
      auto Human = W.Count > 0 ? static_cast<Subtype>(W.Words[0].Value) : Subtype::Human;
      return Subject != Source && G.isCreature(Subject) &&
             G.characteristics(Subject).Subtypes.contains(Human) &&
             G.controllerOf(Subject) == G.controllerOf(Source);
    }
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      if (G.board().object(Item.Object).In == Zone::Battlefield) // CR 400.7
        co_await G.putCounters(Item.Object, 1);
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::EntersBattlefield, .Resolve = &resolve,
              .Watches = &watches};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<CounterOnHuman>>;
};

} // namespace strata::cards
