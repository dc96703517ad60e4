//===- RebindingLens.cpp - Rebinding Lens (adversarial card) ----------------===//
//
// Was a hole, now refused (session 12, D69: a writable pointer to a view handed to the standard library). (issue 25, whose): a local view re-pointed in place by
// std::construct_at. ObjectReader's assignment is deleted, so "a view cannot
// be re-pointed" is assumed: ViewOrigins traces the local `Best` to its
// initialiser (`O`, the affected object) and isReseated() only considers
// pointers. But `std::destroy_at(&Best); std::construct_at(&Best, Them)`
// ends Best's lifetime and copy-constructs the target's view in its place
// (well-defined C++20: same type, complete non-const object, so the name
// `Best` refers to the new object). The copy happens inside the standard
// library (a copy constructor, allowed by the "made by a constructor" rule;
// its `void *` conversion is exempt there), so nothing is refused.
// `Best.power()` then reads the TARGET's Power, counted as the affected
// object's only. Missed: Power in other objects' reads.
//
// stratac accepts it and prints (analysis mode; compile mode the same facts):
//   STRATA_PART_FACTS(::strata::cards::RebindingLens::Pumps, ::strata::cards::RebindingLens::Pumps, L7c, false, "CardType.Creature", "Power", "", "", "Power")
// The CHECK line below is the correct facts, derived from the code.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <memory>

namespace strata::cards {
using namespace runtime;

/// {2} Artifact: "Creatures get +X/+0, where X is the power of target
/// creature (or of the creature itself when it is the target)."
struct RebindingLens {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      ObjectReader Best = O;
      if (Ctx.target(0) != O.id()) {
        // No assignment on views: rebuild it in place.
        std::destroy_at(&Best);
        std::construct_at(&Best, Ctx.object(Ctx.target(0)));
      }
      O.addPower(Best.power());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<RebindingLens::Pumps>(); }
} // namespace strata::cards

// expected-error@39 {{effect 'strata::cards::RebindingLens::Pumps' reinterprets memory (a writable 'ObjectReader *' handed to 'std::destroy_at', which may rebuild the view in place)}}
// expected-error@40 {{effect 'strata::cards::RebindingLens::Pumps' reinterprets memory (a writable 'ObjectReader *' handed to 'std::construct_at', which may rebuild the view in place)}}
