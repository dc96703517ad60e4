//===- ConstRefSource.cpp - Shepherd of the Flock (ordinary idiom) --------===//
//
// Ordinary idiom (issue 25, point 4): references to const bound to the
// views (`const ObjectReader &Shepherd = Ctx.source();`, lifetime-extended
// temporary, and `const ObjectReader &Sheep = O;`), handed to a helper
// taking references to const. Must be accepted with exactly these facts.
// The source's Controller and Toughness are source reads; the affected
// object's Controller and Toughness filter reads; nothing is another
// object's.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{W} Creature - Human Cleric 1/3: "Other creatures you control with
/// toughness less than Shepherd of the Flock's toughness get +0/+1."
struct ConstRefSource {
  static constexpr CardFace Face = {
      .Name = "Shepherd of the Flock",
      .Cost = ManaCost::parse("{1}{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Human, Subtype::Cleric},
      .HasPT = true,
      .Power = 1,
      .Toughness = 3,
      .Text = "Other creatures you control with toughness less than Shepherd "
              "of the Flock's toughness get +0/+1."};

  static bool shelters(const ObjectReader &Shepherd, const ObjectReader &Sheep) {
    return Sheep.id() != Shepherd.id() && Sheep.controller() == Shepherd.controller() &&
           Sheep.toughness() < Shepherd.toughness();
  }

  /// Layer 7c (CR 613.4c).
  struct ShelterTheFlock : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      const ObjectReader &Shepherd = Ctx.source();
      const ObjectReader &Sheep = O;
      return Sheep.zone() == Zone::Battlefield && Sheep.isType(CardType::Creature) &&
             shelters(Shepherd, Sheep);
    }
    static void apply(const EffectContext &, ObjectView &O) { O.addToughness(1); }
  };

  using Abilities = AbilityTypes<StaticAbility<ShelterTheFlock>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::ConstRefSource::ShelterTheFlock, ::strata::cards::ConstRefSource::ShelterTheFlock, L7c, false, "CardType.Creature Controller Toughness Zone", "", "Controller Toughness", "", "Toughness"){{$}}
