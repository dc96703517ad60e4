// Reads of the source's view are source reads wherever the view travels:
// through locals, helper parameters, helpers returning it, and lambdas.
#include "strata_stub.h"

using namespace stub;

namespace cards {
namespace detail {
inline int strength(const View &V) { return V.power(); }
inline const View &sourceOf(const Context &C) { return C.source(); }
inline void viaLambda(const View &Src, View &T) {
  auto Read = [&] { return Src.toughness(); };
  T.setPower(Read());
}
} // namespace detail

struct AliasLocal : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &C, View &T) {
    const View &S = C.source();
    T.setPower(S.toughness());
  }
};

// The same helper reads the source for one argument, the target for another.
struct AliasParameter : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &T) {
    return detail::strength(T) > 1;
  }
  static void apply(const Context &C, View &T) {
    T.setPower(detail::strength(C.source()));
  }
};

struct AliasReturn : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &C, View &T) {
    T.setPower(detail::sourceOf(C).controller());
  }
};

struct AliasLambda : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &C, View &T) {
    detail::viaLambda(C.source(), T);
    auto Captured = [S = C.source()] { return S.power(); };
    T.setToughness(Captured());
  }
};

} // namespace cards

// CHECK: STRATA_PART_FACTS(::cards::AliasLambda, ::cards::AliasLambda, L7c, false, "", "", "Power Toughness", "", "Power Toughness")
// CHECK-NEXT: STRATA_PART_FACTS(::cards::AliasLocal, ::cards::AliasLocal, L7c, false, "", "", "Toughness", "", "Power")
// CHECK-NEXT: STRATA_PART_FACTS(::cards::AliasParameter, ::cards::AliasParameter, L7c, false, "Power", "", "Power", "", "Power")
// CHECK-NEXT: STRATA_PART_FACTS(::cards::AliasReturn, ::cards::AliasReturn, L7c, false, "", "", "Controller", "", "Power")
