//===- MusterStandard.cpp - Muster Standard (adversarial card) ------------===//
//
// Accepted adversarial card (issue 11, point 4). Category: a one-layer
// effect class that another effect lists as a part. Hidden access:
// BolstersRecruits is an effect of its own (its filter reads Power) and the
// Aura's layer-7c part (whose filter is the Aura's, reading only the
// source's Attachment): each (effect, part) pair has its own facts. Board:
// boards/muster-standard.yaml (Glorious Anthem, later, makes Llanowar Elves
// 2/2: the recruits' effect depends on it).
//
//===----------------------------------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{W} Enchantment - Aura: "Enchant creature / Enchanted creature gets
/// +1/+1 and has vigilance. / Creatures you control with power 1 or less
/// get +1/+1."
struct MusterStandard {
  static constexpr CardFace Face = {
      .Name = "Muster Standard",
      .Cost = ManaCost::parse("{1}{W}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      .Text = "Enchant creature\nEnchanted creature gets +1/+1 and has "
              "vigilance.\nCreatures you control with power 1 or less get "
              "+1/+1."};

  /// "Creatures you control with power 1 or less get +1/+1": an effect of
  /// its own (layer 7c, CR 613.4c), and the Aura's +1/+1 too.
  struct BolstersRecruits : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller() && O.power() <= 1;
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };

  /// The Aura's ability: layers 6 and 7c (CR 613.6), on what it enchants.
  struct EmboldensBearer : Effect {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    struct GrantsVigilance : Part<Layer::L6> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.addKeyword(Keyword::Vigilance);
      }
    };
    using Parts = PartList<GrantsVigilance, BolstersRecruits>;
  };

  using Abilities =
      AbilityTypes<StaticAbility<EmboldensBearer>, StaticAbility<BolstersRecruits>>;

  /// CR 303.4a: an Aura spell targets what it will enchant.
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Creature}};
};

} // namespace strata::cards

// The two facts of BolstersRecruits (one per effect) may come in either
// order; then the Aura's layer-6 part.
// CHECK-DAG: {{^}}STRATA_PART_FACTS(::strata::cards::MusterStandard::BolstersRecruits, ::strata::cards::MusterStandard::BolstersRecruits, L7c, false, "CardType.Creature Controller Power Zone", "", "Controller", "", "Power Toughness"){{$}}
// CHECK-DAG: {{^}}STRATA_PART_FACTS(::strata::cards::MusterStandard::BolstersRecruits, ::strata::cards::MusterStandard::EmboldensBearer, L7c, false, "", "", "Attachment", "", "Power Toughness"){{$}}
// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::MusterStandard::EmboldensBearer::GrantsVigilance, ::strata::cards::MusterStandard::EmboldensBearer, L6, false, "", "", "Attachment", "", "Keyword.Vigilance"){{$}}
