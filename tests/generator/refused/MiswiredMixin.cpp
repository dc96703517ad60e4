//===- MiswiredMixin.cpp - Miswired Mixin (adversarial card) ----------------===//
//
// Was a hole, now refused (session 12, D69: the CRTP exemption needs every class deriving from the base to be D, and no complete base object, members included). (issue 25, whose): the CRTP downcast exemption trusts "every B<D> is
// a D" when the unit makes no complete B<D>; but a class can derive from
// B<D> for ANOTHER D (the classic copy-paste CRTP slip: `struct
// TargetMeasure : Measures<OwnMeasure>`). isCrtpDowncast only checks that
// the target class derives from the base and is named by its argument, and
// that no complete Measures<OwnMeasure> is made, so
// `static_cast<const D &>(*this).Subject` in Measures<OwnMeasure>::measured
// is accepted. Called on a TargetMeasure, it reads OwnMeasure::Subject's
// slot, which in a TargetMeasure is Target (same offset, after an empty
// base) = the target's view. ViewOrigins traces Subject to its one
// initialiser, &O: `Theirs.measured()` reads the TARGET's Power, counted as
// the affected object's. (Undefined behaviour by the standard; the compiled
// card does read the target.) Missed: Power in other objects' reads.
//
// stratac accepts it and prints (analysis mode; compile mode the same facts):
//   STRATA_PART_FACTS(::strata::cards::MiswiredMixin::Pumps, ::strata::cards::MiswiredMixin::Pumps, L7c, false, "CardType.Creature", "Power", "", "", "Power")
// The CHECK line below is the correct facts, derived from the code.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// CRTP mixin: the derived class says which object it measures.
template <class D> struct Measures {
  int measured() const { return static_cast<const D &>(*this).Subject->power(); }
};

/// Measures the object the effect applies to.
struct OwnMeasure : Measures<OwnMeasure> {
  const ObjectReader *Subject;
};

/// Meant to measure the target; its base line was copied from OwnMeasure.
struct TargetMeasure : Measures<OwnMeasure> {
  const ObjectReader *Target;
};

/// {2} Artifact: "Creatures get +X/+0, where X is target creature's power
/// minus that creature's power."
struct MiswiredMixin {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const ObjectReader Them = Ctx.object(Ctx.target(0));
      OwnMeasure Own{{}, &O};
      TargetMeasure Theirs{{}, &Them};
      O.addPower(Theirs.measured() - Own.measured());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<MiswiredMixin::Pumps>(); }
} // namespace strata::cards

// expected-error@29 {{effect 'strata::cards::MiswiredMixin::Pumps' reinterprets memory ('const struct strata::cards::Measures<struct strata::cards::OwnMeasure>' as 'const struct strata::cards::OwnMeasure')}}
// expected-note@53 {{through call to 'strata::cards::Measures<strata::cards::OwnMeasure>::measured' here}}
