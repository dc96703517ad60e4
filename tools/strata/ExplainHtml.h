//===- ExplainHtml.h - strata explain --html: one page a judge reads -*- C++ -*-===//
///
/// \file
/// The page `strata explain --html FILE` prints: self-contained (inline CSS
/// and SVG, no script, nothing fetched), per scenario the actions taken,
/// each layer's effects in order with why and what each changed (each
/// object's characteristics before and after), the dependency graph drawn
/// by Graphviz, the board at the end, and every expectation with pass/fail.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_TOOLS_EXPLAINHTML_H
#define STRATA_TOOLS_EXPLAINHTML_H

#include "strata/layers/Trace.h"
#include "strata/scenario/Runner.h"

#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace strata::tool {

void beginHtmlPage(const std::string &Title, llvm::raw_ostream &OS);
/// One scenario's section; \p Dot is its dependency graph in DOT.
void writeHtmlScenario(scenario::ScenarioRun &Run, const scenario::Scenario &S,
                       const layers::Trace &T, const std::vector<std::string> &Players,
                       bool ShowLibrary, const std::string &Dot, llvm::raw_ostream &OS);
void endHtmlPage(llvm::raw_ostream &OS);

} // namespace strata::tool

#endif
