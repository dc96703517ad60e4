//===- ArrayRangeFor.cpp - Outrider's Pennant (ordinary idiom) ------------===//
//
// Ordinary idiom (issue 25, point 4): a `static constexpr std::array` of
// keywords walked with a range-for. Must be accepted with exactly these
// facts. The loop variable is not a constant expression, so
// `hasKeyword(K)` reads the group `Keyword.*` (docs/generator-protocol.md,
// "Enumerators through parameters": `$N` only for a constant argument).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <array>

namespace strata::cards {
using namespace runtime;

/// {2} Artifact: "Creatures you control with flying, menace or trample get
/// +1/+0."
struct ArrayRangeFor {
  static constexpr CardFace Face = {
      .Name = "Outrider's Pennant",
      .Cost = ManaCost::parse("{2}"),
      .Types = {CardType::Artifact},
      .Text = "Creatures you control with flying, menace or trample get +1/+0."};

  static constexpr std::array<Keyword, 3> Evasion = {Keyword::Flying, Keyword::Menace,
                                                     Keyword::Trample};

  static bool isEvasive(const ObjectReader &X) {
    for (const Keyword K : Evasion)
      if (X.hasKeyword(K))
        return true;
    return false;
  }

  /// Layer 7c (CR 613.4c).
  struct PumpsOutriders : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller() && isEvasive(O);
    }
    static void apply(const EffectContext &, ObjectView &O) { O.addPower(1); }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsOutriders>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::ArrayRangeFor::PumpsOutriders, ::strata::cards::ArrayRangeFor::PumpsOutriders, L7c, false, "CardType.Creature Controller Keyword.* Zone", "", "Controller", "", "Power"){{$}}
