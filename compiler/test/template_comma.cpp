// A part named with template arguments that hold a comma cannot go in the
// generated table (its macro would split the name): an error, with the fix.
#include "strata_stub.h"

using namespace stub;

namespace cards {

template <int N, int M> struct Sets : Part<Layer::L7c> {
  static void apply(const Context &, View &T) { T.setPower(N + M); }
};

struct Pair : Effect { // expected-error {{part 'cards::Sets<1, 2>' cannot be named from namespace scope: its template arguments hold a comma; list a class derived from it instead}}
  static bool filter(const Context &, const View &) { return true; }
  using Parts = List<Sets<1, 2>>;
};

} // namespace cards
