//===- main.cpp - The strata command ---------------------------------------===//
///
/// \file
/// Registers the subcommands and dispatches; each command lives in its own
/// file pair:
///   `strata check`   runs scenario files (Check.h)
///   `strata explain` and `strata graph`: why effects apply in their order (Explain.h)
///   `strata coverage` the rules the scenarios test (Coverage.h)
///   `strata cards`   the card library and its generated metadata (Cards.h)
///   `strata demo`    computes a few classic boards (Demo.h)
///   `strata play`    a game in the terminal, or AI-vs-AI games (Play.h)
///   `strata replay`  a game again from its answer log (Replay.h)
/// Exit statuses: 0 ok, 1 a game or replay went wrong, 2 bad input.
///
//===----------------------------------------------------------------------===//
#include "Cards.h"
#include "Check.h"
#include "Coverage.h"
#include "Demo.h"
#include "Explain.h"
#include "Play.h"
#include "Replay.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

namespace cl = llvm::cl;

static cl::SubCommand CardsCmd("cards", "List the cards and what their effects read and write");
static cl::SubCommand ExplainCmd("explain", "Explain, layer by layer, what the rules make of a scenario");
static cl::SubCommand GraphCmd("graph", "Print a scenario's effect dependencies as Graphviz DOT");
static cl::SubCommand CoverageCmd("coverage", "List the rules the scenarios test, and those none tests");
static cl::SubCommand CheckCmd("check", "Run scenario files and report every difference");
static cl::SubCommand DemoCmd("demo", "Compute a few classic boards and print them");
static cl::SubCommand PlayCmd("play", "Play a game in the terminal (humans or the AI)");
static cl::SubCommand ReplayCmd("replay", "Replay a game from its answer log");

int main(int Argc, char **Argv) {
  strata::tool::CardsCommand Cards(CardsCmd);
  strata::tool::CheckCommand Check(CheckCmd);
  strata::tool::CoverageCommand Coverage(CoverageCmd);
  strata::tool::ExplainCommand Explain(ExplainCmd, /*Graph=*/false);
  strata::tool::ExplainCommand Graph(GraphCmd, /*Graph=*/true);
  strata::tool::PlayCommand Play(PlayCmd);
  strata::tool::ReplayCommand Replay(ReplayCmd);
  if (!cl::ParseCommandLineOptions(Argc, Argv,
                                   "strata: what the rules make of a board (CR 613), "
                                   "and games played by them\n",
                                   &llvm::errs()))
    return 2;
  if (CardsCmd)
    return Cards.run();
  if (CheckCmd)
    return Check.run();
  if (CoverageCmd)
    return Coverage.run();
  if (ExplainCmd)
    return Explain.run();
  if (GraphCmd)
    return Graph.run();
  if (DemoCmd)
    return strata::tool::runDemo(llvm::outs());
  if (PlayCmd)
    return Play.run();
  if (ReplayCmd)
    return Replay.run();
  cl::PrintHelpMessage();
  return 2;
}
