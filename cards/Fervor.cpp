//===- Fervor.cpp - Fervor ---------------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{R} Enchantment: "Creatures you control have haste."
struct Fervor {
  static constexpr CardFace Face = {
      .Name = "Fervor",
      .Cost = ManaCost::parse("{2}{R}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control have haste. (They can attack and {T} as soon "
              "as they come under your control.)"};

  /// Layer 6 (CR 613.1f).
  struct GrantsHaste : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) { O.addKeyword(Keyword::Haste); }
  };

  using Abilities = AbilityTypes<StaticAbility<GrantsHaste>>;
};

} // namespace strata::cards
