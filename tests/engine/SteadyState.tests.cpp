//===- SteadyState.tests.cpp - Recomputation allocates nothing -------------===//
//
// The engine must be cheap enough to run after every action of an AI search:
// once its working arrays have grown, a recomputation allocates nothing.
// This binary counts calls to the global operator new while a flag is set.
//
//===----------------------------------------------------------------------===//
#include "strata/cards/CardLibrary.h"
#include "strata/cards/Decks.h"
#include "strata/game/AiPlayer.h"
#include "strata/game/Game.h"
#include "strata/layers/LayerEngine.h"

#include <catch2/catch.hpp>

#include <atomic>
#include <cstdlib>
#include <malloc.h>
#include <memory>
#include <new>
#include <string>

namespace {
std::atomic<bool> Counting{false};
std::atomic<long> Allocations{0};
} // namespace

// Every form that can allocate is replaced, not only the plain one: memory
// from a form left to the library (Catch2 uses new (std::nothrow)) would
// otherwise reach our free()-based delete, and AddressSanitizer reports
// that as an alloc-dealloc mismatch (its operator new is not malloc).
static void *allocate(std::size_t N) noexcept {
  if (Counting)
    ++Allocations;
  return std::malloc(N ? N : 1);
}
void *operator new(std::size_t N) {
  if (void *P = allocate(N))
    return P;
  throw std::bad_alloc();
}
void *operator new[](std::size_t N) { return operator new(N); }
void *operator new(std::size_t N, const std::nothrow_t &) noexcept { return allocate(N); }
void *operator new[](std::size_t N, const std::nothrow_t &) noexcept { return allocate(N); }
void operator delete(void *P) noexcept { std::free(P); }
void operator delete(void *P, std::size_t) noexcept { std::free(P); }
void operator delete[](void *P) noexcept { std::free(P); }
void operator delete[](void *P, std::size_t) noexcept { std::free(P); }
void operator delete(void *P, const std::nothrow_t &) noexcept { std::free(P); }
void operator delete[](void *P, const std::nothrow_t &) noexcept { std::free(P); }
// The aligned forms too: the engine's core characteristics start on cache
// lines (CacheLineAllocator, D19).
static void *allocateAligned(std::size_t N, std::align_val_t A) noexcept {
  if (Counting)
    ++Allocations;
  auto Align = static_cast<std::size_t>(A);
  return std::aligned_alloc(Align, (N + Align - 1) / Align * Align);
}
void *operator new(std::size_t N, std::align_val_t A) {
  if (void *P = allocateAligned(N, A))
    return P;
  throw std::bad_alloc();
}
void *operator new[](std::size_t N, std::align_val_t A) { return operator new(N, A); }
void *operator new(std::size_t N, std::align_val_t A, const std::nothrow_t &) noexcept {
  return allocateAligned(N, A);
}
void *operator new[](std::size_t N, std::align_val_t A, const std::nothrow_t &) noexcept {
  return allocateAligned(N, A);
}
void operator delete(void *P, std::align_val_t) noexcept { std::free(P); }
void operator delete(void *P, std::size_t, std::align_val_t) noexcept { std::free(P); }
void operator delete[](void *P, std::align_val_t) noexcept { std::free(P); }
void operator delete[](void *P, std::size_t, std::align_val_t) noexcept { std::free(P); }
void operator delete(void *P, std::align_val_t, const std::nothrow_t &) noexcept { std::free(P); }
void operator delete[](void *P, std::align_val_t, const std::nothrow_t &) noexcept { std::free(P); }

using namespace strata;
using namespace strata::runtime;

static const CardDef &card(const char *Name) {
  const CardDef *C = cards::findCard(Name);
  REQUIRE(C);
  return *C;
}

TEST_CASE("a second recomputation of a board with dependencies allocates nothing",
          "[layers][performance]") {
  Board B;
  // Dependencies in layers 4 and 6 (Urborg on Blood Moon, the lords on
  // Humility), a 613.6 multi-layer effect, counters and a created effect.
  for (const char *Name :
       {"Urborg, Tomb of Yawgmoth", "Blood Moon", "Tropical Island", "Forest",
        "Lord of Atlantis", "Merfolk of the Pearl Trident", "Humility",
        "Opalescence", "Glorious Anthem", "Tarmogoyf", "Grizzly Bears"})
    B.addObject(card(Name), 0, Zone::Battlefield);
  B.addObject(card("Giant Growth"), 0, Zone::Graveyard);
  B.putPlusOneCounters(10, 2);

  layers::LayerEngine Engine;
  Engine.recompute(B); // grows the working arrays
  Characteristics First = Engine.characteristics(10);

  Counting = true;
  Engine.recompute(B);
  Counting = false;

  CHECK(Allocations == 0);
  // And the answer is the same: the engine keeps no state between passes.
  CHECK(Engine.characteristics(10) == First);
}

