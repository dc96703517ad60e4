//===- SwitchingPost.cpp - Switching Post (adversarial card) ---===//
//
// Was a hole, closed in session 12 (D68: now traced). Root: whose (category 4), a view pointer field reassigned through a pointer to
// data member: `K.*Slot = &Them` with `Slot = &Keep::Held`. collectFieldInits only
// looks at MemberExprs (`K.Held = ...`) and initialisers; `.*` on a card's own
// class is not refused (only on storage classes), so Held is traced to its one
// initialiser, &O. Missed: Power in other objects' reads (K.Held is the target).
//
// stratac used to accept it and print (analysis mode; compile mode the same):
//   STRATA_PART_FACTS(::strata::cards::SwitchingPost::Pumps, ::strata::cards::SwitchingPost::Pumps, L7c, false, "CardType.Creature", "Power", "", "", "Power")
// The CHECK line below is the correct facts, derived from the code.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

struct Keep {
  const ObjectReader *Held;
};

struct SwitchingPost {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const ObjectReader Them = Ctx.object(Ctx.target(0));
      Keep K{&O};
      const ObjectReader *Keep::*Slot = &Keep::Held;
      K.*Slot = &Them;
      O.addPower(K.Held->power());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<SwitchingPost::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::SwitchingPost::Pumps, ::strata::cards::SwitchingPost::Pumps, L7c, false, "CardType.Creature", "Power", "", "Power", "Power"){{$}}
