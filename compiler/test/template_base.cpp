// A filter or apply inherited from a class template base is analysed in the
// specialization the effect derives from, though nothing in this unit used
// it yet (the runtime's binding instantiates it elsewhere): stratac has the
// compiler instantiate it. Likewise a part listed as a specialization that
// nothing completed yet; it is named with its arguments (template_comma.cpp:
// unless they hold a comma).
#include "strata_stub.h"

using namespace stub;

namespace cards {

template <int N> struct PumpBy : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &T) {
    return T.is(CardType::Creature);
  }
  static void apply(const Context &, View &T) { T.setToughness(T.power() + N); }
};

struct Anthem : PumpBy<1> {};

template <Keyword K> struct Grants : Part<Layer::L6> {
  static void apply(const Context &, View &T) { T.grant(K); }
};

struct Wings : Effect {
  static bool filter(const Context &, const View &T) { return T.power() > 1; }
  using Parts = List<Grants<Keyword::Flying>>;
};

} // namespace cards

// CHECK: STRATA_PART_FACTS(::cards::Anthem, ::cards::Anthem, L7c, false, "CardType.Creature", "Power", "", "", "Toughness")
// CHECK: STRATA_PART_FACTS(::cards::Grants<stub::Keyword::Flying>, ::cards::Wings, L6, false, "Power", "", "", "", "Keyword.Flying")