TEST_CASE("recomputeIfChanged recomputes exactly when something the layers read changed",
          "[layers][performance]") {
  Board B;
  ObjectId Anthem = B.addObject(card("Glorious Anthem"), 0, Zone::Battlefield).Id;
  ObjectId Bears = B.addObject(card("Grizzly Bears"), 0, Zone::Battlefield).Id;
  ObjectId Forest = B.addObject(card("Forest"), 0, Zone::Battlefield).Id;
  layers::LayerEngine Engine;
  CHECK(Engine.recomputeIfChanged(B)); // the first time
  CHECK(Engine.get(Bears).Power == 3);

  // Nothing changed, or only what no effect can read: no pass.
  CHECK_FALSE(Engine.recomputeIfChanged(B));
  B.edit(Forest).Tapped = true;
  B.edit(Bears).Damage = 1;
  CHECK_FALSE(Engine.recomputeIfChanged(B));

  // Counters (CR 122.1a, layer 7c) and zones (CR 611.3a: the Anthem stops
  // applying once it leaves): a pass, and its answer.
  B.putPlusOneCounters(Bears, 1);
  CHECK(Engine.recomputeIfChanged(B));
  CHECK(Engine.get(Bears).Power == 4);
  // The same kind of change again (the arrays have grown): the copy of the
  // inputs reuses its storage.
  Allocations = 0;
  Counting = true;
  B.putPlusOneCounters(Bears, 1);
  bool Recomputed = Engine.recomputeIfChanged(B);
  Counting = false;
  CHECK(Recomputed);
  CHECK(Allocations == 0);
  CHECK(Engine.get(Bears).Power == 5);
  // Both counters were local updates (D66: only the Bears' sublayer 7c
  // again), and so is one the caller names: none allocates.
  CHECK(Engine.updateStats().LocalUpdates == 2);
  B.putPlusOneCounters(Bears, 1);
  layers::BoardChange Change[] = {{Bears, layers::BoardChange::KindT::Counters}};
  Allocations = 0;
  Counting = true;
  Engine.update(B, Change);
  Counting = false;
  CHECK(Allocations == 0);
  CHECK(Engine.updateStats().LocalUpdates == 3);
  CHECK(Engine.get(Bears).Power == 6);
  B.putPlusOneCounters(Bears, -1);
  B.putPlusOneCounters(Bears, -1);
  CHECK(Engine.recomputeIfChanged(B));
  CHECK(Engine.get(Bears).Power == 4);
  B.edit(Anthem).In = Zone::Graveyard;
  CHECK(Engine.recomputeIfChanged(B));
  CHECK(Engine.get(Bears).Power == 3);

  // A pass on another board in between: the next call cannot trust its copy.
  Board Other;
  Other.addObject(card("Grizzly Bears"), 0, Zone::Battlefield);
  Engine.recompute(Other);
  CHECK(Engine.recomputeIfChanged(B));
  CHECK(Engine.get(Bears).Power == 3);
}

