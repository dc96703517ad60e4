// Function templates are analysed as instantiated, template arguments
// included (`$0` given a template parameter names the enumerator).
#include "strata_stub.h"

using namespace stub;

namespace cards {

template <class V> int twice(const V &X) { return 2 * X.power(); }
template <Keyword K> void give(View &V) { V.grant(K); }

// Never instantiated: its body is never looked at.
template <class V> void unused(V &X) { X.addType(CardType::Land); }

struct Mighty : Effect, Part<Layer::L6> {
  static bool filter(const Context &, const View &T) { return twice(T) > 4; }
  static void apply(const Context &, View &T) { give<Keyword::Trample>(T); }
};

} // namespace cards

// CHECK: STRATA_PART_FACTS(::cards::Mighty, ::cards::Mighty, L6, false, "Power", "", "", "", "Keyword.Trample")
