//===- LaunderedMirror.cpp - Laundered Mirror (adversarial card, refused in compile mode) ---===//
//
// Refused adversarial card (issue 25). Root: placement new of a view copy,
// read back through std::launder(reinterpret_cast<...>(buffer)).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <new>

namespace strata::cards {
using namespace runtime;



struct LaunderedMirror {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      alignas(ObjectReader) unsigned char Buf[sizeof(ObjectReader)];
      new (Buf) ObjectReader(Ctx.object(Ctx.target(0)));
      O.addPower(std::launder(reinterpret_cast<const ObjectReader *>(Buf))->power());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<LaunderedMirror::Pumps>(); }
} // namespace strata::cards

// expected-error@23 {{effect 'strata::cards::LaunderedMirror::Pumps' reinterprets memory ('unsigned char *' as 'const ObjectReader *'): the analysis cannot see what a view reinterpreted touches; use the view's accessors}}
