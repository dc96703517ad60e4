//===- DressDown.cpp - Dress Down ------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{U} Enchantment: "Flash / When Dress Down enters, draw a card. /
/// Creatures lose all abilities. / At the beginning of the end step,
/// sacrifice Dress Down."
struct DressDown {
  static constexpr CardFace Face = {
      .Name = "Dress Down",
      .Cost = ManaCost::parse("{1}{U}"),
      .Types = {CardType::Enchantment},
      .Keywords = {Keyword::Flash},
      .Text = "Flash\nWhen Dress Down enters, draw a card.\nCreatures lose all "
              "abilities.\nAt the beginning of the end step, sacrifice Dress Down."};

  struct DrawsACard {
    static constexpr std::string_view Text = "When Dress Down enters, draw a card.";
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      G.draw(Item.Controller, 1);
      co_return;
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::EntersBattlefield, .Resolve = &resolve};
    }
  };

  /// Layer 6 (CR 613.1f): every creature, including those that became
  /// creatures in layer 4.
  struct RemovesAbilities : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &, ObjectView &O) { O.loseAllAbilities(); }
  };

  /// CR 513.1a: each end step, its controller sacrifices it (701.21a; a
  /// sacrifice is a move to the graveyard, which replacements modify).
  struct SacrificedAtEndStep {
    static constexpr std::string_view Text =
        "At the beginning of the end step, sacrifice Dress Down.";
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      const GameObject &O = G.board().object(Item.Object);
      if (O.In == Zone::Battlefield && G.controllerOf(Item.Object) == Item.Controller)
        co_await G.moveObject(Item.Object, Zone::Graveyard);
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::BeginningOfEndStep, .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<DrawsACard>, StaticAbility<RemovesAbilities>,
                                 game::Triggered<SacrificedAtEndStep>>;
};

} // namespace strata::cards
