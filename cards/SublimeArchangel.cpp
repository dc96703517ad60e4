//===- SublimeArchangel.cpp - Sublime Archangel ----------------------------===//
#include "strata/game/CardGame.h"
#include "strata/game/Keywords.h"

namespace strata::cards {
using namespace runtime;

/// {2}{W}{W} Creature - Angel 4/3: "Flying / Exalted / Other creatures you
/// control have exalted."
struct SublimeArchangel {
  static constexpr CardFace Face = {
      .Name = "Sublime Archangel",
      .Cost = ManaCost::parse("{2}{W}{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Angel},
      .HasPT = true,
      .Power = 4,
      .Toughness = 3,
      .Keywords = {Keyword::Flying, Keyword::Exalted},
      .Text = "Flying\nExalted\nOther creatures you control have exalted."};

  /// Layer 6 (CR 613.1f): each other creature its controller controls,
  /// including those that became creatures in layer 4, gets an instance of
  /// exalted of its own (702.83b: two Archangels give two).
  struct GrantsExalted : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      const ObjectReader Self = Ctx.source();
      return O.id() != Self.id() && O.zone() == Zone::Battlefield &&
             O.isType(CardType::Creature) && O.controller() == Self.controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      game::grantExalted(Ctx, O);
    }
  };

  using Abilities =
      AbilityTypes<game::Triggered<game::Exalted>, StaticAbility<GrantsExalted>>;
};

} // namespace strata::cards
