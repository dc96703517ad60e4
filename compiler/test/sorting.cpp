// Lines are sorted by part name and every set by name, whatever the order
// in the source.
#include "strata_stub.h"

using namespace stub;

namespace cards {

struct Zebra : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &, View &T) {
    T.setToughness(T.toughness() + T.power() + T.controller());
  }
};

struct Alpha : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &, View &T) {
    T.setToughness(0);
    T.setPower(0);
  }
};

} // namespace cards

namespace aaa {
struct Mango : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &T) {
    return T.has(Keyword::Trample) || T.has(Keyword::Flying);
  }
  static void apply(const Context &, View &T) { T.setPower(1); }
};
} // namespace aaa

// CHECK: STRATA_PART_FACTS(::aaa::Mango, ::aaa::Mango, L7c, false, "Keyword.Flying Keyword.Trample", "", "", "", "Power")
// CHECK-NEXT: STRATA_PART_FACTS(::cards::Alpha, ::cards::Alpha, L7c, false, "", "", "", "", "Power Toughness")
// CHECK-NEXT: STRATA_PART_FACTS(::cards::Zebra, ::cards::Zebra, L7c, false, "", "Controller Power Toughness", "", "", "Toughness")
