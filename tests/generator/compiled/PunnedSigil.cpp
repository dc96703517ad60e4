//===- PunnedSigil.cpp - Punned Sigil (adversarial card, refused in compile mode) ---===//
//
// Refused adversarial card (issue 25). Root: a union of two view pointer types.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"


namespace strata::cards {
using namespace runtime;



struct PunnedSigil {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      union Pun { const ObjectReader *V; const ObjectView *W; } U;
      const ObjectReader Them = Ctx.object(Ctx.target(0));
      U.V = &Them;
      O.addPower(U.W->power());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<PunnedSigil::Pumps>(); }
} // namespace strata::cards

// expected-error@22 {{effect 'strata::cards::PunnedSigil::Pumps' reinterprets memory (a member of union 'Pun', which holds a view): the analysis cannot see what a view reinterpreted touches; use the view's accessors}}
// expected-error@23 {{effect 'strata::cards::PunnedSigil::Pumps' reinterprets memory (a member of union 'Pun', which holds a view): the analysis cannot see what a view reinterpreted touches; use the view's accessors}}
