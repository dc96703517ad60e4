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
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>

namespace strata::tool {

/// What `strata replay` does with a log once read (\p Path names it in
/// messages): checked as UTF-8 text, parsed, its game set up and played
/// with its answers, the final state printed to \p OS; the exit status as
/// ReplayCommand::run's. The answer-log fuzzer (fuzz/AnswerLogFuzzer.cpp)
/// calls it.
int replayLog(const llvm::MemoryBuffer &Log, llvm::StringRef Path, llvm::raw_ostream &OS,
              llvm::raw_ostream &Errs);

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
