// A call through std::function is refused: it hides what it calls.
#include "strata_stub.h"

#include <functional>

using namespace stub;

namespace cards {

inline int callIt(const std::function<int()> &F) {
  return F(); // expected-error {{cannot follow call through 'std::function' from effect 'cards::Erased'}}
}

struct Erased : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &, View &T) {
    std::function<int(const View &)> Read = [](const View &V) {
      return V.power();
    };
    T.setPower(Read(T)); // expected-error {{cannot follow call through 'std::function' from effect 'cards::Erased'}}
    T.setToughness(callIt([&] { return 1; })); // expected-note {{through call to 'cards::callIt' here}}
  }
};

} // namespace cards
