//===- AnonymousWatch.cpp - Anonymous Watch (adversarial card) --------------===//
//
// Was a hole, closed in session 12 (D69; issue 25, whose): a view field of an ANONYMOUS STRUCT member
// initialised in a constructor's member initialiser list. `: Held(&V)` for
// a field of an anonymous struct is an indirect member initializer
// (IndirectFieldDecl); collectFieldInits only takes
// `Init->isMemberInitializer()`, so the constructor's initialisation is
// never recorded. Held is traced only to the assignment in keep() (bound to
// O): `Watch W(Them)` holds the TARGET's view, and both `W.Held->
// toughness()` and `W.Held->power()` count as the affected object's.
// (Anonymous structs are a GNU/Microsoft extension clang accepts without a
// warning unless -pedantic.) Missed: Power and Toughness in other objects'
// reads.
//
// stratac used to accept it and prints (analysis mode; compile mode the same facts):
//   STRATA_PART_FACTS(::strata::cards::AnonymousWatch::Pumps, ::strata::cards::AnonymousWatch::Pumps, L7c, false, "CardType.Creature", "Power Toughness", "", "", "Power")
// The CHECK line below is the correct facts, derived from the code.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// Watches one object, which it may be told to change.
struct Watch {
  struct {
    const ObjectReader *Held;
  };
  explicit Watch(const ObjectReader &V) : Held(&V) {}
  void keep(const ObjectReader &V) { Held = &V; }
};

/// {3} Artifact: "Creatures get +X/+0, where X is target creature's power,
/// or that creature's power if the target's toughness is greater than 4."
struct AnonymousWatch {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const ObjectReader Them = Ctx.object(Ctx.target(0));
      Watch W(Them);
      if (W.Held->toughness() > 4)
        W.keep(O);
      O.addPower(W.Held->power());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<AnonymousWatch::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::AnonymousWatch::Pumps, ::strata::cards::AnonymousWatch::Pumps, L7c, false, "CardType.Creature", "Power Toughness", "", "Power Toughness", "Power"){{$}}
