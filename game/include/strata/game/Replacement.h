//===- Replacement.h - Replacement and prevention effects ------*- C++ -*-===//
///
/// \file
/// The events replacement and prevention effects modify (CR 614, 615) and
/// where such an effect comes from. Game::replace runs CR 616.1 on an
/// event: the affected player, or the affected object's controller, chooses
/// one applicable effect at a time (a ReplacementOrder decision) until none
/// is left, and each effect modifies the event at most once (614.5).
///
/// A card writes an effect as a class with `On`, `Text`, `applies` and
/// `apply` (Script.h, replacementScript()); `applies` reads the layers'
/// results through the CardGame (characteristics(), controllerOf()), so an
/// effect "for creatures you control" sees an animated land or a stolen
/// creature as the layers made it:
///
/// \code
///   struct Doubles {
///     static constexpr game::ReplacedEvents On = game::on(game::ReplacedEvent::Damage);
///     static constexpr std::string_view Text = "double that damage";
///     static bool applies(const game::CardGame &, const game::ReplacementSource &,
///                         const game::ReplacementEvent &) { return true; }
///     static void apply(game::CardGame &, const game::ReplacementSource &,
///                       game::ReplacementEvent &E) { E.Amount *= 2; }
///   };
///   using Abilities = AbilityTypes<game::Replaces<Doubles>>;
/// \endcode
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_GAME_REPLACEMENT_H
#define STRATA_GAME_REPLACEMENT_H

#include "strata/game/CardGame.h"

#include <limits>

namespace strata::game {

/// An event on its way (CR 614.6: the modified event replaces it).
struct ReplacementEvent {
  ReplacedEvent Kind = ReplacedEvent::Damage;
  /// Damage: its source; kNoObject for a scenario's sourceless damage.
  runtime::ObjectId Source = runtime::kNoObject;
  /// Damage: who would be dealt it.
  Target To;
  /// Damage: how much; PutCounters and Enter: how many +1/+1 counters;
  /// CreateTokens: how many tokens.
  int Amount = 0;
  /// Damage: combat damage (CR 510.2).
  bool Combat = false;
  /// PutCounters: the kind of counter (Enter: +1/+1).
  runtime::CounterKind Counter{};
  /// PutCounters, Enter: the permanent; ZoneChange: the object.
  runtime::ObjectId Object = runtime::kNoObject;
  /// Enter: it enters tapped (CR 614.1d).
  bool Tapped = false;
  /// ZoneChange: where it is, and where it goes ("exile it instead",
  /// CR 614.1a, 614.6: the event is modified, the object goes elsewhere).
  runtime::Zone From = runtime::Zone::Battlefield;
  runtime::Zone Destination = runtime::Zone::Graveyard;
  /// CreateTokens: who creates them (their owner and controller, CR 111.2)
  /// and what they are.
  runtime::PlayerId Player = 0;
  const runtime::CardDef *Token = nullptr;
  /// EnterAsCopy: a copy effect was applied (or its own copy choice made):
  /// it does not make its own "as enters" choices as the card it was.
  bool CopyApplied = false;
};

/// "Twice that many" (damage, counters): held at INT_MAX rather than
/// overflowing; the counts a game reaches are far below.
constexpr int doubled(int Amount) {
  return Amount > std::numeric_limits<int>::max() / 2 ? std::numeric_limits<int>::max()
                                                      : Amount * 2;
}

/// Where an effect comes from, as its script sees it.
struct ReplacementSource {
  /// The object with the static ability, or the spell or ability that
  /// created the effect.
  runtime::ObjectId Object = runtime::kNoObject;
  /// Its controller (a static ability's: the layers'; a created effect's:
  /// who controlled the spell, CR 611.2a).
  runtime::PlayerId Controller = 0;
  /// A created effect's target (the shielded creature or player, the
  /// creature that is exiled if it would die).
  Target Affected;
  /// A prevention shield's damage left (CR 615.7); null when it has none.
  int *Remaining = nullptr;
};

} // namespace strata::game

#endif
