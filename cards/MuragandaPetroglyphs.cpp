//===- MuragandaPetroglyphs.cpp - Muraganda Petroglyphs --------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {3}{G} Enchantment: "Creatures with no abilities get +2/+2."
struct MuragandaPetroglyphs {
  static constexpr CardFace Face = {
      .Name = "Muraganda Petroglyphs",
      .Cost = ManaCost::parse("{3}{G}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures with no abilities get +2/+2."};

  /// Layer 7c (CR 613.4c); "no abilities" as layer 6 left them.
  struct PumpsCreaturesWithNoAbilities : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.hasNoAbilities();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(2);
      O.addToughness(2);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsCreaturesWithNoAbilities>>;
};

} // namespace strata::cards
