// Calls the language makes without a call in the source are followed:
// destructors (locals, temporaries, thrown and caught objects, members),
// class allocation functions, inheriting constructors and the get<I> of a
// tuple-like structured binding.
#include "strata_stub.h"

#include <cstddef>
#include <tuple>
#include <utility>

using namespace stub;

namespace cards {

struct Guard {
  View &V;
  ~Guard() { V.setToughness(1); }
};
struct Holder {
  Guard G; // destroyed by Holder's implicit destructor
};
struct RaiiLocal : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &, View &T) { Holder H{{T}}; }
};

struct Thrown {
  View *V;
  ~Thrown() { V->addPower(1); }
};
struct Throws : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &, View &T) {
    try {
      throw Thrown{&T};
    } catch (const Thrown &) {
    }
  }
};

struct Pooled {
  static void *operator new(std::size_t N) { return ::operator new(N); }
  static void operator delete(void *P) { ::operator delete(P); }
  const View *V;
  ~Pooled() { (void)V->has(Keyword::Haste); }
};
struct Allocates : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &T) {
    auto *P = new Pooled{&T};
    delete P;
    return true;
  }
  static void apply(const Context &, View &T) { T.setPower(1); }
};

struct Measure {
  int P;
  explicit Measure(const View &V) : P(V.toughness()) {}
};
struct Inherits : Measure {
  using Measure::Measure;
};
struct InheritsCtor : Effect, Part<Layer::L7c> {
  static bool filter(const Context &C, const View &) {
    return Inherits(C.source()).P > 2;
  }
  static void apply(const Context &, View &T) { T.setPower(1); }
};

struct Stats {
  const View *V;
  template <std::size_t I> int get() const { return I == 0 ? V->power() : 0; }
};

} // namespace cards

template <> struct std::tuple_size<cards::Stats> : std::integral_constant<std::size_t, 2> {};
template <std::size_t I> struct std::tuple_element<I, cards::Stats> { using type = int; };

namespace cards {

struct Binds : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &T) {
    auto [P, Q] = Stats{&T};
    return P > Q;
  }
  static void apply(const Context &, View &T) { T.setPower(1); }
};

} // namespace cards

// CHECK: STRATA_PART_FACTS(::cards::Allocates, ::cards::Allocates, L7c, false, "Keyword.Haste", "", "", "", "Power")
// CHECK-NEXT: STRATA_PART_FACTS(::cards::Binds, ::cards::Binds, L7c, false, "Power", "", "", "", "Power")
// CHECK-NEXT: STRATA_PART_FACTS(::cards::InheritsCtor, ::cards::InheritsCtor, L7c, false, "", "", "Toughness", "", "Power")
// CHECK-NEXT: STRATA_PART_FACTS(::cards::RaiiLocal, ::cards::RaiiLocal, L7c, false, "", "", "", "", "Toughness")
// CHECK-NEXT: STRATA_PART_FACTS(::cards::Throws, ::cards::Throws, L7c, false, "", "Power", "", "", "Power")
