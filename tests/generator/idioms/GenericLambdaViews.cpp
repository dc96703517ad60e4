//===- GenericLambdaViews.cpp - Swiftwind Courier (ordinary idiom) --------===//
//
// Ordinary idiom (issue 25, point 4): a generic lambda (`const auto &X`)
// held in a local and called on the affected object and on the source
// (two instantiations of one lambda). Must be accepted with exactly these facts. Called
// only where it is written, it is entered with each call's view: its
// Keyword.Haste and Keyword.Flying reads are the affected object's
// (filter) and the source's, no other object's.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{U}{R} Creature - Bird 2/2: "Flying, haste / Each other creature you
/// control gets +1/+0 if it and Swiftwind Courier each have flying or
/// haste."
struct GenericLambdaViews {
  static constexpr CardFace Face = {
      .Name = "Swiftwind Courier",
      .Cost = ManaCost::parse("{1}{U}{R}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Bird},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      .Keywords = {Keyword::Flying, Keyword::Haste},
      .Text = "Flying, haste\nEach other creature you control gets +1/+0 if it "
              "and Swiftwind Courier each have flying or haste."};

  /// Layer 7c (CR 613.4c).
  struct SpeedsTheCouriers : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      const auto Fast = [](const auto &X) {
        return X.hasKeyword(Keyword::Flying) || X.hasKeyword(Keyword::Haste);
      };
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.id() != Ctx.source().id() &&
             O.controller() == Ctx.source().controller() && Fast(O) &&
             Fast(Ctx.source());
    }
    static void apply(const EffectContext &, ObjectView &O) { O.addPower(1); }
  };

  using Abilities = AbilityTypes<StaticAbility<SpeedsTheCouriers>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::GenericLambdaViews::SpeedsTheCouriers, ::strata::cards::GenericLambdaViews::SpeedsTheCouriers, L7c, false, "CardType.Creature Controller Keyword.Flying Keyword.Haste Zone", "", "Controller Keyword.Flying Keyword.Haste", "", "Power"){{$}}
