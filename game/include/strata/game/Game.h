//===- Game.h - A game of the card pool, driven by decisions ---*- C++ -*-===//
///
/// \file
/// Game runs a whole game: the turn table (Turn.h), priority and the stack
/// (CR 117, 405, 608), casting and activating (601, 602), triggered
/// abilities (603), state-based actions (704) and combat (506-511). It asks
/// every question as a Decision and waits, as a coroutine, for the answer:
///
/// \code
///   Game G({"Alice", "Bob"}, /*Seed=*/42);
///   ... add cards ...
///   G.start();
///   while (!G.over())
///     if (auto Refused = G.answer(pickAnswer(*G.pending())))
///       report(Refused->Message);
/// \endcode
///
/// The game records every answer (answerLog()), so seed plus log replays it.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_GAME_GAME_H
#define STRATA_GAME_GAME_H

// The engine's own header: cards see the game through CardGame.h (D122).
#ifdef STRATA_CARD_API_ONLY
#error "card code includes strata/game/CardGame.h (game::CardGame), not the engine's Game.h"
#endif

#include "strata/game/CardGame.h"
#include "strata/game/Decision.h"
#include "strata/game/Events.h"
#include "strata/game/KeptList.h"
#include "strata/game/Mana.h"
#include "strata/game/Random.h"
#include "strata/game/Script.h"
#include "strata/game/Task.h"
#include "strata/game/Turn.h"
#include "strata/layers/LayerEngine.h"
#include "strata/runtime/Board.h"
#include "strata/runtime/CounterKinds.h"
#include "strata/runtime/ZoneMap.h"

#include <coroutine>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace strata::game {

/// Combat (CR 506): who attacks, who blocks whom.
struct Combat {
  runtime::PlayerId Defender = 1;
  std::vector<runtime::ObjectId> Attackers;
  /// (blocker, attacker) pairs.
  std::vector<std::pair<runtime::ObjectId, runtime::ObjectId>> Blocks;
  /// Attackers that became blocked (they stay blocked, CR 509.1h).
  std::vector<runtime::ObjectId> Blocked;
  bool FirstStrikeDealt = false;
  /// Whether any creature was declared as an attacker (CR 508.8): the
  /// combat steps happen even if every attacker has left combat since.
  bool AttackersDeclared = false;
  /// CR 702.147a: attackers with decayed, sacrificed at end of combat.
  std::vector<runtime::ObjectId> SacrificeAtEndOfCombat;
  void clear() {
    SacrificeAtEndOfCombat.clear();
    Attackers.clear();
    Blocks.clear();
    Blocked.clear();
    FirstStrikeDealt = false;
    AttackersDeclared = false;
  }
};

struct ReplacementEvent;

/// Why an answer or action was refused (the game state is unchanged).
struct Refusal {
  std::string Message;
};

/// A whole game: the engine, and the one implementation of the card API
/// (CardGame.h). Final, so the engine's own calls stay direct.
class Game final : public CardGame {
public:
  Game(std::vector<std::string> PlayerNames, std::uint64_t Seed);
  Game(const Game &) = delete;
  Game &operator=(const Game &) = delete;
  ~Game();

  // --- Setting up ---
  /// Creates a card owned by \p Owner in \p In (a library card goes on
  /// top). Permanents created on the battlefield get no summoning sickness.
  runtime::ObjectId addCard(const runtime::CardDef &Card, runtime::PlayerId Owner,
                            runtime::Zone In);
  /// CR 103.1: shuffles every library with the game's seeded generator.
  void shuffleLibraries();
  /// CR 103.5: each player draws a starting hand.
  void drawStartingHands(int Cards = 7);

  // --- Driving ---
  /// Starts the game at the first turn's untap step and runs until a
  /// decision is needed or the game ends. \p FirstStep lets a scenario
  /// start mid-turn (e.g. in the precombat main phase).
  void start(Step FirstStep = Step::Untap);
  /// The decision the game is waiting for, or null before start() and
  /// once it is over. The pointer and the Decision's strings stay valid
  /// until the next answer(), perform() or cancel().
  const Decision *pending() const { return Pending ? &*Pending : nullptr; }
  /// Answers the pending decision with option \p Index and runs on. A bad
  /// index, or an answer before start() or after the end, is refused with a
  /// message saying which; nothing changes. It throws only what a card's
  /// script throws (a bug in the card, std::exception); the game is then
  /// over and must not be used further.
  std::optional<Refusal> answer(int Index);
  /// Takes an action of kind \p Kind: checked first against the current
  /// step's row of the turn table, then against the pending decision's
  /// options; \p Option picks among the options of that kind (0-based).
  std::optional<Refusal> perform(ActionKind Kind, int Option = 0);
  /// Backs out of casting a spell or activating an ability (or turning a
  /// face-down permanent up) while its costs are not yet paid: the pending
  /// decision is Cancellable. The game returns exactly to where it was
  /// before the cast began (stateHash() is the same; mana abilities
  /// activated for it are undone too), the player holds priority again, and
  /// that priority prompt says the cast was cancelled. Refused, changing
  /// nothing, when the pending decision is not part of such a cast.
  std::optional<Refusal> cancel();
  /// How answerLog() records a cancel().
  static constexpr int kCancelAnswer = -1;

