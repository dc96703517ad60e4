//===- FesteringGoblin.cpp - Festering Goblin ------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {B} Creature - Zombie Goblin 1/1: "When this creature dies, target
/// creature gets -1/-1 until end of turn."
struct FesteringGoblin {
  static constexpr CardFace Face = {
      .Name = "Festering Goblin",
      .Cost = ManaCost::parse("{B}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Zombie, Subtype::Goblin},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Text = "When this creature dies, target creature gets -1/-1 until end of turn."};

  /// Layer 7c (CR 613.4c); its set is locked as it resolves (611.2c).
  struct ShrinksTarget : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(-1);
      O.addToughness(-1);
    }
  };

  /// CR 700.4, 603.10a; 603.3d: the target is chosen as it goes on the
  /// stack, after it died.
  struct ShrinkOnDeath {
    static constexpr std::string_view Text =
        "When this creature dies, target creature gets -1/-1 until end of turn.";
    using Creates = ShrinksTarget;
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      if (G.targetLegal(Item, 0)) // CR 608.2b
        G.createEffectOf(Item, 0, Duration::EndOfTurn);
      co_return;
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::Dies,
              .Target = game::TargetKind::Creature,
              .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<ShrinkOnDeath>>;
};

} // namespace strata::cards
