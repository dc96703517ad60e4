//===- OptionalIntHelper.cpp - Beacon of Valor (ordinary idiom) -----------===//
//
// Ordinary idiom (issue 25, point 4): a helper returning `std::optional<int>`
// (`std::nullopt` when there is nothing to measure), read with `value_or`
// and `has_value`. Must be accepted with exactly these facts. The helper
// reads the enchanted creature's Power through `Ctx.object()` (a filter
// and other objects' read) and the source's Attachment (a source read).
//
//===----------------------------------------------------------------------===//
#include "strata/game/CardGame.h"

#include <optional>

namespace strata::cards {
using namespace runtime;

/// {1}{W} Enchantment - Aura: "Enchant creature / Creatures you control
/// with power less than enchanted creature's power have vigilance."
struct OptionalIntHelper {
  static constexpr CardFace Face = {
      .Name = "Beacon of Valor",
      .Cost = ManaCost::parse("{1}{W}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      .Text = "Enchant creature\nCreatures you control with power less than "
              "enchanted creature's power have vigilance."};

  /// The enchanted creature's power, if the Aura is attached to something.
  static std::optional<int> beaconPower(const EffectContext &Ctx) {
    const ObjectId Host = Ctx.source().attachedTo();
    if (Host == kNoObject)
      return std::nullopt;
    return Ctx.object(Host).power();
  }

  /// Layer 6 (CR 613.1f).
  struct GrantsVigilance : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      const std::optional<int> Beacon = beaconPower(Ctx);
      return Beacon.has_value() && O.zone() == Zone::Battlefield &&
             O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller() &&
             O.power() < Beacon.value_or(0);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addKeyword(Keyword::Vigilance);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<GrantsVigilance>>;

  /// CR 303.4a: an Aura spell targets what it will enchant.
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Creature}};
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::OptionalIntHelper::GrantsVigilance, ::strata::cards::OptionalIntHelper::GrantsVigilance, L6, false, "CardType.Creature Controller Power Zone", "", "Attachment Controller", "Power", "Keyword.Vigilance"){{$}}
