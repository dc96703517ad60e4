//===- BitwiseEcho.cpp - Bitwise Echo (adversarial card, refused in compile mode) ---===//
//
// Refused adversarial card (issue 25). Root: std::bit_cast of a view into
// a struct of raw words.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <bit>

namespace strata::cards {
using namespace runtime;



struct BitwiseEcho {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      struct Raw { const void *A; const void *B; const void *C; const void *D; unsigned E, F; };
      auto R = std::bit_cast<Raw>(Ctx.object(Ctx.target(0)));
      O.addPower(R.E);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<BitwiseEcho::Pumps>(); }
} // namespace strata::cards

// expected-error@22 {{cannot follow call to 'std::bit_cast' from effect 'strata::cards::BitwiseEcho::Pumps': inside the standard library it reinterprets 'const class strata::runtime::ObjectReader' as 'struct Raw'; use the view's accessors instead of handing the library its memory}}
// expected-note@*:* {{the standard library does this here}}
