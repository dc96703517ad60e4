// The standard library is followed like any code: a lambda, function object
// or iterator it calls back is entered where it is called (std algorithms,
// std::ranges, std::invoke, std::apply, iterator adaptors).
#include "strata_stub.h"

#include <algorithm>
#include <array>
#include <functional>
#include <iterator>
#include <numeric>
#include <ranges>
#include <tuple>

using namespace stub;

namespace cards {

struct IsBig {
  const Context *C;
  bool operator()(int Id) const { return C->object(Id).power() > 3; }
};
struct Ranges : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &C, View &T) {
    std::array<int, 3> Ids{0, 1, 2};
    T.setPower(static_cast<int>(std::ranges::count_if(Ids, IsBig{&C})));
  }
};

struct Sum {
  int operator()(int Acc, const View *V) const { return Acc + V->toughness(); }
};
struct Accumulates : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &T) {
    std::array<const View *, 1> Vs{&T};
    return std::accumulate(Vs.begin(), Vs.end(), 0, Sum{}) > 2;
  }
  static void apply(const Context &, View &T) { T.setPower(1); }
};

struct Invokes : Effect, Part<Layer::L6> {
  static constexpr auto Grant = [](View &V) { V.grant(Keyword::Haste); };
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &, View &T) {
    std::invoke(Grant, T);
    std::apply([](View &V) { V.grant(Keyword::Trample); }, std::tie(T));
  }
};

struct Step {
  const Context *C;
  int I;
  using iterator_category = std::forward_iterator_tag;
  using value_type = int;
  using difference_type = std::ptrdiff_t;
  using pointer = const int *;
  using reference = int;
  int operator*() const { return I; }
  Step &operator++() {
    I += C->object(I).has(Keyword::Flying) ? 2 : 1;
    return *this;
  }
  Step operator++(int) {
    Step Old = *this;
    ++*this;
    return Old;
  }
  bool operator==(const Step &B) const { return I >= B.I; }
};
struct Distance : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &C, View &T) {
    T.setPower(static_cast<int>(std::distance(Step{&C, 0}, Step{&C, 4})));
  }
};

} // namespace cards

// CHECK: STRATA_PART_FACTS(::cards::Accumulates, ::cards::Accumulates, L7c, false, "Toughness", "", "", "Toughness", "Power")
// CHECK-NEXT: STRATA_PART_FACTS(::cards::Distance, ::cards::Distance, L7c, false, "", "Keyword.Flying", "", "Keyword.Flying", "Power")
// CHECK-NEXT: STRATA_PART_FACTS(::cards::Invokes, ::cards::Invokes, L6, false, "", "", "", "", "Keyword.Haste Keyword.Trample")
// CHECK-NEXT: STRATA_PART_FACTS(::cards::Ranges, ::cards::Ranges, L7c, false, "", "Power", "", "Power", "Power")