  /// Scenarios waive mana costs (other costs are still paid).
  void setManaCostsWaived(bool Waived) { ManaWaived = Waived; }
  /// By default a player who can do nothing but pass passes without being
  /// asked; a driver that acts between passes (a scenario) asks for every
  /// priority decision.
  void setAlwaysAskPriority(bool Ask) { AlwaysAskPriority = Ask; }
  /// By default a target with one legal choice is chosen without asking;
  /// a driver that names its targets (a scenario) is asked while casting
  /// or activating, so it can back out (cancel()) when the target it wants
  /// is not the legal one (CR 601.2c, 602.2b), and for a triggered
  /// ability's target, so it can be told why another is refused (603.3d).
  void setAlwaysAskTargets(bool Ask) { AlwaysAskTargets = Ask; }
  /// The differential test of incremental recomputation (D66): after each
  /// update of the characteristics, a second engine makes a full pass and
  /// every object's characteristics and copiable values must be the same,
  /// else std::logic_error names the object. Not copied by clone().
  void setCheckIncremental(bool On);
  /// With setCheckIncremental: how many updates were compared, and how
  /// the game's engine made them.
  std::uint64_t incrementalChecks() const { return IncrementalChecks; }

  /// Answers a decision for a side procedure: the option index, or
  /// nothing when no answer is available (the procedure then fails).
  using Answerer = std::function<std::optional<int>(const Decision &)>;
  /// Runs \p Procedure to completion now, outside the turn (a scenario
  /// putting a permanent onto the battlefield with its "as enters"
  /// choices), answering its decisions with \p Answers. Returns the
  /// decision that had no answer, if any. The main game, if suspended at a
  /// decision, stays suspended.
  std::optional<Refusal> runSideProcedure(Task<> Procedure, Answerer Answers);
  /// After the board changed outside the rules' own flow (a scenario
  /// moved an object or put counters), makes the player holding priority
  /// be asked again, so state-based actions and triggers are checked
  /// first (CR 117.5). Only when a priority decision is pending.
  void reconsiderPriority();

  /// What option \p Option of the pending priority (or attackers/blockers)
  /// decision does, for drivers that pick actions by meaning.
  struct ActionInfo {
    ActionKind Kind;
    runtime::ObjectId Object;
    runtime::AbilityRef Ability;
    bool Flashback;
  };
  std::optional<ActionInfo> pendingAction(int Option) const;

  bool over() const override { return Over; }
  /// The winner, if the game ended with one.
  std::optional<runtime::PlayerId> winner() const { return Winner; }
  const std::vector<int> &answerLog() const { return Log; }
  std::uint64_t seed() const { return Seed; }
  /// A hash of the whole game state: zones, characteristics, timestamps,
  /// counters, damage, attachments, effects, the stack, life, mana pools,
  /// libraries.
  std::uint64_t stateHash() const;
  /// The same without the turn, the step and the mana pools: what "pass
  /// until something changes" watches (PriorityStops.h).
  std::uint64_t boardHash() const;
  std::uint64_t decisionsAnswered() const { return Log.size(); }
  /// Keep the event log (Events.h) from now on; off by default (a search
  /// pays nothing). A cancelled cast leaves no event behind.
  void recordEvents(bool On) { RecordEvents = On; }
  /// What happened since recordEvents(true), in order. Valid until the next
  /// answer or action.
  const std::vector<GameEvent> &events() const { return Events; }

  // --- Copying, for search (Clone.cpp, docs/decisions.md D62) ---
  /// An independent copy of this game, waiting on the same decision: the
  /// clone and the original go on separately (same seed state, so the same
  /// answers give the same game). At a priority decision the copy costs the
  /// state (objects, effects, stack) and one layer pass; inside a procedure
  /// (a target while casting, a discard while a spell resolves) the clone
  /// starts from the last priority decision kept (setCloneCheckpoints) and
  /// replays the answers since. Throws std::logic_error when that replay
  /// cannot be exact: the game was changed other than by answers (a side
  /// procedure, addCard() after start(), redeal(), player() edits) since its
  /// last priority decision.
  std::unique_ptr<Game> clone() const;
  /// The same into \p Into, an existing game of the same players and cards
  /// (an earlier clone of this game, typically), whose storage and computed
  /// layer caches are reused: a search that plays thousands of copies keeps
  /// one scratch game per thread and clones into it.
  void cloneInto(Game &Into) const;
  /// Keep the state of each priority decision the game waits at, so that a
  /// clone() inside a procedure replays only the answers since (one state
  /// copy per such decision; off by default, when such a clone replays from
  /// the start).
  void setCloneCheckpoints(bool On) { CloneCheckpoints = On; }
  /// The answers a clone() inside a procedure would replay now.
  std::size_t answersSinceCheckpoint() const { return Log.size() - CheckpointLog; }
  /// For search with hidden information: \p Viewer cannot know the other
  /// players' hands or any library order, so these are dealt again from
  /// the same cards, seeded by \p Seed: each other player's hand and
  /// library are shuffled together and the hand refilled to its size; every
  /// library is shuffled. Only when the pending decision is \p Viewer's
  /// (the options of another player's decision name their hand).
  std::optional<Refusal> redeal(runtime::PlayerId Viewer, std::uint64_t Seed);

