//===- GoblinKing.cpp - Goblin King ----------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{R}{R} Creature - Goblin 2/2:
/// "Other Goblins get +1/+1 and have mountainwalk."
struct GoblinKing {
  static constexpr CardFace Face = {
      .Name = "Goblin King",
      .Cost = ManaCost::parse("{1}{R}{R}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Goblin},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      // CR 612.2: the creature type and the land type are words a
      // text-changing effect can replace; the ability reads them.
      .Words = words({creatureTypeWord(Subtype::Goblin), landTypeWord(Subtype::Mountain)}),
      .Text = "Other Goblins get +1/+1 and have mountainwalk."};

  /// One effect, two layers (CR 613.6): its set is fixed in layer 6 and
  /// the same objects get the bonus in 7c.
  struct PumpsOtherGoblins : Effect {
    /// "Other Goblin" (the source is excluded by id): permanents with
    /// that creature type (CR 205.3c).
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.id() != Ctx.source().id() &&
             O.hasCreatureType(Ctx.source().textSubtype(0));
    }
    /// Layer 6: grants the landwalk for its land word (CR 702.14).
    struct GrantsLandwalk : Part<Layer::L6> {
      static void apply(const EffectContext &Ctx, ObjectView &O) {
        O.addKeyword(landwalkFor(Ctx.source().textSubtype(1)));
      }
    };
    /// Layer 7c: +1/+1 (CR 613.4c).
    struct PumpsByOne : Part<Layer::L7c> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.addPower(1);
        O.addToughness(1);
      }
    };
    using Parts = PartList<GrantsLandwalk, PumpsByOne>;
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsOtherGoblins>>;
};

} // namespace strata::cards
