//===- CardGame.h - The game as a card's scripts see it --------*- C++ -*-===//
///
/// \file
/// The card API's view of a game: what a card's scripts (Script.h) and
/// replacement effects (Replacement.h) may read and do, and nothing of the
/// engine's own state. The engine, game::Game (Game.h), is its one
/// implementation; a card includes this header, never Game.h, so it does
/// not recompile when the engine's private state changes, and a card module
/// shares with the program only these headers (docs/decisions.md D122).
///
/// The operations are pure virtual primitives: a card pays one indirect
/// call, the engine's own calls on Game (final) stay direct. The templates
/// (ask's awaiter, eachPlayerChooses) are written here over them.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_GAME_CARDGAME_H
#define STRATA_GAME_CARDGAME_H

#include "strata/game/Decision.h"
#include "strata/game/Keywords.h"
#include "strata/game/Mana.h"
#include "strata/game/Script.h"
#include "strata/game/Target.h"
#include "strata/game/Task.h"
#include "strata/runtime/Board.h"
#include "strata/runtime/CounterKinds.h"

#include <coroutine>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace strata::game {

/// A spell or ability on the stack (CR 405).
struct StackItem {
  enum class KindT : std::uint8_t { Spell, Activated, Triggered };
  KindT Kind = KindT::Spell;
  std::uint32_t Id = 0;                          ///< unique in the game
  runtime::ObjectId Object = runtime::kNoObject; ///< the spell's card, or the ability's source
  /// Triggered abilities: what the event was about (the creature that
  /// attacked alone, CR 702.83a); kNoObject for a step's beginning.
  runtime::ObjectId Subject = runtime::kNoObject;
  const runtime::CardDef *Printer = nullptr;     ///< abilities: the card that printed it
  std::uint8_t Ability = 0;                      ///< abilities: its index on Printer
  runtime::PlayerId Controller = 0;
  std::vector<Target> Targets;
  runtime::EffectChoices Choices; ///< locked-in values for created effects
  bool Flashback = false;         ///< CR 702.34a: exiled instead of graveyard
  bool FaceDown = false;          ///< CR 702.37c: cast face down (morph)
  /// Abilities: the source's text words as it triggered or was activated,
  /// before and after text-changing effects (CR 113.7a: the ability on the
  /// stack is independent of its source; 603.10a: a leaves-the-battlefield
  /// ability is the one it had just before). What its resolution creates
  /// follows them (CardGame::tokenAsWritten).
  runtime::TextWords PrintedWords, Words;
  bool HasWords = false;
  std::string Label;
};

/// A player (CR 102).
struct Player {
  std::string Name;
  int Life = 20;
  ManaPool Pool;
  std::vector<runtime::ObjectId> Library; ///< back() is the top
  int LandsPlayed = 0;
  bool Lost = false;
  bool DrewFromEmptyLibrary = false; ///< CR 704.5b
};

/// A game, as card scripts see it.
class CardGame {
public:
  CardGame(const CardGame &) = delete;
  CardGame &operator=(const CardGame &) = delete;

  // --- Reading the game ---
  virtual const runtime::Board &board() const = 0;
  /// The board a script changes directly: attachments (CR 701.3), copied
  /// values it captures (707.2b).
  virtual runtime::Board &board() = 0;
  virtual Player &player(runtime::PlayerId P) = 0;
  virtual const Player &player(runtime::PlayerId P) const = 0;
  virtual int numPlayers() const = 0;
  virtual runtime::PlayerId activePlayer() const = 0;
  virtual bool over() const = 0;
  /// The characteristics as of the last recompute() (CR 613): name, cost,
  /// types, colors, keywords, P/T, controller.
  virtual const runtime::CoreCharacteristics &characteristics(runtime::ObjectId Id) const = 0;
  /// The rest of them: text words and non-keyword abilities.
  virtual const runtime::TextAndAbilities &rulesText(runtime::ObjectId Id) const = 0;
  /// CR 707.2, 613.2c: its copiable values as of the last recompute().
  virtual const runtime::Characteristics &copiableValues(runtime::ObjectId Id) const = 0;
  virtual runtime::PlayerId controllerOf(runtime::ObjectId Id) const = 0;
  virtual bool isCreature(runtime::ObjectId Id) const = 0;
  /// An object's label for decisions and logs ("Grizzly Bears#12").
  virtual std::string label(runtime::ObjectId Id) const = 0;
  /// Appends label(\p Id) to \p Out (a kept label, below: no allocation).
  virtual void appendLabel(std::string &Out, runtime::ObjectId Id) const = 0;
  /// A source's characteristics: as they are now, or, once it has left the
  /// battlefield or the stack, as it last existed there (CR 113.7a,
  /// 608.2h).
  virtual const runtime::CoreCharacteristics &
  sourceCharacteristics(runtime::ObjectId Source) const = 0;
  /// The stack item of the spell card \p Card, if it is on the stack.
  virtual const StackItem *stackItemOf(runtime::ObjectId Card) const = 0;
  /// CR 608.2b: is target \p I of \p Item still legal?
  virtual bool targetLegal(const StackItem &Item, int I) const = 0;

