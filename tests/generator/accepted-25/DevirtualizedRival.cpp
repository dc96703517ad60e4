//===- DevirtualizedRival.cpp - Devirtualized Rival (adversarial card) ------===//
//
// Was a hole, closed in session 12 (D69; issue 25, whose): a virtual call clang devirtualizes to an
// override, whose returned view ViewOrigins takes from the BASE method's
// body. `static_cast<const Chooser &>(R).pick(O, Them)` with `Rival R;`
// (Rival final): the call's direct callee is Chooser::pick (returns Mine);
// CallGraph resolves it with getDevirtualizedMethod (the object's dynamic
// type is known) and follows Rival::pick (returns Theirs), which is also
// what the compiled code calls; but ViewOrigins::callOrigin uses
// `Call->getDirectCallee()`, Chooser::pick, so the result is traced to
// `Mine` = O. `Against.power()` reads the TARGET's Power, counted as the
// affected object's. Missed: Power in other objects' reads.
//
// stratac used to accept it and prints (analysis mode; compile mode the same facts):
//   STRATA_PART_FACTS(::strata::cards::DevirtualizedRival::Pumps, ::strata::cards::DevirtualizedRival::Pumps, L7c, false, "CardType.Creature", "Power", "", "", "Power")
// The CHECK line below is the correct facts, derived from the code.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// Chooses which of two objects a comparison is made against.
struct Chooser {
  virtual ~Chooser() = default;
  virtual const ObjectReader &pick(const ObjectReader &Mine,
                                   const ObjectReader &Theirs) const {
    return Mine;
  }
};

/// Compares against the other one.
struct Rival final : Chooser {
  const ObjectReader &pick(const ObjectReader &Mine,
                           const ObjectReader &Theirs) const override {
    return Theirs;
  }
};

/// {2} Artifact: "Creatures get +X/+0, where X is target creature's power."
struct DevirtualizedRival {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const ObjectReader Them = Ctx.object(Ctx.target(0));
      Rival R;
      const ObjectReader &Against = static_cast<const Chooser &>(R).pick(O, Them);
      O.addPower(Against.power());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<DevirtualizedRival::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::DevirtualizedRival::Pumps, ::strata::cards::DevirtualizedRival::Pumps, L7c, false, "CardType.Creature", "Power", "", "Power", "Power"){{$}}
