//===- States.h - strata states: the game as a state table -----*- C++ -*-===//
///
/// \file
/// `strata states [--format=text|dot|svg] [-o FILE]`: the game engine's
/// declarative state table, as the engine walks it: the states around the
/// turn (set-up, game over), each step of the turn (who acts, its entry
/// action, the actions it allows, its named transitions and their guards,
/// what each player is told; game/Turn.h) and each state of waiting for a
/// player's decision (game/Decision.h). DOT and SVG draw it (Graphviz).
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_TOOLS_STATES_H
#define STRATA_TOOLS_STATES_H

#include "llvm/Support/CommandLine.h"

#include <memory>

namespace strata::tool {

class StatesCommand {
public:
  explicit StatesCommand(llvm::cl::SubCommand &Sub);
  ~StatesCommand();
  int run();

private:
  struct Options;
  std::unique_ptr<Options> Opts;
};

} // namespace strata::tool

#endif
