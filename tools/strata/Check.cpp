//===- Check.cpp - strata check: run scenarios -----------------------------===//
#include "Check.h"

#include "AuditReport.h"
#include "Escape.h"
#include "Scenarios.h"

#include "strata/scenario/Verify.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

namespace strata::tool {
namespace cl = llvm::cl;

namespace {

enum class Format { Text, Json, JUnit };

/// One scenario's outcome, as every format reports it.
struct Outcome {
  std::string Name, File;
  unsigned Line = 0;
  enum { Pass, Fail, Invalid } Status;
  struct Item {
    std::string Text;  ///< id.field: expected X, got Y
    std::string Where; ///< file:line of the expected field
    unsigned Step = 0; ///< 0 final expect, N the Nth action
    std::string Action;
  };
  std::vector<Item> Mismatches;
};

std::string stepText(const Outcome::Item &M) {
  return M.Step == 0 ? std::string("final expect") : fmt::format("action {}: {}", M.Step, M.Action);
}

/// XML 1.0 text, well formed whatever the bytes (Escape.h).
using escape::xml;

void printJUnit(const std::vector<Outcome> &All, llvm::raw_ostream &OS) {
  unsigned Failures = 0, Errors = 0;
  for (const Outcome &O : All) {
    Failures += O.Status == Outcome::Fail;
    Errors += O.Status == Outcome::Invalid;
  }
  OS << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
     << fmt::format("<testsuites name=\"strata check\" tests=\"{}\" failures=\"{}\" "
                    "errors=\"{}\">\n",
                    All.size(), Failures, Errors)
     << fmt::format("  <testsuite name=\"strata check\" tests=\"{}\" failures=\"{}\" "
                    "errors=\"{}\">\n",
                    All.size(), Failures, Errors);
  for (const Outcome &O : All) {
    OS << fmt::format("    <testcase name=\"{}\" classname=\"{}\" file=\"{}\" line=\"{}\"",
                      xml(O.Name.empty() ? O.File : O.Name), xml(O.File), xml(O.File), O.Line);
    if (O.Status == Outcome::Pass) {
      OS << "/>\n";
      continue;
    }
    OS << ">\n";
    if (O.Status == Outcome::Invalid) {
      OS << "      <error message=\"invalid scenario (see the diagnostics)\"/>\n";
    } else {
      std::string Body;
      for (const Outcome::Item &M : O.Mismatches)
        Body += M.Text + " (" + M.Where + ", " + stepText(M) + ")\n";
      OS << fmt::format("      <failure message=\"{} mismatch{}\">{}</failure>\n",
                        O.Mismatches.size(), O.Mismatches.size() == 1 ? "" : "es", xml(Body));
    }
    OS << "    </testcase>\n";
  }
  OS << "  </testsuite>\n</testsuites>\n";
}

void printJson(const std::vector<Outcome> &All, unsigned Passed, unsigned Failed,
               unsigned Invalid, llvm::raw_ostream &OS) {
  llvm::json::OStream J(OS, 2);
  J.object([&] {
    J.attributeArray("scenarios", [&] {
      for (const Outcome &O : All)
        J.object([&] {
          if (O.Name.empty())
            J.attribute("name", nullptr); // a file or path that holds no readable scenario
          else
            J.attribute("name", escape::json(O.Name));
          J.attribute("file", escape::json(O.File));
          J.attribute("line", O.Line);
          J.attribute("status", O.Status == Outcome::Pass   ? "pass"
                                : O.Status == Outcome::Fail ? "fail"
                                                            : "invalid");
          J.attributeArray("mismatches", [&] {
            for (const Outcome::Item &M : O.Mismatches)
              J.object([&] {
                J.attribute("mismatch", escape::json(M.Text));
                J.attribute("at", escape::json(M.Where));
                if (M.Step == 0)
                  J.attribute("step", "final");
                else
                  J.attribute("step", M.Step);
                if (M.Step)
                  J.attribute("action", escape::json(M.Action));
              });
          });
        });
    });
    J.attribute("passed", Passed);
    J.attribute("failed", Failed);
    J.attribute("invalid", Invalid);
  });
  OS << "\n";
}

/// `--verify`: \p Got, the diagnostics of \p File, against its
/// `# expected-...` comments (Verify.h); prints each difference as a
/// located error and returns how many.
unsigned verifyFile(const std::string &File, const std::vector<scenario::Diagnostic> &Got) {
  std::vector<scenario::Diagnostic> Problems;
  scenario::Diagnostics Quiet(llvm::nulls()); // an unreadable file is in Got already
  std::vector<scenario::ExpectedDiagnostic> Want;
  if (auto Buffer = readScenarioFile(File, Quiet))
    Want = scenario::readExpectedDiagnostics(File, Buffer->getBuffer(), Problems);
  for (scenario::Diagnostic &P : scenario::verifyDiagnostics(File, Want, Got))
    Problems.push_back(std::move(P));
  for (const scenario::Diagnostic &P : Problems) {
    escape::err() << escape::text(P.File);
    if (P.Line)
      escape::err() << ":" << P.Line << (P.Col ? ":" + std::to_string(P.Col) : "");
    escape::err() << ": " << P.Kind << ": " << escape::text(P.Message) << "\n";
  }
  return static_cast<unsigned>(Problems.size());
}

} // namespace

struct CheckCommand::Options {
  cl::list<std::string> Paths;
  cl::opt<bool> Audit;
  cl::opt<Format> Fmt;
  cl::opt<std::string> Filter;
  cl::opt<bool> Quiet;
  cl::opt<bool> CheckIncremental;
  cl::opt<bool> Verify;
  explicit Options(cl::SubCommand &Sub)
      : Paths(cl::Positional, cl::desc("<scenario file or folder>..."), cl::OneOrMore,
              cl::sub(Sub)),
        Audit("audit",
              cl::desc("List the effects whose calls the audit checked (audit builds only)"),
              cl::sub(Sub)),
        Fmt("format", cl::desc("How results are printed"), cl::init(Format::Text),
            cl::values(clEnumValN(Format::Text, "text", "one line per scenario (default)"),
                       clEnumValN(Format::Json, "json", "one JSON document"),
                       clEnumValN(Format::JUnit, "junit", "JUnit XML, for CI")),
            cl::sub(Sub)),
        Filter("filter", cl::value_desc("regex"),
               cl::desc("Run only the scenarios whose name matches this regular expression"),
               cl::sub(Sub)),
        Quiet("quiet", cl::desc("Print only failures, invalid scenarios and the summary"),
              cl::sub(Sub)),
        CheckIncremental(
            "check-incremental",
            cl::desc("Compare every update of the characteristics with a full layer pass "
                     "(a difference makes the scenario invalid)"),
            cl::sub(Sub)),
        Verify("verify",
               cl::desc("Check the diagnostics against the '# expected-error: ...' comments "
                        "of each file (exit status 0 when they match and nothing failed)"),
               cl::sub(Sub)) {}
};

CheckCommand::CheckCommand(cl::SubCommand &Sub) : Opts(std::make_unique<Options>(Sub)) {}
CheckCommand::~CheckCommand() = default;

int CheckCommand::run() {
  llvm::raw_ostream &OS = escape::out();
  if (Opts->Audit && !auditAvailable(escape::err()))
    return 2;
  std::optional<llvm::Regex> Filter;
  if (!Opts->Filter.empty()) {
    Filter.emplace(Opts->Filter);
    std::string Why;
    if (!Filter->isValid(Why)) {
      escape::err() << "strata check: error: --filter '" << escape::text(Opts->Filter)
                    << "': " << Why << "\n";
      return 2;
    }
  }
  bool Text = Opts->Fmt == Format::Text;
  unsigned Passed = 0, Failed = 0, Invalid = 0;
  std::vector<Outcome> All;
  std::vector<std::string> Paths(Opts->Paths.begin(), Opts->Paths.end());
  scenario::Diagnostics Diags(escape::err()); // errors to stderr, results to stdout
  unsigned VerifyProblems = 0;
  unsigned Read = 0, Matched = 0; // scenarios read cleanly, and selected by --filter
  // One status per scenario, in every format, whatever made it invalid: a
  // path that names no scenario file and a file that cannot be read or
  // split into scenarios get one too (without a name).
  auto Report = [&](Outcome O) {
    (O.Status == Outcome::Pass ? Passed : O.Status == Outcome::Fail ? Failed : Invalid)++;
    if (Text && !(Opts->Quiet && O.Status == Outcome::Pass)) {
      OS << (O.Status == Outcome::Pass   ? "PASS "
             : O.Status == Outcome::Fail ? "FAIL "
                                         : "INVALID ")
         << (O.Name.empty() ? "" : escape::text(O.Name) + " ") << "("
         << escape::text(O.File) << ")\n";
      for (const Outcome::Item &M : O.Mismatches)
        OS << "  " << escape::text(M.Text) << " (" << escape::text(M.Where) << ", "
           << escape::text(stepText(M)) << ")\n";
    }
    All.push_back(std::move(O));
  };
  std::vector<std::string> BadPaths;
  std::vector<std::string> Files = scenarioFiles(Paths, escape::err(), BadPaths);
  for (const std::string &Path : BadPaths)
    Report(Outcome{"", Path, 0, Outcome::Invalid, {}});
  for (const std::string &File : Files) {
    std::vector<scenario::Diagnostic> Got;
    if (Opts->Verify)
      Diags.capture(&Got);
    runScenarioFile(
        File, Diags,
        [&](const scenario::Scenario &S, scenario::ScenarioRun *Run) {
          Outcome O{S.Name.Text, File, S.Line, Outcome::Pass, {}};
          if (!Run) {
            O.Status = Outcome::Invalid;
          } else if (!Run->mismatches().empty()) {
            O.Status = Outcome::Fail;
            for (const scenario::Mismatch &M : Run->mismatches())
              O.Mismatches.push_back({M.text(),
                                      fmt::format("{}:{}", File, Run->lineOf(M.Loc)), M.Step,
                                      M.Step ? Run->actionText(M.Step) : std::string()});
          }
          Report(std::move(O));
        },
        [&](const scenario::Scenario &S) {
          ++Read;
          bool Match = !Filter || Filter->match(S.Name.Text);
          Matched += Match;
          return Match;
        },
        Opts->CheckIncremental);
    if (Opts->Verify) {
      Diags.capture(nullptr);
      VerifyProblems += verifyFile(File, Got);
    }
    OS.flush();
  }
  if (Opts->Fmt == Format::Json)
    printJson(All, Passed, Failed, Invalid, OS);
  else if (Opts->Fmt == Format::JUnit)
    printJUnit(All, OS);
  else {
    if (Invalid)
      OS << Invalid << " invalid\n";
    OS << Passed << " passed, " << Failed << " failed\n";
  }
  if (Opts->Audit)
    printAuditReport(OS);
  // A filter that selects nothing checked nothing: not a pass (exit 2).
  if (Filter && Matched == 0) {
    escape::err() << "strata check: error: --filter '" << escape::text(Opts->Filter)
                  << "' matches no scenario's name (" << Read << " scenario"
                  << (Read == 1 ? "" : "s") << " read): nothing was checked\n";
    return 2;
  }
  if (Opts->Verify)
    return VerifyProblems || Failed ? 1 : 0;
  return Invalid ? 2 : Failed ? 1 : 0;
}

} // namespace strata::tool
