//===- NamespaceHelper.cpp - Ember Sentinel (ordinary idiom) --------------===//
//
// Ordinary idiom (issue 25, point 4): free helper functions in a small
// named namespace of the card's own (no struct), one calling the other.
// Must be accepted with exactly these facts. The helpers read the
// affected object's Color.Red and CardType.Creature in the filter.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

namespace ember_sentinel {
inline bool isRed(const ObjectReader &X) { return X.isColor(Color::Red); }
inline bool isRedCreature(const ObjectReader &X) {
  return X.isType(CardType::Creature) && isRed(X);
}
} // namespace ember_sentinel

/// {2}{R} Creature - Elemental 2/3: "Other red creatures you control have
/// haste."
struct NamespaceHelper {
  static constexpr CardFace Face = {
      .Name = "Ember Sentinel",
      .Cost = ManaCost::parse("{2}{R}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Elemental},
      .HasPT = true,
      .Power = 2,
      .Toughness = 3,
      .Text = "Other red creatures you control have haste."};

  /// Layer 6 (CR 613.1f).
  struct GrantsHaste : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.id() != Ctx.source().id() &&
             O.controller() == Ctx.source().controller() &&
             ember_sentinel::isRedCreature(O);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addKeyword(Keyword::Haste);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<GrantsHaste>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::NamespaceHelper::GrantsHaste, ::strata::cards::NamespaceHelper::GrantsHaste, L6, false, "CardType.Creature Color.Red Controller Zone", "", "Controller", "", "Keyword.Haste"){{$}}
