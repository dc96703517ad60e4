//===- PrismaticOmen.cpp - Prismatic Omen ----------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{G} Enchantment: "Lands you control are every basic land type in
/// addition to their other types."
struct PrismaticOmen {
  static constexpr CardFace Face = {
      .Name = "Prismatic Omen",
      .Cost = ManaCost::parse("{1}{G}"),
      .Types = {CardType::Enchantment},
      .Text = "Lands you control are every basic land type in addition to "
              "their other types."};

  /// Layer 4, "in addition" (CR 305.7 last sentence): keeps rules text and
  /// adds the five intrinsic mana abilities (305.6).
  struct MakesLandsEveryBasicType : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Land) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      for (Subtype T : kBasicLandTypes)
        O.addLandType(T);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<MakesLandsEveryBasicType>>;
};

} // namespace strata::cards
