//===- ChromaticMimic.cpp - Chromatic Mimic (adversarial card) ------------===//
//
// Accepted adversarial card (issue 11, point 4). Categories: a
// characteristic-defining ability written the new way (no appliesTo, CR
// 604.3), and a function object handed to std::accumulate. Hidden access:
// ColorsOf::operator() reads Color.* of your other creatures (role: apply);
// only the standard library calls it. Board: boards/chromatic-mimic.yaml
// (Cinder Wraith's color CDA, later, makes it colorless: the Mimic's CDA
// depends on it, both being CDAs, CR 613.8a (c)).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <numeric>
#include <vector>

namespace strata::cards {
using namespace runtime;

/// {3} Creature - Shapeshifter 2/2: "Chromatic Mimic is each color among
/// other creatures you control."
struct ChromaticMimic {
  static constexpr CardFace Face = {
      .Name = "Chromatic Mimic",
      .Cost = ManaCost::parse("{3}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Shapeshifter},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      .Text = "Chromatic Mimic is each color among other creatures you "
              "control."};

  /// The fold step: the colors so far, and one more creature's.
  struct ColorsOf {
    const EffectContext *Ctx;
    ColorSet operator()(ColorSet Seen, ObjectId Id) const {
      return Seen | Ctx->object(Id).colors();
    }
  };

  /// CR 613.3: a color-defining CDA, applied first in layer 5.
  struct IsEachColorOfAllies : CharacteristicDefining, Part<Layer::L5> {
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const PlayerId You = Ctx.source().controller();
      std::vector<ObjectId> Allies;
      for (int I = 0; I < Ctx.numObjects(); ++I) {
        const auto X = Ctx.object(static_cast<ObjectId>(I));
        if (X.id() != O.id() && X.zone() == Zone::Battlefield &&
            X.isType(CardType::Creature) && X.controller() == You)
          Allies.push_back(X.id());
      }
      O.setColors(std::accumulate(Allies.begin(), Allies.end(), ColorSet{}, ColorsOf{&Ctx}));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<IsEachColorOfAllies>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::ChromaticMimic::IsEachColorOfAllies, ::strata::cards::ChromaticMimic::IsEachColorOfAllies, L5, true, "", "CardType.Creature Color.* Controller Zone", "Controller", "CardType.Creature Color.* Controller Zone", "Color.*"){{$}}
