//===- stratac.cpp - Command-line front end of stratac --------------------===//
///
/// \file
/// Parses the command line, prepares compile commands for clang (a g++
/// compile_commands.json needs some cleaning), runs the analysis and writes
/// the outputs, all of them or none.
///
//===----------------------------------------------------------------------===//

#include "strata/compiler/Analysis.h"
#include "strata/compiler/Emit.h"

#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CommonOptionsParser.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang::tooling;
namespace cl = llvm::cl;

static cl::OptionCategory Category("stratac options");

static cl::opt<std::string>
    IncFile("o",
            cl::desc("Write the STRATA_PART_FACTS table here (without -o and "
                     "--json it goes to standard output)"),
            cl::value_desc("file.inc"), cl::cat(Category));
static cl::opt<std::string>
    JsonFile("json", cl::desc("Write the facts with source locations here"),
             cl::value_desc("file.json"), cl::cat(Category));
static cl::opt<std::string>
    DepFile("depfile",
            cl::desc("Write a Makefile rule naming every file the parse read "
                     "(target: the -o file, else the --json file)"),
            cl::value_desc("file.d"), cl::cat(Category));

static cl::opt<bool> WarningsAsErrors(
    "warnings-as-errors",
    cl::desc("Report stratac's warnings (an effect no card lists) as errors"),
    cl::cat(Category));

static cl::opt<bool> CardLibrary(
    "card-library",
    cl::desc("The files are a card library: warn about an effect that no "
             "list of a card's abilities or effects names"),
    cl::cat(Category));

static cl::extrahelp CommonHelp(CommonOptionsParser::HelpMessage);

/// Drops what g++ accepts and clang does not: g++-only flags make the driver
/// print errors, and a g++ precompiled header is unreadable to clang.
static CommandLineArguments stripGccOnly(const CommandLineArguments &Args,
                                         llvm::StringRef) {
  CommandLineArguments Out;
  for (size_t I = 0; I < Args.size(); ++I) {
    const std::string &A = Args[I];
    if (A == "-include" && I + 1 < Args.size() &&
        llvm::StringRef(Args[I + 1]).contains("cmake_pch.hxx")) {
      ++I;
      continue;
    }
    if (A.rfind("-include", 0) == 0 &&
        llvm::StringRef(A).contains("cmake_pch.hxx"))
      continue;
    if (A.rfind("-fconcepts-diagnostics-depth", 0) == 0 ||
        A == "-fcoroutines" || A == "-Winvalid-pch")
      continue;
    Out.push_back(A);
  }
  return Out;
}

/// Builtin headers (stddef.h...) live in clang's resource directory, which
/// ClangTool would look for next to this binary: point it at the real one.
static CommandLineArguments addResourceDir(const CommandLineArguments &Args,
                                           llvm::StringRef File) {
  for (const std::string &A : Args)
    if (A.rfind("-resource-dir", 0) == 0)
      return Args;
  return getInsertArgumentAdjuster("-resource-dir=" STRATA_CLANG_RESOURCE_DIR,
                                   ArgumentInsertPosition::END)(Args, File);
}

static bool write(const std::string &Path, const std::string &Content) {
  std::string Error = strata::compiler::writeIfChanged(Path, Content);
  if (Error.empty())
    return true;
  llvm::errs() << "stratac: error: " << Error << "\n";
  return false;
}

int main(int argc, const char **argv) {
  auto Parser = CommonOptionsParser::create(
      argc, argv, Category, cl::OneOrMore,
      "stratac: extracts what each effect part reads and writes from the "
      "strata.* annotations\n");
  if (!Parser) {
    llvm::errs() << llvm::toString(Parser.takeError());
    return 1;
  }
  if (!DepFile.empty() && IncFile.empty() && JsonFile.empty()) {
    llvm::errs() << "stratac: error: --depfile needs -o or --json\n";
    return 1;
  }

  ClangTool Tool(Parser->getCompilations(), Parser->getSourcePathList());
  Tool.appendArgumentsAdjuster(stripGccOnly);
  Tool.appendArgumentsAdjuster(addResourceDir);
  // END inserts before a trailing `--`, where a plain push_back would make
  // the flag a file name.
  Tool.appendArgumentsAdjuster(getInsertArgumentAdjuster(
      "-Wno-unknown-warning-option", ArgumentInsertPosition::END));

  strata::compiler::Analysis Analysis;
  Analysis.WarningsAsErrors = WarningsAsErrors;
  Analysis.CardLibrary = CardLibrary;
  if (Tool.run(Analysis.newActionFactory().get()) != 0)
    return 1; // parse or analysis errors: never emit from a broken run
  // Only under -verify do errors leave the run successful: the expected
  // errors were seen, but the facts are incomplete, so write nothing.
  if (Analysis.hadErrors())
    return 0;

  const auto &Facts = Analysis.facts();
  if (IncFile.empty() && JsonFile.empty())
    llvm::outs() << strata::compiler::renderInc(Facts);
  if (!IncFile.empty() && !write(IncFile, strata::compiler::renderInc(Facts)))
    return 1;
  if (!JsonFile.empty() &&
      !write(JsonFile, strata::compiler::renderJson(Facts)))
    return 1;
  if (!DepFile.empty() &&
      !write(DepFile, strata::compiler::renderDepfile(
                          Facts, IncFile.empty() ? JsonFile : IncFile)))
    return 1;
  return 0;
}
