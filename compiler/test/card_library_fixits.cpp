// The fix-its stratac attaches, as clang prints them for tools
// (-fdiagnostics-parseable-fixits): the part's layer argument replaced by
// the layer that may write what it writes, and a part list put in layer
// order.
#include "strata_stub.h"

using namespace stub;

namespace cards {

struct Embrace : Effect {
  static bool filter(const Context &, const View &) { return true; }
  struct Pumps : Part<Layer::L7c> {
    static void apply(const Context &, View &T) {
      T.setPower(2);
      T.grant(Keyword::Flying);
    }
  };
  struct Later : Part<Layer::L6> {
    static void apply(const Context &, View &T) { T.grant(Keyword::Flying); }
  };
  using Parts = List<Pumps, Later>;
};

} // namespace cards

// CHECK-DAG: fix-it:"{{.*}}card_library_fixits.cpp":{22:22-22:34}:"Later, Pumps"
// CHECK-DAG: fix-it:"{{.*}}card_library_fixits.cpp":{13:23-13:33}:"Layer::L6"
