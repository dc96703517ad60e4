//===- SongOfTheDryads.cpp - Song of the Dryads ----------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{G} Enchantment - Aura: "Enchant permanent / Enchanted permanent is a
/// colorless Forest land." One effect in layers 4 and 5 (CR 613.6).
struct SongOfTheDryads {
  static constexpr CardFace Face = {
      .Name = "Song of the Dryads",
      .Cost = ManaCost::parse("{2}{G}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      // CR 612.2: "Forest" is a basic land type word.
      .Words = words({landTypeWord(Subtype::Forest)}),
      .Text = "Enchant permanent\nEnchanted permanent is a colorless Forest land."};

  struct MakesEnchantedForest : Effect {
    /// What the Aura is attached to (CR 604.4).
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    /// Layer 4: "is a ... Forest land": its card types become Land alone
    /// and the subtypes of the others go (CR 205.1a; supertypes stay), its
    /// land type becomes Forest: it loses the abilities of its rules text
    /// and has "{T}: Add {G}" (305.7).
    struct SetsTypes : Part<Layer::L4> {
      static void apply(const EffectContext &Ctx, ObjectView &O) {
        O.setCardTypes({CardType::Land});
        O.setBasicLandTypes({Ctx.source().textSubtype(0)});
      }
    };
    /// Layer 5: "colorless" (CR 105.2c).
    struct MakesColorless : Part<Layer::L5> {
      static void apply(const EffectContext &, ObjectView &O) { O.setColors({}); }
    };
    using Parts = PartList<SetsTypes, MakesColorless>;
  };

  using Abilities = AbilityTypes<StaticAbility<MakesEnchantedForest>>;

  /// CR 303.4a: an Aura spell targets what it will enchant.
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Permanent}};
};

} // namespace strata::cards
