//===- UsingEnumForEach.cpp - Warband Oathstone (ordinary idiom) ----------===//
//
// Ordinary idiom (issue 25, point 4): C++20 `using enum Subtype;` in a
// helper table, and `std::ranges::for_each` with a lambda capturing the
// applied-to view by reference, which writes through it. Must be accepted
// with exactly these facts. `addCreatureType` reads CardType.Creature and
// CardType.Kindred (its annotation, CR 205.3d) and writes
// Subtype.Creature; the apply reads nothing else.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <algorithm>
#include <array>

namespace strata::cards {
using namespace runtime;

/// {3} Artifact: "Creatures you control are Humans and Warriors in addition
/// to their other creature types."
struct UsingEnumForEach {
  static constexpr CardFace Face = {
      .Name = "Warband Oathstone",
      .Cost = ManaCost::parse("{3}"),
      .Types = {CardType::Artifact},
      .Text = "Creatures you control are Humans and Warriors in addition to "
              "their other creature types."};

  static constexpr std::array<Subtype, 2> Oath = [] {
    using enum Subtype;
    return std::array<Subtype, 2>{Human, Warrior};
  }();

  /// Layer 4 (CR 613.1d).
  struct SwearsTheOath : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      std::ranges::for_each(Oath, [&O](Subtype S) { O.addCreatureType(S); });
    }
  };

  using Abilities = AbilityTypes<StaticAbility<SwearsTheOath>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::UsingEnumForEach::SwearsTheOath, ::strata::cards::UsingEnumForEach::SwearsTheOath, L4, false, "CardType.Creature Controller Zone", "CardType.Creature CardType.Kindred", "Controller", "", "Subtype.Creature"){{$}}
