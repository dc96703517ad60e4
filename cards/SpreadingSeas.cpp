//===- SpreadingSeas.cpp - Spreading Seas ----------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{U} Enchantment - Aura.
struct SpreadingSeas {
  static constexpr CardFace Face = {
      .Name = "Spreading Seas",
      .Cost = ManaCost::parse("{1}{U}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      // CR 612.2: "Island" is a land type word.
      .Words = words({landTypeWord(Subtype::Island)}),
      .Text = "Enchant land\nWhen this Aura enters, draw a card.\nEnchanted "
              "land is an Island."};

  /// Layer 4: sets the land type (CR 305.7): the land loses its other land
  /// types and its rules-text abilities and has "{T}: Add {U}".
  struct MakesEnchantedLandIsland : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.setBasicLandTypes({Ctx.source().textSubtype(0)});
    }
  };

  /// The draw trigger is the game engine's (CR 603).
  using Abilities = AbilityTypes<OtherAbility<AbilityKind::Triggered>,
                                 StaticAbility<MakesEnchantedLandIsland>>;
};

} // namespace strata::cards
