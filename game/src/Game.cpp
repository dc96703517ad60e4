//===- Game.cpp - Driving a game and changing its state -------------------===//
///
/// \file
/// The decision plumbing (ask/answer/perform), and the state changes card
/// scripts and the engine share: damage, life, counters, effects (zones
/// are Zones.cpp's).
///
//===----------------------------------------------------------------------===//
#include "strata/game/Game.h"
#include "strata/game/Keywords.h"

#include "strata/runtime/CardDef.h"

#include <algorithm>
#include <charconv>
#include <climits>
#include <stdexcept>

namespace strata::game {
using namespace runtime;

Game::Game(std::vector<std::string> PlayerNames, std::uint64_t Seed)
    : Board(static_cast<int>(PlayerNames.size())), Seed(Seed), Rng(Seed) {
  for (std::string &N : PlayerNames) {
    Player P;
    P.Name = std::move(N);
    Players.push_back(std::move(P));
  }
}

Game::~Game() = default;

ObjectId Game::addCard(const CardDef &Card, PlayerId Owner, Zone In) {
  EditedOutside |= Started;
  return newObject(Card, Owner, In);
}

ObjectId Game::newObject(const CardDef &Card, PlayerId Owner, Zone In) {
  GameObject &O = Board.addObject(Card, Owner, In);
  if (In == Zone::Library)
    Players[Owner].Library.push_back(O.Id);
  SummoningSick.push_back(0);
  LastController.push_back(kNoPlayer);
  DeathtouchDamaged.push_back(0);
  LastKnown.emplace_back();
  HasLastKnown.push_back(0);
  return O.Id;
}

void Game::shuffleLibraries() {
  for (Player &P : Players)
    Rng.shuffle(P.Library); // CR 103.1
}

void Game::drawStartingHands(int Cards) {
  for (int P = 0; P < numPlayers(); ++P)
    draw(static_cast<PlayerId>(P), Cards);
}

std::string Game::label(ObjectId Id) const { return actionLabel({}, Id); }

std::string Game::actionLabel(std::string_view Verb, ObjectId Id,
                              std::initializer_list<std::string_view> Rest) const {
  std::string S;
  actionLabelInto(S, Verb, Id, Rest);
  return S;
}

void Game::appendLabel(std::string &S, ObjectId Id) const {
  char Digits[8];
  const std::size_t NDigits =
      static_cast<std::size_t>(std::to_chars(Digits, Digits + sizeof Digits, Id).ptr - Digits);
  S.append(Board.object(Id).Card->Face.Name).append("#").append(Digits, NDigits);
}

void Game::actionLabelInto(std::string &S, std::string_view Verb, ObjectId Id,
                           std::initializer_list<std::string_view> Rest) const {
  std::size_t Size = Verb.size() + 1 + Board.object(Id).Card->Face.Name.size() + 6;
  for (std::string_view R : Rest)
    Size += R.size();
  S.clear();
  S.reserve(Size);
  if (!Verb.empty())
    S.append(Verb).push_back(' ');
  appendLabel(S, Id);
  for (std::string_view R : Rest)
    S.append(R);
}

//===--- Decisions ---------------------------------------------------------===//

namespace {
/// Thrown through a side procedure whose decision has no answer.
struct NoAnswer {
  Refusal Why;
};
/// The option index that tells a waiting priority round to ask again.
constexpr int kReconsider = -2;
} // namespace

// The awaiter cards get from CardGame::ask(): the engine's state behind it.
bool CardGame::AskAwaiter::await_ready() {
  Game &G = engineOf(this->G);
  if (Again)
    return false;
  D.Together |= G.ChoosingTogether > 0; // inside eachPlayerChooses
  // A question with a single answer needs no one (and no log entry); a
  // finished game answers nothing, so procedures unwind.
  if (G.Over)
    return AtOnce = true;
  bool AskAnyway =
      !G.SideAnswers && ((G.AlwaysAskPriority && D.Kind == DecisionKind::Priority) ||
                         (G.AlwaysAskTargets && D.Kind == DecisionKind::Target &&
                          !D.Options.empty() &&
                          (!G.CancelPoint || D.Player == G.CancelPoint->Caster)));
  if (D.Options.size() <= 1 && !AskAnyway)
    return AtOnce = true;
  if (!G.SideAnswers)
    return false;
  std::optional<int> Index = G.SideAnswers(D);
  if (!Index || *Index < 0 || static_cast<std::size_t>(*Index) >= D.Options.size())
    throw NoAnswer{{"no answer for \"" + D.Prompt + "\" (" + name(D.Kind) +
                    "); the legal answers are:" + [&] {
                      std::string S;
                      for (const Option &O : D.Options)
                        S += "\n  " + O.Label;
                      return S;
                    }()}};
  SideIndex = *Index;
  return true;
}

void CardGame::AskAwaiter::await_suspend(std::coroutine_handle<> H) {
  Game &G = engineOf(this->G);
  G.Waiting = H;
  if (Again)
    return;
  // Casting or activating, costs unpaid: the caster may back out (cancel()).
  D.Cancellable = G.CancelPoint && D.Player == G.CancelPoint->Caster;
  G.Pending = std::move(D);
  // A priority decision of the turn loop: a clone can start here (D62).
  if (G.CloneCheckpoints && G.AtPriorityRound)
    G.saveCheckpoint();
}

int CardGame::AskAwaiter::await_resume() {
  Game &G = engineOf(this->G);
  if (SideIndex >= 0) {
    int Value = D.Options[static_cast<std::size_t>(SideIndex)].Value;
    G.recycle(D);
    return Value;
  }
  if (AtOnce || !G.Pending) { // answered at once
    int Value = D.Options.empty() ? -1 : D.Options[0].Value;
    G.recycle(D);
    return Value;
  }
  if (*G.Answer == kReconsider || *G.Answer == Game::kCancelled) {
    int Special = *G.Answer;
    G.endPending();
    G.Answer.reset();
    return Special;
  }
  int Value = G.Pending->Options[static_cast<std::size_t>(*G.Answer)].Value;
  G.endPending();
  G.Answer.reset();
  return Value;
}

void Game::start(Step FirstStep) {
  // The state before the game runs: a clone inside a procedure before any
  // checkpoint replays from here (Clone.cpp).
  Checkpoint = std::make_shared<Game>(std::vector<std::string>{}, Seed);
  Checkpoint->copyStateFrom(*this, /*ComputeLayers=*/false);
  CheckpointLog = Log.size();
  CheckpointAtStart = true;
  StartStep = FirstStep;
  EditedOutside = false;
  launch(FirstStep, /*Resuming=*/false);
}

void Game::launch(Step FirstStep, bool Resuming) {
  Started = true;
  Main.emplace(run(FirstStep, Resuming));
  Main->start();
  if (Main->done()) {
    Over = true;
    Main->rethrowIfFailed();
  }
}

void Game::resume() {
  std::coroutine_handle<> H = std::exchange(Waiting, {});
  H.resume();
  if (Main->done()) {
    Over = true;
    Pending.reset();
    Main->rethrowIfFailed();
  }
}

static std::string listOptions(const Decision &D) {
  std::string S;
  for (std::size_t I = 0; I < D.Options.size(); ++I)
    S += "\n  " + std::to_string(I) + ": " + D.Options[I].Label;
  return S;
}

std::optional<Refusal> Game::runSideProcedure(Task<> Procedure, Answerer Answers) {
  EditedOutside = true;
  Answerer Saved = std::exchange(SideAnswers, std::move(Answers));
  std::optional<Refusal> Result;
  try {
    Procedure.start();
    Procedure.rethrowIfFailed();
  } catch (const NoAnswer &E) {
    Result = E.Why;
  }
  SideAnswers = std::move(Saved);
  // A side procedure never waits: every decision was answered or failed.
  return Result;
}

std::optional<Game::ActionInfo> Game::pendingAction(int Option) const {
  if (!Pending || Option < 0 || static_cast<std::size_t>(Option) >= Pending->Options.size())
    return std::nullopt;
  if (Pending->Kind == DecisionKind::Priority) {
    const Action &A = PendingActions[static_cast<std::size_t>(Pending->Options[Option].Value)];
    return ActionInfo{A.Kind, A.Object, A.Ability, A.Flashback};
  }
  if (Pending->Kind == DecisionKind::Attackers && Pending->Options[Option].Value >= 0)
    return ActionInfo{ActionKind::DeclareAttackers,
                      static_cast<ObjectId>(Pending->Options[Option].Value), {}, false};
  return std::nullopt;
}

void Game::reconsiderPriority() {
  if (!Pending || Pending->Kind != DecisionKind::Priority)
    return;
  EditedOutside = true; // an answer the log does not hold
  Answer = kReconsider;
  resume();
}

std::optional<Refusal> Game::answer(int Index) {
  if (!Started)
    return Refusal{"no decision is pending: the game has not started (call start() first)"};
  if (!Pending)
    return Refusal{"no decision is pending: the game is over (CR 104)"};
  if (Index < 0 || static_cast<std::size_t>(Index) >= Pending->Options.size())
    return Refusal{"'" + std::to_string(Index) + "' is not a legal answer to \"" +
                   Pending->Prompt + "\"; the legal answers are:" +
                   listOptions(*Pending) +
                   "\n(the game is " + std::string(waitSpec(Pending->Kind).Name) + ", in the " +
                   std::string(spec(Current).Name) + ")"};
  Log.push_back(Index);
  Answer = Index;
  resume();
  return std::nullopt;
}

std::optional<Refusal> Game::cancel() {
  if (!Started)
    return Refusal{"nothing to cancel: the game has not started (call start() first)"};
  if (!Pending)
    return Refusal{"nothing to cancel: the game is over"};
  if (!Pending->Cancellable)
    return Refusal{"nothing to cancel: \"" + Pending->Prompt +
                   "\" is not part of casting a spell or activating an ability "
                   "whose costs are still unpaid; the legal answers are:" +
                   listOptions(*Pending)};
  Log.push_back(kCancelAnswer);
  CancelRequested = true;
  Answer = kCancelled;
  resume();
  return std::nullopt;
}

std::optional<Refusal> Game::perform(ActionKind Kind, int Option) {
  const StepSpec &Row = spec(Current);
  if (!Started)
    return Refusal{"no action is possible: the game has not started (call start() first)"};
  if (!Pending)
    return Refusal{"the game is over"};
  // Checked against the turn table first: is this action possible at all
  // in this step?
  ActionSet Allowed = Row.Priority ? Row.Allowed : 0;
  if (!allows(Allowed, Kind)) {
    std::string Possible;
    for (int K = 0; K < kActionKinds; ++K)
      if (allows(Allowed, static_cast<ActionKind>(K)))
        Possible += std::string(Possible.empty() ? "" : ", ") +
                    name(static_cast<ActionKind>(K));
    return Refusal{std::string("cannot ") + name(Kind) + " in the " +
                   std::string(Row.Name) + "; possible actions: " +
                   (Possible.empty() ? "none (no player receives priority)" : Possible)};
  }
  // Then against the decision: the options of that kind. Casting a spell
  // that only sorcery timing allows (CR 307.1: neither an instant nor with
  // flash, 117.1a) is also a "cast a sorcery-speed spell" action.
  auto OfKind = [&](std::size_t I) {
    if (I >= PendingKinds.size())
      return false;
    if (PendingKinds[I] == Kind)
      return true;
    if (Kind != ActionKind::CastSorcerySpeed || PendingKinds[I] != ActionKind::CastSpell ||
        I >= PendingActions.size())
      return false;
    const CoreCharacteristics &C = Layers.get(PendingActions[I].Object);
    return !C.Types.contains(CardType::Instant) && !C.Keywords.contains(Keyword::Flash);
  };
  int Seen = 0;
  for (std::size_t I = 0; I < Pending->Options.size(); ++I) {
    if (!OfKind(I))
      continue;
    if (Seen++ == Option)
      return answer(static_cast<int>(I));
  }
  return Refusal{std::string("no legal '") + name(Kind) + "' action " +
                 std::to_string(Option) + " for \"" + Pending->Prompt +
                 "\"; the legal answers are:" + listOptions(*Pending)};
}

//===--- State -------------------------------------------------------------===//

bool Game::durationEnded(const CreatedEffect &E) const {
  switch (E.Until) {
  case Duration::WhileSourceOnBattlefield:
    return Board.object(E.Source).In != Zone::Battlefield;
  case Duration::WhileYouControlSource:
    return Board.object(E.Source).In != Zone::Battlefield ||
           Layers.get(E.Source).Controller != E.Controller;
  default:
    return false;
  }
}

void Game::recompute() {
  // Most actions (passing priority, tapping for mana) change nothing the
  // layers read; then the characteristics, and so everything below, are
  // as they were (RulesScript::Apply reads only those).
  bool Changed = Layers.recomputeIfChanged(Board);
  LayersComputed = Board.numObjects();
  if (ReferenceLayers)
    checkIncremental();
  if (!Changed)
    return;
  // CR 611.2b: "for as long as you control [source]" ends the moment its
  // source's controller (layer 2) is another player; each end changes the
  // board, so compute again (finitely: effects only go).
  while (endEffectsIf([&](const CreatedEffect &E) { return durationEnded(E); }) > 0)
    Layers.recompute(Board);
  // CR 302.6: a permanent whose controller changed (layer 2) has not been
  // under its new controller's control since their turn began.
  for (ObjectId Id : zoneMap().in(Zone::Battlefield)) {
    const GameObject &O = Board.object(Id);
    PlayerId Now = Layers.get(O.Id).Controller;
    if (LastController[O.Id] != kNoPlayer && LastController[O.Id] != Now)
      SummoningSick[O.Id] = 1;
    LastController[O.Id] = Now;
  }
  // CR 613.11: rules-modifying effects apply after every characteristic.
  // The storage is reused, so this allocates nothing in the steady state.
  for (bool &B : Rules.AnyColorMana)
    B = false;
  Rules.CantBlock.assign(Board.objects().size(), 0);
  Rules.CantBeBlocked.assign(Board.objects().size(), 0);
  for (ObjectId Id : zoneMap().in(Zone::Battlefield)) {
    const GameObject &O = Board.object(Id);
    for (const AbilityRef &A : Layers.rulesText(O.Id).Abilities)
      if (A.Printer && !A.Intrinsic && scriptsOf(A.Printer->ability(A.Index)).Rules)
        scriptsOf(A.Printer->ability(A.Index)).Rules->Apply(*this, O.Id, Rules);
  }
}

void Game::setCheckIncremental(bool On) {
  if (!On)
    ReferenceLayers.reset();
  else if (!ReferenceLayers)
    ReferenceLayers = std::make_unique<layers::LayerEngine>();
}

void Game::checkIncremental() {
  // D66: a full pass is the reference for every update (unchanged, local
  // or full), by an engine that makes only full passes and is fresh every
  // 8th check, so that a fault in the caches kept between passes (printed
  // values, starting instances) cannot hide in both engines.
  if (++IncrementalChecks % 8 == 0)
    ReferenceLayers = std::make_unique<layers::LayerEngine>();
  ReferenceLayers->setAuditFatal(false); // the game's own engine audits
  ReferenceLayers->setEntering(Layers.entering());
  ReferenceLayers->recompute(Board);
  for (ObjectId Id = 0; Id < Board.numObjects(); ++Id) {
    bool Same = Layers.characteristics(Id) == ReferenceLayers->characteristics(Id);
    if (Same && Layers.copiableValues(Id) == ReferenceLayers->copiableValues(Id))
      continue;
    const layers::UpdateStats &U = Layers.updateStats();
    throw std::logic_error(
        "incremental layer update differs from a full pass: object " + std::to_string(Id) +
        " (" + std::string(Board.object(Id).Card->Face.Name) + "), " +
        (Same ? "copiable values" : "characteristics") + " (update " +
        std::to_string(IncrementalChecks) + "; so far " + std::to_string(U.LocalUpdates) +
        " local, " + std::to_string(U.FullPasses) + " full, " +
        std::to_string(U.Unchanged) + " unchanged)");
  }
}

bool Game::spendsManaAsAnyColor(PlayerId P) const {
  return P < 8 && Rules.AnyColorMana[P];
}

/// \p A + \p B, held at the ends of int: a huge amount (a scenario's
/// damage of 2147483647, twice) must not overflow, which is undefined.
static int saturatingAdd(int A, int B) {
  int Sum;
  if (!__builtin_add_overflow(A, B, &Sum))
    return Sum;
  return B > 0 ? INT_MAX : INT_MIN;
}

void Game::damageDealt(ObjectId Source, Target To, int Amount) {
  // Protection's prevention (CR 702.16e) is one of the prevention effects
  // Game::replace applied before (Replacement.cpp).
  if (Amount <= 0)
    return;
  const CoreCharacteristics *From =
      Source == kNoObject ? nullptr : &sourceCharacteristics(Source);
  if (!markDamage(To, Amount))
    return;
  if (From)
    applyDamageAbilities(*From, To, Amount); // CR 702.2b, 702.15b
}

bool Game::markDamage(Target To, int Amount) {
  if (To.IsPlayer) {
    loseLife(static_cast<PlayerId>(To.Id), Amount); // CR 120.3a
    return true;
  }
  if (Board.object(static_cast<ObjectId>(To.Id)).In != Zone::Battlefield)
    return false;
  GameObject &O = Board.edit(static_cast<ObjectId>(To.Id));
  // CR 120.3c: damage to a planeswalker removes that many loyalty counters.
  if (isPlaneswalker(O.Id))
    O.Count.Loyalty = static_cast<std::int16_t>(std::max(0, O.Count.Loyalty - std::min(Amount, 32767)));
  if (isCreature(O.Id)) {
    if (O.Damage > INT_MAX - Amount)
      Board.noteHeldAtBound();
    O.Damage = saturatingAdd(O.Damage, Amount); // CR 120.3e: marked on the creature
  }
  return true;
}

void Game::loseLife(PlayerId P, int Amount) {
  if (long long Life = static_cast<long long>(Players[P].Life) - Amount; Life < INT_MIN || Life > INT_MAX)
    Board.noteHeldAtBound();
  Players[P].Life = Amount == INT_MIN ? saturatingAdd(Players[P].Life, INT_MAX)
                                      : saturatingAdd(Players[P].Life, -Amount);
}

const StackItem *Game::stackItemOf(ObjectId Card) const {
  for (const StackItem &S : Stack)
    if (S.Kind == StackItem::KindT::Spell && S.Object == Card)
      return &S;
  return nullptr;
}

Task<bool> Game::counter(std::uint32_t StackId) {
  auto It = std::find_if(Stack.begin(), Stack.end(),
                         [&](const StackItem &S) { return S.Id == StackId; });
  if (It == Stack.end())
    co_return false;
  StackItem Item = std::move(*It);
  Stack.erase(It);
  RecycleOnExit Kept{*this, Item}; // D149
  // CR 701.5a: a countered spell goes to its owner's graveyard (exile for
  // flashback, 702.34a); a countered ability simply ceases to exist.
  if (Item.Kind == StackItem::KindT::Spell)
    co_await moveObject(Item.Object, Item.Flashback ? Zone::Exile : Zone::Graveyard);
  co_return true;
}

Task<> Game::discardOne(PlayerId P) {
  Decision D = keptDecision(P, DecisionKind::Discard); // D149
  D.Prompt.append(Players[P].Name).append(": discard a card");
  for (const GameObject &O : Board.objects())
    if (O.In == Zone::Hand && O.Owner == P) {
      Option &Card = addOption(D, O.Id);
      appendLabel(Card.Label, O.Id);
      Card.Object = O.Id;
    }
  if (D.Options.empty()) {
    recycle(D);
    co_return;
  }
  int Card = co_await ask(std::move(D));
  co_await moveObject(static_cast<ObjectId>(Card), Zone::Graveyard); // CR 701.8a
}

Task<> Game::eachPlayerDiscards(int N) {
  std::vector<ObjectId> Chosen;
  for (int Turn = 0; Turn < numPlayers(); ++Turn) {
    PlayerId P = static_cast<PlayerId>((Board.Active + Turn) % numPlayers());
    std::vector<ObjectId> Hand;
    for (const GameObject &O : Board.objects())
      if (O.In == Zone::Hand && O.Owner == P)
        Hand.push_back(O.Id);
    if (static_cast<int>(Hand.size()) <= N) {
      Chosen.insert(Chosen.end(), Hand.begin(), Hand.end());
      continue;
    }
    for (int I = 0; I < N; ++I) {
      Decision D = keptDecision(P, DecisionKind::Discard); // D149
      D.Prompt.append(Players[P].Name)
          .append(": discard a card (")
          .append(std::to_string(I + 1))
          .append(" of ")
          .append(std::to_string(N))
          .append("; every player chooses before any card is discarded, CR 101.4)");
      D.Together = true;
      for (ObjectId Id : Hand)
        if (std::find(Chosen.begin(), Chosen.end(), Id) == Chosen.end()) {
          Option &Card = addOption(D, Id);
          appendLabel(Card.Label, Id);
          Card.Object = Id;
        }
      Chosen.push_back(static_cast<ObjectId>(co_await ask(std::move(D))));
    }
  }
  // CR 101.4: the actions happen at once, after every choice.
  co_await moveObjects(Chosen, Zone::Graveyard); // CR 701.8a
}

CreatedEffect *Game::createEffect(const EffectDescriptor &E, const StackItem &From,
                                  Duration Until) {
  CreatedEffect C = keptEffect(); // D149
  C.Effect = &E;
  C.Source = From.Object;
  C.Controller = From.Controller;
  C.Until = Until;
  C.Choices = From.Choices;
  C.Printer = From.Printer;
  for (std::size_t I = 0; I < From.Targets.size() && I < 2; ++I)
    C.Choices.Targets[I] = From.Targets[I].IsPlayer
                               ? kNoObject
                               : static_cast<ObjectId>(From.Targets[I].Id);
  // CR 611.2b: a "for as long as" duration that has already ended (the
  // source left, or its controller changed, before the effect would
  // apply): the effect does nothing.
  if (durationEnded(C)) {
    recycle(C);
    return nullptr;
  }
  Board.addEffect(std::move(C)); // CR 613.7b
  recompute();
  // recompute() may end effects: find this one by its place, the last.
  CreatedEffect &Made = Board.Effects.back();
  Layers.lockAffectedSet(Board, Made); // CR 611.2c
  recompute();
  return &Board.Effects.back();
}

Task<> resolveCreatingEffect(CardGame &G, StackItem &Item, Duration Until) {
  bool Targeted = !Item.Targets.empty();
  if (!Targeted || G.targetLegal(Item, 0))
    G.createEffectOf(Item, 0, Until);
  co_return;
}

Task<> Exalted::resolve(CardGame &G, StackItem &Item) {
  // CR 702.83a, 608.2h: "that creature" is the one that attacked alone; if
  // it left the battlefield it is a new object (400.7) and gets nothing.
  if (Item.Subject == kNoObject || G.board().object(Item.Subject).In != Zone::Battlefield)
    co_return;
  Item.Choices.Targets[0] = Item.Subject;
  G.createEffectOf(Item, 0, Duration::EndOfTurn);
}

bool Prowess::watches(const CardGame &G, ObjectId Source, ObjectId Spell) {
  return G.controllerOf(Spell) == G.controllerOf(Source) && !G.isCreature(Spell);
}

Task<> Prowess::resolve(CardGame &G, StackItem &Item) {
  if (G.board().object(Item.Object).In != Zone::Battlefield)
    co_return;
  Item.Choices.Targets[0] = Item.Object;
  G.createEffectOf(Item, 0, Duration::EndOfTurn);
}

template <Keyword K, CounterKind::Of Kind>
bool ReturnsWithCounter<K, Kind>::hadNone(const CardGame &G, ObjectId Source, ObjectId) {
  const Counters &C = G.board().object(Source).Count;
  return (Kind == CounterKind::Of::MinusOne ? C.MinusOne : C.PlusOne) == 0;
}

template <Keyword K, CounterKind::Of Kind>
Task<> ReturnsWithCounter<K, Kind>::resolve(CardGame &G, StackItem &Item) {
  const GameObject &O = G.board().object(Item.Object);
  if (O.In != Zone::Graveyard)
    co_return;
  co_await G.returnToBattlefield(Item.Object, O.Owner, CounterKind{Kind}, 1);
}

template struct ReturnsWithCounter<Keyword::Persist, CounterKind::Of::MinusOne>;
template struct ReturnsWithCounter<Keyword::Undying, CounterKind::Of::PlusOne>;

Task<> resolveEquip(CardGame &G, StackItem &Item) {
  // CR 608.2b: an illegal target: it does nothing.
  if (!G.targetLegal(Item, 0))
    co_return;
  auto Creature = static_cast<ObjectId>(Item.Targets[0].Id);
  // CR 701.3b: an Equipment that left the battlefield, or that can't equip
  // (a creature itself, 301.5c), stays where it is.
  if (G.board().object(Item.Object).In != Zone::Battlefield || G.isCreature(Item.Object))
    co_return;
  G.board().attach(Item.Object, Creature); // CR 613.7e: a new timestamp
  G.recompute();
}

CreatedEffect &Game::createEntryEffect(ObjectId Id, int Index, EffectChoices Choices) {
  return createEntryEffect(Id, *Board.object(Id).Card->EntryEffects[Index], Choices);
}

CreatedEffect &Game::createEntryEffect(ObjectId Id, const EffectDescriptor &Effect,
                                       EffectChoices Choices) {
  const GameObject &O = Board.object(Id);
  CreatedEffect E = keptEffect(); // D149
  E.Effect = &Effect;
  E.Source = Id;
  E.Controller = O.BaseController;
  E.Ts = O.Ts; // CR 613.7n: an object's own effect has its timestamp
  E.Until = Duration::WhileOnBattlefield;
  E.Locked.assign(1, Id);
  E.Choices = Choices;
  return Board.addEffect(std::move(E));
}

CreatedEffect *Game::createEffectOf(const StackItem &Item, int Index, Duration Until) {
  const EffectDescriptor *E = nullptr;
  if (Item.Kind == StackItem::KindT::Spell) {
    const CardDef &Card = *Board.object(Item.Object).Card;
    E = Index < Card.NumSpellEffects ? Card.SpellEffects[Index] : nullptr;
  } else {
    const AbilityDef &Def = Item.Printer->ability(Item.Ability);
    E = scriptsOf(Def).Activated ? scriptsOf(Def).Activated->Creates
                      : (scriptsOf(Def).Triggered ? scriptsOf(Def).Triggered->Creates : nullptr);
  }
  // A card that names no such effect is a card bug; fail loudly.
  if (!E)
    throw std::logic_error(Item.Label + " creates no continuous effect #" +
                           std::to_string(Index));
  return createEffect(*E, Item, Until);
}

void Game::setTapped(ObjectId Id, bool Tapped) {
  if (Board.object(Id).Tapped != Tapped)
    Board.edit(Id).Tapped = Tapped;
}

bool Game::canTapForCost(ObjectId Id) const {
  // CR 302.6: a creature's {T} abilities need it to have been under its
  // controller's control continuously since the turn began, unless haste.
  if (Board.object(Id).Tapped)
    return false;
  if (!isCreature(Id))
    return true;
  return !SummoningSick[Id] || hasKeyword(Id, Keyword::Haste);
}

std::uint64_t Game::stateHash() const { return hash(true); }
std::uint64_t Game::boardHash() const { return hash(false); }

std::uint64_t Game::hash(bool Whole) const {
  std::uint64_t H = 0xcbf29ce484222325ULL;
  auto Mix = [&](std::uint64_t V) { H = (H ^ V) * 0x100000001b3ULL; };
  if (Whole) {
    Mix(TurnNumber);
    Mix(static_cast<std::uint64_t>(Current));
    Mix(Board.Active);
  }
  for (const Player &P : Players) {
    Mix(static_cast<std::uint64_t>(P.Life));
    Mix(P.Lost);
    if (Whole)
      for (int A : P.Pool.Amount)
        Mix(static_cast<std::uint64_t>(A));
    for (ObjectId Id : P.Library)
      Mix(Id);
  }
  static const CoreCharacteristics NotComputed{};
  for (const GameObject &O : Board.objects()) {
    // Before start() (or for a card added since the last recompute) the
    // layers have no characteristics for it yet.
    const CoreCharacteristics &C = O.Id < LayersComputed ? Layers.get(O.Id) : NotComputed;
    Mix(static_cast<std::uint64_t>(O.In));
    Mix(C.Controller);
    Mix(O.Tapped);
    Mix(O.Attacking);
    Mix(O.Token);
    Mix(static_cast<std::uint64_t>(O.Damage));
    Mix(static_cast<std::uint64_t>(O.Count.PlusOne));
    Mix(static_cast<std::uint64_t>(O.Count.MinusOne));
    Mix(static_cast<std::uint64_t>(C.Power));
    Mix(static_cast<std::uint64_t>(C.Toughness));
    Mix(C.Types.fold());
    Mix(C.Keywords.fold());
    // What the layers order by and what the rules track on the object.
    Mix(O.Owner);
    Mix(O.Ts);
    Mix(O.FaceDown);
    Mix(O.AttachedTo);
    Mix(O.Count.PlusOneTs);
    Mix(O.Count.MinusOneTs);
    for (int I = 0; I < O.Count.NumKeywordKinds; ++I) {
      Mix(static_cast<std::uint64_t>(O.Count.Keywords[I].Kind));
      Mix(O.Count.Keywords[I].Count);
    }
  }
  if (Whole)
    for (const Player &P : Players)
      Mix(static_cast<std::uint64_t>(P.LandsPlayed));
  Mix(Board.nextTimestamp());
  for (const CreatedEffect &E : Board.Effects) {
    Mix(E.Source);
    Mix(E.Ts);
    Mix(static_cast<std::uint64_t>(E.Until));
    Mix(E.Locked.size());
  }
  for (const StackItem &S : Stack) {
    Mix(S.Id);
    Mix(S.Object);
    Mix(S.Controller);
    for (const Target &T : S.Targets)
      Mix(static_cast<std::uint64_t>(T.Id) << 1 | T.IsPlayer);
  }
  Mix(NextStackId);
  Mix(Triggers.size());
  for (const CreatedReplacement &R : CreatedReplacements)
    Mix(static_cast<std::uint64_t>(R.Remaining) << 32 | R.Id);
  return H;
}

const char *name(ActionKind K) {
  switch (K) {
  case ActionKind::PassPriority: return "pass priority";
  case ActionKind::CastSpell: return "cast a spell";
  case ActionKind::CastSorcerySpeed: return "cast a sorcery-speed spell";
  case ActionKind::ActivateAbility: return "activate an ability";
  case ActionKind::PlayLand: return "play a land";
  case ActionKind::DeclareAttackers: return "declare attackers";
  case ActionKind::DeclareBlockers: return "declare blockers";
  case ActionKind::TurnFaceUp: return "turn a face-down permanent face up";
  }
  return "?";
}


} // namespace strata::game
