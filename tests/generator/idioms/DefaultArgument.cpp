//===- DefaultArgument.cpp - Colossus Banner (ordinary idiom) -------------===//
//
// Ordinary idiom (issue 25, point 4): a helper with a default argument
// (`int Threshold = 4`), called with and without it. Must be accepted
// with exactly these facts. The helper reads the affected object's Power
// (filter) and, in the apply, its Toughness through the second helper.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {3}{G} Artifact: "Creatures you control with power 4 or greater have
/// trample. Those with toughness 6 or greater also have vigilance."
struct DefaultArgument {
  static constexpr CardFace Face = {
      .Name = "Colossus Banner",
      .Cost = ManaCost::parse("{3}{G}"),
      .Types = {CardType::Artifact},
      .Text = "Creatures you control with power 4 or greater have trample. "
              "Those with toughness 6 or greater also have vigilance."};

  static bool isBig(const ObjectReader &X, int Threshold = 4) {
    return X.power() >= Threshold;
  }
  static bool isSturdy(const ObjectReader &X, int Threshold = 6) {
    return X.toughness() >= Threshold;
  }

  /// Layer 6 (CR 613.1f).
  struct GrantsTrample : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller() && isBig(O);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addKeyword(Keyword::Trample);
      if (isSturdy(O))
        O.addKeyword(Keyword::Vigilance);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<GrantsTrample>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::DefaultArgument::GrantsTrample, ::strata::cards::DefaultArgument::GrantsTrample, L6, false, "CardType.Creature Controller Power Zone", "Toughness", "Controller", "", "Keyword.Trample Keyword.Vigilance"){{$}}
