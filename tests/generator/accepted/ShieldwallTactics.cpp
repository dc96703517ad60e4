//===- ShieldwallTactics.cpp - Shieldwall Tactics (adversarial card) ------===//
//
// Accepted adversarial card (issue 11, point 4). Category: a defaulted copy
// constructor whose member's copy constructor reads. Hidden access:
// `const Question Frozen = Live` runs Question's defaulted copy
// constructor, which runs PowerGauge's user-written copy constructor, which
// reads Power (role: filter). Board: boards/shieldwall-tactics.yaml
// (Bonesplitter, later, makes Grizzly Bears 4/2: the Tactics depend on it).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{W} Enchantment: "Creatures you control with power 3 or less get
/// +0/+2."
struct ShieldwallTactics {
  static constexpr CardFace Face = {
      .Name = "Shieldwall Tactics",
      .Cost = ManaCost::parse("{1}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control with power 3 or less get +0/+2."};

  /// A gauge on an object's power: each copy is a snapshot, taken by
  /// reading the power when the copy is made.
  struct PowerGauge {
    const ObjectView *V;
    int Snapshot = 0;
    explicit PowerGauge(const ObjectView &V) : V(&V) {}
    PowerGauge(const PowerGauge &Other) : V(Other.V), Snapshot(Other.V->power()) {}
  };

  /// "Is its power at most AtMost?", frozen by copying it.
  struct Question {
    PowerGauge Gauge;
    int AtMost;
    Question(const ObjectView &V, int AtMost) : Gauge(V), AtMost(AtMost) {}
    Question(const Question &) = default;
    bool yes() const { return Gauge.Snapshot <= AtMost; }
  };

  /// Layer 7c (CR 613.4c).
  struct ShieldsSmallCreatures : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      const Question Live(O, 3);
      const Question Frozen = Live;
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller() && Frozen.yes();
    }
    static void apply(const EffectContext &, ObjectView &O) { O.addToughness(2); }
  };

  using Abilities = AbilityTypes<StaticAbility<ShieldsSmallCreatures>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::ShieldwallTactics::ShieldsSmallCreatures, ::strata::cards::ShieldwallTactics::ShieldsSmallCreatures, L7c, false, "CardType.Creature Controller Power Zone", "", "Controller", "", "Toughness"){{$}}
