//===- Check.h - strata check: run scenarios -------------------*- C++ -*-===//
///
/// \file
/// `strata check PATH...`: runs every scenario, one `PASS`/`FAIL`/`INVALID`
/// line each (an unreadable file or a path naming none gets one too) with
/// the mismatches under a failure, then `N passed, M failed`; the same
/// statuses in JSON and JUnit. Exit status 0 all passed, 1 a scenario
/// failed, 2 an input was invalid. `--verify` checks the diagnostics
/// against each file's `# expected-error: ...` comments instead
/// (scenario/Verify.h): 0 when they match and nothing failed, else 1.
/// `--audit` (audit builds only) then lists the effects whose calls the
/// audit checked (AuditReport.h).
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_TOOLS_CHECK_H
#define STRATA_TOOLS_CHECK_H

#include "llvm/Support/CommandLine.h"

#include <memory>

namespace strata::tool {

class CheckCommand {
public:
  explicit CheckCommand(llvm::cl::SubCommand &Sub);
  ~CheckCommand();
  int run();

private:
  struct Options;
  std::unique_ptr<Options> Opts;
};

} // namespace strata::tool

#endif
