//===- CrusaderOfOdric.cpp - Crusader of Odric ------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{W} Creature - Human Soldier */*: "Crusader of Odric's power and
/// toughness are each equal to the number of creatures you control."
struct CrusaderOfOdric {
  static constexpr CardFace Face = {
      .Name = "Crusader of Odric",
      .Cost = ManaCost::parse("{2}{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Human, Subtype::Soldier},
      .HasPT = true,
      .Text = "Crusader of Odric's power and toughness are each equal to the "
              "number of creatures you control."};

  /// CR 613.4a: a P/T-defining CDA; it counts itself on the battlefield.
  /// Creatures are counted after layer 4 (a land animated by Nature's
  /// Revolt counts).
  struct DefinesPTByCreatures : CharacteristicDefining, Part<Layer::L7a> {
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      PlayerId You = Ctx.source().controller();
      int N = 0;
      for (int I = 0; I < Ctx.numObjects(); ++I) {
        const ObjectReader X = Ctx.object(static_cast<ObjectId>(I));
        if (X.zone() == Zone::Battlefield && X.isType(CardType::Creature) &&
            X.controller() == You)
          ++N;
      }
      O.setBasePower(N);
      O.setBaseToughness(N);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<DefinesPTByCreatures>>;
};

} // namespace strata::cards
