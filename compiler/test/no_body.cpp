// A call to a function defined in another translation unit is refused, but
// only when an effect reaches it.
#include "strata_stub.h"

using namespace stub;

namespace cards {

int external(const View &V); // defined elsewhere

inline int wrapper(const View &V) {
  return external(V); // expected-error {{cannot follow call to 'cards::external' from effect 'cards::Opaque': no definition in this translation unit}}
}

// Reached by no effect: not reported.
inline int unused(const View &V) { return external(V); }

struct Opaque : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &, View &T) {
    T.setPower(wrapper(T)); // expected-note {{through call to 'cards::wrapper' here}}
  }
};

} // namespace cards
