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

#include <pthread.h>

namespace {

struct Input {
  const std::uint8_t *Data;
  std::size_t Size;
};

void runOne(const std::uint8_t *Data, std::size_t Size);

void *runOnThread(void *Arg) {
  auto *In = static_cast<Input *>(Arg);
  runOne(In->Data, In->Size);
  return nullptr;
}

} // namespace

/// Each input runs on a thread with a small stack (256 KiB): recursion that
/// grows with the input (YAML nesting) overflows it within the fuzzer's
/// input size, where the 8 MiB main stack would need inputs a hundred times
/// larger (issue 13: 300,000 nested `{a:` crashed `strata check`).
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *Data, std::size_t Size) {
  Input In{Data, Size};
  pthread_attr_t Attr;
  pthread_attr_init(&Attr);
  pthread_attr_setstacksize(&Attr, std::size_t(256) << 10);
  pthread_t Thread;
  if (pthread_create(&Thread, &Attr, runOnThread, &In) != 0)
    std::abort();
  pthread_join(Thread, nullptr);
  pthread_attr_destroy(&Attr);
  return 0;
}

namespace {

void runOne(const std::uint8_t *Data, std::size_t Size) {
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
}

} // namespace
