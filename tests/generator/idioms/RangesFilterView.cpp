//===- RangesFilterView.cpp - Skyhunter Rally (ordinary idiom) ------------===//
//
// Ordinary idiom (issue 25, point 4): a `std::ranges` view,
// `std::views::iota(0, Ctx.numObjects()) | std::views::filter(...)`, whose
// lambda captures the context, counted with `std::ranges::distance`. Must
// be accepted with exactly these facts. The lambda reads other objects
// (`Ctx.object(Id)`) from the apply: apply and other objects' reads.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <ranges>

namespace strata::cards {
using namespace runtime;

/// {2}{W} Enchantment: "Creatures you control get +1/+0 for each creature
/// with flying on the battlefield."
struct RangesFilterView {
  static constexpr CardFace Face = {
      .Name = "Skyhunter Rally",
      .Cost = ManaCost::parse("{2}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control get +1/+0 for each creature with flying "
              "on the battlefield."};

  /// Layer 7c (CR 613.4c).
  struct PumpsPerFlyer : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      auto Flyers = std::views::iota(0, Ctx.numObjects()) |
                    std::views::filter([&Ctx](int I) {
                      const ObjectReader X = Ctx.object(static_cast<ObjectId>(I));
                      return X.zone() == Zone::Battlefield &&
                             X.isType(CardType::Creature) &&
                             X.hasKeyword(Keyword::Flying);
                    });
      O.addPower(static_cast<int>(std::ranges::distance(Flyers)));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsPerFlyer>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::RangesFilterView::PumpsPerFlyer, ::strata::cards::RangesFilterView::PumpsPerFlyer, L7c, false, "CardType.Creature Controller Zone", "CardType.Creature Keyword.Flying Zone", "Controller", "CardType.Creature Keyword.Flying Zone", "Power"){{$}}
