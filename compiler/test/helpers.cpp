// Calls are followed through helpers, two levels deep, and recursion ends.
#include "strata_stub.h"

using namespace stub;

namespace cards {
namespace detail {
inline int base(const View &V) { return V.toughness(); }
inline void pump(View &V) { V.setPower(base(V) + 1); }
inline bool big(const View &V) { return base(V) > 3; }
inline int depth(const View &V, int N) {
  return N == 0 ? V.power() : depth(V, N - 1);
}
} // namespace detail

struct Pump : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &T) { return detail::big(T); }
  static void apply(const Context &, View &T) {
    detail::pump(T);
    T.setToughness(detail::depth(T, 3));
  }
};

} // namespace cards

// CHECK: STRATA_PART_FACTS(::cards::Pump, ::cards::Pump, L7c, false, "Toughness", "Power Toughness", "", "", "Power Toughness")
