//===- Replay.h - strata replay: a logged game, again ----------*- C++ -*-===//
///
/// \file
/// `strata replay FILE`: rebuilds the game an answer log describes (same
/// decks, same seed), feeds it the logged answers, and prints the final
/// state as `strata play` did, ending on the same state-hash line.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_TOOLS_REPLAY_H
#define STRATA_TOOLS_REPLAY_H

#include "llvm/Support/CommandLine.h"

#include <memory>

namespace strata::tool {

class ReplayCommand {
public:
  explicit ReplayCommand(llvm::cl::SubCommand &Sub);
  ~ReplayCommand();
  /// Returns the exit status: 0 the game replayed, 1 the log does not fit
  /// the game (a refused answer, answers past the end, another final
  /// hash), 2 the file is unreadable or malformed.
  int run();

private:
  struct Options;
  std::unique_ptr<Options> Opts;
};

} // namespace strata::tool

#endif
