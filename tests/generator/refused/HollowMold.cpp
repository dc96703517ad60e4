//===- HollowMold.cpp - Hollow Mold (adversarial card, refused) -----------===//
//
// Refused adversarial card (issue 25). Category: a CRTP downcast of an
// object that is not the derived class. `static_cast<const D &>(*this)` in
// a CRTP base is accepted only when every object of the base is a base
// subobject of D; here a complete `Mold<Cast>` is made on its own, so the
// downcast reads a `Cast` that does not exist (whatever lies beside the
// mold, such as another object's view). Refused at the cast.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {2} Artifact: "Creatures you control with power 3 or greater get +1/+1."
struct HollowMold {
  template <class D> struct Mold {
    int strength() const { return static_cast<const D &>(*this).View->power(); }
  };
  struct Cast : Mold<Cast> {
    const ObjectReader *View = nullptr;
  };

  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      const ObjectReader Other = Ctx.object(0);
      const Mold<Cast> Empty;
      (void)Other;
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             Empty.strength() >= 3;
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

} // namespace strata::cards

// expected-error@19 {{effect 'strata::cards::HollowMold::Pumps' reinterprets memory ('const struct strata::cards::HollowMold::Mold<struct strata::cards::HollowMold::Cast>' as 'const struct strata::cards::HollowMold::Cast')}}
// expected-note@31 {{through call to 'strata::cards::HollowMold::Mold<strata::cards::HollowMold::Cast>::strength' here}}
