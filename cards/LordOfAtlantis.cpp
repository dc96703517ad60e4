//===- LordOfAtlantis.cpp - Lord of Atlantis -------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {U}{U} Creature - Merfolk 2/2:
/// "Other Merfolk get +1/+1 and have islandwalk. (They can't be blocked as long as defending player controls an Island.)"
struct LordOfAtlantis {
  static constexpr CardFace Face = {
      .Name = "Lord of Atlantis",
      .Cost = ManaCost::parse("{U}{U}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Merfolk},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      // CR 612.2: the creature type and the land type are words a
      // text-changing effect can replace; the ability reads them.
      .Words = words({creatureTypeWord(Subtype::Merfolk), landTypeWord(Subtype::Island)}),
      .Text = "Other Merfolk get +1/+1 and have islandwalk. (They can't be blocked as long as defending player controls an Island.)"};

  /// One effect, two layers (CR 613.6): its set is fixed in layer 6 and
  /// the same objects get the bonus in 7c.
  struct PumpsOtherMerfolk : Effect {
    /// "Other Merfolk" (the source is excluded by id): permanents with
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

  using Abilities = AbilityTypes<StaticAbility<PumpsOtherMerfolk>>;
};

} // namespace strata::cards
