//===- Labels.h - How the scenario format names abilities ------*- C++ -*-===//
///
/// \file
/// The ability labels of docs/scenario-format.md: keywords by
/// keyword, mana abilities by text, others by the printing card's name (or
/// "Name #N"). Shared by expectations and explanations.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_SCENARIO_LABELS_H
#define STRATA_SCENARIO_LABELS_H

#include "strata/runtime/Labels.h"

namespace strata::scenario {

/// The labels of an object's abilities, keywords first (runtime/Labels.h).
using runtime::abilityLabels;

} // namespace strata::scenario

#endif