  // --- State ---
  Step step() const { return Current; }
  runtime::PlayerId activePlayer() const override { return Board.Active; }
  int turnNumber() const { return TurnNumber; }
  int numPlayers() const override { return static_cast<int>(Players.size()); }
  Player &player(runtime::PlayerId P) override { return Players[P]; }
  const Player &player(runtime::PlayerId P) const override { return Players[P]; }
  const runtime::Board &board() const override { return Board; }
  runtime::Board &board() override { return Board; }
  const std::vector<StackItem> &stack() const { return Stack; }
  const Combat &combat() const { return Battle; }
  const runtime::CoreCharacteristics &characteristics(runtime::ObjectId Id) const override {
    return Layers.get(Id);
  }
  const runtime::TextAndAbilities &rulesText(runtime::ObjectId Id) const override {
    return Layers.rulesText(Id);
  }
  const runtime::Characteristics &copiableValues(runtime::ObjectId Id) const override {
    return Layers.copiableValues(Id);
  }
  /// The layers' results as of the last recompute(): an object added since
  /// (a set-up placement) has none until the next.
  const layers::LayerEngine &layers() const { return Layers; }
  runtime::PlayerId controllerOf(runtime::ObjectId Id) const override {
    return Layers.get(Id).Controller;
  }
  bool isCreature(runtime::ObjectId Id) const override {
    return Layers.get(Id).Types.contains(runtime::CardType::Creature);
  }
  bool isPlaneswalker(runtime::ObjectId Id) const {
    return Layers.get(Id).Types.contains(runtime::CardType::Planeswalker);
  }
  bool hasKeyword(runtime::ObjectId Id, runtime::Keyword K) const {
    return Layers.get(Id).Keywords.contains(K);
  }
  /// Whether its rules text holds an instance of keyword \p K's ability
  /// (game::Exalted), printed, granted or from a keyword counter (122.1b),
  /// not only the keyword (an effect adding the word alone).
  bool hasKeywordAbility(runtime::ObjectId Id, runtime::Keyword K) const {
    for (const runtime::AbilityRef &A : Layers.rulesText(Id).Abilities)
      if (A.Printer && !A.Intrinsic && A.Printer->ability(A.Index).KeywordOf == static_cast<int>(K))
        return true;
    return false;
  }
  std::string label(runtime::ObjectId Id) const override;
  /// "<Verb> <label><Rest...>" ("cast Grizzly Bears#12"), made in one
  /// allocation: listing actions makes one per option, every priority.
  std::string actionLabel(std::string_view Verb, runtime::ObjectId Id,
                          std::initializer_list<std::string_view> Rest = {}) const;
  void appendLabel(std::string &Out, runtime::ObjectId Id) const override;
  /// Every object's zone, a byte each, up to date with the board: a scan
  /// for the objects of a zone reads it and skips the rest unread.
  const runtime::ZoneMap &zoneMap() const {
    Zones.update(Board);
    return Zones;
  }
  /// CardGame::keptDecision: the prompt and options' vector of answered
  /// decisions (the largest kept).
  Decision keptDecision(runtime::PlayerId P, DecisionKind K) override {
    Decision D{P, K, {}, {}};
    D.Prompt.swap(SparePrompt);
    D.Prompt.clear();
    D.Options.swap(SpareOptions);
    return D;
  }
  Option &addOption(Decision &D, std::int32_t Value) override {
    Option &O = D.Options.emplace_back();
    O.Label = keptString();
    O.Value = Value;
    return O;
  }
  /// actionLabel() written into \p Out, whose capacity it reuses.
  void actionLabelInto(std::string &Out, std::string_view Verb, runtime::ObjectId Id,
                       std::initializer_list<std::string_view> Rest = {}) const;

  // --- For card scripts (CardGame.h) and the engine's own procedures ---
  /// Waits again for the decision already pending (a clone resuming at it).
  AskAwaiter askAgain() {
    AskAwaiter A{*this, {}};
    A.Again = true;
    return A;
  }