TEST_CASE("D120: entering, leaving, control, an effect beginning and ending allocate nothing",
          "[layers][performance][incremental]") {
  Board B;
  B.addObject(card("Glorious Anthem"), 0, Zone::Battlefield);
  B.addObject(card("Lord of Atlantis"), 1, Zone::Battlefield);
  B.addObject(card("Tarmogoyf"), 1, Zone::Battlefield);
  ObjectId Merfolk = B.addObject(card("Merfolk of the Pearl Trident"), 1, Zone::Battlefield).Id;
  ObjectId Bears = B.addObject(card("Grizzly Bears"), 0, Zone::Hand).Id;
  ObjectId Growth = B.addObject(card("Giant Growth"), 0, Zone::Graveyard).Id;
  B.Effects.reserve(4);
  CreatedEffect Pump;
  Pump.Effect = card("Giant Growth").SpellEffects[0];
  Pump.Source = Growth;
  Pump.Choices.Targets[0] = Merfolk;
  Pump.Locked = {Merfolk};
  layers::LayerEngine Engine;
  Engine.recomputeIfChanged(B);
  // Each change, then its update (counted apart from the change itself,
  // which is the caller's).
  long Counted = 0;
  auto Update = [&] {
    Allocations = 0;
    Counting = true;
    Engine.recomputeIfChanged(B);
    Counting = false;
    Counted += Allocations;
  };
  auto Round = [&] {
    B.edit(Bears).In = Zone::Battlefield; // CR 400.7: a new object
    B.edit(Bears).Ts = B.newTimestamp();
    Update();
    B.edit(Merfolk).BaseController = 0; // CR 110.2
    Update();
    Pump.Ts = B.newTimestamp(); // CR 611.2
    B.Effects.push_back(Pump);
    Update();
    B.Effects.pop_back();
    Update();
    B.edit(Merfolk).BaseController = 1;
    Update();
    B.edit(Bears).In = Zone::Hand;
    B.edit(Bears).Ts = B.newTimestamp();
    Update();
  };
  Round(); // the working arrays and copies grow
  std::uint64_t Full = Engine.updateStats().FullPasses;
  std::uint64_t Reach = Engine.updateStats().ReachUpdates;
  Counted = 0;
  Round();
  CHECK(Counted == 0);
  CHECK(Engine.updateStats().FullPasses == Full);
  CHECK(Engine.updateStats().ReachUpdates == Reach + 6);
}

// Issue 27 point 4: memory, with bounds. glibc's own count of the bytes it
// has handed out (mallinfo2), so the code measured runs unchanged;
// bench/README.md has the figures (strata-bench BM_Memory/*). Not under
// the sanitizers, whose allocator glibc does not count.
#if !defined(__SANITIZE_ADDRESS__)
namespace {
std::size_t liveHeapBytes() {
  struct mallinfo2 M = mallinfo2();
  return M.uordblks + M.hblkhd;
}
} // namespace

TEST_CASE("memory: a layer engine holds at most 640 bytes per object of its board",
          "[layers][performance][memory]") {
  // 2,000 objects: a board of the pool's kinds (lands, creatures, anthems,
  // lords, Humility), most on the battlefield, some in hands and graveyards.
  Board B;
  const char *Names[] = {"Forest", "Grizzly Bears", "Island", "Lord of Atlantis",
                         "Merfolk of the Pearl Trident", "Savannah Lions", "Plains",
                         "Hill Giant", "Glorious Anthem", "Tarmogoyf"};
  for (int I = 0; I < 2000; ++I)
    B.addObject(card(Names[I % 10]), static_cast<PlayerId>(I % 2),
                I % 7 == 0 ? Zone::Graveyard : I % 5 == 0 ? Zone::Hand : Zone::Battlefield);
  B.addObject(card("Humility"), 0, Zone::Battlefield);
  std::size_t Before = liveHeapBytes();
  auto Engine = std::make_unique<layers::LayerEngine>();
  Engine->recomputeIfChanged(B); // its arrays, caches and copy of the inputs
  double PerObject = static_cast<double>(liveHeapBytes() - Before) / B.numObjects();
  INFO(PerObject << " bytes per object");
  CHECK(PerObject > 120); // it holds a copy of the objects: the count works
  CHECK(PerObject <= 640); // 569 measured (bench/README.md)
}

TEST_CASE("memory: a copied game state holds at most 2,000 bytes per object",
          "[game][performance][memory]") {
  std::string Error;
  auto G = cards::newGame({"Green-White Creatures", "Blue-Red Spells"}, 3, Error);
  REQUIRE(G);
  game::AiPlayer Ai(3);
  G->start();
  while (!G->over() && G->decisionsAnswered() < 150)
    REQUIRE_FALSE(G->answer(Ai.choose(*G)));
  std::size_t Before = liveHeapBytes();
  auto Copy = G->clone();
  double PerObject =
      static_cast<double>(liveHeapBytes() - Before) / Copy->board().numObjects();
  INFO(PerObject << " bytes per object of " << Copy->board().numObjects());
  CHECK(PerObject > 120);
  CHECK(PerObject <= 2000); // 1,329 measured (bench/README.md)
}
#endif

