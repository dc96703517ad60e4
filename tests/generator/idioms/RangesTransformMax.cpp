//===- RangesTransformMax.cpp - Apex Chieftain (ordinary idiom) -----------===//
//
// Ordinary idiom (issue 25, point 4): `std::views::transform` over a
// `std::vector<ObjectId>` with a lambda capturing the context, reduced by
// `std::ranges::max`, in a characteristic-defining ability. Must be
// accepted with exactly these facts. The lambda reads other objects'
// Power; the loop other objects' Zone, CardType.Creature and Controller;
// the source's Controller is a source read.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <algorithm>
#include <ranges>
#include <vector>

namespace strata::cards {
using namespace runtime;

/// {3}{R}{G} Creature - Giant Warrior */5: "Apex Chieftain's power is equal
/// to the greatest power among other creatures you control, plus 1."
struct RangesTransformMax {
  static constexpr CardFace Face = {
      .Name = "Apex Chieftain",
      .Cost = ManaCost::parse("{3}{R}{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Giant, Subtype::Warrior},
      .HasPT = true,
      .Power = 0, // CR 208.2a
      .Toughness = 5,
      .Text = "Apex Chieftain's power is equal to the greatest power among other "
              "creatures you control, plus 1."};

  /// CR 613.4a: a power-defining CDA.
  struct DefinesPowerByTheApex : CharacteristicDefining, Part<Layer::L7a> {
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const PlayerId You = Ctx.source().controller();
      std::vector<ObjectId> Allies;
      for (int I = 0; I < Ctx.numObjects(); ++I) {
        const ObjectReader X = Ctx.object(static_cast<ObjectId>(I));
        if (X.id() != O.id() && X.zone() == Zone::Battlefield &&
            X.isType(CardType::Creature) && X.controller() == You)
          Allies.push_back(X.id());
      }
      if (Allies.empty()) {
        O.setBasePower(1);
        return;
      }
      auto Powers = Allies | std::views::transform(
                                 [&Ctx](ObjectId Id) { return Ctx.object(Id).power(); });
      O.setBasePower(std::ranges::max(Powers) + 1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<DefinesPowerByTheApex>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::RangesTransformMax::DefinesPowerByTheApex, ::strata::cards::RangesTransformMax::DefinesPowerByTheApex, L7a, true, "", "CardType.Creature Controller Power Zone", "Controller", "CardType.Creature Controller Power Zone", "Power"){{$}}
