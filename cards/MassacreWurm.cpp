//===- MassacreWurm.cpp - Massacre Wurm ------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {3}{B}{B}{B} Creature - Phyrexian Wurm 6/5: "When this creature enters,
/// creatures your opponents control get -2/-2 until end of turn. /
/// Whenever a creature an opponent controls dies, that player loses 2
/// life."
struct MassacreWurm {
  static constexpr CardFace Face = {
      .Name = "Massacre Wurm",
      .Cost = ManaCost::parse("{3}{B}{B}{B}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Phyrexian, Subtype::Wurm},
      .HasPT = true,
      .Power = 6,
      .Toughness = 5,
      .Text = "When this creature enters, creatures your opponents control get -2/-2 "
              "until end of turn.\nWhenever a creature an opponent controls dies, that "
              "player loses 2 life."};

  /// Layer 7c (CR 613.4c); the set is locked as the trigger resolves
  /// (611.2c): a creature that enters later is not affected.
  struct ShrinksOpponentsCreatures : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() != Ctx.effectController();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(-2);
      O.addToughness(-2);
    }
  };

  struct ShrinkOnEntry {
    static constexpr std::string_view Text =
        "When this creature enters, creatures your opponents control get -2/-2 until "
        "end of turn.";
    using Creates = ShrinksOpponentsCreatures;
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      G.createEffectOf(Item, 0, Duration::EndOfTurn);
      co_return;
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::EntersBattlefield, .Resolve = &resolve};
    }
  };

  struct DrainOnDeath {
    static constexpr std::string_view Text =
        "Whenever a creature an opponent controls dies, that player loses 2 life.";
    /// CR 603.10a: the creature's controller just before it died.
    static bool watches(const game::CardGame &G, ObjectId Source, ObjectId Subject) {
      return G.isCreature(Subject) && G.controllerOf(Subject) != G.controllerOf(Source);
    }
    /// "That player": its controller as it last existed on the battlefield
    /// (CR 608.2h).
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      G.loseLife(G.sourceCharacteristics(Item.Subject).Controller, 2);
      co_return;
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::Dies, .Resolve = &resolve, .Watches = &watches};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<ShrinkOnEntry>, game::Triggered<DrainOnDeath>>;
};

} // namespace strata::cards
