//===- ThaliasLieutenant.cpp - Thalia's Lieutenant -------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{W} Creature - Human Soldier 1/1: "When this creature enters, put a
/// +1/+1 counter on each other Human you control. / Whenever another Human
/// you control enters, put a +1/+1 counter on this creature."
struct ThaliasLieutenant {
  static constexpr CardFace Face = {
      .Name = "Thalia's Lieutenant",
      .Cost = ManaCost::parse("{1}{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Human, Subtype::Soldier},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Words = words({creatureTypeWord(Subtype::Human)}),
      .Text = "When this creature enters, put a +1/+1 counter on each other Human you "
              "control.\nWhenever another Human you control enters, put a +1/+1 counter "
              "on this creature."};

  /// "Human" is its text's word (CR 612.2): as the ability triggered
  /// (a changeling is every creature type, 702.73a).
  static Subtype human(const game::CardGame &G, ObjectId Source) {
    const TextWords &W = G.rulesText(Source).Words;
    return W.Count > 0 ? static_cast<Subtype>(W.Words[0].Value) : Subtype::Human;
  }
  static bool humanOf(const game::CardGame &G, ObjectId Id, Subtype Human, PlayerId You) {
    return G.isCreature(Id) && G.characteristics(Id).Subtypes.contains(Human) &&
           G.controllerOf(Id) == You;
  }

  struct CountersOnOthers {
    static constexpr std::string_view Text =
        "When this creature enters, put a +1/+1 counter on each other Human you control.";
    /// CR 608.2h: the Humans as it resolves; the word as the ability's text
    /// has it (113.7a: the trigger keeps its source's words).
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      auto Human = Item.Words.Count > 0 ? static_cast<Subtype>(Item.Words.Words[0].Value)
                                        : Subtype::Human;
      std::vector<ObjectId> Others;
      for (const GameObject &O : G.board().objects())
        if (O.Id != Item.Object && O.In == Zone::Battlefield &&
            humanOf(G, O.Id, Human, Item.Controller))
          Others.push_back(O.Id);
      for (ObjectId Id : Others)
        co_await G.putCounters(Id, 1);
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::EntersBattlefield, .Resolve = &resolve};
    }
  };
  struct CounterOnHuman {
    static constexpr std::string_view Text =
        "Whenever another Human you control enters, put a +1/+1 counter on this creature.";
    static bool watches(const game::CardGame &G, ObjectId Source, ObjectId Subject) {
      return Subject != Source && humanOf(G, Subject, human(G, Source), G.controllerOf(Source));
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

  using Abilities =
      AbilityTypes<game::Triggered<CountersOnOthers>, game::Triggered<CounterOnHuman>>;
};

} // namespace strata::cards
