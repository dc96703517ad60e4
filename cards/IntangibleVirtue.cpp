//===- IntangibleVirtue.cpp - Intangible Virtue ----------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{W} Enchantment: "Token creatures you control get +1/+1 and have
/// vigilance."
struct IntangibleVirtue {
  static constexpr CardFace Face = {
      .Name = "Intangible Virtue",
      .Cost = ManaCost::parse("{1}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "Token creatures you control get +1/+1 and have vigilance."};

  /// Layers 6 and 7c (CR 613.1f, 613.4c); "token" (CR 111.1) is not a
  /// characteristic: a token copy of a card is a token, a card made a
  /// creature is not.
  struct PumpsTokens : Effect {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isToken() && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    struct GrantsVigilance : Part<Layer::L6> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.addKeyword(Keyword::Vigilance);
      }
    };
    struct Pumps : Part<Layer::L7c> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.addPower(1);
        O.addToughness(1);
      }
    };
    using Parts = PartList<GrantsVigilance, Pumps>;
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsTokens>>;
};

} // namespace strata::cards
