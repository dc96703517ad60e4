//===- Nightmare.cpp - Nightmare -------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {5}{B} Creature - Nightmare Horse */*, Flying; a P/T CDA (CR 604.3,
/// 613.4a) counting Swamps its controller controls.
struct Nightmare {
  static constexpr CardFace Face = {
      .Name = "Nightmare",
      .Cost = ManaCost::parse("{5}{B}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Nightmare, Subtype::Horse},
      .HasPT = true,
      .Power = 0, // CR 208.2a
      .Toughness = 0,
      .Keywords = {Keyword::Flying},
      // CR 612.2: "Swamps" is a land type word a text change can replace.
      .Words = words({landTypeWord(Subtype::Swamp)}),
      .Text = "Flying (This creature can't be blocked except by creatures with "
              "flying or reach.)\nNightmare's power and toughness are each "
              "equal to the number of Swamps you control."};

  /// Permanents with the land type in its text that "you" control.
  static int swampsYouControl(const EffectContext &Ctx) {
    const ObjectReader Self = Ctx.source();
    Subtype Swamp = Self.textSubtype(0);
    PlayerId You = Self.controller();
    int N = 0;
    for (int I = 0; I < Ctx.numObjects(); ++I) {
      const ObjectReader X = Ctx.object(static_cast<ObjectId>(I));
      if (X.zone() == Zone::Battlefield && X.hasLandType(Swamp) &&
          X.controller() == You)
        ++N;
    }
    return N;
  }

  /// CR 613.4a: defines its own P/T in every zone.
  struct DefinesPTBySwamps : CharacteristicDefining, Part<Layer::L7a> {
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      int N = swampsYouControl(Ctx);
      O.setBasePower(N);
      O.setBaseToughness(N);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<DefinesPTBySwamps>>;
};

} // namespace strata::cards
