//===- ConstMemberClass.cpp - Quartermaster's Ledger (ordinary idiom) -----===//
//
// Ordinary idiom (issue 25, point 4): a small class with a private
// reference to the context, an explicit constructor and const member
// functions (one calling another), used from the apply. Must be accepted
// with exactly these facts. Its reads are on `Ctx.object(Id)`: apply and
// other objects' reads; the player compared with is the source's
// Controller (a source read).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {3} Artifact: "Creatures you control get +1/+0 for each artifact you
/// control."
struct ConstMemberClass {
  static constexpr CardFace Face = {
      .Name = "Quartermaster's Ledger",
      .Cost = ManaCost::parse("{3}"),
      .Types = {CardType::Artifact},
      .Text = "Creatures you control get +1/+0 for each artifact you control."};

  /// Counts what a player controls on the battlefield.
  class Ledger {
  public:
    explicit Ledger(const EffectContext &Ctx) : Ctx(Ctx) {}
    bool isArtifactOf(ObjectId Id, PlayerId P) const {
      const ObjectReader X = Ctx.object(Id);
      return X.zone() == Zone::Battlefield && X.isType(CardType::Artifact) &&
             X.controller() == P;
    }
    int artifactsOf(PlayerId P) const {
      int N = 0;
      for (int I = 0; I < Ctx.numObjects(); ++I)
        N += isArtifactOf(static_cast<ObjectId>(I), P) ? 1 : 0;
      return N;
    }

  private:
    const EffectContext &Ctx;
  };

  /// Layer 7c (CR 613.4c).
  struct ArmsTheTroops : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const Ledger L(Ctx);
      O.addPower(L.artifactsOf(Ctx.source().controller()));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<ArmsTheTroops>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::ConstMemberClass::ArmsTheTroops, ::strata::cards::ConstMemberClass::ArmsTheTroops, L7c, false, "CardType.Creature Controller Zone", "CardType.Artifact Controller Zone", "Controller", "CardType.Artifact Controller Zone", "Power"){{$}}
