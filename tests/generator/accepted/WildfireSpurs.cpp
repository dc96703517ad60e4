//===- WildfireSpurs.cpp - Wildfire Spurs (adversarial card) --------------===//
//
// Accepted adversarial card (issue 11, point 4). Category: a function object
// handed to std::for_each that writes. Hidden access: Bestow::operator()
// writes keywords through the apply's view (it holds ObjectView&); only
// the standard library calls it. The keyword reaches addKeyword as a
// parameter, not a constant, so the write is the group Keyword.*
// (docs/generator-protocol.md, "Enumerators through parameters"). Board:
// boards/wildfire-spurs.yaml (Frenzied Warhorn, earlier, reads haste: it
// depends on the Spurs' hidden write).
//
//===----------------------------------------------------------------------===//
#include "strata/game/CardGame.h"

#include <algorithm>
#include <array>

namespace strata::cards {
using namespace runtime;

/// {1}{R} Enchantment - Aura: "Enchant creature / Enchanted creature has
/// haste and trample."
struct WildfireSpurs {
  static constexpr CardFace Face = {
      .Name = "Wildfire Spurs",
      .Cost = ManaCost::parse("{1}{R}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      .Text = "Enchant creature\nEnchanted creature has haste and trample."};

  static constexpr std::array<Keyword, 2> Gifts = {Keyword::Haste, Keyword::Trample};

  /// Gives each keyword it is handed to one object.
  struct Bestow {
    ObjectView &O;
    void operator()(Keyword K) const { O.addKeyword(K); }
  };

  /// Layer 6 (CR 613.1f), on what the Aura is attached to (604.4).
  struct GrantsGifts : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      std::for_each(Gifts.begin(), Gifts.end(), Bestow{O});
    }
  };

  using Abilities = AbilityTypes<StaticAbility<GrantsGifts>>;

  /// CR 303.4a: an Aura spell targets what it will enchant.
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Creature}};
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::WildfireSpurs::GrantsGifts, ::strata::cards::WildfireSpurs::GrantsGifts, L6, false, "", "", "Attachment", "", "Keyword.*"){{$}}
