//===- SowerOfTemptation.cpp - Sower of Temptation -------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{U}{U} Creature - Faerie Wizard 2/2: "Flying / When this creature
/// enters, gain control of target creature an opponent controls for as
/// long as this creature remains on the battlefield."
struct SowerOfTemptation {
  static constexpr CardFace Face = {
      .Name = "Sower of Temptation",
      .Cost = ManaCost::parse("{2}{U}{U}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Faerie, Subtype::Wizard},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      .Keywords = {Keyword::Flying},
      .Text = "Flying\nWhen this creature enters, gain control of target "
              "creature an opponent controls for as long as this creature "
              "remains on the battlefield."};

  /// Layer 2 (CR 613.1b): the trigger's controller gains control of its
  /// target. The effect comes from the resolved ability (611.2), so the
  /// Sower losing its abilities or changing controller doesn't end it; only
  /// its leaving the battlefield does (611.2b).
  struct GainsControlOfTarget : Effect, Part<Layer::L2> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.setController(Ctx.effectController());
    }
  };

  /// CR 603.3d: the target is chosen as the trigger goes on the stack;
  /// 608.2b: an illegal target on resolution (now controlled by its
  /// controller, or gone) does nothing.
  struct GainControlOnEntering {
    static constexpr std::string_view Text =
        "When this creature enters, gain control of target creature an "
        "opponent controls for as long as this creature remains on the "
        "battlefield.";
    using Creates = GainsControlOfTarget;
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      if (G.targetLegal(Item, 0))
        G.createEffectOf(Item, 0, Duration::WhileSourceOnBattlefield);
      co_return;
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::EntersBattlefield,
              .Target = game::TargetKind::CreatureAnOpponentControls,
              .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<GainControlOnEntering>>;
};

} // namespace strata::cards