  // --- Asking players ---
  /// Asks a player; suspends until answered. A decision with one option is
  /// answered at once and not logged. Its members are the engine's
  /// (Game.cpp).
  struct AskAwaiter {
    CardGame &G;
    Decision D;
    int SideIndex = -1; ///< answered by a side procedure's answerer
    /// Waits again for the decision already pending (a clone resuming at
    /// it, Clone.cpp): nothing is asked anew.
    bool Again = false;
    /// Answered without waiting (one option, or the game is over): another
    /// decision may be pending meanwhile, which is not this one's answer.
    bool AtOnce = false;
    bool await_ready();
    void await_suspend(std::coroutine_handle<> H);
    int await_resume();
  };
  AskAwaiter ask(Decision D) { return AskAwaiter{*this, std::move(D)}; }
  /// A decision for \p P of kind \p K whose prompt and options, empty,
  /// are in the storage of answered ones, and an option appended to it
  /// whose label, empty, is too: a running game allocates nothing to ask
  /// (D149). Write the prompt and labels by appending to them.
  virtual Decision keptDecision(runtime::PlayerId P, DecisionKind K) = 0;
  virtual Option &addOption(Decision &D, std::int32_t Value) = 0;
  /// CR 101.4: "each player chooses ...": \p Choose(P) (any choice helper,
  /// returning Task<R>) asks player P, the active player first, then each
  /// other player in turn order, each seeing the choices made before theirs;
  /// every decision asked meanwhile is in the "choosing together" state
  /// (Decision::Together). The results are indexed by player; the caller
  /// then carries them out at once. A player who has left the game is
  /// not asked (R{}).
  template <class R, class Fn> Task<std::vector<R>> eachPlayerChooses(Fn Choose) {
    std::vector<R> Chosen(static_cast<std::size_t>(numPlayers()));
    struct Together { // also ends if the game ends while a player chooses
      CardGame &G;
      explicit Together(CardGame &G) : G(G) { G.chooseTogether(+1); }
      ~Together() { G.chooseTogether(-1); }
    } InProcedure(*this);
    for (int Turn = 0; Turn < numPlayers() && !over(); ++Turn) {
      auto P = static_cast<runtime::PlayerId>((activePlayer() + Turn) % numPlayers());
      Chosen[static_cast<std::size_t>(P)] = co_await Choose(P);
    }
    co_return Chosen;
  }

