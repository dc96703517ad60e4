//===- CrtpMeasures.cpp - Titan's Accord (ordinary idiom) -----------------===//
//
// Ordinary idiom (issue 25, point 4): the card's own CRTP helper: a template
// base `Measures<D>` reaching the derived class's view through
// `static_cast<const D &>(*this)`, the derived struct holding a
// `const ObjectView &`. Must be accepted with exactly these facts. The
// field is initialised from the filter's own object, so its Power and
// Toughness are the affected object's filter reads, no other object's.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {3}{G} Enchantment: "Creatures you control whose total power and
/// toughness is 6 or greater have trample."
struct CrtpMeasures {
  static constexpr CardFace Face = {
      .Name = "Titan's Accord",
      .Cost = ManaCost::parse("{3}{G}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control whose total power and toughness is 6 or "
              "greater have trample."};

  /// Measures of whatever view the derived class exposes.
  template <class D> struct Measures {
    int might() const {
      const auto &V = static_cast<const D &>(*this).view();
      return V.power() + V.toughness();
    }
    bool isTitan() const { return might() >= 6; }
  };

  /// The measures of one creature.
  struct Measured : Measures<Measured> {
    const ObjectView &O;
    explicit Measured(const ObjectView &O) : O(O) {}
    const ObjectView &view() const { return O; }
  };

  /// Layer 6 (CR 613.1f).
  struct GrantsTrampleToTitans : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller() &&
             Measured(O).isTitan();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addKeyword(Keyword::Trample);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<GrantsTrampleToTitans>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::CrtpMeasures::GrantsTrampleToTitans, ::strata::cards::CrtpMeasures::GrantsTrampleToTitans, L6, false, "CardType.Creature Controller Power Toughness Zone", "", "Controller", "", "Keyword.Trample"){{$}}
