//===- ProdigalSorcerer.cpp - Prodigal Sorcerer ----------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{U} Creature - Human Wizard 1/1: a creature that deals noncombat
/// damage (what deathtouch, lifelink and protection then do, 702.2b,
/// 702.15b, 702.16e, is the game engine's).
struct ProdigalSorcerer {
  static constexpr CardFace Face = {
      .Name = "Prodigal Sorcerer",
      .Cost = ManaCost::parse("{2}{U}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Human, Subtype::Wizard},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Text = "{T}: This creature deals 1 damage to any target."};

  struct Pings {
    static constexpr std::string_view Text = "{T}: This creature deals 1 damage to any target.";
    /// CR 608.2b: an illegal target is not dealt damage. The source is the
    /// creature, as it last existed if it has left (113.7a).
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      if (G.targetLegal(Item, 0))
        co_await G.dealDamage(Item.Object, Item.Targets[0], 1);
    }
    static constexpr game::ActivatedScript script() {
      return {.TapCost = true, .Target = game::TargetKind::AnyTarget, .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Activated<Pings>>;
};

} // namespace strata::cards
