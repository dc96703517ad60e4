//===- Tarmogoyf.cpp - Tarmogoyf -------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{G} Creature - Lhurgoyf */1+*: its P/T is a characteristic-defining
/// ability (CR 604.3), applied in layer 7a (613.4a) in every zone.
struct Tarmogoyf {
  static constexpr CardFace Face = {
      .Name = "Tarmogoyf",
      .Cost = ManaCost::parse("{1}{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Lhurgoyf},
      .HasPT = true,
      // CR 208.2a: * is 0 when the CDA is gone (e.g. it lost all
      // abilities); the printed toughness is then 1+0.
      .Power = 0,
      .Toughness = 1,
      .Text = "Tarmogoyf's power is equal to the number of card types among "
              "cards in all graveyards and its toughness is equal to that "
              "number plus 1."};

  /// The card types among cards in all graveyards (CR 205.2a).
  static int cardTypesInGraveyards(const EffectContext &Ctx) {
    CardTypeSet Types;
    for (int I = 0; I < Ctx.numObjects(); ++I) {
      const ObjectReader X = Ctx.object(static_cast<ObjectId>(I));
      if (X.zone() == Zone::Graveyard)
        Types |= X.types();
    }
    return Types.size();
  }

  /// CR 613.4a: a P/T-defining CDA, on itself only (604.3a (3)).
  struct DefinesPTByGraveyardTypes : CharacteristicDefining, Part<Layer::L7a> {
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      int N = cardTypesInGraveyards(Ctx);
      O.setBasePower(N);
      O.setBaseToughness(N + 1);
    }
  };

  /// A CDA functions in all zones (CR 604.3, 113.6a): describeCard marks it.
  using Abilities = AbilityTypes<StaticAbility<DefinesPTByGraveyardTypes>>;
};

} // namespace strata::cards
