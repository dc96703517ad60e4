//===- CaughtVerdict.cpp - Caught Verdict (adversarial card, accepted) ------===//
//
// Root: category 3, exceptions: the handler catches by value, so the exception
// object's copy constructor runs and reads the target's Power.
// Board idea: Bonesplitter on the target, later.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"


namespace strata::cards {
using namespace runtime;

struct Verdict {
  const ObjectReader *Of;
  int Seen = 0;
  Verdict(const ObjectReader *X) : Of(X) {}
  Verdict(const Verdict &V) : Of(V.Of), Seen(V.Of->power()) {}
};

struct CaughtVerdict {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const ObjectReader Them = Ctx.object(Ctx.target(0));
      try {
        throw Verdict{&Them};
      } catch (Verdict V) {
        O.addPower(V.Seen);
      }
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<CaughtVerdict::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::CaughtVerdict::Pumps, ::strata::cards::CaughtVerdict::Pumps, L7c, false, "CardType.Creature", "Power", "", "Power", "Power"){{$}}
