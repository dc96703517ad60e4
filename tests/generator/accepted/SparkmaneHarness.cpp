//===- SparkmaneHarness.cpp - Sparkmane Harness (adversarial card) --------===//
//
// Accepted adversarial card (issue 11, point 4). Category: RAII, the
// destructor of a temporary. Hidden access: ~GrantOnExit<K> writes
// Keyword.K through the apply's view when each temporary dies, at the end
// of its full-expression; nothing calls it by name. Board:
// boards/sparkmane-harness.yaml (Frenzied Warhorn, earlier, reads haste:
// it depends on the Harness's hidden write).
//
//===----------------------------------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {R} Enchantment - Aura: "Enchant creature / Enchanted creature has
/// haste and menace."
struct SparkmaneHarness {
  static constexpr CardFace Face = {
      .Name = "Sparkmane Harness",
      .Cost = ManaCost::parse("{R}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      .Text = "Enchant creature\nEnchanted creature has haste and menace."};

  /// Grants keyword K as it goes out of scope: a fire-and-forget temporary.
  template <Keyword K> struct GrantOnExit {
    ObjectView &O;
    ~GrantOnExit() { O.addKeyword(K); }
  };

  /// Layer 6 (CR 613.1f), on what the Aura is attached to (604.4).
  struct GrantsHasteAndMenace : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      (void)GrantOnExit<Keyword::Haste>{O};
      (void)GrantOnExit<Keyword::Menace>{O};
    }
  };

  using Abilities = AbilityTypes<StaticAbility<GrantsHasteAndMenace>>;

  /// CR 303.4a: an Aura spell targets what it will enchant.
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Creature}};
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::SparkmaneHarness::GrantsHasteAndMenace, ::strata::cards::SparkmaneHarness::GrantsHasteAndMenace, L6, false, "", "", "Attachment", "", "Keyword.Haste Keyword.Menace"){{$}}
