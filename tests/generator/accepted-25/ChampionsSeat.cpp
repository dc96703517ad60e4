//===- ChampionsSeat.cpp - Champion's Seat (adversarial card) ---------------===//
//
// Was a hole, closed in session 12 (D69; issue 25, whose): a pointer parameter re-pointed in a constructor's
// MEMBER INITIALISER LIST. `Champion(const ObjectReader *Candidate, ...)
// : Replaced(preferStronger(Candidate, Rival)), Who(Candidate)`, where
// preferStronger takes `const ObjectReader *&` and may set it to Rival.
// ViewOrigins::isReseated(Candidate) scans only the constructor's body
// (`Fn->getBody()`), not its initialisers, so Candidate is "never
// re-pointed": `Who` is traced to the parameter, bound at `Champion C(&O,
// &Them)` to the affected object. `C.Who->toughness()` reads the TARGET's
// Toughness whenever it is the stronger, counted as the affected object's.
// (Inside preferStronger, the reference parameter is never judged
// re-pointable either; the caller's variable is trusted to be.)
// Missed: Toughness in other objects' reads.
//
// stratac used to accept it and prints (analysis mode; compile mode the same facts):
//   STRATA_PART_FACTS(::strata::cards::ChampionsSeat::Pumps, ::strata::cards::ChampionsSeat::Pumps, L7c, false, "CardType.Creature", "Power Toughness", "", "Power", "Toughness")
// The CHECK line below is the correct facts, derived from the code.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// Keeps the stronger of two creatures in \p Choice.
static bool preferStronger(const ObjectReader *&Choice, const ObjectReader *Rival) {
  if (Rival->power() > Choice->power()) {
    Choice = Rival;
    return true;
  }
  return false;
}

/// The stronger of a creature and its rival.
struct Champion {
  bool Replaced;
  const ObjectReader *Who;
  Champion(const ObjectReader *Candidate, const ObjectReader *Rival)
      : Replaced(preferStronger(Candidate, Rival)), Who(Candidate) {}
};

/// {2} Artifact: "Creatures get +0/+X, where X is the toughness of the
/// stronger of that creature and target creature."
struct ChampionsSeat {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const ObjectReader Them = Ctx.object(Ctx.target(0));
      Champion C(&O, &Them);
      O.addToughness(C.Who->toughness());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<ChampionsSeat::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::ChampionsSeat::Pumps, ::strata::cards::ChampionsSeat::Pumps, L7c, false, "CardType.Creature", "Power Toughness", "", "Power Toughness", "Toughness"){{$}}
