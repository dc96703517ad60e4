//===- BoardOrders.cpp - Do the adversarial boards discriminate? -----------===//
//
// strata-adversarial-orders FILE...: runs each scenario of each file like
// `strata check` (on the pool and the accepted adversarial cards), then
// recomputes its final board twice more and compares it with the file's
// final `expect`:
//
//   - with Ordering::TrialAllPairs, CR 613.8a literally (every pair tried,
//     no generated metadata): the expectations must hold. This checks the
//     hand-derived expectations against the engine without trusting
//     stratac.
//   - with Ordering::TimestampOnly (CR 613.7 alone): some expectation must
//     fail. Otherwise the board does not depend on the 613.8 order, and
//     wrong metadata could not show on it.
//
// The scenario's own run (Ordering::Metadata) is what `strata-adversarial
// check` tests; its mismatches are printed here for information only.
//
// Only the final `expect` is recomputed: the boards keep their actions
// (a cast, an activation) free of anything the order of effects decides.
//
//===----------------------------------------------------------------------===//
#include "Expectations.h" // scenario/src: compareField()

#include "strata/cards/CardLibrary.h"
#include "strata/layers/LayerEngine.h"
#include "strata/scenario/Reader.h"
#include "strata/scenario/Runner.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

using namespace strata;

namespace {

/// The final expectations' mismatches on the board as it is now, after a
/// recomputation in order \p O.
std::vector<std::string> mismatchesUnder(layers::Ordering O, const scenario::Scenario &S,
                                         scenario::ScenarioRun &Run) {
  game::Game &G = Run.game();
  // The game owns its engine and lends it out read-only; the ordering is a
  // measuring knob that changes no state of the game (strata-bench sets it
  // on its own engines). The engine object itself is not const.
  auto &Engine = const_cast<layers::LayerEngine &>(G.layers());
  Engine.setOrdering(O);
  Engine.recompute(G.board());

  std::map<std::string, runtime::ObjectId> Ids;
  for (int I = 0; I < G.board().numObjects(); ++I) {
    auto Id = static_cast<runtime::ObjectId>(I);
    Ids.emplace(Run.idOf(Id), Id);
  }
  std::vector<scenario::Word> Players = S.Players;
  if (Players.empty())
    Players = {{"Alice", {}}, {"Bob", {}}};

  std::vector<std::string> Out;
  for (const scenario::Expectation &E : S.Expect) {
    std::optional<runtime::PlayerId> P;
    for (std::size_t I = 0; I < Players.size(); ++I)
      if (Players[I].Text == E.Id.Text)
        P = static_cast<runtime::PlayerId>(I);
    std::optional<runtime::ObjectId> Object;
    if (!P) {
      auto It = Ids.find(E.Id.Text);
      if (It == Ids.end()) {
        Out.push_back(E.Id.Text + ": unknown id");
        continue;
      }
      Object = It->second;
    }
    for (const scenario::Field &F : E.Fields)
      if (auto Diff = scenario::compareField(G, P, Object, F, Players, [&](runtime::ObjectId Id) {
            for (auto &[Name, Obj] : Ids)
              if (Obj == Id)
                return std::string(Name);
            return G.label(Id);
          }))
        Out.push_back(E.Id.Text + "." + F.Name.Text + ": " + *Diff);
  }
  return Out;
}

} // namespace

int main(int Argc, char **Argv) {
  llvm::raw_ostream &OS = llvm::outs();
  // Named here so that this program's registry (the pool and the accepted
  // adversarial cards) is the one linked, not the pool's alone.
  OS << cards::allCards().size() << " cards\n";
  if (Argc < 2) {
    llvm::errs() << "usage: strata-adversarial-orders FILE...\n";
    return 2;
  }
  unsigned Good = 0, Bad = 0;
  for (int A = 1; A < Argc; ++A) {
    std::string File = Argv[A];
    auto Buffer = llvm::MemoryBuffer::getFile(File);
    if (!Buffer) {
      llvm::errs() << File << ": " << Buffer.getError().message() << "\n";
      ++Bad;
      continue;
    }
    llvm::SourceMgr SM;
    scenario::Diagnostics Diags(OS);
    Diags.attach(SM);
    unsigned Id = SM.AddNewSourceBuffer(std::move(*Buffer), llvm::SMLoc());
    std::vector<scenario::Scenario> Scenarios = scenario::readScenarios(SM, Id, Diags);
    if (Diags.errors()) {
      ++Bad;
      continue;
    }
    for (const scenario::Scenario &S : Scenarios) {
      scenario::ScenarioRun Run(S, SM, Diags);
      unsigned Errors = Diags.errors();
      if (!Run.run() || Diags.errors() != Errors) {
        OS << "INVALID " << S.Name.Text << " (" << File << ")\n";
        ++Bad;
        continue;
      }
      std::vector<std::string> Literal =
          mismatchesUnder(layers::Ordering::TrialAllPairs, S, Run);
      std::vector<std::string> Stamps =
          mismatchesUnder(layers::Ordering::TimestampOnly, S, Run);
      bool Ok = Literal.empty() && !Stamps.empty();
      OS << (Ok ? "DISCRIMINATES " : "DOES NOT DISCRIMINATE ") << S.Name.Text << " ("
         << File << ")\n";
      for (const std::string &M : Literal)
        OS << "  613.8a literally (every pair tried): " << M << "\n";
      if (Stamps.empty())
        OS << "  timestamp order alone gives the same board: the 613.8 order "
              "does not matter here\n";
      for (const std::string &M : Stamps)
        OS << "  timestamp order alone (as expected, differs): " << M << "\n";
      for (const scenario::Mismatch &M : Run.mismatches())
        OS << "  (strata check, generated metadata: " << M.text() << ")\n";
      Ok ? ++Good : ++Bad;
    }
  }
  OS << Good << " discriminate, " << Bad << " do not\n";
  return Bad ? 1 : 0;
}
