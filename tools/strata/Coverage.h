//===- Coverage.h - strata coverage: rules tested by scenarios -*- C++ -*-===//
///
/// \file
/// `strata coverage PATH... [-o FILE]`: from the scenarios' `rules:` tags,
/// each rule with the scenarios that test it, and the rules Strata
/// implements that no scenario tests yet (Markdown; docs/rules-coverage.md
/// is generated this way by the `rules-coverage` build target).
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_TOOLS_COVERAGE_H
#define STRATA_TOOLS_COVERAGE_H

#include "llvm/Support/CommandLine.h"

#include <memory>

namespace strata::tool {

class CoverageCommand {
public:
  explicit CoverageCommand(llvm::cl::SubCommand &Sub);
  ~CoverageCommand();
  int run();

private:
  struct Options;
  std::unique_ptr<Options> Opts;
};

} // namespace strata::tool

#endif
