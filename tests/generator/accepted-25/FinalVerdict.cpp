//===- FinalVerdict.cpp - Final Verdict (adversarial card, accepted) --------===//
//
// Root: category 3, a virtual call devirtualised by `final`; creating Sharp (and its
// Probe base) follows every final overrider with unknown arguments, so Probe::read's
// Toughness is listed too. Real: the target's Power. Superset.
// Board idea: Bonesplitter on the target, later.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"


namespace strata::cards {
using namespace runtime;

struct Probe { virtual ~Probe() = default; virtual int read(const ObjectReader &X) const { return X.toughness(); } };
struct Sharp final : Probe { int read(const ObjectReader &X) const override { return X.power(); } };

struct FinalVerdict {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const ObjectReader Them = Ctx.object(Ctx.target(0));
      Sharp S;
      const Probe &P = S;
      O.addPower(static_cast<const Sharp &>(P).read(Them));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<FinalVerdict::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::FinalVerdict::Pumps, ::strata::cards::FinalVerdict::Pumps, L7c, false, "CardType.Creature", "Power Toughness", "", "Power Toughness", "Power"){{$}}
