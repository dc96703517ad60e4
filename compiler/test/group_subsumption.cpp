// A name is dropped from a set that also holds its group `X.*`.
#include "strata_stub.h"

using namespace stub;

namespace cards {

struct Strips : Effect, Part<Layer::L6> {
  static bool filter(const Context &C, const View &T) {
    Keyword Any = static_cast<Keyword>(C.turn());
    return T.has(Keyword::Flying) && T.has(Any) && T.is(CardType::Creature);
  }
  static void apply(const Context &C, View &T) {
    T.grant(Keyword::Haste);
    T.loseAllAbilities();
    T.grant(static_cast<Keyword>(C.turn()));
  }
};

} // namespace cards

// CHECK: STRATA_PART_FACTS(::cards::Strips, ::cards::Strips, L6, false, "CardType.Creature Keyword.*", "", "", "", "Ability.* Keyword.*")
