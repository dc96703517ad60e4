//===- PlacedMirror.cpp - Placed Mirror (adversarial card, accepted) --------===//
//
// Root: category 3, placement new of a view copy into a byte buffer; the pointer new
// returns is untraced: the target's Power counts as other objects'.
// Board idea: Bonesplitter on the target, later.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <new>

namespace strata::cards {
using namespace runtime;



struct PlacedMirror {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      alignas(ObjectReader) unsigned char Buf[sizeof(ObjectReader)];
      const ObjectReader *P = new (Buf) ObjectReader(Ctx.object(Ctx.target(0)));
      O.addPower(P->power());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<PlacedMirror::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::PlacedMirror::Pumps, ::strata::cards::PlacedMirror::Pumps, L7c, false, "CardType.Creature", "Power", "", "Power", "Power"){{$}}
