//===- Play.h - strata play: a game in the terminal ------------*- C++ -*-===//
///
/// \file
/// `strata play`: one game with each seat a human (answers typed on stdin)
/// or the built-in AI, optionally logging the answers for `strata replay`;
/// or, with --ai-vs-ai, many AI games measured for speed.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_TOOLS_PLAY_H
#define STRATA_TOOLS_PLAY_H

#include "llvm/Support/CommandLine.h"

#include <memory>

namespace strata::tool {

class PlayCommand {
public:
  /// Registers the command's options on \p Sub (before the command line is
  /// parsed).
  explicit PlayCommand(llvm::cl::SubCommand &Sub);
  ~PlayCommand();
  /// Runs the command; returns the exit status (0 ok, 1 a game failed,
  /// 2 bad input).
  int run();

private:
  struct Options;
  std::unique_ptr<Options> Opts;
};

} // namespace strata::tool

#endif
