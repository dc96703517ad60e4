//===- WarlordsFavor.cpp - Warlord's Favor (adversarial card) -------------===//
//
// Accepted adversarial card (issue 11, point 4). Category: a user operator
// called back by the standard library. Hidden access: operator< on
// Contender reads Power (role: filter); std::max_element calls it (the
// default comparison), the card's code never does. Board:
// boards/warlords-favor.yaml (Bonesplitter, later, makes Grizzly Bears the
// strongest: the Favor depends on it).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <algorithm>
#include <vector>

namespace strata::cards {
using namespace runtime;

/// {2}{R} Enchantment: "The creature you control with the greatest power
/// gets +2/+2. (If several are tied, only the one that came first among
/// them does.)"
struct WarlordsFavor {
  static constexpr CardFace Face = {
      .Name = "Warlord's Favor",
      .Cost = ManaCost::parse("{2}{R}"),
      .Types = {CardType::Enchantment},
      .Text = "The creature you control with the greatest power gets +2/+2. "
              "(If several are tied, only the one that came first among "
              "them does.)"};

  /// A creature competing for the favor, ordered by power.
  struct Contender {
    const EffectContext *Ctx;
    ObjectId Id;
    friend bool operator<(const Contender &A, const Contender &B) {
      return A.Ctx->object(A.Id).power() < B.Ctx->object(B.Id).power();
    }
  };

  static ObjectId favorite(const EffectContext &Ctx) {
    const PlayerId You = Ctx.source().controller();
    std::vector<Contender> Army;
    for (int I = 0; I < Ctx.numObjects(); ++I) {
      const auto X = Ctx.object(static_cast<ObjectId>(I));
      if (X.zone() == Zone::Battlefield && X.isType(CardType::Creature) &&
          X.controller() == You)
        Army.push_back({&Ctx, X.id()});
    }
    if (Army.empty())
      return kNoObject;
    return std::max_element(Army.begin(), Army.end())->Id;
  }

  /// Layer 7c (CR 613.4c).
  struct FavorsTheStrongest : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.id() == favorite(Ctx);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(2);
      O.addToughness(2);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<FavorsTheStrongest>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::WarlordsFavor::FavorsTheStrongest, ::strata::cards::WarlordsFavor::FavorsTheStrongest, L7c, false, "CardType.Creature Controller Power Zone", "", "Controller", "CardType.Creature Controller Power Zone", "Power Toughness"){{$}}
