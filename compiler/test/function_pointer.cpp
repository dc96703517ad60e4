// Calls through function or member pointers are refused (the function whose
// address is taken is still followed).
#include "strata_stub.h"

using namespace stub;

namespace cards {

inline int readPower(const View &V) { return V.power(); }

struct Indirect : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &, View &T) {
    int (*Read)(const View &) = &readPower;
    T.setPower(Read(T)); // expected-error {{cannot follow call through a function pointer from effect 'cards::Indirect'}}
    int (View::*Member)() const = &View::toughness;
    T.setToughness((T.*Member)()); // expected-error {{cannot follow call through a member pointer from effect 'cards::Indirect'}}
  }
};

} // namespace cards
