//===- Rules.h - The Comprehensive Rules numbers a scenario may cite -*- C++ -*-===//
///
/// \file
/// What a rule number in a scenario (`rules:`, `refused:`) must be: written
/// as the Comprehensive Rules number their rules (CR 100.1 onwards: a
/// three-digit section, then `.N` for a rule and a letter for a subrule,
/// the letters l and o skipped), in a section the CR has, and, in CR 613
/// (the section Strata implements whole), one of its rules.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_SCENARIO_RULES_H
#define STRATA_SCENARIO_RULES_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace strata::scenario {

/// The CR's sections, chapter by chapter: [First, Last] of each.
struct RuleSections {
  int First, Last;
};
std::span<const RuleSections> ruleSections();

/// Every rule and subrule of CR 613, in order.
std::span<const std::string_view> rulesOf613();

/// Why \p Rule is not a rule number a scenario may cite (a message
/// naming it), or nothing when it is one.
std::optional<std::string> ruleNumberProblem(llvm::StringRef Rule);

} // namespace strata::scenario

#endif
