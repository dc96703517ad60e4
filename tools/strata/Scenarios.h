//===- Scenarios.h - Finding, reading and running scenario files *- C++ -*-===//
///
/// \file
/// Shared by check, explain and graph: expands paths to scenario files and
/// runs each scenario, reporting invalid input as `file:line:col: error:`.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_TOOLS_SCENARIOS_H
#define STRATA_TOOLS_SCENARIOS_H

#include "strata/scenario/Runner.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <string>
#include <vector>

namespace strata::tool {

/// The .yaml and .yml files under \p Paths (files as given, folders
/// recursively, sorted); a path that does not exist or a folder without
/// scenarios is reported and counted invalid.
std::vector<std::string> scenarioFiles(const std::vector<std::string> &Paths,
                                       llvm::raw_ostream &Errs, unsigned &Invalid);
/// The same, with the paths reported in \p Bad (one status each).
std::vector<std::string> scenarioFiles(const std::vector<std::string> &Paths,
                                       llvm::raw_ostream &Errs, std::vector<std::string> &Bad);

/// The contents of scenario file \p File within the input limits
/// (InputLimits.h), or null after reporting `FILE: error: ...`.
std::unique_ptr<llvm::MemoryBuffer> readScenarioFile(const std::string &File,
                                                     scenario::Diagnostics &Diags);

/// Reads \p File and runs each scenario \p Select accepts (default: all),
/// calling \p Each with the finished run (null when the scenario was
/// invalid). Every scenario the reader found invalid is passed to \p Each
/// too, whatever \p Select says, and a file that could not be read or
/// split into scenarios once (its Scenario without a name): each scenario
/// gets one status. Returns false when a scenario was invalid as read.
/// \p CheckIncremental: ScenarioRun::setCheckIncremental.
bool runScenarioFile(
    const std::string &File, scenario::Diagnostics &Diags,
    llvm::function_ref<void(const scenario::Scenario &, scenario::ScenarioRun *)> Each,
    llvm::function_ref<bool(const scenario::Scenario &)> Select = nullptr,
    bool CheckIncremental = false);

} // namespace strata::tool

#endif
