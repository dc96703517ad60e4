//===- CardNames.h - The closest card names, for typos ----------*- C++ -*-===//
///
/// \file
/// What a scenario's unknown card and `strata cards NAME` suggest: the
/// program's card names (built in and loaded) closest to a misspelt one.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_SCENARIO_CARDNAMES_H
#define STRATA_SCENARIO_CARDNAMES_H

#include <string>
#include <string_view>

namespace strata::scenario {

/// The closest card name and up to two more nearly as close, quoted and
/// comma-separated ("'Mutavault', 'Memnite'"); case is ignored.
std::string closestCardNames(std::string_view Name);

} // namespace strata::scenario

#endif
