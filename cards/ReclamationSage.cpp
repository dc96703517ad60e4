//===- ReclamationSage.cpp - Reclamation Sage ------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{G} Creature - Elf Shaman 2/1: "When this creature enters, you may
/// destroy target artifact or enchantment."
struct ReclamationSage {
  static constexpr CardFace Face = {
      .Name = "Reclamation Sage",
      .Cost = ManaCost::parse("{2}{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Elf, Subtype::Shaman},
      .HasPT = true,
      .Power = 2,
      .Toughness = 1,
      .Text = "When this creature enters, you may destroy target artifact or enchantment."};

  /// CR 603.3d: a target its types make legal now (layer 4: March of the
  /// Machines' artifact creatures are artifacts; Opalescence's creatures
  /// are still enchantments); 603.5: "you may" as it resolves.
  struct DestroyOnEntry {
    static constexpr std::string_view Text =
        "When this creature enters, you may destroy target artifact or enchantment.";
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      if (G.targetLegal(Item, 0))
        co_await G.destroy(static_cast<ObjectId>(Item.Targets[0].Id));
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::EntersBattlefield,
              .Optional = true,
              .Target = game::TargetKind::ArtifactOrEnchantment,
              .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<DestroyOnEntry>>;
};

} // namespace strata::cards
