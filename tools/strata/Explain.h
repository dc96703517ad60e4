//===- Explain.h - strata explain and strata graph -------------*- C++ -*-===//
///
/// \file
/// `strata explain FILE`: for a judge, layer by layer, each effect in the
/// order applied, its source and timestamp, why it is there, and what it
/// changed. `strata graph FILE`: the same dependencies as Graphviz DOT, one
/// cluster per layer.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_TOOLS_EXPLAIN_H
#define STRATA_TOOLS_EXPLAIN_H

#include "llvm/Support/CommandLine.h"

#include <memory>

namespace strata::tool {

class ExplainCommand {
public:
  /// \p Graph selects the DOT output.
  ExplainCommand(llvm::cl::SubCommand &Sub, bool Graph);
  ~ExplainCommand();
  int run();

private:
  struct Options;
  std::unique_ptr<Options> Opts;
  bool Graph;
};

} // namespace strata::tool

#endif
