// `$0` becomes the enumerator passed when it is a constant (even through a
// constexpr variable or a cast), and `*` (the whole group) when it is not.
#include "strata_stub.h"

using namespace stub;

namespace cards {

struct GrantsFlying : Effect, Part<Layer::L6> {
  static bool filter(const Context &, const View &T) {
    return T.is(CardType::Creature);
  }
  static void apply(const Context &, View &T) { T.grant(Keyword::Flying); }
};

struct GrantsChosen : Effect, Part<Layer::L6> {
  static bool filter(const Context &, const View &T) {
    constexpr CardType Wanted = CardType::Artifact;
    return T.is(Wanted);
  }
  static void apply(const Context &C, View &T) {
    Keyword Chosen = static_cast<Keyword>(C.turn() % 3);
    T.grant(Chosen);
  }
};

struct GrantsCast : Effect, Part<Layer::L6> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &, View &T) {
    T.grant(static_cast<Keyword>(1));
  }
};

} // namespace cards

// CHECK: STRATA_PART_FACTS(::cards::GrantsCast, ::cards::GrantsCast, L6, false, "", "", "", "", "Keyword.Trample")
// CHECK-NEXT: STRATA_PART_FACTS(::cards::GrantsChosen, ::cards::GrantsChosen, L6, false, "CardType.Artifact", "", "", "", "Keyword.*")
// CHECK-NEXT: STRATA_PART_FACTS(::cards::GrantsFlying, ::cards::GrantsFlying, L6, false, "CardType.Creature", "", "", "", "Keyword.Flying")
