//===- CanopyWatchtower.cpp - Canopy Watchtower (adversarial card) --------===//
//
// Accepted adversarial card (issue 11, point 4). Category: std::apply with
// a generic function object over a tuple of tests. Hidden access:
// PassesAny::operator() (a template, instantiated inside std::apply) calls
// HasFlying and HasReach, which read Keyword.Flying and Keyword.Reach
// (role: filter). Board: boards/canopy-watchtower.yaml (Levitation, later,
// gives Grizzly Bears flying: the Watchtower depends on it).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <tuple>

namespace strata::cards {
using namespace runtime;

/// {2}{G} Enchantment: "Creatures you control with flying or reach have
/// hexproof."
struct CanopyWatchtower {
  static constexpr CardFace Face = {
      .Name = "Canopy Watchtower",
      .Cost = ManaCost::parse("{2}{G}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control with flying or reach have hexproof."};

  struct HasFlying {
    bool operator()(const ObjectView &V) const { return V.hasKeyword(Keyword::Flying); }
  };
  struct HasReach {
    bool operator()(const ObjectView &V) const { return V.hasKeyword(Keyword::Reach); }
  };
  /// Whether the object passes any of the tests it is handed.
  struct PassesAny {
    const ObjectView &O;
    template <class... Tests> bool operator()(const Tests &...T) const {
      return (T(O) || ...);
    }
  };
  using Watched = std::tuple<HasFlying, HasReach>;

  /// Layer 6 (CR 613.1f).
  struct GrantsHexproof : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller() &&
             std::apply(PassesAny{O}, Watched{});
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addKeyword(Keyword::Hexproof);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<GrantsHexproof>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::CanopyWatchtower::GrantsHexproof, ::strata::cards::CanopyWatchtower::GrantsHexproof, L6, false, "CardType.Creature Controller Keyword.Flying Keyword.Reach Zone", "", "Controller", "", "Keyword.Hexproof"){{$}}
