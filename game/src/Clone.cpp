//===- Clone.cpp - Copying a game for search --------------------------------===//
///
/// \file
/// Game::clone() (docs/decisions.md D62). A game waiting at a priority
/// decision of its turn loop is described by its data alone: the clone
/// copies it and starts a coroutine that re-enters the priority round at
/// that decision (run(Current, /*Resuming=*/true)). A game waiting inside
/// a procedure (a target while casting, a discard while a spell resolves)
/// also has coroutine frames: the clone copies the last such priority
/// point (the checkpoint, or the start) and replays the answers given
/// since, which are at most one action's worth when checkpoints are kept.
///
//===----------------------------------------------------------------------===//
#include "strata/game/Game.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace strata::game {
using namespace runtime;

void Game::copyStateFrom(const Game &O, bool ComputeLayers) {
  assignKeeping(Board, O.Board);
  Players = O.Players;
  assignKeeping(Stack, O.Stack);
  Battle = O.Battle;
  Current = O.Current;
  TurnNumber = O.TurnNumber;
  FirstPlayer = O.FirstPlayer;
  NextStackId = O.NextStackId;
  SummoningSick = O.SummoningSick;
  DeathtouchDamaged = O.DeathtouchDamaged;
  LastKnown = O.LastKnown;
  HasLastKnown = O.HasLastKnown;
  LayersComputed = O.LayersComputed;
  LastController = O.LastController;
  Triggers = O.Triggers;
  Rules = O.Rules;
  CreatedReplacements = O.CreatedReplacements;
  TokenDefs = O.TokenDefs; // shared: the board's tokens point into them
  NextReplacementId = O.NextReplacementId;
  CancelNotice = O.CancelNotice;
  Seed = O.Seed;
  Rng = O.Rng;
  ManaWaived = O.ManaWaived;
  AlwaysAskPriority = O.AlwaysAskPriority;
  assignKeeping(Pending, O.Pending);
  PendingKinds = O.PendingKinds;
  PendingActions = O.PendingActions;
  Log = O.Log;
  RecordEvents = O.RecordEvents;
  Events = O.Events;
  Over = O.Over;
  Winner = O.Winner;
  AtPriorityRound = O.AtPriorityRound;
  PriorityHolder = O.PriorityHolder;
  PriorityPasses = O.PriorityPasses;
  CloneCheckpoints = O.CloneCheckpoints;
  // The layers' results are not copied but computed again: the same board
  // gives the same characteristics (as after a rewind, D53).
  if (ComputeLayers)
    Layers.recompute(Board);
}

namespace {
/// Makes \p V hold \p N elements: those beyond give their storage away
/// (Give), those missing are made from kept storage (Take).
template <class T, class GiveF, class TakeF>
void resizeKeeping(std::vector<T> &V, std::size_t N, GiveF &&Give, TakeF &&Take) {
  for (; V.size() > N; V.pop_back())
    Give(V.back());
  while (V.size() < N)
    V.push_back(Take());
}
} // namespace

// D149: with as many elements on each side, a vector's assignment assigns
// element by element, and each string or vector reuses its storage.
void Game::assignKeeping(runtime::Board &To, const runtime::Board &From) {
  resizeKeeping(
      To.Effects, From.Effects.size(), [&](CreatedEffect &E) { recycle(E); },
      [&] { return keptEffect(); });
  To = From;
}

void Game::releaseRewindStore() {
  resizeKeeping(
      RewindStore.Board.Effects, 0, [&](CreatedEffect &E) { recycle(E); },
      [&] { return keptEffect(); });
  resizeKeeping(
      RewindStore.Stack, 0, [&](StackItem &I) { recycle(I); }, [&] { return keptItem(); });
}

void Game::assignKeeping(std::vector<StackItem> &To, const std::vector<StackItem> &From) {
  resizeKeeping(
      To, From.size(), [&](StackItem &I) { recycle(I); }, [&] { return keptItem(); });
  To = From;
}

void Game::assignKeeping(std::optional<Decision> &To, const std::optional<Decision> &From) {
  if (!From) {
    if (To)
      recycle(*To);
    To.reset();
    return;
  }
  if (!To)
    To.emplace(keptDecision(From->Player, From->Kind));
  resizeKeeping(
      To->Options, From->Options.size(),
      [&](Option &O) { SpareLabels.give(O.Label); },
      [&] {
        Option O;
        O.Label = keptString();
        return O;
      });
  *To = *From;
}