  /// CR 613: recomputes every object's characteristics, then the rules
  /// effects that apply after them (613.11).
  void recompute() override;
  /// CR 121: draws \p N cards (an empty library marks 704.5b).
  void draw(runtime::PlayerId P, int N) override;
  /// CR 120: \p Source deals damage to a creature, planeswalker or player,
  /// after the replacement and prevention effects that apply (CR 614.2,
  /// 615, 616.1; Replacement.cpp). \p Combat: combat damage (510.2).
  Task<> dealDamage(runtime::ObjectId Source, Target To, int Amount,
                    bool Combat = false) override;
  /// The same from \p Source as the object it is now, in whatever zone
  /// (CR 400.7: a card in a graveyard is a new object, not the permanent it
  /// was; its controller is its owner, 108.4a), rather than as it last
  /// existed on the battlefield (113.7a), which is what an ability of a
  /// source that left uses (608.2h).
  Task<> dealDamageAsItIsNow(runtime::ObjectId Source, Target To, int Amount);
  /// CR 122.1: puts \p N +1/+1 counters on a permanent, after the
  /// replacement effects that apply (614.1a: Hardened Scales).
  Task<> putCounters(runtime::ObjectId Id, int N) override;
  /// CR 122.1: puts \p N counters of kind \p K (+1/+1, -1/-1, a keyword
  /// counter) on an object, after the replacement effects that apply to a
  /// permanent (Doubling Season doubles any kind, Hardened Scales only
  /// +1/+1). False, and nothing put, when a keyword counter would be one
  /// kind more than an object tracks (runtime::putCounters).
  Task<bool> putCounters(runtime::ObjectId Id, runtime::CounterKind K, int N) override;
  /// Zone changes (Zones.cpp, the one place objects change zones).
  /// CR 400.1, 614.1, 614.6: moves an object to zone \p To as the rules do:
  /// after the replacement effects that apply to the move (Rest in Peace:
  /// "exile it instead"), a creature from the battlefield to a graveyard
  /// dying (700.4). A card put into a library goes on top. The one way the
  /// engine and cards move objects between zones; moveTo() below is the
  /// move itself, with nothing replaced.
  Task<> moveObject(runtime::ObjectId Id, runtime::Zone To) override;
  /// The same for objects that move at once (CR 704.3: creatures dying in
  /// one check of state-based actions): each move's replacements are judged
  /// before any of them is made.
  Task<> moveObjects(std::span<const runtime::ObjectId> Ids, runtime::Zone To) override;
  /// CR 614.1, 615.1, 616.1: modifies \p E by every replacement and
  /// prevention effect that applies, the affected player choosing the
  /// order (a ReplacementOrder decision), each effect at most once (614.5).
  Task<> replace(ReplacementEvent &E);
  /// CR 616.1c: applies the copy effects that modify how permanent \p Id
  /// enters (EnterAsCopy), its own "enter as a copy" choice among them;
  /// true if one applied (or its own choice was made).
  Task<bool> replaceEnteringAsCopy(runtime::ObjectId Id);
  /// Creates a replacement or prevention effect from a resolving spell or
  /// ability (CR 614.1, 615.3), for the rest of the turn: \p Affected is
  /// what it protects or watches, \p Shield the damage a shield prevents
  /// (615.7).
  void createReplacement(const ReplacementScript &Script, const StackItem &From,
                         Target Affected, int Shield = 0) override;
  void loseLife(runtime::PlayerId P, int Amount) override;
  /// CR 119.3: \p P gains \p Amount life.
  void gainLife(runtime::PlayerId P, int Amount) override;
  /// A source's characteristics: as they are now, or, once it has left the
  /// battlefield or the stack, as it last existed there (CR 113.7a,
  /// 608.2h): what deathtouch, lifelink and protection look at.
  const runtime::CoreCharacteristics &
  sourceCharacteristics(runtime::ObjectId Source) const override;
  /// CR 702.16a: does \p Id have protection from a quality of an object
  /// with characteristics \p Other (a color it has, as the layers made it)?
  bool protectedFrom(runtime::ObjectId Id, const runtime::CoreCharacteristics &Other) const;
  /// CR 702.16e: is damage a source with characteristics \p From would
  /// deal to \p To prevented by protection? (A prevention effect, 615.)
  bool protectionPreventsDamage(const runtime::CoreCharacteristics &From, Target To) const;
  /// CR 701.7: destroy (indestructible permanents are not destroyed).
  Task<> destroy(runtime::ObjectId Id) override;
  /// CR 701.7: destroys several permanents at once ("destroy the rest"):
  /// one simultaneous move (moveObjects), indestructible ones staying.
  Task<> destroyAll(std::span<const runtime::ObjectId> Ids) override;
  /// The move itself, nothing replaced (moveObject() is the rules' move):
  /// leaving the battlefield ends its attachments and the effects locked to
  /// it. A card put into a library goes on top. For moves no replacement
  /// effect may modify: casting (601.2a), drawing, entering (which
  /// putOntoBattlefield replaces), a token ceasing to exist.
  void moveTo(runtime::ObjectId Id, runtime::Zone To);
  /// Puts a permanent onto the battlefield under \p Controller, with its
  /// "as enters" choices and enters-the-battlefield triggers, attached to
  /// \p AttachTo if it is an Aura entering that way (CR 303.4f).
  /// \p Setup places a permanent for a scenario's starting board: under its
  /// controller's control since the turn began, no enters triggers, and no
  /// recompute (the caller recomputes once the board is placed, so a board
  /// of N is set up in O(N)); the layers' results do not cover it until then.
  Task<> putOntoBattlefield(runtime::ObjectId Id, runtime::PlayerId Controller,
                            runtime::ObjectId AttachTo = runtime::kNoObject,
                            bool Setup = false, bool FaceDown = false) override;
  /// Puts \p Id onto the battlefield under \p Controller "with \p N counters
  /// of kind \p K on it" (CR 122.6: given as it enters, so the replacement
  /// effects on entering with counters apply, 614.1c; persist, undying).
  Task<> returnToBattlefield(runtime::ObjectId Id, runtime::PlayerId Controller,
                             runtime::CounterKind K, int N) override;
  /// Puts several permanents onto the battlefield at once, each under the
  /// controller paired with it (Patriarch's Bidding; tokens created
  /// together): none is there yet as the others' entries are judged (CR
  /// 614.12), and each one's enters event is announced once all are there,
  /// so abilities of each see the others enter (603.6a).
  Task<> putOntoBattlefieldTogether(
      std::span<const std::pair<runtime::ObjectId, runtime::PlayerId>> Entering) override;
  /// CR 111.2, 111.3: creates \p N tokens of \p Token (its characteristics
  /// are the creating effect's, a CardDef with no rules of its own beyond
  /// what the effect gives) owned by \p Controller, after the replacement
  /// effects that modify the creation (614.1; Doubling Season), and puts
  /// them onto the battlefield under their control, each with its entry
  /// replacement effects and triggers. The new ids are appended to \p Made
  /// if given.
  Task<> createTokens(const runtime::CardDef &Token, runtime::PlayerId Controller, int N,
                      std::vector<runtime::ObjectId> *Made = nullptr) override;
  /// CR 111.3, 612.2: token \p Token as the text of \p Creator (the object
  /// whose spell, ability or replacement effect creates it) now reads: a
  /// color word or creature type its card declares in Face.Words that a
  /// text-changing effect changed (Sleight of Mind on Raise the Alarm: blue
  /// Soldiers) changes the token's color or subtype, and the name 111.4
  /// gives it. createTokens applies it for the resolving spell or ability.
  const runtime::CardDef &tokenAsWritten(const runtime::CardDef &Token,
                                         runtime::ObjectId Creator) override;
  /// The same against the words \p Printed (before text changes) and \p Now.
  const runtime::CardDef &tokenAsWritten(const runtime::CardDef &Token,
                                         const runtime::TextWords &Printed,
                                         const runtime::TextWords &Now);
  /// CR 707.5, 614.12: an object that is entering as a copy makes the
  /// copied card's "as enters" choices itself (the original's are not
  /// copied). Called by putOntoBattlefield after the object's own AsEnters.
  Task<> makeCopiedEntryChoices(runtime::ObjectId Id);
  /// The stack item of the spell card \p Card, if it is on the stack.
  const StackItem *stackItemOf(runtime::ObjectId Card) const override;
  /// CR 701.5: counters the stack object \p StackId; false if it is gone.
  Task<bool> counter(std::uint32_t StackId) override;
  /// CR 701.8: \p P discards a card of their choice.
  Task<> discardOne(runtime::PlayerId P) override;
  /// CR 101.4, 701.8: each player discards \p N cards of their choice
  /// ("choosing together", Turn.h): the active player chooses, then each
  /// other player in turn order; the chosen cards stay in hand until all
  /// have chosen, then are discarded at once. A player with \p N cards or
  /// fewer discards them all without a choice.
  Task<> eachPlayerDiscards(int N) override;
  /// CR 611.2: creates a continuous effect from a resolving spell or
  /// ability; its set is locked now (611.2c). Null when its "for as long
  /// as" duration has already ended (611.2b: it does nothing).
  runtime::CreatedEffect *createEffect(const runtime::EffectDescriptor &E,
                                       const StackItem &From,
                                       runtime::Duration Until) override;
  /// Creates the continuous effect a resolving item's card declares: a
  /// spell's SpellEffects[\p Index], or an ability's `Creates`.
  runtime::CreatedEffect *createEffectOf(const StackItem &Item, int Index,
                                         runtime::Duration Until) override;
  /// CR 611.2b: has the duration of \p E ended (its source left the
  /// battlefield, or another player controls it)?
  bool durationEnded(const runtime::CreatedEffect &E) const;
  /// Creates the card's EntryEffects[\p Index] on object \p Id as it
  /// enters (CR 614.1c, 707.5: "enter as a copy"), with its timestamp
  /// (613.7n). Cards with an AsEnters script call this themselves (they
  /// may decline an optional copy); for others the engine does.
  runtime::CreatedEffect &createEntryEffect(runtime::ObjectId Id, int Index,
                                            runtime::EffectChoices Choices) override;
  /// The same with effect \p E, created on \p Id as it enters by another
  /// object's replacement effect ("enter as a copy of this creature").
  runtime::CreatedEffect &createEntryEffect(runtime::ObjectId Id,
                                            const runtime::EffectDescriptor &E,
                                            runtime::EffectChoices Choices) override;
  /// CR 708.8: turns the face-down permanent \p Id face up now, with no
  /// cost (the morph special action pays first, 702.37e): its own
  /// characteristics again, effects on it kept, a new timestamp (613.7f).
  void turnFaceUpNow(runtime::ObjectId Id);
  /// While a target decision is pending (CR 601.2c, 602.2b, 603.3d): why
  /// \p T is not among its options, citing the rule it breaks (hexproof
  /// 702.11b, protection 702.16b, 115.3, what the word "target" names
  /// 115.1), or null when it is a legal choice. Valid until the next answer.
  const char *whyNotTarget(Target T) const;
  /// CR 602.2: why \p P can't activate ability \p Ref of \p Id now, citing
  /// the rule (its costs, its timing, its targets), or null when they can.
  const char *whyNotActivatable(runtime::PlayerId P, runtime::ObjectId Id,
                                const runtime::AbilityRef &Ref) const;
  /// CR 608.2b: is target \p I of \p Item still legal?
  bool targetLegal(const StackItem &Item, int I) const override;
  /// Untap, tap.
  void setTapped(runtime::ObjectId Id, bool Tapped) override;
  /// CR 509.1b-c: may \p Blocker block \p Attacker (evasion, "can't block")?
  /// Its being an untapped creature is checked separately.
  bool canBlock(runtime::ObjectId Blocker, runtime::ObjectId Attacker) const;
  /// CR 302.6: has \p Id been under its controller's control since their
  /// most recent turn began (or does it have haste)?
  bool freeOfSummoningSickness(runtime::ObjectId Id) const {
    return !SummoningSick[Id] || hasKeyword(Id, runtime::Keyword::Haste);
  }
  /// CR 302.6: can \p Id attack or pay {T} (no summoning sickness)?
  bool canTapForCost(runtime::ObjectId Id) const;
  /// The stack item being resolved, if any.
  const StackItem *resolving() const { return Resolving; }
  /// Who would be the next opponent of \p P (two-player: the other one).
  runtime::PlayerId opponentOf(runtime::PlayerId P) const {
    return static_cast<runtime::PlayerId>((P + 1) % numPlayers());
  }
  /// CR 613.11 (Mycosynth Lattice): may \p P spend mana as though it were
  /// mana of any color?
  bool spendsManaAsAnyColor(runtime::PlayerId P) const;
  /// CR 613.11: the rules-modifying effects in force.
  const RuleModifiers &rules() const { return Rules; }

