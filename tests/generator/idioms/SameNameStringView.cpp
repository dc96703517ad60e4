//===- SameNameStringView.cpp - Namesake's Oath (ordinary idiom) ----------===//
//
// Ordinary idiom (issue 25, point 4): comparing two `std::string_view`
// locals (the names of the affected object and of the source) with `==`
// and `starts_with`. Must be accepted with exactly these facts. The
// affected object's Name is a filter read, the source's a source read.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <string_view>

namespace strata::cards {
using namespace runtime;

/// {1}{G}{W} Creature - Human Knight 2/2: "Other creatures you control with
/// the same name as Namesake's Oath, or whose names begin with 'Sir', get
/// +1/+1."
struct SameNameStringView {
  static constexpr CardFace Face = {
      .Name = "Namesake's Oath",
      .Cost = ManaCost::parse("{1}{G}{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Human, Subtype::Knight},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      .Text = "Other creatures you control with the same name as Namesake's "
              "Oath, or whose names begin with \"Sir\", get +1/+1."};

  /// Layer 7c (CR 613.4c).
  struct PumpsNamesakes : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      if (O.zone() != Zone::Battlefield || !O.isType(CardType::Creature) ||
          O.id() == Ctx.source().id() || O.controller() != Ctx.source().controller())
        return false;
      const std::string_view Mine = O.name();
      const std::string_view Theirs = Ctx.source().name();
      return Mine == Theirs || Mine.starts_with("Sir ");
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsNamesakes>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::SameNameStringView::PumpsNamesakes, ::strata::cards::SameNameStringView::PumpsNamesakes, L7c, false, "CardType.Creature Controller Name Zone", "", "Controller Name", "", "Power Toughness"){{$}}
