//===- SoulWarden.cpp - Soul Warden ----------------------------------------===//
#include "strata/cards/SharedAbilities.h"

namespace strata::cards {
using namespace runtime;

/// {W} Creature - Human Cleric 1/1: "Whenever another creature enters, you
/// gain 1 life."
struct SoulWarden {
  static constexpr CardFace Face = {
      .Name = "Soul Warden",
      .Cost = ManaCost::parse("{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Human, Subtype::Cleric},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Text = "Whenever another creature enters, you gain 1 life."};

  struct LifeOnEntry {
    static constexpr std::string_view Text = "Whenever another creature enters, you gain 1 life.";
    /// CR 603.6a, 603.10: judged after the event, with the layers applied
    /// to the entered permanent (an enchantment entering under Opalescence
    /// is a creature) and to this one (Humility entering removes this
    /// ability as the other enters).
    static bool watches(const game::CardGame &G, ObjectId Source, ObjectId Subject) {
      return Subject != Source && G.isCreature(Subject);
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::EntersBattlefield, .Resolve = &youGainOneLife,
              .Watches = &watches};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<LifeOnEntry>>;
};

} // namespace strata::cards
