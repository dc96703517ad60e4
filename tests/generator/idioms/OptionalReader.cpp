//===- OptionalReader.cpp - Champion's Standard (ordinary idiom) ----------===//
//
// Ordinary idiom (issue 25, point 4): `std::optional<ObjectReader>`, empty
// when the Aura is attached to nothing, engaged with `emplace` otherwise.
// Must be accepted with exactly these facts. The optional holds the view
// `Ctx.object()` returned for the enchanted creature: its Power is another
// object's read (filter), whether or not the analysis traces the view into
// the optional; the source's Attachment and Controller are source reads.
//
//===----------------------------------------------------------------------===//
#include "strata/game/CardGame.h"

#include <optional>

namespace strata::cards {
using namespace runtime;

/// {1}{W} Enchantment - Aura: "Enchant creature / Other creatures you
/// control with power less than enchanted creature's power get +1/+1."
struct OptionalReader {
  static constexpr CardFace Face = {
      .Name = "Champion's Standard",
      .Cost = ManaCost::parse("{1}{W}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      .Text = "Enchant creature\nOther creatures you control with power less "
              "than enchanted creature's power get +1/+1."};

  /// The enchanted creature, if the Aura is attached to one.
  static std::optional<ObjectReader> champion(const EffectContext &Ctx) {
    std::optional<ObjectReader> Host;
    if (const ObjectId Id = Ctx.source().attachedTo(); Id != kNoObject)
      Host.emplace(Ctx.object(Id));
    return Host;
  }

  /// Layer 7c (CR 613.4c).
  struct RalliesBehindTheChampion : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      if (O.zone() != Zone::Battlefield || !O.isType(CardType::Creature) ||
          O.controller() != Ctx.source().controller())
        return false;
      const std::optional<ObjectReader> Champion = champion(Ctx);
      return Champion && O.id() != Champion->id() &&
             O.power() < Champion->power();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<RalliesBehindTheChampion>>;

  /// CR 303.4a: an Aura spell targets what it will enchant.
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Creature}};
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::OptionalReader::RalliesBehindTheChampion, ::strata::cards::OptionalReader::RalliesBehindTheChampion, L7c, false, "CardType.Creature Controller Power Zone", "", "Attachment Controller", "Power", "Power Toughness"){{$}}
