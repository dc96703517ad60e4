//===- PackleadersTotem.cpp - Packleader's Totem (adversarial card) -------===//
//
// Accepted adversarial card (issue 11, point 4). Category: the source's view
// kept in a field of a helper. Hidden access: the apply reads the source's
// Power through `Pack::Leader`. Since D68 the analysis traces the field to
// its one initialiser (`Pack P{Ctx.source()}`): a source read, and no other
// object's (docs/generator-protocol.md, "Views"). Before issue 11 the audit
// aborted on it ("read through its source ... outside its metadata"): it
// runs here under the audit build as the test of that false alarm.
// Board: boards/packleaders-totem.yaml (Bonesplitter on the Totem, later,
// raises the Totem's power).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {2}{G} Creature - Wolf 2/2: "Other creatures you control with toughness
/// less than Packleader's Totem's power get +1/+0."
struct PackleadersTotem {
  static constexpr CardFace Face = {
      .Name = "Packleader's Totem",
      .Cost = ManaCost::parse("{2}{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Wolf},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      .Text = "Other creatures you control with toughness less than "
              "Packleader's Totem's power get +1/+0."};

  /// The pack's measure: the leader's view, kept for the comparison.
  struct Pack {
    ObjectReader Leader;
    bool follows(const ObjectReader &X) const {
      return X.toughness() < Leader.power();
    }
  };

  /// Layer 7c (CR 613.4c).
  struct PumpsThePack : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.id() != Ctx.source().id() &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      Pack P{Ctx.source()};
      if (P.follows(O))
        O.addPower(1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsThePack>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::PackleadersTotem::PumpsThePack, ::strata::cards::PackleadersTotem::PumpsThePack, L7c, false, "CardType.Creature Controller Zone", "Toughness", "Controller Power", "", "Power"){{$}}
