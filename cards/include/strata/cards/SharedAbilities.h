//===- SharedAbilities.h - Abilities and tokens several cards print -*- C++ -*-===//
///
/// \file
/// Rules text printed word for word on several cards, written once: the
/// token several cards create, the "draw a card" entry trigger, the life
/// gained as creatures enter, the token doubling of Doubling Season and
/// Anointed Procession.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_CARDS_SHAREDABILITIES_H
#define STRATA_CARDS_SHAREDABILITIES_H

#include "strata/game/Replacement.h"

namespace strata::cards {

/// "a 1/1 white Spirit creature token with flying" (Doomed Traveler,
/// Lingering Souls, Hallowed Spiritkeeper). CR 111.4: named by its subtype
/// and the word Token; 111.3: no mana cost.
struct WhiteSpiritToken {
  static constexpr runtime::CardFace Face = {.Name = "Spirit Token",
                                             .ColorIndicator = {runtime::Color::White},
                                             .Types = {runtime::CardType::Creature},
                                             .Subtypes = {runtime::Subtype::Spirit},
                                             .HasPT = true,
                                             .Power = 1,
                                             .Toughness = 1,
                                             .Keywords = {runtime::Keyword::Flying}};
};

/// A Treasure's ability (CR 111.10a): "{T}, Sacrifice this artifact: Add
/// one mana of any color." A mana ability (605.1a); sacrificing is part of
/// its cost (701.21a). Printed by the Treasure token, granted in quotation
/// marks by Minimus Containment.
struct TreasureMana {
  static constexpr std::string_view Text =
      "{T}, Sacrifice this artifact: Add one mana of any color.";
  static constexpr game::ActivatedScript script() {
    return {.TapCost = true,
            .SacrificeSelf = true,
            .IsManaAbility = true,
            .AddsManaOfAnyColor = 1};
  }
};

/// "a Treasure token" (CR 111.10a): a colorless Treasure artifact token with
/// the ability above; named by its subtype and the word Token (111.4).
struct TreasureToken {
  static constexpr runtime::CardFace Face = {.Name = "Treasure Token",
                                             .Types = {runtime::CardType::Artifact},
                                             .Subtypes = {runtime::Subtype::Treasure},
                                             .Text = TreasureMana::Text};
  using Abilities = runtime::AbilityTypes<game::Activated<TreasureMana>>;
};

/// "When this creature enters, draw a card." (Elvish Visionary, Wall of
/// Omens; CR 603.6a, 121.1).
struct DrawOnEntry {
  static constexpr std::string_view Text = "When this creature enters, draw a card.";
  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    G.draw(Item.Controller, 1);
    co_return;
  }
  static constexpr game::TriggeredScript script() {
    return {.On = game::EventKind::EntersBattlefield, .Resolve = &resolve};
  }
};

/// "Whenever another creature you control enters" (Prosperous Innkeeper,
/// Suture Priest): a Watches judged after it entered, with the layers
/// applied to it, control included (CR 603.6a, 603.10, 613.1b).
inline bool anotherCreatureYouControlEnters(const game::CardGame &G, runtime::ObjectId Source,
                                            runtime::ObjectId Subject) {
  return Subject != Source && G.isCreature(Subject) &&
         G.controllerOf(Subject) == G.controllerOf(Source);
}

/// "..., you gain 1 life." (Soul Warden, Prosperous Innkeeper, Suture
/// Priest; CR 119.3): the ability's controller gains it.
inline game::Task<> youGainOneLife(game::CardGame &G, game::StackItem &Item) {
  G.gainLife(Item.Controller, 1);
  co_return;
}

/// "If an effect would create one or more tokens under your control, it
/// creates twice that many of those tokens instead." (Doubling Season,
/// Anointed Procession; CR 614.1a, 111.2; with both, four times, 616.1).
struct DoublesTokensYouCreate {
  static constexpr game::ReplacedEvents On = game::on(game::ReplacedEvent::CreateTokens);
  static constexpr std::string_view Text = "twice that many tokens";
  static bool applies(const game::CardGame &, const game::ReplacementSource &Src,
                      const game::ReplacementEvent &E) {
    return E.Amount > 0 && E.Player == Src.Controller;
  }
  static void apply(game::CardGame &, const game::ReplacementSource &, game::ReplacementEvent &E) {
    E.Amount = game::doubled(E.Amount);
  }
};

} // namespace strata::cards

#endif
