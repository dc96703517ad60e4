//===- Ovinize.cpp - Ovinize -----------------------------------------------===//
#include "strata/game/Game.h"

namespace strata::cards {
using namespace runtime;

/// {1}{U} Instant: "Until end of turn, target creature loses all abilities
/// and has base power and toughness 0/1." One effect, two layers (613.6).
struct Ovinize {
  static constexpr CardFace Face = {
      .Name = "Ovinize",
      .Cost = ManaCost::parse("{1}{U}"),
      .Types = {CardType::Instant},
      .Text = "Until end of turn, target creature loses all abilities and has "
              "base power and toughness 0/1."};

  struct StripsAndShrinksTarget : Effect {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    /// Layer 6 (CR 613.1f).
    struct RemovesAbilities : Part<Layer::L6> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.loseAllAbilities();
      }
    };
    /// Layer 7b (CR 613.4b).
    struct SetsBasePT : Part<Layer::L7b> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.setBasePower(0);
        O.setBaseToughness(1);
      }
    };
    using Parts = PartList<RemovesAbilities, SetsBasePT>;
  };

  using SpellEffects = EffectTypes<StripsAndShrinksTarget>;

  /// CR 608.2b: an illegal target is not affected (with its only target
  /// illegal, the spell doesn't resolve at all). CR 611.2c: the effect's
  /// set is locked as it resolves.
  static game::Task<> resolve(game::Game &G, game::StackItem &Item) {
    if (G.targetLegal(Item, 0))
      G.createEffectOf(Item, 0, Duration::EndOfTurn);
    co_return;
  }
  static constexpr game::SpellScript Spell = {
      .Targets = {game::TargetKind::Creature}, .Resolve = &resolve};
};

} // namespace strata::cards
