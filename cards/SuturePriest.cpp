//===- SuturePriest.cpp - Suture Priest ------------------------------------===//
#include "strata/cards/SharedAbilities.h"

namespace strata::cards {
using namespace runtime;

/// {1}{W} Creature - Phyrexian Cleric 1/1: "Whenever another creature you
/// control enters, you may gain 1 life. / Whenever a creature an opponent
/// controls enters, you may have that player lose 1 life."
struct SuturePriest {
  static constexpr CardFace Face = {
      .Name = "Suture Priest",
      .Cost = ManaCost::parse("{1}{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Phyrexian, Subtype::Cleric},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Text = "Whenever another creature you control enters, you may gain 1 life.\n"
              "Whenever a creature an opponent controls enters, you may have that player "
              "lose 1 life."};

  /// CR 603.6a: judged after it entered, with the layers applied (control
  /// included, layer 2).
  struct LifeForYours {
    static constexpr std::string_view Text =
        "Whenever another creature you control enters, you may gain 1 life.";
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::EntersBattlefield, .Optional = true,
              .Resolve = &youGainOneLife, .Watches = &anotherCreatureYouControlEnters};
    }
  };
  struct LossForTheirs {
    static constexpr std::string_view Text =
        "Whenever a creature an opponent controls enters, you may have that player lose "
        "1 life.";
    static bool watches(const game::CardGame &G, ObjectId Source, ObjectId Subject) {
      return G.isCreature(Subject) && G.controllerOf(Subject) != G.controllerOf(Source);
    }
    /// "That player": the creature's controller as it entered (the event's).
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      G.loseLife(G.controllerOf(Item.Subject), 1);
      co_return;
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::EntersBattlefield, .Optional = true, .Resolve = &resolve,
              .Watches = &watches};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<LifeForYours>, game::Triggered<LossForTheirs>>;
};

} // namespace strata::cards
