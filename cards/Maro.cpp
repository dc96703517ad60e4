//===- Maro.cpp - Maro -------------------------------------------------------===//
#include "strata/cards/SharedReads.h"

namespace strata::cards {
using namespace runtime;

/// {2}{G}{G} Creature - Elemental */*: "Maro's power and toughness are each
/// equal to the number of cards in your hand."
struct Maro {
  static constexpr CardFace Face = {
      .Name = "Maro",
      .Cost = ManaCost::parse("{2}{G}{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Elemental},
      .HasPT = true,
      .Text = "Maro's power and toughness are each equal to the number of cards "
              "in your hand."};

  /// CR 613.4a; "your hand" is its controller's (the hand its owner keeps
  /// cards in is the controller's own, CR 402.1, 108.3).
  struct DefinesPTByHand : CharacteristicDefining, Part<Layer::L7a> {
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      int N = cardsInHand(Ctx, Ctx.source().controller());
      O.setBasePower(N);
      O.setBaseToughness(N);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<DefinesPTByHand>>;
};

} // namespace strata::cards