void Game::saveCheckpoint() {
  // Checkpoints are shared read-only with clones; reuse ours in place when
  // no clone holds it (no allocation in the steady state).
  if (!Checkpoint || Checkpoint.use_count() > 1)
    Checkpoint = std::shared_ptr<Game>(new Game({}, Seed));
  Checkpoint->copyStateFrom(*this, /*ComputeLayers=*/false);
  CheckpointLog = Log.size();
  CheckpointAtStart = false;
  EditedOutside = false;
}

std::unique_ptr<Game> Game::clone() const {
  auto C = std::make_unique<Game>(std::vector<std::string>{}, Seed);
  cloneInto(*C);
  return C;
}

void Game::cloneInto(Game &C) const {
  if (&C == this)
    return;
  // Whatever C was doing ends: its coroutines are destroyed first.
  C.Main.reset();
  C.Waiting = {};
  C.Answer.reset();
  C.Resolving = nullptr;
  C.SideAnswers = nullptr;
  C.CancelPoint = nullptr;
  C.CancelRequested = false;
  // The rewind point of a cast C was in gives its storage back too, so
  // that every clone into C starts from the same kept storage (D149).
  C.releaseRewindStore();
  C.Checkpoint = Checkpoint;
  C.CheckpointLog = CheckpointLog;
  C.CheckpointAtStart = CheckpointAtStart;
  C.StartStep = StartStep;
  C.EditedOutside = EditedOutside;
  if (!Started || Over || (AtPriorityRound && Pending)) {
    // The state says it all: copy it, and re-enter the turn loop at the
    // pending priority decision.
    C.copyStateFrom(*this, /*ComputeLayers=*/true);
    C.Started = Started;
    if (Started && !Over)
      C.launch(Current, /*Resuming=*/true);
    return;
  }
  // Inside a procedure: from the last state kept, replay the answers since.
  if (EditedOutside || !Checkpoint)
    throw std::logic_error(
        "Game::clone(): the game was changed other than by answers (a side procedure, a "
        "card added after start(), redeal()) since the state a clone starts from; clone it "
        "at a priority decision instead");
  C.copyStateFrom(*Checkpoint, /*ComputeLayers=*/true);
  C.Started = false;
  if (CheckpointAtStart)
    C.start(StartStep);
  else
    C.launch(C.Current, /*Resuming=*/true);
  for (std::size_t I = CheckpointLog; I < Log.size(); ++I) {
    std::optional<Refusal> R = Log[I] == kCancelAnswer ? C.cancel() : C.answer(Log[I]);
    if (R)
      throw std::logic_error("Game::clone(): an answer was refused on replay: " + R->Message);
  }
}

std::optional<Refusal> Game::redeal(PlayerId Viewer, std::uint64_t RedealSeed) {
  if (!Pending || Pending->Player != Viewer)
    return Refusal{"redeal(): the pending decision must be the viewer's (another player's "
                   "options name the cards in their hand)"};
  Random R(RedealSeed);
  for (std::size_t P = 0; P < Players.size(); ++P) {
    std::vector<ObjectId> &Library = Players[P].Library;
    if (P == Viewer) {
      R.shuffle(Library); // CR 401.2: the order is unknown, even to its owner
      continue;
    }
    // The same cards, hand and library together, dealt again (CR 402.3:
    // only the hand's size is known to the others).
    std::vector<ObjectId> Unknown;
    for (const GameObject &O : Board.objects())
      if (O.In == Zone::Hand && O.Owner == P)
        Unknown.push_back(O.Id);
    std::size_t HandSize = Unknown.size();
    Unknown.insert(Unknown.end(), Library.begin(), Library.end());
    R.shuffle(Unknown);
    for (std::size_t I = 0; I < Unknown.size(); ++I)
      Board.edit(Unknown[I]).In = I < HandSize ? Zone::Hand : Zone::Library;
    Library.assign(Unknown.begin() + static_cast<std::ptrdiff_t>(HandSize), Unknown.end());
  }
  recompute();
  EditedOutside = true;
  if (CloneCheckpoints && AtPriorityRound)
    saveCheckpoint(); // a clone can start from the dealt state
  return std::nullopt;
}

} // namespace strata::game
