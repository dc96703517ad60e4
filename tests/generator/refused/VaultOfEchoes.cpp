//===- VaultOfEchoes.cpp - Vault of Echoes (adversarial card, refused) ----===//
//
// Refused adversarial card (issue 11, point 4). Category: a class operator new with no definition here.
// Allocation runs the class's operator new, whose body is not in the translation unit.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <cstddef>

namespace strata::cards {
using namespace runtime;

struct Echo {
  static void *operator new(std::size_t Size);
  static void operator delete(void *P);
  int Power = 0;
};

/// {4} Artifact: "Creatures you control get +1/+0."
struct VaultOfEchoes {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      Echo *E = new Echo; // expected-error {{cannot follow call to 'strata::cards::Echo::operator new' from effect 'strata::cards::VaultOfEchoes::Pumps': no definition in this translation unit}}
      O.addPower(1 + E->Power);
      delete E; // expected-error {{cannot follow call to 'strata::cards::Echo::operator delete' from effect 'strata::cards::VaultOfEchoes::Pumps': no definition in this translation unit}}
    }
  };
};

} // namespace strata::cards