  // --- Doing things (the rules' way: replacement effects and triggers apply) ---
  /// CR 613: recomputes every object's characteristics, then the rules
  /// effects that apply after them (613.11).
  virtual void recompute() = 0;
  /// CR 121: draws \p N cards (an empty library marks 704.5b).
  virtual void draw(runtime::PlayerId P, int N) = 0;
  /// CR 119.3: \p P gains \p Amount life.
  virtual void gainLife(runtime::PlayerId P, int Amount) = 0;
  virtual void loseLife(runtime::PlayerId P, int Amount) = 0;
  /// CR 120: \p Source deals damage to a creature, planeswalker or player,
  /// after the replacement and prevention effects that apply (CR 614.2,
  /// 615, 616.1). \p Combat: combat damage (510.2).
  virtual Task<> dealDamage(runtime::ObjectId Source, Target To, int Amount,
                            bool Combat = false) = 0;
  /// CR 122.1: puts \p N +1/+1 counters on a permanent, after the
  /// replacement effects that apply (614.1a: Hardened Scales).
  virtual Task<> putCounters(runtime::ObjectId Id, int N) = 0;
  /// CR 122.1: puts \p N counters of kind \p K on an object, after the
  /// replacement effects that apply to a permanent. False, and nothing
  /// put, when a keyword counter would be one kind more than an object
  /// tracks.
  virtual Task<bool> putCounters(runtime::ObjectId Id, runtime::CounterKind K, int N) = 0;
  /// CR 400.1, 614.1, 614.6: moves an object to zone \p To after the
  /// replacement effects that apply to the move; a creature from the
  /// battlefield to a graveyard dies (700.4). A card put into a library
  /// goes on top.
  virtual Task<> moveObject(runtime::ObjectId Id, runtime::Zone To) = 0;
  /// The same for objects that move at once: each move's replacements are
  /// judged before any of them is made.
  virtual Task<> moveObjects(std::span<const runtime::ObjectId> Ids, runtime::Zone To) = 0;
  /// CR 701.7: destroy (indestructible permanents are not destroyed).
  virtual Task<> destroy(runtime::ObjectId Id) = 0;
  /// CR 701.7: destroys several permanents at once ("destroy the rest").
  virtual Task<> destroyAll(std::span<const runtime::ObjectId> Ids) = 0;
  /// Untap, tap.
  virtual void setTapped(runtime::ObjectId Id, bool Tapped) = 0;
  /// Puts a permanent onto the battlefield under \p Controller, with its
  /// "as enters" choices and enters-the-battlefield triggers, attached to
  /// \p AttachTo if it is an Aura entering that way (CR 303.4f). \p Setup
  /// (a scenario's starting board) and \p FaceDown as Game's.
  virtual Task<> putOntoBattlefield(runtime::ObjectId Id, runtime::PlayerId Controller,
                                    runtime::ObjectId AttachTo = runtime::kNoObject,
                                    bool Setup = false, bool FaceDown = false) = 0;
  /// Puts \p Id onto the battlefield under \p Controller "with \p N counters
  /// of kind \p K on it" (CR 122.6: given as it enters, so the replacement
  /// effects on entering with counters apply, 614.1c; persist, undying).
  virtual Task<> returnToBattlefield(runtime::ObjectId Id, runtime::PlayerId Controller,
                                     runtime::CounterKind K, int N) = 0;
  /// Puts several permanents onto the battlefield at once, each under the
  /// controller paired with it (Patriarch's Bidding): none is there yet as
  /// the others' entries are judged (CR 614.12), and each one's enters
  /// event is announced once all are there (603.6a).
  virtual Task<> putOntoBattlefieldTogether(
      std::span<const std::pair<runtime::ObjectId, runtime::PlayerId>> Entering) = 0;
  /// CR 111.2, 111.3: creates \p N tokens of \p Token owned by
  /// \p Controller, after the replacement effects that modify the creation
  /// (614.1; Doubling Season), and puts them onto the battlefield under
  /// their control. The new ids are appended to \p Made if given.
  virtual Task<> createTokens(const runtime::CardDef &Token, runtime::PlayerId Controller,
                              int N, std::vector<runtime::ObjectId> *Made = nullptr) = 0;
  /// CR 111.3, 612.2: token \p Token as the text of \p Creator now reads (a
  /// changed color word or creature type changes the token's).
  virtual const runtime::CardDef &tokenAsWritten(const runtime::CardDef &Token,
                                                 runtime::ObjectId Creator) = 0;
  /// CR 701.5: counters the stack object \p StackId; false if it is gone.
  virtual Task<bool> counter(std::uint32_t StackId) = 0;
  /// CR 701.8: \p P discards a card of their choice.
  virtual Task<> discardOne(runtime::PlayerId P) = 0;
  /// CR 101.4, 701.8: each player discards \p N cards of their choice,
  /// choosing together, then all are discarded at once.
  virtual Task<> eachPlayerDiscards(int N) = 0;

  // --- Creating effects ---
  /// CR 611.2: creates a continuous effect from a resolving spell or
  /// ability; its set is locked now (611.2c). Null when its "for as long
  /// as" duration has already ended (611.2b: it does nothing).
  virtual runtime::CreatedEffect *createEffect(const runtime::EffectDescriptor &E,
                                               const StackItem &From,
                                               runtime::Duration Until) = 0;
  /// Creates the continuous effect a resolving item's card declares: a
  /// spell's SpellEffects[\p Index], or an ability's `Creates`.
  virtual runtime::CreatedEffect *createEffectOf(const StackItem &Item, int Index,
                                                 runtime::Duration Until) = 0;
  /// Creates the card's EntryEffects[\p Index] on object \p Id as it
  /// enters (CR 614.1c, 707.5: "enter as a copy"), with its timestamp
  /// (613.7n). Cards with an AsEnters script call this themselves (they
  /// may decline an optional copy); for others the engine does.
  virtual runtime::CreatedEffect &createEntryEffect(runtime::ObjectId Id, int Index,
                                                    runtime::EffectChoices Choices) = 0;
  /// The same with effect \p E, created on \p Id as it enters by another
  /// object's replacement effect ("enter as a copy of this creature").
  virtual runtime::CreatedEffect &createEntryEffect(runtime::ObjectId Id,
                                                    const runtime::EffectDescriptor &E,
                                                    runtime::EffectChoices Choices) = 0;
  /// Creates a replacement or prevention effect from a resolving spell or
  /// ability (CR 614.1, 615.3), for the rest of the turn: \p Affected is
  /// what it protects or watches, \p Shield the damage a shield prevents
  /// (615.7).
  virtual void createReplacement(const ReplacementScript &Script, const StackItem &From,
                                 Target Affected, int Shield = 0) = 0;

protected:
  CardGame() = default;
  ~CardGame() = default; // never deleted through this interface
  /// eachPlayerChooses begins (+1) or ends (-1) a "choosing together"
  /// procedure (CR 101.4); procedures nest.
  virtual void chooseTogether(int Depth) = 0;
};

} // namespace strata::game

#endif
