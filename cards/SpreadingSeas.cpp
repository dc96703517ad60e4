//===- SpreadingSeas.cpp - Spreading Seas ----------------------------------===//
#include "strata/game/CardGame.h"

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

  /// "When this Aura enters, draw a card." (CR 603.6a)
  struct DrawsOnEntering {
    static constexpr std::string_view Text = "When this Aura enters, draw a card.";
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      G.draw(Item.Controller, 1);
      co_return;
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::EntersBattlefield, .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<DrawsOnEntering>,
                                 StaticAbility<MakesEnchantedLandIsland>>;

  /// CR 303.4a / 303.4f: an Aura spell targets what it will enchant; the
  /// engine attaches it as it resolves.
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Land}};
};

} // namespace strata::cards
