//===- InitializerListLoop.cpp - Mantle of the Wilds (ordinary idiom) -----===//
//
// Ordinary idiom (issue 25, point 4): a range-for over a braced
// `std::initializer_list` of keywords, in the apply, granting each. Must
// be accepted with exactly these facts. The loop variable is not a
// constant: `addKeyword(K)` writes the group `Keyword.*`.
//
//===----------------------------------------------------------------------===//
#include "strata/game/CardGame.h"

#include <initializer_list>

namespace strata::cards {
using namespace runtime;

/// {1}{G} Enchantment - Aura: "Enchant creature / Enchanted creature has
/// reach, trample and vigilance."
struct InitializerListLoop {
  static constexpr CardFace Face = {
      .Name = "Mantle of the Wilds",
      .Cost = ManaCost::parse("{1}{G}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      .Text = "Enchant creature\nEnchanted creature has reach, trample and "
              "vigilance."};

  /// Layer 6 (CR 613.1f), on what the Aura is attached to (604.4).
  struct GrantsTheWilds : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      for (const Keyword K : {Keyword::Reach, Keyword::Trample, Keyword::Vigilance})
        O.addKeyword(K);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<GrantsTheWilds>>;

  /// CR 303.4a: an Aura spell targets what it will enchant.
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Creature}};
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::InitializerListLoop::GrantsTheWilds, ::strata::cards::InitializerListLoop::GrantsTheWilds, L6, false, "", "", "Attachment", "", "Keyword.*"){{$}}
