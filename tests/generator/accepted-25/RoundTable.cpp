//===- RoundTable.cpp - Round Table (adversarial card) ----===//
//
// Was a hole, closed in session 12 (D68: now traced). Root: whose (category 4), views kept in a helper's fields (D68). Ring{&Them, &O};
// then `R.Next = R.Lead; R.Lead = R.Next;` so Next holds the TARGET's view and
// `R.Next->power()` reads the target's Power. fieldOrigin(Lead) (asked first, at
// `R.Lead->toughness()`) asks fieldOrigin(Next), which sees Lead in progress, counts
// it as nothing and CACHES the partial answer "Next = the affected object".
// Missed: Power in other objects' reads.
//
// stratac used to accept it and print (analysis mode; compile mode the same):
//   STRATA_PART_FACTS(::strata::cards::RoundTable::Pumps, ::strata::cards::RoundTable::Pumps, L7c, false, "CardType.Creature", "Power Toughness", "", "Toughness", "Power")
// The CHECK line below is the correct facts, derived from the code.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// Two seats at a round table: the lead and the next in turn.
struct Ring {
  const ObjectReader *Lead;
  const ObjectReader *Next;
};

struct RoundTable {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const ObjectReader Them = Ctx.object(Ctx.target(0));
      Ring R{&Them, &O};
      int Lead = R.Lead->toughness();
      R.Next = R.Lead; // pass the turn: the next seat is now the lead's
      R.Lead = R.Next;
      O.addPower(R.Next->power() - Lead);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<RoundTable::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::RoundTable::Pumps, ::strata::cards::RoundTable::Pumps, L7c, false, "CardType.Creature", "Power Toughness", "", "Power Toughness", "Power"){{$}}
