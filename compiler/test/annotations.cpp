// Malformed accessor annotations are errors, not silently dropped facts
// (the two accessors are declared in Inputs/strata_stub.h, the tests'
// runtime headers).
#include "strata_stub.h"

using namespace stub;

namespace cards {

struct Typos : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &T) {
    return hasIt(T, Keyword::Flying); // expected-error {{'stub::hasIt' names argument 2 in its annotation, but the call from effect 'cards::Typos' has no such argument}}
  }
  static void apply(const Context &, View &T) { T.setPower(misspelt(T)); }
};

} // namespace cards

// expected-error@strata_stub.h:* {{malformed annotation 'strata.read Power': 'strata.read' is not an annotation for functions}}
