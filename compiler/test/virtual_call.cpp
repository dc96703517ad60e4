// A virtual call is refused unless the overrider is known statically.
#include "strata_stub.h"

using namespace stub;

namespace cards {

struct Bonus {
  virtual int of(const View &V) const { return V.power(); }
  virtual ~Bonus() = default;
};
struct FixedBonus final : Bonus {
  int of(const View &) const override { return 1; }
};

inline int bonusOf(const Bonus &B, const View &V) {
  return B.of(V); // expected-error {{cannot follow virtual call to 'cards::Bonus::of' from effect 'cards::Pump'}}
}

struct Pump : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &, View &T) {
    FixedBonus Fixed;
    T.setPower(Fixed.of(T));            // final: the overrider is known
    T.setPower(Fixed.Bonus::of(T));     // qualified: not a virtual call
    T.setPower(bonusOf(Fixed, T));      // expected-note {{through call to 'cards::bonusOf' here}}
  }
};

} // namespace cards
