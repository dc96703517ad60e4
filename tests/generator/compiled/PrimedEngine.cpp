//===- PrimedEngine.cpp - Primed Engine (adversarial card, refused in compile mode) ---===//
//
// Refused adversarial card (issue 25). Root: evaluation nobody lists: a
// __attribute__((constructor)) function sets a mutable global before main.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"


namespace strata::cards {
using namespace runtime;

static int Primed = 0;
[[gnu::constructor]] static void prime() { Primed = 1; }

struct PrimedEngine {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.addPower(Primed);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<PrimedEngine::Pumps>(); }
} // namespace strata::cards

// expected-error@22 {{effect 'strata::cards::PrimedEngine::Pumps' uses 'strata::cards::Primed', which has static storage and is not a constant: an effect may depend only on the game (make it constexpr, or a local)}}
