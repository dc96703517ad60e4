//===- VectorOfReaders.cpp - Pack Alpha's Howl (ordinary idiom) -----------===//
//
// Ordinary idiom (issue 25, point 4): a `std::vector<ObjectReader>` of the
// views `Ctx.object()` returns, filled with `push_back` and walked with a
// range-for. Must be accepted with exactly these facts. A container's
// element is a view the analysis cannot trace (docs/generator-protocol.md,
// "Views"): it counts as the role's (apply) and as other objects', which
// is also exactly what reads of `Ctx.object()` views are.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <vector>

namespace strata::cards {
using namespace runtime;

/// {2}{G} Creature - Wolf 2/2: "Wolves you control get +1/+0 for each other
/// Wolf you control with power 3 or greater."
struct VectorOfReaders {
  static constexpr CardFace Face = {
      .Name = "Pack Alpha's Howl",
      .Cost = ManaCost::parse("{2}{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Wolf},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      .Text = "Wolves you control get +1/+0 for each other Wolf you control "
              "with power 3 or greater."};

  /// Layer 7c (CR 613.4c).
  struct RallyThePack : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.hasCreatureType(Subtype::Wolf) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const PlayerId You = Ctx.source().controller();
      std::vector<ObjectReader> Pack;
      for (int I = 0; I < Ctx.numObjects(); ++I)
        if (static_cast<ObjectId>(I) != O.id())
          Pack.push_back(Ctx.object(static_cast<ObjectId>(I)));
      int Big = 0;
      for (const ObjectReader &W : Pack)
        if (W.zone() == Zone::Battlefield && W.controller() == You &&
            W.hasCreatureType(Subtype::Wolf) && W.power() >= 3)
          ++Big;
      O.addPower(Big);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<RallyThePack>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::VectorOfReaders::RallyThePack, ::strata::cards::VectorOfReaders::RallyThePack, L7c, false, "Controller Subtype.Creature Zone", "Controller Power Subtype.Creature Zone", "Controller", "Controller Power Subtype.Creature Zone", "Power"){{$}}
