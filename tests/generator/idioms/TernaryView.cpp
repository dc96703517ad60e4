//===- TernaryView.cpp - Mentor's Mirror (ordinary idiom) -----------------===//
//
// Ordinary idiom (issue 25, point 4): conditional operators, on values and
// on views (`Stronger = A >= B ? Ctx.source() : O`, a copy of one of the
// two). Must be accepted with exactly these facts. The view that may be
// the source or the affected object counts in both sets
// (docs/generator-protocol.md, "Views"): its Toughness is an apply read
// and a source read, no other object's.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {2}{W} Creature - Human Monk 2/2: "Other creatures you control get +1/+0
/// if they have flying and +0/+X otherwise, where X is 1 if the toughness
/// of whichever of them and Mentor's Mirror has the greater power is 3 or
/// greater, and 0 otherwise."
struct TernaryView {
  static constexpr CardFace Face = {
      .Name = "Mentor's Mirror",
      .Cost = ManaCost::parse("{2}{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Human, Subtype::Monk},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      .Text = "Other creatures you control get +1/+0 if they have flying and "
              "+0/+X otherwise, where X is 1 if the toughness of whichever of "
              "them and Mentor's Mirror has the greater power is 3 or greater, "
              "and 0 otherwise."};

  /// Layer 7c (CR 613.4c).
  struct MirrorsTheMentor : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.id() != Ctx.source().id() &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const bool Flies = O.hasKeyword(Keyword::Flying);
      const ObjectReader Stronger =
          Ctx.source().power() >= O.power() ? Ctx.source() : O;
      O.addPower(Flies ? 1 : 0);
      O.addToughness(Flies ? 0 : (Stronger.toughness() >= 3 ? 1 : 0));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<MirrorsTheMentor>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::TernaryView::MirrorsTheMentor, ::strata::cards::TernaryView::MirrorsTheMentor, L7c, false, "CardType.Creature Controller Zone", "Keyword.Flying Power Toughness", "Controller Power Toughness", "", "Power Toughness"){{$}}
