// Malformed accessor annotations are errors, not silently dropped facts.
#include "strata_stub.h"

using namespace stub;

namespace cards {

STRATA_ANNOTATE("strata.read Power") int misspelt(const View &V); // expected-error {{malformed annotation 'strata.read Power': 'strata.read' is not an annotation for functions}}
STRATA_ANNOTATE("strata.reads Keyword.$2") bool hasIt(const View &V, Keyword K);

struct Typos : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &T) {
    return hasIt(T, Keyword::Flying); // expected-error {{'cards::hasIt' names argument 2 in its annotation, but the call from effect 'cards::Typos' has no such argument}}
  }
  static void apply(const Context &, View &T) { T.setPower(misspelt(T)); }
};

} // namespace cards
