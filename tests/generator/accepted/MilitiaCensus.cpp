//===- MilitiaCensus.cpp - Militia Census (adversarial card) --------------===//
//
// Accepted adversarial card (issue 11, point 4). Category: the defaulted
// copy of a class (here std::pair) whose member's copy constructor reads.
// Hidden access: ToughnessGauge's user-written copy constructor reads
// Toughness (role: filter); std::pair's constructor and its defaulted copy
// constructor, in the standard library, are what run it. Board:
// boards/militia-census.yaml (Holy Strength, later, makes Grizzly Bears
// 3/4: the Census depends on it).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <utility>

namespace strata::cards {
using namespace runtime;

/// {1}{G} Enchantment: "Creatures you control with toughness 3 or less get
/// +1/+0."
struct MilitiaCensus {
  static constexpr CardFace Face = {
      .Name = "Militia Census",
      .Cost = ManaCost::parse("{1}{G}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control with toughness 3 or less get +1/+0."};

  /// A gauge on an object's toughness: each copy is a snapshot, taken by
  /// reading the toughness when the copy is made.
  struct ToughnessGauge {
    const ObjectView *V;
    int Snapshot = 0;
    explicit ToughnessGauge(const ObjectView &V) : V(&V) {}
    ToughnessGauge(const ToughnessGauge &Other)
        : V(Other.V), Snapshot(Other.V->toughness()) {}
  };
  /// A census entry: a gauge and the most it may read.
  using Entry = std::pair<ToughnessGauge, int>;

  /// Layer 7c (CR 613.4c).
  struct ArmsTheLevy : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      const Entry Taken{ToughnessGauge(O), 3};
      const Entry Recorded = Taken;
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller() &&
             Recorded.first.Snapshot <= Recorded.second;
    }
    static void apply(const EffectContext &, ObjectView &O) { O.addPower(1); }
  };

  using Abilities = AbilityTypes<StaticAbility<ArmsTheLevy>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::MilitiaCensus::ArmsTheLevy, ::strata::cards::MilitiaCensus::ArmsTheLevy, L7c, false, "CardType.Creature Controller Toughness Zone", "", "Controller", "", "Power"){{$}}
