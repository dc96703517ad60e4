//===- Labels.h - How the scenario format names abilities ------*- C++ -*-===//
///
/// \file
/// The ability labels of shared/spec/scenario-format.md: keywords by
/// keyword, mana abilities by text, others by the printing card's name (or
/// "Name #N"). Shared by expectations and explanations.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_SCENARIO_LABELS_H
#define STRATA_SCENARIO_LABELS_H

#include "strata/runtime/Characteristics.h"

#include <string>
#include <vector>

namespace strata::scenario {

/// The labels of an object's abilities, keywords first.
std::vector<std::string> abilityLabels(const runtime::Characteristics &C);

} // namespace strata::scenario

#endif
