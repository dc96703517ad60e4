//===- CountingChant.cpp - Counting Chant (adversarial card, accepted) ------===//
//
// Root: category 3, a coroutine: count() runs to co_return when created (suspend_never)
// and reads the target's Power through its parameter.
// Board idea: Bonesplitter on the target, later.
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
    void return_value(int V) { Value = V; }
    void unhandled_exception() {}
  };
  std::coroutine_handle<promise_type> H;
  ~Tally() { if (H) H.destroy(); }
};

inline Tally count(const ObjectReader &X) { co_return X.power(); }

struct CountingChant {
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

const void *use() { return &describeEffect<CountingChant::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::CountingChant::Pumps, ::strata::cards::CountingChant::Pumps, L7c, false, "CardType.Creature", "Power", "", "Power", "Power"){{$}}
