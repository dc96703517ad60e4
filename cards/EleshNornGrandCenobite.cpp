//===- EleshNornGrandCenobite.cpp - Elesh Norn, Grand Cenobite -------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {5}{W}{W} Legendary Creature - Phyrexian Praetor 4/7: "Vigilance /
/// Other creatures you control get +2/+2. / Creatures your opponents
/// control get -2/-2."
struct EleshNornGrandCenobite {
  static constexpr CardFace Face = {
      .Name = "Elesh Norn, Grand Cenobite",
      .Cost = ManaCost::parse("{5}{W}{W}"),
      .Types = {CardType::Creature},
      .Supertypes = {Supertype::Legendary},
      .Subtypes = {Subtype::Phyrexian, Subtype::Praetor},
      .HasPT = true,
      .Power = 4,
      .Toughness = 7,
      .Keywords = {Keyword::Vigilance},
      .Text = "Vigilance\nOther creatures you control get +2/+2.\nCreatures your "
              "opponents control get -2/-2."};

  /// Layer 7c (CR 613.4c), both judged on control as layer 2 made it.
  struct PumpsOthers : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      const ObjectReader Self = Ctx.source();
      return O.id() != Self.id() && O.zone() == Zone::Battlefield &&
             O.isType(CardType::Creature) && O.controller() == Self.controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(2);
      O.addToughness(2);
    }
  };
  struct ShrinksOpponents : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() != Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(-2);
      O.addToughness(-2);
    }
  };

  using Abilities =
      AbilityTypes<StaticAbility<PumpsOthers>, StaticAbility<ShrinksOpponents>>;
};

} // namespace strata::cards
