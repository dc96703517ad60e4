//===- ThornbackOoze.cpp - Thornback Ooze (adversarial card) --------------===//
//
// Accepted adversarial card (issue 11, point 4). Categories: a
// characteristic-defining ability written the new way (no appliesTo: the
// CharacteristicDefining base applies it to its own object, CR 604.3), and
// std::ranges::count_if with a generic lambda. Hidden access: the lambda
// reads the Power of your other creatures (role: apply), called only by
// the niebloid (refused as "type-erased" before issue 11); the filter is
// the runtime base's, which reads nothing. Board: boards/thornback-ooze.yaml
// (Tarmogoyf's CDA, later, raises its power: the Ooze's CDA depends on it,
// both being CDAs, CR 613.8a (c)).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <algorithm>
#include <vector>

namespace strata::cards {
using namespace runtime;

/// {2}{G} Creature - Ooze */1+*: "Thornback Ooze's power is equal to the
/// number of other creatures you control with power 3 or greater, and its
/// toughness is equal to that number plus 1."
struct ThornbackOoze {
  static constexpr CardFace Face = {
      .Name = "Thornback Ooze",
      .Cost = ManaCost::parse("{2}{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Ooze},
      .HasPT = true,
      .Power = 0, // CR 208.2a
      .Toughness = 1,
      .Text = "Thornback Ooze's power is equal to the number of other "
              "creatures you control with power 3 or greater, and its "
              "toughness is equal to that number plus 1."};

  /// CR 613.4a: a P/T-defining CDA.
  struct DefinesPTByBigAllies : CharacteristicDefining, Part<Layer::L7a> {
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const PlayerId You = Ctx.source().controller();
      std::vector<ObjectId> Allies;
      for (int I = 0; I < Ctx.numObjects(); ++I) {
        const auto X = Ctx.object(static_cast<ObjectId>(I));
        if (X.id() != O.id() && X.zone() == Zone::Battlefield &&
            X.isType(CardType::Creature) && X.controller() == You)
          Allies.push_back(X.id());
      }
      const auto N = static_cast<int>(std::ranges::count_if(
          Allies, [&Ctx](auto Id) { return Ctx.object(Id).power() >= 3; }));
      O.setBasePower(N);
      O.setBaseToughness(N + 1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<DefinesPTByBigAllies>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::ThornbackOoze::DefinesPTByBigAllies, ::strata::cards::ThornbackOoze::DefinesPTByBigAllies, L7a, true, "", "CardType.Creature Controller Power Zone", "Controller", "CardType.Creature Controller Power Zone", "Power Toughness"){{$}}