TEST_CASE("whole game turns: allocations per decision stay within their measured bound",
          "[game][performance]") {
  // Issue 27 point 2 asks for none per decision in the steady state: the
  // layer engine's updates allocate nothing (above); coroutine frames,
  // decisions, stack items and procedures' scratch lists reuse storage
  // (D143, D145). What is left is growth: a vector reaching a new
  // high-water mark as the board grows (more effects in a group, more
  // options), and objects created.
  // Measured over the decisions of whole turns of a seeded AI game after
  // its opening, with a bound that keeps it from growing
  // (bench/README.md has the figure).
  std::string Error;
  auto G = cards::newGame({"Green-White Creatures", "Blue-Red Spells"}, 5, Error);
  REQUIRE(G);
  game::AiPlayer Ai(5);
  G->start();
  while (!G->over() && G->decisionsAnswered() < 100)
    REQUIRE_FALSE(G->answer(Ai.choose(*G)));
  long Decisions = 0;
  bool Refused = false;
  Allocations = 0;
  Counting = true;
  // No assertion inside: Catch's own bookkeeping would be counted.
  while (!G->over() && Decisions < 200 && !Refused) {
    auto Answer = Ai.choose(*G);
    Refused = G->answer(Answer).has_value();
    ++Decisions;
  }
  Counting = false;
  REQUIRE_FALSE(Refused);
  double PerDecision = static_cast<double>(Allocations) / static_cast<double>(Decisions);
  INFO(PerDecision << " allocations per decision over " << Decisions << " decisions");
  CHECK(Decisions > 50);
  if (game::detail::framesPooled()) {
    CHECK(PerDecision <= 1); // 0.38 measured (AI and game; the engine: none)
  } else {
    // Under AddressSanitizer every coroutine frame is a plain allocation
    // (TaskFrames.cpp): about 10 more per decision (11.1 measured before
    // D145).
    CHECK(PerDecision <= 16);
  }
}

TEST_CASE("whole game turns played again in a reused game allocate nothing",
          "[game][performance]") {
  // The steady state of a search (issue 27 point 2): it keeps one scratch
  // game per thread, clones the position into it (cloneInto) and plays on.
  // Once the scratch game's storage has seen these turns, playing them
  // again allocates nothing, neither the decisions nor the clone, however
  // many times. Every pairing of the preset decks, from a position after
  // their openings.
  auto Decks = cards::presetDecks();
  int Pairing = 0;
  for (const auto &First : Decks)
    for (const auto &Second : Decks) {
      std::uint64_t Seed = static_cast<std::uint64_t>(++Pairing);
      std::string Error;
      auto G = cards::newGame({std::string(First.Name), std::string(Second.Name)}, Seed, Error);
      REQUIRE(G);
      game::AiPlayer Opening(Seed);
      G->start();
      // At a priority decision, where a clone is a copy of the state (a
      // clone inside a procedure replays answers, Game::clone).
      while (!G->over() && (G->decisionsAnswered() < 60 ||
                            G->pending()->Kind != game::DecisionKind::Priority))
        REQUIRE_FALSE(G->answer(Opening.choose(*G)));
      if (G->over())
        continue;
      std::unique_ptr<game::Game> Scratch = G->clone();
      constexpr int kRounds = 3;
      long Clones[kRounds] = {}, Decisions[kRounds] = {}, Counts[kRounds] = {};
      std::uint64_t Hashes[kRounds] = {};
      bool Refused = false;
      for (int Round = 0; Round < kRounds; ++Round) {
        game::AiPlayer Ai(Seed + 100); // the same answers each round
        Allocations = 0;
        Counting = true;
        G->cloneInto(*Scratch);
        Counting = false;
        Clones[Round] = Allocations;
        Allocations = 0;
        Counting = true;
        // No assertion inside: Catch's own bookkeeping would be counted.
        while (!Scratch->over() && Decisions[Round] < 300 && !Refused) {
          Refused = Scratch->answer(Ai.choose(*Scratch)).has_value();
          ++Decisions[Round];
        }
        Counting = false;
        Counts[Round] = Allocations;
        Hashes[Round] = Scratch->stateHash();
      }
      INFO(First.Name << " vs " << Second.Name << ", seed " << Seed << ": the first round "
                      << Counts[0] << " allocations over " << Decisions[0]
                      << " decisions, its clone " << Clones[0]);
      REQUIRE_FALSE(Refused);
      CHECK(Decisions[0] > 50);
      for (int Round = 1; Round < kRounds; ++Round) {
        INFO("round " << Round + 1 << ": " << Counts[Round] << " allocations, the clone "
                      << Clones[Round]);
        // The same turns: the same answers give the same game.
        CHECK(Decisions[Round] == Decisions[0]);
        CHECK(Hashes[Round] == Hashes[0]);
        if (game::detail::framesPooled()) {
          CHECK(Counts[Round] == 0);
          CHECK(Clones[Round] == 0);
        }
      }
    }
}