  /// A game event a triggered ability may wait for (CR 603.2).
  void raise(EventKind Kind, runtime::ObjectId Subject,
             runtime::PlayerId Player = runtime::kNoPlayer);

private:
  friend struct CardGame::AskAwaiter;
  void chooseTogether(int Depth) override {
    ChoosingTogether = static_cast<std::uint8_t>(ChoosingTogether + Depth);
  }
  /// A new object and its per-object state (addCard, createTokens).
  runtime::ObjectId newObject(const runtime::CardDef &Card, runtime::PlayerId Owner,
                              runtime::Zone In);
  /// A priority action the current decision offers.
  struct Action {
    ActionKind Kind;
    runtime::ObjectId Object = runtime::kNoObject;
    runtime::AbilityRef Ability; ///< ActivateAbility
    bool Flashback = false;
    bool FaceDown = false; ///< cast face down (morph)
  };

  /// \p Resuming: a clone re-entering the turn loop at the priority
  /// decision its state was copied at (no entry action, nothing asked anew).
  Task<> run(Step FirstStep, bool Resuming = false);
  void launch(Step FirstStep, bool Resuming);
  void resume();
  std::uint64_t hash(bool Whole) const;

  // The turn (Turn.cpp), walking the table of Turn.h.
  Task<> runStep(Step S, bool Resuming);
  Task<> enterStep(Entry E);
  bool holds(Guard G) const;
  void beginNextTurn();
  void untapStep();
  Task<> cleanupStep();
  void endUntilEndOfTurnEffects();

