//===- ScenarioFuzzer.cpp - libFuzzer target: scenario files --------------===//
///
/// \file
/// One input is one scenario file. It is read and every scenario in it is
/// run exactly as `strata check` runs a file (tools/strata/Scenarios.cpp):
/// any input must end in diagnostics, mismatches or a pass, never in a
/// crash, a sanitizer report, a hang or a leak. Seeds: tests/scenarios and
/// tests/scenarios-invalid.
///
//===----------------------------------------------------------------------===//
#include "strata/scenario/Reader.h"
#include "strata/scenario/Runner.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <exception>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *Data, std::size_t Size) {
  using namespace strata::scenario;
  // STRATA_FUZZ_VERBOSE=1 prints the diagnostics (to reproduce a finding).
  static const bool Verbose = std::getenv("STRATA_FUZZ_VERBOSE") != nullptr;
  llvm::raw_ostream &OS = Verbose ? llvm::errs() : llvm::nulls();
  Diagnostics Diags(OS);
  llvm::SourceMgr SM;
  Diags.attach(SM);
  unsigned Id = SM.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(
          llvm::StringRef(reinterpret_cast<const char *>(Data), Size), "fuzz.yaml"),
      llvm::SMLoc());
  std::vector<Scenario> Scenarios = readScenarios(SM, Id, Diags);
  for (const Scenario &S : Scenarios) {
    ScenarioRun Run(S, SM, Diags);
    try {
      (void)Run.run();
    } catch (const std::exception &E) {
      // strata check reports these as "internal error" and goes on; for
      // the fuzzer they are findings all the same unless allowed.
      if (Verbose)
        llvm::errs() << "internal error: " << E.what() << "\n";
      if (!std::getenv("STRATA_FUZZ_ALLOW_INTERNAL_ERRORS"))
        std::abort();
    }
  }
  return 0;
}
