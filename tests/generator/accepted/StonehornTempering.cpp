//===- StonehornTempering.cpp - Stonehorn Tempering (adversarial card) ----===//
//
// Accepted adversarial card (issue 11, point 4). Category: `using
// Base::apply` plus an overload. Hidden access: the runtime binds
// &TempersCreatures::apply as an ApplyFn, which names Tempering::apply (it
// reads Power), not the three-argument overload declared beside it (which
// reads nothing): the facts are Tempering::apply's. Board:
// boards/stonehorn-tempering.yaml (Glorious Anthem, later, makes Grizzly
// Bears 3/3: the Tempering depends on it).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {2}{G} Enchantment: "Creatures you control with power 3 or greater get
/// +0/+2. Other creatures you control get +1/+0."
struct StonehornTempering {
  static constexpr CardFace Face = {
      .Name = "Stonehorn Tempering",
      .Cost = ManaCost::parse("{2}{G}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control with power 3 or greater get +0/+2. "
              "Other creatures you control get +1/+0."};

  /// The tempering as a reusable part (layer 7c, CR 613.4c): what it does
  /// depends on the creature's power.
  struct Tempering : Part<Layer::L7c> {
    static void apply(const EffectContext &, ObjectView &O) {
      if (O.power() >= 3)
        O.addToughness(2);
      else
        O.addPower(1);
    }
  };

  struct TempersCreatures : Effect, Tempering {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    using Tempering::apply;
    /// A flat bonus, for effects that temper by a fixed amount.
    static void apply(const EffectContext &, ObjectView &O, int Bonus) {
      O.addPower(Bonus);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<TempersCreatures>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::StonehornTempering::TempersCreatures, ::strata::cards::StonehornTempering::TempersCreatures, L7c, false, "CardType.Creature Controller Zone", "Power", "Controller", "", "Power Toughness"){{$}}
