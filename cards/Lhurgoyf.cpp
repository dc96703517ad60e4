//===- Lhurgoyf.cpp - Lhurgoyf -----------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{G}{G} Creature - Lhurgoyf */1+*: "Lhurgoyf's power is equal to the
/// number of creature cards in all graveyards and its toughness is equal to
/// that number plus 1."
struct Lhurgoyf {
  static constexpr CardFace Face = {
      .Name = "Lhurgoyf",
      .Cost = ManaCost::parse("{2}{G}{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Lhurgoyf},
      .HasPT = true,
      .Power = 0,
      .Toughness = 1, // CR 208.2a: "1+*" with * as 0
      .Text = "Lhurgoyf's power is equal to the number of creature cards in all "
              "graveyards and its toughness is equal to that number plus 1."};

  /// CR 613.4a. A card in a graveyard is a creature card by its types there
  /// (Opalescence does not reach it: it works on the battlefield).
  struct DefinesPTByCreatureCards : CharacteristicDefining, Part<Layer::L7a> {
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      int N = 0;
      for (int I = 0; I < Ctx.numObjects(); ++I) {
        const ObjectReader X = Ctx.object(static_cast<ObjectId>(I));
        if (X.zone() == Zone::Graveyard && X.isType(CardType::Creature))
          ++N;
      }
      O.setBasePower(N);
      O.setBaseToughness(N + 1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<DefinesPTByCreatureCards>>;
};

} // namespace strata::cards
