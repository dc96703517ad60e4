// Filters and conditions must not write anything, even through helpers.
#include "strata_stub.h"

using namespace stub;

namespace cards {

inline bool touch(View &V) {
  V.setToughness(1); // expected-error {{condition of effect 'cards::Sneaky' writes 'Toughness'}}
  return true;
}

struct Sneaky : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, View &T) {
    T.setPower(1); // expected-error {{filter of effect 'cards::Sneaky' writes 'Power'}}
    return true;
  }
  static bool condition(const Context &C) {
    return touch(const_cast<View &>(C.object(0))); // expected-note {{through call to 'cards::touch' here}}
  }
  static void apply(const Context &, View &T) { T.setPower(2); }
};

} // namespace cards
