//===- TitanhideGrove.cpp - Titanhide Grove (adversarial card) ------------===//
//
// Accepted adversarial card (issue 11, point 4). Category: inheriting
// constructors (using Base::Base). Hidden access: Heft(O) runs the
// inherited PowerReading(const ObjectView &) constructor, which reads
// Power (role: filter). Board: boards/titanhide-grove.yaml (Glorious
// Anthem, later, makes Hill Giant 4/4: the Grove depends on it).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {2}{G} Enchantment: "Creatures you control with power 4 or greater get
/// +0/+2."
struct TitanhideGrove {
  static constexpr CardFace Face = {
      .Name = "Titanhide Grove",
      .Cost = ManaCost::parse("{2}{G}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control with power 4 or greater get +0/+2."};

  /// An object's power, read when the reading is made.
  struct PowerReading {
    int Value;
    explicit PowerReading(const ObjectView &V) : Value(V.power()) {}
  };
  /// A power reading that knows what "titanic" means here.
  struct Heft : PowerReading {
    using PowerReading::PowerReading;
    bool titanic() const { return Value >= 4; }
  };

  /// Layer 7c (CR 613.4c).
  struct ToughensTitans : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller() && Heft(O).titanic();
    }
    static void apply(const EffectContext &, ObjectView &O) { O.addToughness(2); }
  };

  using Abilities = AbilityTypes<StaticAbility<ToughensTitans>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::TitanhideGrove::ToughensTitans, ::strata::cards::TitanhideGrove::ToughensTitans, L7c, false, "CardType.Creature Controller Power Zone", "", "Controller", "", "Toughness"){{$}}
