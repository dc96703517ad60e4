//===- KitchenFinks.cpp - Kitchen Finks ------------------------------------===//
#include "strata/game/CardGame.h"
#include "strata/game/Keywords.h"

namespace strata::cards {
using namespace runtime;

/// {1}{G/W}{G/W} Creature - Ouphe 3/2: "When this creature enters, you gain
/// 2 life. / Persist (When this creature dies, if it had no -1/-1 counters
/// on it, return it to the battlefield under its owner's control with a
/// -1/-1 counter on it.)"
struct KitchenFinks {
  static constexpr CardFace Face = {
      .Name = "Kitchen Finks",
      .Cost = ManaCost::parse("{1}{G/W}{G/W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Ouphe},
      .HasPT = true,
      .Power = 3,
      .Toughness = 2,
      .Keywords = {Keyword::Persist},
      .Text = "When this creature enters, you gain 2 life.\nPersist"};

  struct LifeOnEntry {
    static constexpr std::string_view Text = "When this creature enters, you gain 2 life.";
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      G.gainLife(Item.Controller, 2);
      co_return;
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::EntersBattlefield, .Resolve = &resolve};
    }
  };

  /// CR 702.79a: the rules' persist (Keywords.h).
  using Abilities = AbilityTypes<game::Triggered<LifeOnEntry>, game::Triggered<game::Persist>>;
};

} // namespace strata::cards
