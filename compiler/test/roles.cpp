// Each read lands in its role: filter, apply, or source (the source's view,
// or anything the condition reads); writes come from apply.
#include "strata_stub.h"

using namespace stub;

namespace cards {

struct Anthem : Effect, Part<Layer::L7c> {
  static bool filter(const Context &C, const View &T) {
    return T.is(CardType::Creature) &&
           T.controller() == C.source().controller();
  }
  // Whatever the condition reads is about whether the effect exists.
  static bool condition(const Context &C) {
    return C.turn() > 0 && C.object(1).toughness() > 0;
  }
  static void apply(const Context &C, View &T) {
    // A free accessor reads its view argument: here the source.
    T.setPower(T.toughness() + colorOf(C.source()));
  }
};

} // namespace cards

// CHECK: STRATA_PART_FACTS(::cards::Anthem, ::cards::Anthem, L7c, false, "CardType.Creature Controller", "Toughness", "Color Controller Toughness", "Toughness", "Power")
