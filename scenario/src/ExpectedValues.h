//===- ExpectedValues.h - Validating expected values as input --*- C++ -*-===//
#ifndef STRATA_SCENARIO_EXPECTEDVALUES_H
#define STRATA_SCENARIO_EXPECTEDVALUES_H

#include "strata/scenario/Reader.h"
#include "strata/scenario/Scenario.h"

namespace strata::scenario {

/// Checks the value of expected field \p F against the format's vocabulary
/// (types, colors, zones, ability labels, counter kinds, P/T, integers in
/// range), reporting each bad word at its location with the closest valid
/// one. Booleans are normalised to true/false. False when any is invalid.
bool checkExpectedValue(Field &F, llvm::SourceMgr &SM, Diagnostics &Diags);

} // namespace strata::scenario

#endif
