//===- NameSearchNpos.cpp - Goblin Warcaller's Banner (ordinary idiom) ----===//
//
// Ordinary idiom (issue 25, point 4): searching a name with
// `std::string::find` and comparing with `std::string::npos` (the name
// copied from the `std::string_view` that `name()` returns). Must be
// accepted with exactly these facts. The filter reads the affected
// object's Name.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <string>

namespace strata::cards {
using namespace runtime;

/// {1}{R} Artifact: "Creatures you control with 'Goblin' in their names get
/// +1/+1."
struct NameSearchNpos {
  static constexpr CardFace Face = {
      .Name = "Goblin Warcaller's Banner",
      .Cost = ManaCost::parse("{1}{R}"),
      .Types = {CardType::Artifact},
      .Text = "Creatures you control with \"Goblin\" in their names get +1/+1."};

  /// Layer 7c (CR 613.4c).
  struct PumpsNamedGoblins : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      if (O.zone() != Zone::Battlefield || !O.isType(CardType::Creature) ||
          O.controller() != Ctx.source().controller())
        return false;
      const std::string Name(O.name());
      return Name.find("Goblin") != std::string::npos;
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsNamedGoblins>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::NameSearchNpos::PumpsNamedGoblins, ::strata::cards::NameSearchNpos::PumpsNamedGoblins, L7c, false, "CardType.Creature Controller Name Zone", "", "Controller", "", "Power Toughness"){{$}}
