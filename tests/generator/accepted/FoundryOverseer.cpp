//===- FoundryOverseer.cpp - Foundry Overseer (adversarial card) ----------===//
//
// Accepted adversarial card (issue 11, point 4). Category: RAII, a
// destructor that reads and writes. Hidden access: ~CreatureTypeEdit reads
// CardType.Artifact (and, through addCreatureType, CardType.Creature and
// CardType.Kindred) and writes Subtype.Creature (role: apply); nothing
// calls it by name. Board: boards/foundry-overseer.yaml (Liquimetal
// Coating's effect, later, makes Grizzly Bears an artifact: the Overseer
// depends on it).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {2}{U} Enchantment: "Artifact creatures you control are Golems in
/// addition to their other creature types."
struct FoundryOverseer {
  static constexpr CardFace Face = {
      .Name = "Foundry Overseer",
      .Cost = ManaCost::parse("{2}{U}"),
      .Types = {CardType::Enchantment},
      .Text = "Artifact creatures you control are Golems in addition to "
              "their other creature types."};

  /// Creature types to add, committed when the edit goes out of scope; by
  /// this card's rule only an artifact takes them.
  struct CreatureTypeEdit {
    ObjectView &O;
    SubtypeSet Adds;
    ~CreatureTypeEdit() {
      if (!O.isType(CardType::Artifact))
        return;
      Adds.forEach([this](Subtype T) { O.addCreatureType(T); });
    }
  };

  /// Layer 4 (CR 613.1d, 205.1b).
  struct MakesGolems : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      CreatureTypeEdit Edit{O, {}};
      Edit.Adds.insert(Subtype::Golem);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<MakesGolems>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::FoundryOverseer::MakesGolems, ::strata::cards::FoundryOverseer::MakesGolems, L4, false, "CardType.Creature Controller Zone", "CardType.Artifact CardType.Creature CardType.Kindred", "Controller", "", "Subtype.Creature"){{$}}
