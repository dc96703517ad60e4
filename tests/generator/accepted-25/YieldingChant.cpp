//===- YieldingChant.cpp - Yielding Chant (adversarial card, accepted) ------===//
//
// Root: category 3, a coroutine's co_yield calls the promise's yield_value, which reads
// the yielded view's Toughness (the target's).
// Board idea: Holy Strength on the target, later.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <coroutine>

namespace strata::cards {
using namespace runtime;

struct Tally {
  struct promise_type {
    int Value = 0;
    Tally get_return_object() { return Tally{std::coroutine_handle<promise_type>::from_promise(*this)}; }
    std::suspend_never initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
    void return_value(int V) { Value += V; }
    std::suspend_never yield_value(const ObjectReader &X) { Value = X.toughness(); return {}; }
    void unhandled_exception() {}
  };
  std::coroutine_handle<promise_type> H;
  ~Tally() { if (H) H.destroy(); }
};

inline Tally count(const ObjectReader &X) { co_yield X; co_return 0; }

struct YieldingChant {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      Tally T = count(Ctx.object(Ctx.target(0)));
      O.addPower(T.H.promise().Value);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<YieldingChant::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::YieldingChant::Pumps, ::strata::cards::YieldingChant::Pumps, L7c, false, "CardType.Creature", "Toughness", "", "Toughness", "Power"){{$}}
