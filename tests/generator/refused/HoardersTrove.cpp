//===- HoardersTrove.cpp - Hoarder's Trove (adversarial card, refused) ----===//
//
// Refused adversarial card (issue 11, point 4). Category: a unique_ptr to a base with a virtual destructor.
// Destroying the pointee runs the dynamic type's destructor inside the standard library.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <memory>

namespace strata::cards {
using namespace runtime;

struct Tally {
  virtual ~Tally() = default;
  int N = 0;
};

/// {2} Artifact: "Creatures you control get +1/+1."
struct HoardersTrove {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      auto T = std::make_unique<Tally>(); // expected-error {{cannot follow call to 'std::unique_ptr<strata::cards::Tally>::~unique_ptr' from effect 'strata::cards::HoardersTrove::Pumps': inside the standard library it makes a virtual call to 'strata::cards::Tally::~Tally'}}
      O.addPower(1 + T->N);
      O.addToughness(1);
    }
  };
};

} // namespace strata::cards

// expected-note@*:* {{the standard library does this here}}
