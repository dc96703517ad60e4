//===- RallyThePeasants.cpp - Rally the Peasants ---------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{W} Instant: "Creatures you control get +2/+0 until end of turn. /
/// Flashback {2}{R}"
struct RallyThePeasants {
  static constexpr CardFace Face = {
      .Name = "Rally the Peasants",
      .Cost = ManaCost::parse("{2}{W}"),
      .Types = {CardType::Instant},
      .Keywords = {Keyword::Flashback},
      .Text = "Creatures you control get +2/+0 until end of turn.\nFlashback {2}{R} (You "
              "may cast this card from your graveyard for its flashback cost. Then exile "
              "it.)"};

  /// Layer 7c (CR 613.4c); the creatures are those its controller controls
  /// as it resolves (611.2c): one that enters or is stolen later is not
  /// affected, one stolen from Alice keeps it.
  struct PumpsYourCreatures : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.effectController();
    }
    static void apply(const EffectContext &, ObjectView &O) { O.addPower(2); }
  };

  using SpellEffects = EffectTypes<PumpsYourCreatures>;
  /// CR 702.34a: cast from the graveyard for {2}{R}, then exiled.
  static constexpr game::SpellScript Spell = [] {
    game::SpellScript S = game::spellCreatingEffect<Duration::EndOfTurn>();
    S.HasFlashback = true;
    S.FlashbackCost = ManaCost::parse("{2}{R}");
    return S;
  }();
};

} // namespace strata::cards
