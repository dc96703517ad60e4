//===- MinMaxClamp.cpp - Warden of the Tally (ordinary idiom) -------------===//
//
// Ordinary idiom (issue 25, point 4): `std::clamp` and `std::max` on values
// read from the source and the affected object. Must be accepted with
// exactly these facts. The source's Counters (and Controller, from the
// filter) are source reads; the affected object's Counters an apply read.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <algorithm>

namespace strata::cards {
using namespace runtime;

/// {3}{G} Creature - Elf Druid 2/2: "Other creatures you control get +X/+Y,
/// where X is the number of +1/+1 counters on Warden of the Tally, up to
/// three, and Y is 1 or the number of +1/+1 counters on that creature,
/// whichever is greater."
struct MinMaxClamp {
  static constexpr CardFace Face = {
      .Name = "Warden of the Tally",
      .Cost = ManaCost::parse("{3}{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Elf, Subtype::Druid},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      .Text = "Other creatures you control get +X/+Y, where X is the number of "
              "+1/+1 counters on Warden of the Tally, up to three, and Y is 1 "
              "or the number of +1/+1 counters on that creature, whichever is "
              "greater."};

  /// Layer 7c (CR 613.4c).
  struct TalliesTheGrove : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.id() != Ctx.source().id() &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.addPower(std::clamp(Ctx.source().plusOneCounters(), 0, 3));
      O.addToughness(std::max(1, O.plusOneCounters()));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<TalliesTheGrove>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::MinMaxClamp::TalliesTheGrove, ::strata::cards::MinMaxClamp::TalliesTheGrove, L7c, false, "CardType.Creature Controller Zone", "Counters", "Controller Counters", "", "Power Toughness"){{$}}
