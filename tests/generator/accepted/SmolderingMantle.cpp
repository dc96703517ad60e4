//===- SmolderingMantle.cpp - Smoldering Mantle (adversarial card) --------===//
//
// Accepted adversarial card (issue 11, point 4). Category: RAII, a
// destructor that writes. Hidden access: ~PumpOnExit writes Power and
// Toughness through the apply's view (it holds ObjectView&); nothing calls
// it by name. Board: boards/smoldering-mantle.yaml (Wallwarden's Drill,
// earlier, reads toughness: it depends on the Mantle's hidden write).
//
//===----------------------------------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{R} Enchantment - Aura: "Enchant creature / Enchanted creature gets
/// +1/+2. As long as it's red, it gets an additional +1/+0."
struct SmolderingMantle {
  static constexpr CardFace Face = {
      .Name = "Smoldering Mantle",
      .Cost = ManaCost::parse("{1}{R}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      .Text = "Enchant creature\nEnchanted creature gets +1/+2. As long as "
              "it's red, it gets an additional +1/+0."};

  /// Collects a P/T bonus and gives it once, when it goes out of scope.
  struct PumpOnExit {
    ObjectView &O;
    int Power = 0;
    int Toughness = 0;
    ~PumpOnExit() {
      O.addPower(Power);
      O.addToughness(Toughness);
    }
  };

  /// Layer 7c (CR 613.4c), on what the Aura is attached to (604.4).
  struct PumpsEnchantedCreature : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      PumpOnExit Bonus{O};
      Bonus.Power += 1;
      Bonus.Toughness += 2;
      if (O.isColor(Color::Red))
        Bonus.Power += 1;
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsEnchantedCreature>>;

  /// CR 303.4a: an Aura spell targets what it will enchant.
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Creature}};
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::SmolderingMantle::PumpsEnchantedCreature, ::strata::cards::SmolderingMantle::PumpsEnchantedCreature, L7c, false, "", "Color.Red", "Attachment", "", "Power Toughness"){{$}}
