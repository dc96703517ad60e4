//===- PlagueRats.cpp - Plague Rats -----------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{B} Creature - Rat */*: "Plague Rats's power and toughness are each
/// equal to the number of creatures named Plague Rats on the battlefield."
struct PlagueRats {
  static constexpr CardFace Face = {
      .Name = "Plague Rats",
      .Cost = ManaCost::parse("{2}{B}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Rat},
      .HasPT = true,
      .Text = "Plague Rats's power and toughness are each equal to the number "
              "of creatures named Plague Rats on the battlefield."};

  /// CR 613.4a. Names are read as the layers left them: a Clone copying
  /// Plague Rats is named Plague Rats (layer 1, 707.2) and counts.
  struct DefinesPTByNamesakes : CharacteristicDefining, Part<Layer::L7a> {
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      int N = 0;
      for (int I = 0; I < Ctx.numObjects(); ++I) {
        const ObjectReader X = Ctx.object(static_cast<ObjectId>(I));
        if (X.zone() == Zone::Battlefield && X.isType(CardType::Creature) &&
            X.name() == Face.Name)
          ++N;
      }
      O.setBasePower(N);
      O.setBaseToughness(N);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<DefinesPTByNamesakes>>;
};

} // namespace strata::cards
