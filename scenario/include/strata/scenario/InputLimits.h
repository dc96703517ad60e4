//===- InputLimits.h - What a scenario file may be -------------*- C++ -*-===//
///
/// \file
/// The bounds every scenario input is held to before it is parsed, so no
/// input can crash or exhaust the reader: its size, UTF-8 text without
/// binary control characters, and how deeply its YAML nests.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_SCENARIO_INPUTLIMITS_H
#define STRATA_SCENARIO_INPUTLIMITS_H

#include "strata/scenario/Reader.h"

#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <optional>
#include <string>

namespace strata::scenario {

/// A scenario file holds at most 16 MiB (a board of 65,000 permanents is
/// about 2 MiB).
inline constexpr std::size_t kMaxScenarioBytes = std::size_t(16) << 20;
/// The YAML nests at most this deep (the format needs about 7).
inline constexpr unsigned kMaxScenarioNesting = 64;

/// Where text stops being UTF-8 text (invalid UTF-8, or a control
/// character other than tab, line feed and carriage return) and why.
struct TextError {
  unsigned Line, Col;
  std::string Message; ///< "invalid UTF-8 (byte 0xE9)", "binary data (byte 0x00)"
};
std::optional<TextError> checkText(llvm::StringRef Text);

/// Reports, as FILE:LINE:COL without echoing the bytes, the first reason
/// \p Text cannot be a scenario file; returns false then.
bool checkScenarioText(llvm::StringRef Text, llvm::StringRef File, Diagnostics &Diags);

} // namespace strata::scenario

#endif
