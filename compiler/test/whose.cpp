// Whose characteristic each read is (the eighth column, other objects'
// reads): a read on the object the effect applies to or on its source is
// not there; a read on a view that may be another object's is, in any role
// (a condition counting creatures, an apply measuring another object). A
// view the analysis cannot trace may be any object's, so it counts there.
#include "strata_stub.h"

#include <algorithm>
#include <array>

using namespace stub;

namespace cards {
namespace detail {
inline int strength(const View &V) { return V.power(); }

/// A card's own helper holding a view: reads through it are the held
/// view's, whoever that is at each place it is made.
struct Measure {
  const View &V;
  int power() const { return V.power(); }
  bool big() const { return power() > 3; }
};

/// The same, written with a pointer and a constructor.
class Gauge {
public:
  explicit Gauge(const View &V) : V(&V) {}
  Gauge(const Gauge &Other) : V(Other.V), Seen(Other.V->toughness()) {}
  int seen() const { return Seen; }

private:
  const View *V;
  int Seen = 0;
};
} // namespace detail

// Everything on the affected object: nothing of others.
struct OwnObject : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &T) {
    return T.is(CardType::Creature) && detail::strength(T) > 1;
  }
  static void apply(const Context &, View &T) { T.setPower(T.toughness()); }
};

// The source's reads are the source's.
struct SourceOnly : Effect, Part<Layer::L7c> {
  static bool filter(const Context &C, const View &T) {
    return T.controller() == C.source().controller();
  }
  static void apply(const Context &C, View &T) {
    T.setPower(detail::strength(C.source()));
  }
};

// Another object's view, directly and through a helper.
struct AnotherObject : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &C, View &T) {
    T.setPower(C.object(1).toughness() + detail::strength(C.object(2)));
  }
};

// A condition counting other objects: whether the effect exists depends on
// them (the source's part), and they are others.
struct CountsOthers : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  static bool condition(const Context &C) {
    return C.object(3).is(CardType::Artifact) && C.source().controller() > 0;
  }
  static void apply(const Context &, View &T) { T.setPower(2); }
};

// One helper called on the affected object and on another: its read is
// both the role's and another object's.
struct BothThroughHelper : Effect, Part<Layer::L7c> {
  static bool filter(const Context &C, const View &T) {
    return detail::strength(T) > detail::strength(C.object(4));
  }
  static void apply(const Context &, View &T) { T.setPower(1); }
};

// A view held by the card's helpers (aggregate and constructor, copied):
// still the affected object's.
struct HeldByHelper : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &T) {
    const detail::Gauge Live(T);
    const detail::Gauge Copy = Live;
    return detail::Measure{T}.big() && Copy.seen() < 2;
  }
  static void apply(const Context &, View &T) { T.setPower(1); }
};

// A lambda called where it is written gets what the call passes.
struct LocalLambda : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &T) {
    auto Strong = [](const View &V) { return V.power() > 2; };
    return Strong(T);
  }
  static void apply(const Context &, View &T) { T.setPower(1); }
};

// Views in an array walked by the standard library: elements the analysis
// does not trace, so they may be anyone's.
struct ArrayOfViews : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &T) {
    std::array<const View *, 1> Vs{&T};
    return std::any_of(Vs.begin(), Vs.end(),
                        [](const View *V) { return V->is(CardType::Land); });
  }
  static void apply(const Context &, View &T) { T.setPower(1); }
};

} // namespace cards

// CHECK: STRATA_PART_FACTS(::cards::AnotherObject, ::cards::AnotherObject, L7c, false, "", "Power Toughness", "", "Power Toughness", "Power")
// CHECK-NEXT: STRATA_PART_FACTS(::cards::ArrayOfViews, ::cards::ArrayOfViews, L7c, false, "CardType.Land", "", "", "CardType.Land", "Power")
// CHECK-NEXT: STRATA_PART_FACTS(::cards::BothThroughHelper, ::cards::BothThroughHelper, L7c, false, "Power", "", "", "Power", "Power")
// CHECK-NEXT: STRATA_PART_FACTS(::cards::CountsOthers, ::cards::CountsOthers, L7c, false, "", "", "CardType.Artifact Controller", "CardType.Artifact", "Power")
// CHECK-NEXT: STRATA_PART_FACTS(::cards::HeldByHelper, ::cards::HeldByHelper, L7c, false, "Power Toughness", "", "", "", "Power")
// CHECK-NEXT: STRATA_PART_FACTS(::cards::LocalLambda, ::cards::LocalLambda, L7c, false, "Power", "", "", "", "Power")
// CHECK-NEXT: STRATA_PART_FACTS(::cards::OwnObject, ::cards::OwnObject, L7c, false, "CardType.Creature Power", "Toughness", "", "", "Power")
// CHECK-NEXT: STRATA_PART_FACTS(::cards::SourceOnly, ::cards::SourceOnly, L7c, false, "Controller", "", "Controller Power", "", "Power")
