//===- GameStepBench.cpp - One game step on boards of N permanents --------===//
//
// Issue 16's game-level figure: what an embedder pays to set up a game of
// N permanents through the Game API and take one action in it (a Giant
// Growth cast and resolved: priority, a target, the stack, state-based
// actions, every recomputation). Linear means x10 the permanents costs
// about x10 the time (the target: within x12).
//
//===----------------------------------------------------------------------===//
#include "GameStepBench.h"

#include "strata/cards/CardLibrary.h"
#include "strata/game/Game.h"

#include <benchmark/benchmark.h>

#include <stdexcept>
#include <string>

namespace strata::bench {
namespace {
using runtime::ObjectId;
using runtime::Zone;

const runtime::CardDef &card(const char *Name) {
  const runtime::CardDef *C = cards::findCard(Name);
  if (!C)
    throw std::runtime_error(std::string("no card named ") + Name);
  return *C;
}

/// Index of the first option of the pending decision that \p Want accepts.
template <class F> int optionWhere(const game::Decision &D, F &&Want) {
  for (std::size_t I = 0; I < D.Options.size(); ++I)
    if (Want(D.Options[I]))
      return static_cast<int>(I);
  throw std::logic_error("the benchmark game has no option for: " + D.Prompt);
}

/// Sets up the board (an anthem and Humility over N-3 creatures of
/// Alice's and lands of Bob's, as BM_Scenario's), starts the game, and
/// casts Giant Growth on a Grizzly Bears until it has resolved.
void setUpAndAct(int Permanents) {
  game::Game G({"Alice", "Bob"}, /*Seed=*/1);
  G.setManaCostsWaived(true);
  G.addCard(card("Glorious Anthem"), 0, Zone::Battlefield);
  G.addCard(card("Humility"), 0, Zone::Battlefield);
  ObjectId Bear = G.addCard(card("Grizzly Bears"), 0, Zone::Battlefield);
  const runtime::CardDef &Bears = card("Grizzly Bears"), &Forest = card("Forest");
  for (int I = 3; I < Permanents; ++I)
    G.addCard(I % 2 ? Bears : Forest, I % 2 ? 0 : 1, Zone::Battlefield);
  for (runtime::PlayerId P : {0, 1})
    for (int I = 0; I < 10; ++I)
      G.addCard(Forest, P, Zone::Library);
  ObjectId Growth = G.addCard(card("Giant Growth"), 0, Zone::Hand);
  G.start();
  while (G.board().object(Growth).In != Zone::Graveyard) {
    const game::Decision &D = *G.pending();
    int Pick = 0;
    if (D.Kind == game::DecisionKind::Priority)
      Pick = G.board().object(Growth).In == Zone::Hand
                 ? optionWhere(D, [&](const game::Option &O) {
                     return O.Action == game::ActionKind::CastSpell && O.Object == Growth;
                   })
                 : optionWhere(D, [](const game::Option &O) {
                     return O.Action == game::ActionKind::PassPriority;
                   });
    else if (D.Kind == game::DecisionKind::Target)
      Pick = optionWhere(D, [&](const game::Option &O) { return O.Object == Bear; });
    if (auto Refused = G.answer(Pick))
      throw std::logic_error(Refused->Message);
  }
  // Humility 1/1, the anthem +1/+1, Giant Growth +3/+3 (CR 613.4b, 613.4c).
  if (G.characteristics(Bear).Power != 5)
    throw std::logic_error("the benchmark game's Grizzly Bears is not 5/5");
}

void BM_GameStep(benchmark::State &S, int Permanents) {
  for (auto _ : S)
    setUpAndAct(Permanents);
  S.counters["permanents"] = Permanents;
  S.counters["per_permanent"] = benchmark::Counter(
      Permanents,
      benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

} // namespace

void registerGameStepBenchmarks() {
  for (int N : {1000, 10000, 20000})
    benchmark::RegisterBenchmark(("BM_GameStep/set_up_and_cast:" + std::to_string(N)).c_str(),
                                 BM_GameStep, N)
        ->Unit(benchmark::kMillisecond);
}

} // namespace strata::bench
