//===- PryingLens.cpp - Prying Lens (adversarial card, refused in compile mode) ---===//
//
// Refused adversarial card (issue 25). Root: evaluation nobody lists:
// __builtin_dump_struct on the affected view hands its storage pointers to a card
// callable (generated member accesses and variadic calls).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

struct Probe {
  int Seen = 0;
  void operator()(const char *, ...) {}
  template <class... A> void operator()(const char *, const CoreCharacteristics *C, A...) { Seen = 1; }
};

struct PryingLens {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      Probe P;
      __builtin_dump_struct(&O, P);
      O.addPower(P.Seen);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<PryingLens::Pumps>(); }
} // namespace strata::cards

// expected-error@26 {{effect 'strata::cards::PryingLens::Pumps' reaches the runtime's storage directly (strata::runtime::ObjectReader::Whose): read and write characteristics only through the view's accessors}}
// expected-error@26 {{effect 'strata::cards::PryingLens::Pumps' reinterprets memory ('CoreCharacteristics *' as a variadic argument of 'strata::cards::Probe::operator()'): the analysis cannot see what a view reinterpreted touches; use the view's accessors}}
// expected-error@26 {{effect 'strata::cards::PryingLens::Pumps' reinterprets memory ('ObjectView *' as a variadic argument of '__builtin_dump_struct'): the analysis cannot see what a view reinterpreted touches; use the view's accessors}}
