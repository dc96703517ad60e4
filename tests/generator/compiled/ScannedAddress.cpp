//===- ScannedAddress.cpp - Scanned Address (adversarial card, refused in compile mode) ---===//
//
// Refused adversarial card (issue 25). Root: a view's address to text
// (snprintf "%p", variadic) and back (sscanf "%p", void * to a view pointer).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <cstdio>

namespace strata::cards {
using namespace runtime;



struct ScannedAddress {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      char Buf[32];
      const ObjectReader Them = Ctx.object(Ctx.target(0));
      std::snprintf(Buf, sizeof Buf, "%p", &Them);
      void *P = nullptr;
      std::sscanf(Buf, "%p", &P);
      O.addPower(static_cast<const ObjectReader *>(P)->power());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<ScannedAddress::Pumps>(); }
} // namespace strata::cards

// expected-error@23 {{effect 'strata::cards::ScannedAddress::Pumps' reinterprets memory ('const ObjectReader *' as a variadic argument of 'snprintf'): the analysis cannot see what a view reinterpreted touches; use the view's accessors}}
// expected-error@26 {{effect 'strata::cards::ScannedAddress::Pumps' reinterprets memory ('void *' as 'const ObjectReader *'): the analysis cannot see what a view reinterpreted touches; use the view's accessors}}
