//===- Check.cpp - strata check: run scenarios -----------------------------===//
#include "Check.h"

#include "AuditReport.h"
#include "Scenarios.h"

#include "llvm/Support/raw_ostream.h"

namespace strata::tool {
namespace cl = llvm::cl;

struct CheckCommand::Options {
  cl::list<std::string> Paths;
  cl::opt<bool> Audit;
  explicit Options(cl::SubCommand &Sub)
      : Paths(cl::Positional, cl::desc("<scenario file or folder>..."), cl::OneOrMore,
              cl::sub(Sub)),
        Audit("audit",
              cl::desc("List the effects whose calls the audit checked (audit builds only)"),
              cl::sub(Sub)) {}
};

CheckCommand::CheckCommand(cl::SubCommand &Sub) : Opts(std::make_unique<Options>(Sub)) {}
CheckCommand::~CheckCommand() = default;

int CheckCommand::run() {
  llvm::raw_ostream &OS = llvm::outs();
  if (Opts->Audit && !auditAvailable(llvm::errs()))
    return 2;
  unsigned Passed = 0, Failed = 0, Invalid = 0;
  std::vector<std::string> Paths(Opts->Paths.begin(), Opts->Paths.end());
  scenario::Diagnostics Diags(OS);
  for (const std::string &File : scenarioFiles(Paths, OS, Invalid)) {
    bool Read = runScenarioFile(File, Diags, [&](const scenario::Scenario &S,
                                                 scenario::ScenarioRun *Run) {
      if (!Run) {
        ++Invalid;
        OS << "INVALID " << S.Name.Text << " (" << File << ")\n";
        return;
      }
      if (Run->mismatches().empty()) {
        ++Passed;
        OS << "PASS " << S.Name.Text << " (" << File << ")\n";
        return;
      }
      ++Failed;
      OS << "FAIL " << S.Name.Text << " (" << File << ")\n";
      for (const std::string &M : Run->mismatches())
        OS << "  " << M << "\n";
    });
    if (!Read)
      ++Invalid;
    OS.flush();
  }
  if (Invalid)
    OS << Invalid << " invalid\n";
  OS << Passed << " passed, " << Failed << " failed\n";
  if (Opts->Audit)
    printAuditReport(OS);
  return Invalid ? 2 : Failed ? 1 : 0;
}

} // namespace strata::tool
