//===- SpidersilkArmor.cpp - Spidersilk Armor -------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{G} Enchantment: "Creatures you control get +0/+1 and have reach."
struct SpidersilkArmor {
  static constexpr CardFace Face = {
      .Name = "Spidersilk Armor",
      .Cost = ManaCost::parse("{2}{G}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control get +0/+1 and have reach."};

  struct Armors : Effect {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    /// Layer 6 (CR 613.1f).
    struct GrantsReach : Part<Layer::L6> {
      static void apply(const EffectContext &, ObjectView &O) { O.addKeyword(Keyword::Reach); }
    };
    /// Layer 7c (CR 613.4c).
    struct AddsToughness : Part<Layer::L7c> {
      static void apply(const EffectContext &, ObjectView &O) { O.addToughness(1); }
    };
    using Parts = PartList<GrantsReach, AddsToughness>;
  };

  using Abilities = AbilityTypes<StaticAbility<Armors>>;
};

} // namespace strata::cards
