// Effects below the `strata.effect cda` base are flagged as coming from a
// characteristic-defining ability; others are not. A CDA's filter is its
// base's: the object it is on (CR 604.3).
#include "strata_stub.h"

using namespace stub;

namespace cards {

struct DefinesPT : CharacteristicDefining, Part<Layer::L7a> {
  static void apply(const Context &C, View &T) {
    T.setPower(C.object(2).power());
  }
};

struct Pumps : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &, View &T) { T.addPower(1); }
};

} // namespace cards

// CHECK: STRATA_PART_FACTS(::cards::DefinesPT, ::cards::DefinesPT, L7a, true, "", "Power", "", "Power", "Power")
// CHECK-NEXT: STRATA_PART_FACTS(::cards::Pumps, ::cards::Pumps, L7c, false, "", "Power", "", "", "Power")
