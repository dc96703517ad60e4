//===- AllOfTypes.cpp - Foundry Vigil (ordinary idiom) --------------------===//
//
// Ordinary idiom (issue 25, point 4): `std::ranges::all_of` over a braced
// `std::array` with a lambda capturing the affected object. Must be
// accepted with exactly these facts. The lambda's parameter is not a
// constant, so `isType(T)` reads the group `CardType.*`.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <algorithm>
#include <array>

namespace strata::cards {
using namespace runtime;

/// {2}{W} Enchantment: "Artifact creatures you control have vigilance."
struct AllOfTypes {
  static constexpr CardFace Face = {
      .Name = "Foundry Vigil",
      .Cost = ManaCost::parse("{2}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "Artifact creatures you control have vigilance."};

  /// Layer 6 (CR 613.1f).
  struct GrantsVigilance : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      constexpr std::array<CardType, 2> Required = {CardType::Artifact,
                                                    CardType::Creature};
      return O.zone() == Zone::Battlefield &&
             O.controller() == Ctx.source().controller() &&
             std::ranges::all_of(Required, [&O](CardType T) { return O.isType(T); });
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addKeyword(Keyword::Vigilance);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<GrantsVigilance>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::AllOfTypes::GrantsVigilance, ::strata::cards::AllOfTypes::GrantsVigilance, L6, false, "CardType.* Controller Zone", "", "Controller", "", "Keyword.Vigilance"){{$}}
