//===- Reader.h - Reading scenario files -----------------------*- C++ -*-===//
///
/// \file
/// Reads scenario YAML with LLVM's YAML parser. Every problem (bad YAML,
/// an unknown key, a value of the wrong type) is reported through the
/// SourceMgr as `file:line:col: error: ...`; reading goes on so one run
/// reports them all.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_SCENARIO_READER_H
#define STRATA_SCENARIO_READER_H

#include "strata/scenario/Scenario.h"

#include "llvm/Support/SourceMgr.h"

#include <string>
#include <vector>

namespace strata::scenario {

/// One diagnostic as `strata` prints it: `FILE:LINE:COL: KIND: MESSAGE`,
/// or `FILE: KIND: MESSAGE` (Line 0) for a file as a whole.
struct Diagnostic {
  std::string File;
  unsigned Line = 0, Col = 0;
  std::string Kind; ///< error, warning, note
  std::string Message;
};

/// Collects diagnostics for one run: prints them and counts errors.
class Diagnostics {
public:
  explicit Diagnostics(llvm::raw_ostream &OS) : OS(OS) {}
  /// From now on (until called with null) diagnostics are kept in \p Into
  /// instead of printed (`strata check --verify`, Verify.h); errors are
  /// still counted.
  void capture(std::vector<Diagnostic> *Into) { Captured = Into; }
  /// Routes \p SM's messages (including the YAML parser's) through here.
  void attach(llvm::SourceMgr &SM);
  void error(llvm::SourceMgr &SM, llvm::SMLoc Loc, const llvm::Twine &Msg);
  /// `FILE: error: MSG`, for a file that cannot be read at all.
  void error(llvm::StringRef File, const llvm::Twine &Msg);
  /// `FILE:LINE:COL: error: MSG` without the source line (which may not be
  /// printable text).
  void error(llvm::StringRef File, unsigned Line, unsigned Col, const llvm::Twine &Msg);
  unsigned errors() const { return Errors; }

private:
  static void handle(const llvm::SMDiagnostic &D, void *Self);
  llvm::raw_ostream &OS;
  unsigned Errors = 0;
  std::vector<Diagnostic> *Captured = nullptr;
};

/// One scenario of a file as read: Valid false after a reported error,
/// S then holding what could be read (its file and line, its name if it
/// has one).
struct ReadScenario {
  Scenario S;
  bool Valid = false;
};

/// Reads every scenario (`---`-separated documents) of buffer \p Buffer,
/// valid or not: one entry per document, so each gets one status. A file
/// that cannot be split into documents (out of bounds, bad YAML, empty)
/// is one invalid entry without a name, at the error's line.
std::vector<ReadScenario> readAllScenarios(llvm::SourceMgr &SM, unsigned Buffer,
                                           Diagnostics &Diags);

/// The valid scenarios of readAllScenarios.
std::vector<Scenario> readScenarios(llvm::SourceMgr &SM, unsigned Buffer,
                                    Diagnostics &Diags);

} // namespace strata::scenario

#endif
