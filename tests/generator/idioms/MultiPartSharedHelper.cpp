//===- MultiPartSharedHelper.cpp - Dragonlord's Mantle (ordinary idiom) ---===//
//
// Ordinary idiom (issue 25, point 4): a multi-layer effect (`using Parts =
// PartList<...>`) whose two parts share one helper of the card's own,
// with a `static constexpr int` threshold. Must be accepted with exactly
// these facts. Each part carries the effect's filter reads; each apply
// reads the affected object's Power through the helper.
//
//===----------------------------------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{R}{R} Enchantment - Aura: "Enchant creature / Enchanted creature has
/// flying if its power is 4 or greater, and gets +1/+1 if its power is 4
/// or greater."
struct MultiPartSharedHelper {
  static constexpr CardFace Face = {
      .Name = "Dragonlord's Mantle",
      .Cost = ManaCost::parse("{2}{R}{R}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      .Text = "Enchant creature\nEnchanted creature has flying if its power is "
              "4 or greater, and gets +1/+1 if its power is 4 or greater."};

  static constexpr int DragonPower = 4;
  static bool isDragonSized(const ObjectReader &X) { return X.power() >= DragonPower; }

  struct Mantles : Effect {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    /// Layer 6 (CR 613.1f).
    struct GrantsFlying : Part<Layer::L6> {
      static void apply(const EffectContext &, ObjectView &O) {
        if (isDragonSized(O))
          O.addKeyword(Keyword::Flying);
      }
    };
    /// Layer 7c (CR 613.4c).
    struct Pumps : Part<Layer::L7c> {
      static void apply(const EffectContext &, ObjectView &O) {
        if (isDragonSized(O)) {
          O.addPower(1);
          O.addToughness(1);
        }
      }
    };
    using Parts = PartList<GrantsFlying, Pumps>;
  };

  using Abilities = AbilityTypes<StaticAbility<Mantles>>;

  /// CR 303.4a: an Aura spell targets what it will enchant.
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Creature}};
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::MultiPartSharedHelper::Mantles::GrantsFlying, ::strata::cards::MultiPartSharedHelper::Mantles, L6, false, "", "Power", "Attachment", "", "Keyword.Flying"){{$}}
// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::MultiPartSharedHelper::Mantles::Pumps, ::strata::cards::MultiPartSharedHelper::Mantles, L7c, false, "", "Power", "Attachment", "", "Power Toughness"){{$}}
