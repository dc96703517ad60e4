//===- MistformUltimus.cpp - Mistform Ultimus ------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {3}{U} Legendary Creature - Illusion 3/3: a subtype-defining CDA
/// (CR 604.3, 205.3m), applied first in layer 4 (613.3) in every zone.
struct MistformUltimus {
  static constexpr CardFace Face = {
      .Name = "Mistform Ultimus",
      .Cost = ManaCost::parse("{3}{U}"),
      .Types = {CardType::Creature},
      .Supertypes = {Supertype::Legendary},
      .Subtypes = {Subtype::Illusion},
      .HasPT = true,
      .Power = 3,
      .Toughness = 3,
      .Text = "Mistform Ultimus is every creature type (even if this card "
              "isn't on the battlefield)."};

  /// CR 613.3: a layer-4 CDA, on itself only.
  struct IsEveryCreatureType : CharacteristicDefining, Part<Layer::L4> {
    static void apply(const EffectContext &, ObjectView &O) {
      O.gainAllCreatureTypes();
    }
  };

  using Abilities = AbilityTypes<StaticAbility<IsEveryCreatureType>>;
};

} // namespace strata::cards
