//===- VanguardsMantle.cpp - Vanguard's Mantle (adversarial card) ---------===//
//
// Accepted adversarial card (issue 11, point 4). Category: a function object
// handed to std::accumulate. Hidden access: GreatestPower::operator() reads
// the Power of your other creatures (role: apply); only the standard
// library calls it. Board: boards/vanguards-mantle.yaml (Glorious Anthem,
// later, raises the other creature's power: the Mantle depends on it).
//
//===----------------------------------------------------------------------===//
#include "strata/game/CardGame.h"

#include <algorithm>
#include <numeric>
#include <vector>

namespace strata::cards {
using namespace runtime;

/// {1}{R} Enchantment - Aura: "Enchant creature / Enchanted creature gets
/// +X/+0, where X is the greatest power among other creatures you
/// control."
struct VanguardsMantle {
  static constexpr CardFace Face = {
      .Name = "Vanguard's Mantle",
      .Cost = ManaCost::parse("{1}{R}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      .Text = "Enchant creature\nEnchanted creature gets +X/+0, where X is "
              "the greatest power among other creatures you control."};

  /// The fold step: the greatest power so far, and one more creature's.
  struct GreatestPower {
    const EffectContext *Ctx;
    int operator()(int Best, ObjectId Id) const {
      return std::max(Best, Ctx->object(Id).power());
    }
  };

  /// Layer 7c (CR 613.4c), on what the Aura is attached to (604.4).
  struct PumpsByGreatestPower : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const PlayerId You = Ctx.source().controller();
      std::vector<ObjectId> Others;
      for (int I = 0; I < Ctx.numObjects(); ++I) {
        const auto X = Ctx.object(static_cast<ObjectId>(I));
        if (X.id() != O.id() && X.zone() == Zone::Battlefield &&
            X.isType(CardType::Creature) && X.controller() == You)
          Others.push_back(X.id());
      }
      O.addPower(std::accumulate(Others.begin(), Others.end(), 0, GreatestPower{&Ctx}));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsByGreatestPower>>;

  /// CR 303.4a: an Aura spell targets what it will enchant.
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Creature}};
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::VanguardsMantle::PumpsByGreatestPower, ::strata::cards::VanguardsMantle::PumpsByGreatestPower, L7c, false, "", "CardType.Creature Controller Power Zone", "Attachment Controller", "CardType.Creature Controller Power Zone", "Power"){{$}}
