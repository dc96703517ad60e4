// A call through std::function is refused: the standard library is
// followed like any code, and inside it the call goes through a function
// pointer it holds (type erasure). The error is at the card's call into the
// library, with a note where the library does it.
#include "strata_stub.h"

#include <functional>

using namespace stub;

namespace cards {

inline int callIt(const std::function<int()> &F) {
  return F(); // expected-error {{cannot follow call to 'std::function<int ()>::operator()' from effect 'cards::Erased': inside the standard library it calls through a function pointer}}
}

struct Erased : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &, View &T) {
    std::function<int(const View &)> Read = [](const View &V) { // expected-error {{cannot follow call to 'std::function<int (const stub::View &)>::~function' from effect 'cards::Erased': inside the standard library it calls through a function pointer}}
      return V.power();
    };
    T.setPower(Read(T)); // expected-error {{cannot follow call to 'std::function<int (const stub::View &)>::operator()' from effect 'cards::Erased': inside the standard library it calls through a function pointer}}
    T.setToughness(callIt([&] { return 1; })); // expected-note {{through call to 'cards::callIt' here}}
  }
};

} // namespace cards

// expected-note@*:* 3 {{the standard library does this here}}