  // Priority and the stack (Priority.cpp).
  Task<> priorityRound(bool Resuming);
  Task<> beforePriority();
  void listActions(runtime::PlayerId P, std::vector<Action> &Actions,
                   std::vector<Option> &Options);
  Task<> take(const Action &A);
  Task<> resolveTop();

  // Casting and activating (Casting.cpp).
  Task<bool> castSpell(runtime::ObjectId Card, bool Flashback, bool FaceDown = false);
  Task<> turnFaceUp(runtime::ObjectId Id);
  Task<bool> activate(runtime::ObjectId Source, runtime::AbilityRef A);
  /// CR 605.3b: a mana ability of \p Source resolves at once: its costs
  /// ({T}, sacrificing it) are paid and the mana is added; \p Color is the
  /// color of "mana of any color" (0-4, WUBRG).
  Task<> activateManaAbility(runtime::ObjectId Source, runtime::AbilityRef A, int Color = 0);
  Task<bool> chooseTargets(StackItem &Item, const TargetKind *Kinds, int N);
  Task<bool> payMana(runtime::PlayerId P, const runtime::ManaCost &Cost, int X);
  bool canAfford(runtime::PlayerId P, const runtime::ManaCost &Cost, int X) const;
  /// Nonzero while listActions() runs (a stamp no other listing had): the
  /// mana sources canAfford() finds are the same for every card asked
  /// meanwhile (nothing changes while actions are listed), so they are
  /// found once (Casting.cpp).
  std::uint64_t ListingStamp = 0;
  bool canCastNow(runtime::PlayerId P, runtime::ObjectId Card, bool Flashback) const;
  bool legalTarget(TargetKind K, const StackItem &Item, Target T) const;
  /// Why \p T is not a legal target of kind \p K for \p Item (a literal
  /// citing the rule), or null.
  const char *targetRefusal(TargetKind K, const StackItem &Item, Target T) const;
  /// The target being chosen while a target decision is pending.
  struct TargetChoice {
    const StackItem *Item = nullptr;
    TargetKind Kind = TargetKind::None;
  } Choosing;
  void listTargets(TargetKind K, const StackItem &Item, std::vector<Target> &Out) const;
  /// Whether \p Item has any legal target of kind \p K (CR 601.2c: a
  /// spell or ability with none can't be cast or activated): the first
  /// found ends the search, nothing is listed.
  bool hasLegalTarget(TargetKind K, const StackItem &Item) const;
  template <class F>
  bool eachLegalTarget(TargetKind K, const StackItem &Item, F &&Found) const;

  // Damage (Game.cpp, Damage.cpp).
  /// CR 120.3: the results of damage dealt, after replacement and
  /// prevention: marked, life lost, deathtouch and lifelink (702.2b, 702.15b).
  void damageDealt(runtime::ObjectId Source, Target To, int Amount);
  // Replacement and prevention effects (Replacement.cpp; on zone changes,
  // Zones.cpp).
  /// CR 614.1c-d, 614.12: the replacement effects on a permanent entering.
  Task<> replaceEntering(runtime::ObjectId Id);
  runtime::PlayerId affectedPlayer(const ReplacementEvent &E) const;
  /// A replacement or prevention effect a spell or ability created.
  struct CreatedReplacement {
    const ReplacementScript *Script;
    runtime::ObjectId Source;
    runtime::PlayerId Controller;
    Target Affected;
    int Remaining; ///< CR 615.7: a shield's damage left
    std::uint32_t Id;
  };
  std::vector<CreatedReplacement> CreatedReplacements; ///< end in cleanup (514.2)
  /// Token definitions made as the creating text was changed (CR 612.2,
  /// tokenAsWritten), shared with clones whose objects point into them.
  struct WrittenToken {
    std::string Name;
    runtime::CardDef Def;
  };
  std::vector<std::shared_ptr<const WrittenToken>> TokenDefs;
  /// The counters the permanent being put onto the battlefield is given as
  /// it enters (returnToBattlefield), read by replaceEntering.
  struct {
    runtime::CounterKind Kind{};
    int Count = 0;
  } EntersWith;
  /// Permanents entering at once (tokens created together): none is there
  /// yet for the others' entry replacements (CR 614.12).
  std::vector<runtime::ObjectId> EnteringTogether;
  /// Enters events of EnteringTogether, announced once all have entered.
  std::vector<runtime::ObjectId> DeferredEnters;
  /// Depth of eachPlayerChooses procedures running (CR 101.4).
  std::uint8_t ChoosingTogether = 0;
  std::uint32_t NextReplacementId = 1;

  // State-based actions and triggers (StateBasedActions.cpp, Triggers.cpp).
  Task<bool> checkStateBasedActions();
  /// CR 603.8: marks the state triggers whose condition holds as triggered.
  void checkStateTriggers();
  Task<> putTriggersOnStack();

  // Combat (Combat.cpp).
  Task<> declareAttackers();
  /// CR 511.3: combat ends: no creature is attacking any more (506.4).
  void endCombat();
  Task<> declareBlockers();
  Task<> dealCombatDamage(bool FirstStrikeStep);
  bool needsFirstStrikeStep() const;

