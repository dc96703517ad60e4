//===- GenericKeeper.cpp - Generic Keeper (adversarial card) ----------------===//
//
// Was a hole, closed in session 12 (D69; issue 25, whose): a view field assigned inside a GENERIC lambda
// that captures the holder. `auto Remember = [&K](const auto &V) { K.Held =
// &V; };` then `Remember(Them)`. `K.Held` is not dependent (K is captured
// from a non-template function), so (most likely) clang's instantiation of the call
// operator reuses the pattern's MemberExpr node: it has two parents.
// collectFieldInits' "use" handler asks enclosingFunction(), which follows
// the FIRST parent, reaches the call operator's pattern (a dependent
// context, "a template's pattern: its instantiations are walked") and
// returns before recording anything: neither the assignment nor even
// "re-pointed" (which the two parents would otherwise give). So Held is
// traced only to its initialiser `&O`: `K.Held->power()` (the target's
// Power) counts as the affected object's. The same with `const auto *V`,
// and when the lambda escapes (std::invoke); the same card with a
// non-generic lambda, a function template, a class template's member, or
// the holder passed as the lambda's parameter, is traced correctly.
// Missed: Power in other objects' reads.
//
// stratac used to accept it and prints (analysis mode; compile mode the same facts):
//   STRATA_PART_FACTS(::strata::cards::GenericKeeper::Pumps, ::strata::cards::GenericKeeper::Pumps, L7c, false, "CardType.Creature", "Power", "", "", "Power")
// The CHECK line below is the correct facts, derived from the code.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// Remembers one object.
struct Keep {
  const ObjectReader *Held;
};

/// {1} Artifact: "Creatures get +X/+0, where X is target creature's power."
struct GenericKeeper {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const ObjectReader Them = Ctx.object(Ctx.target(0));
      Keep K{&O};
      auto Remember = [&K](const auto &V) { K.Held = &V; };
      Remember(Them);
      O.addPower(K.Held->power());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<GenericKeeper::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::GenericKeeper::Pumps, ::strata::cards::GenericKeeper::Pumps, L7c, false, "CardType.Creature", "Power", "", "Power", "Power"){{$}}
