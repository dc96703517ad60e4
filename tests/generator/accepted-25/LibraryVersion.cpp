//===- LibraryVersion.cpp - Library Version (adversarial card, accepted) ----===//
//
// Root: category 1, __cpp_lib_ranges from <version> picks between the source's Power
// and the affected object's Toughness (libstdc++ 12 defines it). Board idea:
// Bonesplitter on the source vs Holy Strength on the creature.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <version>

namespace strata::cards {
using namespace runtime;



struct LibraryVersion {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
#if defined(__cpp_lib_ranges) && __cpp_lib_ranges >= 201911L
      O.addPower(Ctx.source().power() > 0);
#else
      O.addPower(O.toughness() > 0);
#endif
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<LibraryVersion::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::LibraryVersion::Pumps, ::strata::cards::LibraryVersion::Pumps, L7c, false, "CardType.Creature", "", "Power", "", "Power"){{$}}
