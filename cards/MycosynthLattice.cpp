//===- MycosynthLattice.cpp - Mycosynth Lattice ----------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {6} Artifact, three static abilities; the first two change
/// characteristics, the third is a rules effect (CR 613.11).
struct MycosynthLattice {
  static constexpr CardFace Face = {
      .Name = "Mycosynth Lattice",
      .Cost = ManaCost::parse("{6}"),
      .Types = {CardType::Artifact},
      .Text = "All permanents are artifacts in addition to their other "
              "types.\nAll cards that aren't on the battlefield, spells, and "
              "permanents are colorless.\nPlayers may spend mana as though it "
              "were mana of any color."};

  /// Layer 4: "in addition to their other types" (CR 205.1b).
  struct MakesPermanentsArtifacts : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &, const ObjectView &O) {
      return O.zone() == Zone::Battlefield;
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addCardType(CardType::Artifact);
    }
  };

  /// Layer 5: cards in every zone, spells and permanents, i.e. every
  /// object, become colorless (CR 105.2c).
  struct MakesEverythingColorless : Effect, Part<Layer::L5> {
    static bool appliesTo(const EffectContext &, const ObjectView &) {
      return true;
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.setColors({});
    }
  };

  /// "Players may spend mana as though it were mana of any color": a
  /// rules-modifying effect (CR 613.11, 609.4b), applied after the layers.
  struct SpendAsAnyColor {
    static void apply(const game::CardGame &G, ObjectId, game::RuleModifiers &R) {
      for (int P = 0; P < G.numPlayers() && P < 8; ++P)
        R.AnyColorMana[P] = true;
    }
  };

  using Abilities = AbilityTypes<StaticAbility<MakesPermanentsArtifacts>,
                                 StaticAbility<MakesEverythingColorless>,
                                 game::RulesAbility<SpendAsAnyColor>>;
};

} // namespace strata::cards
