//===- SystemVeil.cpp - System Veil (adversarial card) ----------------------===//
//
// Was a hole, now refused (session 12, D69: "system" is where the header search found the file, not what a line marker says). (issue 25, whose; trust): card code marked as a SYSTEM HEADER by a
// GNU line marker (`# N "file" 3`, what preprocessed output uses) is judged
// as the standard library. SourceManager::isInSystemHeader is the only test
// of "library" (CallGraph's Library nodes, ViewOrigins::callOrigin,
// CompiledCode's walk), so the card's own partnerOf() gets the library's
// trust: callOrigin's rule "a standard function of one argument returning a
// reference or pointer returns the same object again (std::move,
// std::addressof...)" traces `partnerOf(T.A)` to T.A = O, and the `void *`
// casts inside it are exempt as an allocator's. partnerOf returns T.B, the
// TARGET's view: `.power()` reads the target's Power, counted as the
// affected object's. (The same marker also lifts the refusal of mutable
// statics, reinterpretation through `void *`, and the IR check's
// requirement that reached code was followed.)
// Missed: Power in other objects' reads.
//
// stratac accepts it and prints (analysis mode; compile mode the same facts):
//   STRATA_PART_FACTS(::strata::cards::SystemVeil::Pumps, ::strata::cards::SystemVeil::Pumps, L7c, false, "CardType.Creature", "Power", "", "", "Power")
// The CHECK line below is the correct facts, derived from the code.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// Two views side by side (standard layout: A shares T's address).
struct Two {
  ObjectReader A;
  ObjectReader B;
};

# 1 "/usr/include/c++/12/bits/strata_partner.h" 3
inline const ObjectReader &partnerOf(const ObjectReader &V) {
  // V is the first member of a Two: its partner is the second.
  return static_cast<const Two *>(static_cast<const void *>(&V))->B;
}
# 40 "SystemVeil.cpp"

/// {2} Artifact: "Creatures get +X/+0, where X is target creature's power."
struct SystemVeil {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      Two T{O, Ctx.object(Ctx.target(0))};
      O.addPower(partnerOf(T.A).power());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<SystemVeil::Pumps>(); }
} // namespace strata::cards

// expected-error@*:* {{effect 'strata::cards::SystemVeil::Pumps' reinterprets memory ('const ObjectReader *' as 'const void *')}}
// expected-error@*:* {{effect 'strata::cards::SystemVeil::Pumps' reinterprets memory ('const void *' as 'const Two *')}}
// expected-note@49 2 {{through call to 'strata::cards::partnerOf' here}}
