//===- RavenousChupacabra.cpp - Ravenous Chupacabra ------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{B}{B} Creature - Beast Horror 2/2: "When this creature enters,
/// destroy target creature an opponent controls."
struct RavenousChupacabra {
  static constexpr CardFace Face = {
      .Name = "Ravenous Chupacabra",
      .Cost = ManaCost::parse("{2}{B}{B}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Beast, Subtype::Horror},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      .Text = "When this creature enters, destroy target creature an opponent controls."};

  /// CR 603.3d: the target is chosen as the trigger goes on the stack;
  /// 608.2b: checked again as it resolves.
  struct DestroyOnEntry {
    static constexpr std::string_view Text =
        "When this creature enters, destroy target creature an opponent controls.";
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      if (G.targetLegal(Item, 0))
        co_await G.destroy(static_cast<ObjectId>(Item.Targets[0].Id));
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::EntersBattlefield,
              .Target = game::TargetKind::CreatureAnOpponentControls,
              .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<DestroyOnEntry>>;
};

} // namespace strata::cards
