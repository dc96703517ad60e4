//===- Overrun.cpp - Overrun -----------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{G}{G}{G} Sorcery: "Creatures you control get +3/+3 and gain trample
/// until end of turn." One effect, layers 6 and 7c (CR 613.6), on the
/// creatures its controller controlled as it resolved (611.2c).
struct Overrun {
  static constexpr CardFace Face = {
      .Name = "Overrun",
      .Cost = ManaCost::parse("{2}{G}{G}{G}"),
      .Types = {CardType::Sorcery},
      .Text = "Creatures you control get +3/+3 and gain trample until end of "
              "turn. (Each of those creatures can deal excess combat damage to "
              "the player or planeswalker it's attacking.)"};

  struct PumpsCreaturesYouControl : Effect {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.effectController();
    }
    /// Layer 6 (613.1f).
    struct GrantsTrample : Part<Layer::L6> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.addKeyword(Keyword::Trample);
      }
    };
    /// Layer 7c (613.4c).
    struct PumpsByThree : Part<Layer::L7c> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.addPower(3);
        O.addToughness(3);
      }
    };
    using Parts = PartList<GrantsTrample, PumpsByThree>;
  };

  using SpellEffects = EffectTypes<PumpsCreaturesYouControl>;

  /// CR 611.2c: the creatures affected are fixed as it resolves.
  static constexpr game::SpellScript Spell =
      game::spellCreatingEffect<Duration::EndOfTurn>();
};

} // namespace strata::cards