  /// What casting or activating may change before its costs are paid, as
  /// it was when the cast began: cancel() and an illegal cast (CR 601.2,
  /// 602.2; the reversal of 732/729) put it back whole.
  struct Rewind {
    runtime::PlayerId Caster = 0;
    std::string What; ///< "casting Lightning Bolt#12"
    runtime::Board Board;
    std::vector<Player> Players;
    std::vector<StackItem> Stack;
    std::uint32_t NextStackId = 0;
    std::vector<std::uint8_t> SummoningSick, DeathtouchDamaged, HasLastKnown;
    std::vector<runtime::CoreCharacteristics> LastKnown;
    std::vector<runtime::PlayerId> LastController;
    std::vector<CreatedReplacement> CreatedReplacements;
    std::uint32_t NextReplacementId = 0;
    RuleModifiers Rules;
    Random Rng{0};
    std::size_t TriggersBefore = 0; ///< triggers only queue up meanwhile
    std::size_t EventsBefore = 0;
  };
  /// Begins a cast \p P may cancel until endCancellable() (costs paid);
  /// the caller writes what it is ("casting Lightning Bolt#12") into the
  /// string returned (kept storage, D143).
  std::string &beginCancellable(runtime::PlayerId P);
  /// Costs are paid (or the cast failed): no cancelling from here. True if
  /// the player cancelled.
  bool endCancellable();
  /// Puts the state saved by beginCancellable() back (and ends it);
  /// \p Cancelled: the player backed out, and is told.
  void rewind(bool Cancelled);
  /// The cast in progress's saved state (RewindStore), or none.
  Rewind *CancelPoint = nullptr;
  Rewind RewindStore;
  bool CancelRequested = false;
  /// Told to the player at their next priority prompt.
  std::string CancelNotice;
  /// An ask() the player answered by cancelling the cast.
  static constexpr int kCancelled = -3;

  runtime::Board Board;
  layers::LayerEngine Layers;
  /// setCheckIncremental: the engine of the reference full passes (a fresh
  /// one every 8th check).
  std::unique_ptr<layers::LayerEngine> ReferenceLayers;
  std::uint64_t IncrementalChecks = 0;
  void checkIncremental();
  std::vector<Player> Players;
  std::vector<StackItem> Stack;
  Combat Battle;
  Step Current = Step::Untap;
  int TurnNumber = 1;
  runtime::PlayerId FirstPlayer = 0;
  std::uint32_t NextStackId = 1;
  const StackItem *Resolving = nullptr;
  std::vector<std::uint8_t> SummoningSick; ///< per object: came under control this turn
  /// Every object's zone, a byte each, for zoneMap().
  mutable runtime::ZoneMap Zones;
  /// Per object: dealt damage by a source with deathtouch since state-based
  /// actions were last checked (CR 704.5h).
  std::vector<std::uint8_t> DeathtouchDamaged;
  /// What the last check of state-based actions that found none saw (the
  /// board's edit journal, the layers' generation, each player's life and
  /// flags): while all are the same no state-based action can apply, so
  /// the next check is skipped (D141).
  struct QuietState {
    std::uint64_t Board = 0, Seq = 0, Layers = 0;
    std::vector<std::array<int, 3>> Players;
  } SbaQuiet;
  bool sbaQuiet() const;
  int scanPermanents(std::vector<runtime::ObjectId> &ToGraveyard,
                     std::vector<runtime::ObjectId> &ToDestroy,
                     std::vector<runtime::ObjectId> &Unattach, bool &Acted);
  void noteSbaQuiet();
  /// The state-triggered abilities (CR 603.8) of permanents, as of the
  /// layers' generation and board they were found on: found again only
  /// when the characteristics may have changed.
  struct StateTriggerSources {
    std::uint64_t Layers = 0, Board = 0;
    int Computed = -1;
    std::vector<std::pair<runtime::ObjectId, runtime::AbilityRef>> Abilities;
  } StateTriggered;
  /// Per object: its characteristics as it last existed on the battlefield
  /// or the stack, once it has left (CR 113.7a); see sourceCharacteristics.
  std::vector<runtime::CoreCharacteristics> LastKnown;
  std::vector<std::uint8_t> HasLastKnown;
  /// How many objects the layers have characteristics for (those created
  /// since the last recompute() have none yet).
  int LayersComputed = 0;
  /// What damage dealt does besides being marked: deathtouch (702.2b),
  /// lifelink (702.15b).
  void applyDamageAbilities(const runtime::CoreCharacteristics &From, Target To, int Amount);
  /// CR 120.3: the damage's result on a player or permanent; false when
  /// \p To is no longer there to be dealt damage.
  bool markDamage(Target To, int Amount);
  /// Per object: its controller at the last recompute, to see control
  /// change (CR 302.6); kNoPlayer off the battlefield.
  std::vector<runtime::PlayerId> LastController;
  struct PendingTrigger {
    runtime::ObjectId Source;
    const runtime::CardDef *Printer;
    std::uint8_t Ability;
    runtime::PlayerId Controller;
    runtime::ObjectId Subject;
    runtime::TextWords PrintedWords, Words; ///< its source's, as it triggered
  };
  std::vector<PendingTrigger> Triggers;
  RuleModifiers Rules; ///< CR 613.11, as of the last recompute()

