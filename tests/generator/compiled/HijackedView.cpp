//===- HijackedView.cpp - Hijacked View (adversarial card) ------------------===//
//
// Was a hole, now refused (session 12, D69: a writable pointer to a view handed to the standard library). (issue 25, whose AND "writes go to the applied-to object"): a
// WRITABLE copy of the affected object's view whose ObjectReader base is
// rebuilt by std::construct_at from another object's view. `ObjectView
// Other = O;` (the public defaulted copy), then
// `std::construct_at(&Base, Ctx.object(...))` with `ObjectReader &Base =
// Other;`: the copy happens inside the standard library (a copy
// constructor, allowed; the `void *` conversion is exempt there). ViewOrigins
// traces `Other` to its initialiser O, so `Other.toughness()` (the TARGET's
// Toughness) counts as the affected object's, and `Other.addPower(...)`
// WRITES THE TARGET's Power, which the protocol says cannot happen ("a view
// cannot be re-pointed"; writing another object "would need a downcast or
// a reinterpretation"). (Replacing a base subobject is undefined behaviour
// by the standard; the compiled card does it.)
// Missed: Toughness in other objects' reads; the write to another object is
// not expressible in the facts at all (it should be refused).
//
// stratac accepts it and prints (analysis mode; compile mode the same facts):
//   STRATA_PART_FACTS(::strata::cards::HijackedView::Pumps, ::strata::cards::HijackedView::Pumps, L7c, false, "CardType.Creature", "Toughness", "", "", "Power")
// The CHECK line below is the correct reads, derived from the code (the
// write should be refused).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <memory>

namespace strata::cards {
using namespace runtime;

/// {3} Artifact: "Target creature gets +X/+0, where X is its toughness."
/// (Written as a static effect on every creature that hijacks its view.)
struct HijackedView {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      ObjectView Other = O;
      ObjectReader &Base = Other;
      std::construct_at(&Base, Ctx.object(Ctx.target(0)));
      Other.addPower(Other.toughness());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<HijackedView::Pumps>(); }
} // namespace strata::cards

// expected-error@42 {{effect 'strata::cards::HijackedView::Pumps' reinterprets memory (a writable 'ObjectReader *' handed to 'std::construct_at', which may rebuild the view in place)}}
