//===- StringViewNpos.cpp - Knightly Roll (ordinary idiom) ----------------===//
//
// Ordinary idiom (issue 25, point 4): `std::string_view::find` on the name
// `name()` returns, compared with `std::string_view::npos`, in the apply.
// Must be accepted with exactly these facts. The apply reads the affected
// object's Name.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <string_view>

namespace strata::cards {
using namespace runtime;

/// {2}{W} Enchantment: "Knights you control get +1/+0. Each of them with
/// 'Sir' in its name gets an additional +0/+1."
struct StringViewNpos {
  static constexpr CardFace Face = {
      .Name = "Knightly Roll",
      .Cost = ManaCost::parse("{2}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "Knights you control get +1/+0. Each of them with \"Sir\" in its "
              "name gets an additional +0/+1."};

  static constexpr std::string_view Title = "Sir";

  /// Layer 7c (CR 613.4c).
  struct HonoursKnights : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.hasCreatureType(Subtype::Knight) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      const std::string_view Name = O.name();
      if (Name.find(Title) != std::string_view::npos)
        O.addToughness(1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<HonoursKnights>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::StringViewNpos::HonoursKnights, ::strata::cards::StringViewNpos::HonoursKnights, L7c, false, "Controller Subtype.Creature Zone", "Name", "Controller", "", "Power Toughness"){{$}}
