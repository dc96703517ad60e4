//===- SunwingAerie.cpp - Sunwing Aerie (adversarial card) ----------------===//
//
// Accepted adversarial card (issue 11, point 4). Category: inheriting
// constructors (using Base::Base), the base taking the view. Hidden access:
// Airborne(O) runs the inherited KeywordProbe constructor, which reads
// Keyword.Flying (role: filter). Board: boards/sunwing-aerie.yaml
// (Levitation, later, gives Grizzly Bears flying: the Aerie depends on it).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{W}{W} Enchantment: "Creatures you control with flying have
/// lifelink."
struct SunwingAerie {
  static constexpr CardFace Face = {
      .Name = "Sunwing Aerie",
      .Cost = ManaCost::parse("{1}{W}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control with flying have lifelink."};

  /// Whether an object had flying when the probe was made.
  struct KeywordProbe {
    bool Found;
    explicit KeywordProbe(const ObjectView &V) : Found(V.hasKeyword(Keyword::Flying)) {}
  };
  struct Airborne : KeywordProbe {
    using KeywordProbe::KeywordProbe;
    explicit operator bool() const { return Found; }
  };

  /// Layer 6 (CR 613.1f).
  struct GrantsLifelink : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller() && Airborne(O);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addKeyword(Keyword::Lifelink);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<GrantsLifelink>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::SunwingAerie::GrantsLifelink, ::strata::cards::SunwingAerie::GrantsLifelink, L6, false, "CardType.Creature Controller Keyword.Flying Zone", "", "Controller", "", "Keyword.Lifelink"){{$}}
