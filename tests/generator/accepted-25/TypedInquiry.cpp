//===- TypedInquiry.cpp - Typed Inquiry (adversarial card, accepted) --------===//
//
// Root: category 3, dynamic_cast and a polymorphic typeid; a qualified call
// Sharp::read(Ctx.source()) reads the source's Power; the overriders followed at
// creation (unknown arguments) add Power and Toughness as other objects'.
// Board idea: Bonesplitter on the source, later.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <typeinfo>

namespace strata::cards {
using namespace runtime;

struct Probe { virtual ~Probe() = default; virtual int read(const ObjectReader &X) const { return X.toughness(); } };
struct Sharp : Probe { int read(const ObjectReader &X) const override { return X.power(); } };

struct TypedInquiry {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      Sharp S;
      const Probe *P = &S;
      if (const auto *Q = dynamic_cast<const Sharp *>(P))
        O.addPower(Q->Sharp::read(Ctx.source()));
      O.addPower(typeid(*P) == typeid(Sharp));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<TypedInquiry::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::TypedInquiry::Pumps, ::strata::cards::TypedInquiry::Pumps, L7c, false, "CardType.Creature", "Power Toughness", "Power", "Power Toughness", "Power"){{$}}
