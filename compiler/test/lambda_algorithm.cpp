// A lambda counts where it is created: one handed to a standard algorithm
// is assumed called, generic or not; a lambda called directly too.
#include "strata_stub.h"

#include <algorithm>
#include <iterator>
#include <vector>

using namespace stub;

namespace cards {

struct Spread : Effect, Part<Layer::L6> {
  static bool filter(const Context &, const View &T) {
    std::vector<Keyword> Wanted{Keyword::Flying};
    return std::any_of(Wanted.begin(), Wanted.end(),
                       [&](Keyword K) { return T.has(K); });
  }
  static void apply(const Context &, View &T) {
    int Times[] = {1, 2};
    std::for_each(std::begin(Times), std::end(Times),
                  [&](auto) { T.grant(Keyword::Haste); });
    auto Give = [](View &V) { V.grant(Keyword::Trample); };
    Give(T);
  }
};

} // namespace cards

// CHECK: STRATA_PART_FACTS(::cards::Spread, ::cards::Spread, L6, false, "Keyword.*", "", "", "", "Keyword.Haste Keyword.Trample")
