//===- main.cpp - The strata command ---------------------------------------===//
///
/// \file
/// Registers the subcommands and dispatches; each command lives in its own
/// file pair:
///   `strata demo`    computes a few classic boards (Demo.h)
///   `strata play`    a game in the terminal, or AI-vs-AI games (Play.h)
///   `strata replay`  a game again from its answer log (Replay.h)
/// Exit statuses: 0 ok, 1 a game or replay went wrong, 2 bad input.
///
//===----------------------------------------------------------------------===//
#include "Demo.h"
#include "Play.h"
#include "Replay.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

namespace cl = llvm::cl;

static cl::SubCommand DemoCmd("demo", "Compute a few classic boards and print them");
static cl::SubCommand PlayCmd("play", "Play a game in the terminal (humans or the AI)");
static cl::SubCommand ReplayCmd("replay", "Replay a game from its answer log");

int main(int Argc, char **Argv) {
  strata::tool::PlayCommand Play(PlayCmd);
  strata::tool::ReplayCommand Replay(ReplayCmd);
  if (!cl::ParseCommandLineOptions(Argc, Argv,
                                   "strata: what the rules make of a board (CR 613), "
                                   "and games played by them\n",
                                   &llvm::errs()))
    return 2;
  if (DemoCmd)
    return strata::tool::runDemo(llvm::outs());
  if (PlayCmd)
    return Play.run();
  if (ReplayCmd)
    return Replay.run();
  cl::PrintHelpMessage();
  return 2;
}
