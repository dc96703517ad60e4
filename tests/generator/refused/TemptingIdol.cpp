//===- TemptingIdol.cpp - Tempting Idol (adversarial card, refused) -------===//
//
// Refused adversarial card (issue 11, point 4). Category: a filter that writes through a standard algorithm's callback.
// The filter hands a writing lambda to std::for_each.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <algorithm>
#include <array>

namespace strata::cards {
using namespace runtime;

/// {3} Artifact: "Creatures you control get +1/+0."
struct TemptingIdol {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &, const ObjectView &O) {
      ObjectView Copy = O;
      std::array<int, 1> Once{0};
      std::for_each(Once.begin(), Once.end(), [&](int) { Copy.addPower(1); }); // expected-error {{filter of effect 'strata::cards::TemptingIdol::Pumps' writes 'Power'}} expected-note {{through lambda created here}}
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &, ObjectView &O) { O.addPower(1); }
  };
};

} // namespace strata::cards
