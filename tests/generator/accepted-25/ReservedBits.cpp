//===- ReservedBits.cpp - Reserved Bits (adversarial card) ------------------===//
//
// Was a hole, closed in session 12 (D69; issue 25, whose): an UNNAMED BIT-FIELD shifts collectFieldInits'
// pairing of an aggregate's fields with its initialiser list. The semantic
// InitListExpr has no element for an unnamed bit-field (clang skips it, as
// CodeGen does), but AddAggregate walks `R->fields()`, which lists it, and
// consumes an element for it. `Duel D{&O, &Them, &O}` over
// {Mine; unsigned : 8; Theirs; Spare} is recorded as Mine <- &O, (bit-field)
// <- &Them, Theirs <- &O: Theirs is traced to the affected object although
// it holds the target's view. `D.Theirs->power()` reads the TARGET's Power,
// counted as the affected object's. (C++20's `Duel(&O, &Them, &O)` pairs the
// same way.) Missed: Power in other objects' reads.
//
// stratac used to accept it and prints (analysis mode; compile mode the same facts):
//   STRATA_PART_FACTS(::strata::cards::ReservedBits::Pumps, ::strata::cards::ReservedBits::Pumps, L7c, false, "CardType.Creature", "Power Toughness", "", "", "Power")
// The CHECK line below is the correct facts, derived from the code.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// Two views kept apart, with a spare slot.
struct Duel {
  const ObjectReader *Mine;
  unsigned : 8; // reserved
  const ObjectReader *Theirs;
  const ObjectReader *Spare;
};

/// {1} Artifact: "Creatures get +X/+0, where X is target creature's power
/// minus that creature's toughness."
struct ReservedBits {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const ObjectReader Them = Ctx.object(Ctx.target(0));
      Duel D{&O, &Them, &O};
      O.addPower(D.Theirs->power() - D.Mine->toughness());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<ReservedBits::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::ReservedBits::Pumps, ::strata::cards::ReservedBits::Pumps, L7c, false, "CardType.Creature", "Power Toughness", "", "Power", "Power"){{$}}
