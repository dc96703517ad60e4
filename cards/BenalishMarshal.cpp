//===- BenalishMarshal.cpp - Benalish Marshal -------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {W}{W}{W} Creature - Human Knight 3/3: "Other creatures you control get
/// +1/+1."
struct BenalishMarshal {
  static constexpr CardFace Face = {
      .Name = "Benalish Marshal",
      .Cost = ManaCost::parse("{W}{W}{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Human, Subtype::Knight},
      .HasPT = true,
      .Power = 3,
      .Toughness = 3,
      .Text = "Other creatures you control get +1/+1."};

  struct PumpsOthers : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      const ObjectReader Self = Ctx.source();
      return O.id() != Self.id() && O.zone() == Zone::Battlefield &&
             O.isType(CardType::Creature) && O.controller() == Self.controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsOthers>>;
};

} // namespace strata::cards
