//===- EmbeddedMeasure.cpp - Embedded Measure (adversarial card) ------------===//
//
// Was a hole, now refused (session 12, D69: the CRTP exemption needs every class deriving from the base to be D, and no complete base object, members included). (issue 25, whose): the CRTP exemption's census of complete objects
// misses a B<D> that is a MEMBER of an aggregate initialised by nested
// braces. isCrtpDowncast's collector skips every InitListExpr that is an
// element of another list ("an aggregate's base is initialised by an
// element of its derived class's list"), but an element may as well
// initialise a member subobject, which is a complete Measures<OwnMeasure>,
// not a base of any OwnMeasure: `Slot S{{0}, &Them}`. So the downcast in
// Measures<OwnMeasure>::measured is exempt, and `S.M.measured()` reads
// OwnMeasure::Subject's slot of an object that is not an OwnMeasure: the
// bytes of S.Watched (same offset: after the base's int), the TARGET's
// view. ViewOrigins traces Subject to its one initialiser, &O, so the
// target's Power counts as the affected object's. (Undefined behaviour by
// the standard; the compiled card does read the target.)
// Missed: Power in other objects' reads.
//
// stratac accepts it and prints (analysis mode; compile mode the same facts):
//   STRATA_PART_FACTS(::strata::cards::EmbeddedMeasure::Pumps, ::strata::cards::EmbeddedMeasure::Pumps, L7c, false, "CardType.Creature", "Power", "", "", "Power")
// The CHECK line below is the correct facts, derived from the code.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// CRTP mixin with a bonus of its own.
template <class D> struct Measures {
  int Bonus;
  int measured() const {
    return Bonus + static_cast<const D &>(*this).Subject->power();
  }
};

struct OwnMeasure : Measures<OwnMeasure> {
  const ObjectReader *Subject;
};

/// A measure kept beside the view it watches.
struct Slot {
  Measures<OwnMeasure> M;
  const ObjectReader *Watched;
};

/// {2} Artifact: "Creatures get +X/+0, where X is target creature's power
/// minus that creature's power, plus one."
struct EmbeddedMeasure {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const ObjectReader Them = Ctx.object(Ctx.target(0));
      OwnMeasure Own{{1}, &O};
      Slot S{{0}, &Them};
      O.addPower(S.M.measured() - Own.measured());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<EmbeddedMeasure::Pumps>(); }
} // namespace strata::cards

// expected-error@32 {{effect 'strata::cards::EmbeddedMeasure::Pumps' reinterprets memory ('const struct strata::cards::Measures<struct strata::cards::OwnMeasure>' as 'const struct strata::cards::OwnMeasure')}}
// expected-note@57 {{through call to 'strata::cards::Measures<strata::cards::OwnMeasure>::measured' here}}
