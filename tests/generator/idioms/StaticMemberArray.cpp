//===- StaticMemberArray.cpp - Grove Kinship (ordinary idiom) -------------===//
//
// Ordinary idiom (issue 25, point 4): a `static constexpr` member C array
// of creature types, walked with a range-for. Must be accepted with
// exactly these facts. `hasCreatureType` reads Subtype.Creature whatever
// its argument.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{G} Enchantment: "Elves, Druids and Dryads you control get +1/+1."
struct StaticMemberArray {
  static constexpr CardFace Face = {
      .Name = "Grove Kinship",
      .Cost = ManaCost::parse("{1}{G}"),
      .Types = {CardType::Enchantment},
      .Text = "Elves, Druids and Dryads you control get +1/+1."};

  static constexpr Subtype Kin[] = {Subtype::Elf, Subtype::Druid, Subtype::Dryad};

  static bool isKin(const ObjectReader &X) {
    for (const Subtype S : Kin)
      if (X.hasCreatureType(S))
        return true;
    return false;
  }

  /// Layer 7c (CR 613.4c).
  struct PumpsTheGrove : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield &&
             O.controller() == Ctx.source().controller() && isKin(O);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsTheGrove>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::StaticMemberArray::PumpsTheGrove, ::strata::cards::StaticMemberArray::PumpsTheGrove, L7c, false, "Controller Subtype.Creature Zone", "", "Controller", "", "Power Toughness"){{$}}
