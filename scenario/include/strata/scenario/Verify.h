//===- Verify.h - Diagnostics a scenario file expects of itself -*- C++ -*-===//
///
/// \file
/// `strata check --verify` (as clang's -verify): an invalid scenario file
/// states the diagnostics it must produce in its own comments, beside the
/// line each one is about (docs/scenarios.md, "Testing invalid scenarios"):
///
///     count: 2147483648  # expected-error:12: 'count' 2147483648 is out of range; ...
///
/// `# expected-KIND[@WHERE][:COL]: MESSAGE`, KIND error, warning or note;
/// WHERE is `+N` or `-N` (lines below or above the comment), `N` (that
/// line) or `file` (a diagnostic about the file as a whole); without it,
/// the comment's own line. COL, when given, is checked too; MESSAGE is the
/// whole message, exactly. Every diagnostic must be expected and every
/// expectation met, each by one diagnostic.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_SCENARIO_VERIFY_H
#define STRATA_SCENARIO_VERIFY_H

#include "strata/scenario/Reader.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace strata::scenario {

struct ExpectedDiagnostic {
  unsigned CommentLine = 0; ///< where it is written
  unsigned Line = 0;        ///< the line it expects; 0: the file as a whole
  unsigned Col = 0;         ///< 0: any column
  std::string Kind, Message;
};

/// The `expected-...` comments of \p Text. A comment that names
/// `expected-` but is not well formed is an error in \p Errors (as
/// diagnostics of \p File), never silently ignored.
std::vector<ExpectedDiagnostic> readExpectedDiagnostics(llvm::StringRef File,
                                                        llvm::StringRef Text,
                                                        std::vector<Diagnostic> &Errors);

/// Matches \p Got (the diagnostics of \p File) with \p Want; returns one
/// located error per diagnostic not expected and per expectation not met,
/// in line order.
std::vector<Diagnostic> verifyDiagnostics(llvm::StringRef File,
                                          const std::vector<ExpectedDiagnostic> &Want,
                                          const std::vector<Diagnostic> &Got);

} // namespace strata::scenario

#endif
