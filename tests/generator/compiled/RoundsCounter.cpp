//===- RoundsCounter.cpp - Rounds Counter (adversarial card, refused in compile mode) ---===//
//
// Refused adversarial card (issue 25). Root: evaluation nobody lists: a
// default argument calls a helper reading a mutable inline variable.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

inline int Rounds = 0;
inline int baseline() { return Rounds; }
inline int bonusOf(const EffectContext &Ctx, int Extra = baseline()) { return Extra; }
inline int bonusOf2(const EffectContext &Ctx, int Extra = ++Rounds) { return Extra; }

struct RoundsCounter {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.addPower(bonusOf(Ctx));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<RoundsCounter::Pumps>(); }
} // namespace strata::cards

// expected-error@13 {{effect 'strata::cards::RoundsCounter::Pumps' uses 'strata::cards::Rounds', which has static storage and is not a constant: an effect may depend only on the game (make it constexpr, or a local)}}
// expected-note@14 {{through call to 'strata::cards::baseline' here}}