  std::uint64_t Seed;
  Random Rng;
  bool ManaWaived = false;
  bool AlwaysAskPriority = false;
  bool AlwaysAskTargets = false;
  Answerer SideAnswers; ///< set while a side procedure runs
  std::optional<Decision> Pending;
  /// The storage of answered decisions, for the next priority decisions
  /// (D143): the largest prompt and options' vector, and the labels'
  /// strings, which listActions writes the next labels into.
  std::string SparePrompt;
  std::vector<Option> SpareOptions;
  KeptList<std::string, 256, 128> SpareLabels; ///< room for most labels
  /// The targets' vectors of stack items that have left the stack (D145).
  KeptList<std::vector<Target>, 16, 4> SpareTargetLists; ///< most spells' targets
  /// The locked sets of created effects that ended (CR 611.2c), for the
  /// next effects created (D149).
  KeptList<std::vector<runtime::ObjectId>, 64, 32> SpareLockedSets; ///< most sets
  /// A stack item whose label and targets' vector are in the storage of
  /// ones that left the stack (D145).
  StackItem keptItem() {
    StackItem I;
    I.Label = keptString();
    I.Targets = SpareTargetLists.take();
    return I;
  }
  /// Keeps the storage of \p I, which has left the stack.
  void recycle(StackItem &I) {
    SpareLabels.give(I.Label);
    SpareTargetLists.give(I.Targets);
  }
  /// Keeps the storage of a procedure's stack item however the procedure
  /// ends: put on the stack (moved from, nothing to keep), resolved,
  /// cancelled, or destroyed with the game's coroutines (a clone into
  /// this game, D149).
  struct RecycleOnExit {
    Game &G;
    StackItem &I;
    ~RecycleOnExit() { G.recycle(I); }
  };
  /// Keeps the storage of \p D, answered.
  void recycle(Decision &D) {
    if (D.Prompt.capacity() > SparePrompt.capacity())
      SparePrompt.swap(D.Prompt);
    for (Option &O : D.Options)
      SpareLabels.give(O.Label);
    D.Options.clear();
    if (D.Options.capacity() > SpareOptions.capacity())
      SpareOptions.swap(D.Options);
  }
  /// An empty string in the storage of an answered option's label.
  std::string keptString() { return SpareLabels.take(); }
  /// Keeps the storage of \p E's locked set, which is ending.
  void recycle(runtime::CreatedEffect &E) { SpareLockedSets.give(E.Locked); }
  /// A created effect whose locked set is in the storage of ended ones.
  runtime::CreatedEffect keptEffect() {
    runtime::CreatedEffect E;
    E.Locked = SpareLockedSets.take();
    return E;
  }
  /// Ends the created effects \p Ends says, keeping their storage; how many.
  template <class Pred> std::size_t endEffectsIf(Pred &&Ends) {
    std::vector<runtime::CreatedEffect> &Effects = Board.Effects;
    std::size_t Kept = 0, N = Effects.size();
    for (std::size_t I = 0; I < N; ++I) {
      if (Ends(std::as_const(Effects[I]))) {
        recycle(Effects[I]);
        continue;
      }
      if (Kept != I)
        Effects[Kept] = std::move(Effects[I]);
      ++Kept;
    }
    Effects.erase(Effects.begin() + static_cast<std::ptrdiff_t>(Kept), Effects.end());
    return N - Kept;
  }
  /// Copies of a board, a stack and a pending decision into ones the game
  /// keeps (a clone, a cast's rewind point) that reuse their elements'
  /// storage: the elements beyond the copy's count give theirs to the
  /// kept lists above, the missing ones take from them, then each element
  /// is assigned in place (D149).
  void assignKeeping(runtime::Board &To, const runtime::Board &From);
  void assignKeeping(std::vector<StackItem> &To, const std::vector<StackItem> &From);
  void assignKeeping(std::optional<Decision> &To, const std::optional<Decision> &From);
  /// The rewind point's created effects and stack items give their storage
  /// to the kept lists (no cast is in progress).
  void releaseRewindStore();
  /// Ends the pending decision, keeping its storage.
  void endPending() {
    if (Pending)
      recycle(*Pending);
    Pending.reset();
  }
  /// For perform(): the action kind of each option of the pending decision.
  std::vector<ActionKind> PendingKinds;
  /// For pendingAction(): the actions of a pending priority decision.
  std::vector<Action> PendingActions;
  std::coroutine_handle<> Waiting;
  std::optional<int> Answer;
  std::vector<int> Log;
  bool RecordEvents = false;
  std::vector<GameEvent> Events;
  void record(GameEvent E) {
    if (!RecordEvents)
      return;
    E.Turn = TurnNumber;
    E.At = Current;
    Events.push_back(E);
  }
  std::optional<Task<>> Main;
  bool Started = false;
  bool Over = false;

  // The priority round's place while it waits (Priority.cpp), so a clone
  // can re-enter it: the holder and the passes in succession so far.
  bool AtPriorityRound = false;
  runtime::PlayerId PriorityHolder = 0;
  int PriorityPasses = 0;
  // Clone.cpp: the last state a clone can start from, shared read-only
  // with clones, and the answers given since (Log from CheckpointLog).
  std::shared_ptr<Game> Checkpoint;
  std::size_t CheckpointLog = 0;
  bool CheckpointAtStart = true; ///< the state before start(), else a priority decision
  Step StartStep = Step::Untap;
  bool CloneCheckpoints = false;
  bool EditedOutside = false; ///< changed other than by answers since the checkpoint
  /// Copies every part of the game state but the coroutines and the
  /// checkpoint; \p ComputeLayers: compute the characteristics again.
  void copyStateFrom(const Game &O, bool ComputeLayers);
  void saveCheckpoint();
  std::optional<runtime::PlayerId> Winner;
};

/// The engine behind a CardGame: Game is its one implementation, so the
/// engine's own scripts (Keywords.h, AskAwaiter) reach what cards may not.
inline Game &engineOf(CardGame &G) { return static_cast<Game &>(G); }
inline const Game &engineOf(const CardGame &G) { return static_cast<const Game &>(G); }

} // namespace strata::game

#endif
