//===- FirstCallBounty.cpp - First Call Bounty (adversarial card, refused in compile mode) ---===//
//
// Refused adversarial card (issue 25). Root: state outside the game: a
// thread_local counter makes the bonus depend on how often apply ran.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"


namespace strata::cards {
using namespace runtime;



struct FirstCallBounty {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      thread_local int Calls = 0;
      O.addPower(++Calls > 1 ? 0 : 1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<FirstCallBounty::Pumps>(); }
} // namespace strata::cards

// expected-error@22 {{effect 'strata::cards::FirstCallBounty::Pumps' uses 'Calls', which has static storage and is not a constant: an effect may depend only on the game (make it constexpr, or a local)}}
