//===- Analysis.h - Entry point of stratac's analysis -----------*- C++ -*-===//
///
/// \file
/// The analysis as a library: hand newActionFactory() to a ClangTool, run it
/// over the sources, then read the accumulated facts. Clang's headers stay
/// out of here so the tool's main file needs only the Tooling API.
///
//===----------------------------------------------------------------------===//

#ifndef STRATA_COMPILER_ANALYSIS_H
#define STRATA_COMPILER_ANALYSIS_H

#include "strata/compiler/EffectFacts.h"

#include <memory>

namespace clang::tooling {
class FrontendActionFactory;
} // namespace clang::tooling

namespace strata::compiler {

/// Accumulates facts over every translation unit a ClangTool parses.
class Analysis {
public:
  /// A factory whose actions analyse one translation unit each and add the
  /// result to this object. Diagnostics go to each unit's DiagnosticsEngine.
  std::unique_ptr<clang::tooling::FrontendActionFactory> newActionFactory();

  /// Compile mode: actions that compile their unit as its command line
  /// asks (clang's code generation, to the `-o` file) from the same parse
  /// they analyse, check the generated code against the analysis
  /// (CompiledCode.h), and write the object only when no error occurred.
  std::unique_ptr<clang::tooling::FrontendActionFactory> newCompileActionFactory();

  /// The facts gathered so far.
  const Facts &facts() const { return Result; }
  Facts &facts() { return Result; }

  /// True once the analysis itself reported an error (even one that a
  /// `-verify` run expected): the facts are then incomplete.
  bool hadErrors() const { return Errors != 0; }
  void addErrors(unsigned N) { Errors += N; }

  /// Report stratac's warnings (an effect no card lists, ...) as errors,
  /// like clang-tidy's --warnings-as-errors (clang's -Werror does not reach
  /// a tool's own diagnostics).
  bool WarningsAsErrors = false;
  /// The units are a card library: every effect must be named by a list of
  /// a card's abilities or effects (`strata.lists`), else a warning.
  bool CardLibrary = false;

private:
  Facts Result;
  unsigned Errors = 0;
};

} // namespace strata::compiler

#endif // STRATA_COMPILER_ANALYSIS_H
