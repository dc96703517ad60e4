//===- GodheadOfAwe.cpp - Godhead of Awe ------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {W/U}{W/U}{W/U}{W/U}{W/U} Creature - Spirit Avatar 4/4: "Flying / Other
/// creatures have base power and toughness 1/1."
struct GodheadOfAwe {
  static constexpr CardFace Face = {
      .Name = "Godhead of Awe",
      .Cost = ManaCost::parse("{W/U}{W/U}{W/U}{W/U}{W/U}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Spirit, Subtype::Avatar},
      .HasPT = true,
      .Power = 4,
      .Toughness = 4,
      .Keywords = {Keyword::Flying},
      .Text = "Flying\nOther creatures have base power and toughness 1/1."};

  /// Layer 7b (CR 613.4b): counters and pumps (7c) still apply after it.
  struct SetsOthersBasePT : Effect, Part<Layer::L7b> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() != Ctx.source().id() && O.zone() == Zone::Battlefield &&
             O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.setBasePower(1);
      O.setBaseToughness(1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<SetsOthersBasePT>>;
};

} // namespace strata::cards
