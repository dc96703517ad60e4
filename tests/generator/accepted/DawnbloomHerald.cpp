//===- DawnbloomHerald.cpp - Dawnbloom Herald (adversarial card) ----------===//
//
// Accepted adversarial card (issue 11, point 4). Category: a function object
// called through std::invoke, from a helper template. Hidden access:
// IsGreen::operator() reads Color.Green (role: filter); only std::invoke
// calls it. Board: boards/dawnbloom-herald.yaml (Painter's Servant, later,
// makes Hill Giant green: the Herald depends on it).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <functional>

namespace strata::cards {
using namespace runtime;

/// {G}{W} Enchantment: "Green creatures you control are also white."
struct DawnbloomHerald {
  static constexpr CardFace Face = {
      .Name = "Dawnbloom Herald",
      .Cost = ManaCost::parse("{G}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "Green creatures you control are also white."};

  struct IsGreen {
    bool operator()(const ObjectView &V) const { return V.isColor(Color::Green); }
  };

  /// A creature you control that passes \p Test.
  template <class Pred>
  static bool yourCreatureThat(const EffectContext &Ctx, const ObjectView &O, Pred Test) {
    return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
           O.controller() == Ctx.source().controller() && std::invoke(Test, O);
  }

  /// Layer 5 (CR 613.1e).
  struct MakesGreenCreaturesWhite : Effect, Part<Layer::L5> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return yourCreatureThat(Ctx, O, IsGreen{});
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addColor(Color::White);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<MakesGreenCreaturesWhite>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::DawnbloomHerald::MakesGreenCreaturesWhite, ::strata::cards::DawnbloomHerald::MakesGreenCreaturesWhite, L5, false, "CardType.Creature Color.Green Controller Zone", "", "Controller", "", "Color.White"){{$}}
