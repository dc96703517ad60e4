//===- GoblinChieftain.cpp - Goblin Chieftain -------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{R}{R} Creature - Goblin 2/2: "Haste / Other Goblin creatures you
/// control get +1/+1 and have haste."
struct GoblinChieftain {
  static constexpr CardFace Face = {
      .Name = "Goblin Chieftain",
      .Cost = ManaCost::parse("{1}{R}{R}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Goblin},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      .Keywords = {Keyword::Haste},
      .Words = words({creatureTypeWord(Subtype::Goblin)}),
      .Text = "Haste\nOther Goblin creatures you control get +1/+1 and have haste."};

  /// Unlike Goblin King, only its controller's Goblins (a lord "you
  /// control").
  struct LeadsGoblins : Effect {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      const ObjectReader Self = Ctx.source();
      return O.id() != Self.id() && O.zone() == Zone::Battlefield &&
             O.isType(CardType::Creature) && O.controller() == Self.controller() &&
             O.hasCreatureType(Self.textSubtype(0));
    }
    struct GrantsHaste : Part<Layer::L6> {
      static void apply(const EffectContext &, ObjectView &O) { O.addKeyword(Keyword::Haste); }
    };
    struct Pumps : Part<Layer::L7c> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.addPower(1);
        O.addToughness(1);
      }
    };
    using Parts = PartList<GrantsHaste, Pumps>;
  };

  using Abilities = AbilityTypes<StaticAbility<LeadsGoblins>>;
};

} // namespace strata::cards
