// A characteristic-defining ability applies only to the object it is on and
// exists whenever that object does (CR 604.3, 604.3a): a CDA declaring its
// own filter or a condition is an error, with the fix.
#include "strata_stub.h"

using namespace stub;

namespace cards {

struct Everyone : CharacteristicDefining, Part<Layer::L7a> {
  static bool filter(const Context &, const View &) { return true; } // expected-error {{characteristic-defining ability 'cards::Everyone' declares its own 'filter': a CDA applies only to the object it is on (CR 604.3); remove it}}
  static void apply(const Context &, View &T) { T.setPower(1); }
};

struct Sometimes : CharacteristicDefining, Part<Layer::L7a> {
  static bool condition(const Context &C) { return C.turn() > 3; } // expected-error {{characteristic-defining ability 'cards::Sometimes' has a condition 'condition': a CDA functions whenever its object exists, unconditionally (CR 604.3a); remove it}}
  static void apply(const Context &, View &T) { T.setPower(1); }
};

} // namespace cards
