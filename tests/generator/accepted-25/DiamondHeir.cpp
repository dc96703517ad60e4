//===- DiamondHeir.cpp - Diamond Heir (adversarial card, accepted) ----------===//
//
// Root: category 3, a virtual base constructed by the most derived class only
// (Both(X) : Root(X)); Left and Right's Root initialisers do not run there. The
// target's Power. Board idea: Glorious Anthem on the target, later.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"


namespace strata::cards {
using namespace runtime;

struct Root { int Seen; Root(const ObjectReader &X) : Seen(X.power()) {} };
struct Left : virtual Root { Left() : Root(*static_cast<const ObjectReader *>(nullptr)) {} };
struct Right : virtual Root { Right() : Root(*static_cast<const ObjectReader *>(nullptr)) {} };
struct Both : Left, Right { Both(const ObjectReader &X) : Root(X) {} };

struct DiamondHeir {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const ObjectReader Them = Ctx.object(Ctx.target(0));
      Both B(Them);
      O.addPower(B.Seen);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<DiamondHeir::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::DiamondHeir::Pumps, ::strata::cards::DiamondHeir::Pumps, L7c, false, "CardType.Creature", "Power", "", "Power", "Power"){{$}}
