//===- stratac.cpp - Command-line front end of stratac --------------------===//
///
/// \file
/// Three modes:
///  - analysis (the default): parses the sources as a compile command or
///    database says (a g++ compile_commands.json needs some cleaning), and
///    writes the facts table, JSON and depfile, all of them or none;
///  - `--compile [--card-library] [--warnings-as-errors] COMPILER ARGS...`:
///    a compiler launcher (CMake's <LANG>_COMPILER_LAUNCHER). It compiles
///    the unit with clang exactly as ARGS ask, analyses the same parse,
///    checks the generated code against the analysis, and writes the object
///    and, beside it, its facts (OBJECT.facts.json);
///  - `--link -o DATA.cpp [--json FILE.json] OBJECT...`: checks and merges
///    the facts of a library's objects and writes the data defining them;
///  - `--check-libraries -o STAMP LIBRARY.json...`: checks that the card
///    libraries one program links agree on every followed body, and writes
///    STAMP (the list of libraries) when they do.
///
//===----------------------------------------------------------------------===//

#include "strata/compiler/Analysis.h"
#include "strata/compiler/Emit.h"
#include "strata/compiler/Link.h"

#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CommonOptionsParser.h"
#include "clang/Tooling/Tooling.h"
#include "clang/Basic/FileManager.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/TargetSelect.h"
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

/// `stratac --compile ...`: see the file comment.
static int compileMode(llvm::ArrayRef<const char *> Args) {
  strata::compiler::Analysis Analysis;
  size_t I = 0;
  for (; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    if (A == "--card-library")
      Analysis.CardLibrary = true;
    else if (A == "--warnings-as-errors")
      Analysis.WarningsAsErrors = true;
    else
      break;
  }
  if (I + 1 >= Args.size()) {
    llvm::errs() << "stratac: error: --compile needs the compile command "
                    "(COMPILER ARGS...) after its options\n";
    return 1;
  }
  // The build's own arguments, the compiler's name replaced by clang's:
  // clang compiles the card, so what it parses is what runs.
  std::vector<std::string> Command = {STRATA_CLANG_EXECUTABLE};
  std::string Object;
  for (size_t J = I + 1; J < Args.size(); ++J) {
    llvm::StringRef A = Args[J];
    if (A == "-o" && J + 1 < Args.size())
      Object = Args[J + 1];
    else if (A.startswith("-o") && A.size() > 2 && Object.empty())
      Object = A.drop_front(2).str();
    Command.push_back(A.str());
  }
  if (Object.empty()) {
    llvm::errs() << "stratac: error: --compile: the command names no object "
                    "file (-o)\n";
    return 1;
  }
  bool HasResourceDir = false;
  for (const std::string &A : Command)
    HasResourceDir |= llvm::StringRef(A).startswith("-resource-dir");
  if (!HasResourceDir)
    Command.push_back("-resource-dir=" STRATA_CLANG_RESOURCE_DIR);

  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  llvm::InitializeNativeTargetAsmParser();
  llvm::IntrusiveRefCntPtr<clang::FileManager> Files(new clang::FileManager(
      clang::FileSystemOptions(), llvm::vfs::getRealFileSystem()));
  auto Factory = Analysis.newCompileActionFactory();
  ToolInvocation Invocation(Command, Factory.get(), Files.get(),
                            std::make_shared<clang::PCHContainerOperations>());
  bool Verify = llvm::is_contained(Command, "-verify");
  bool Ok = Invocation.run();
  // Under -Xclang -verify the status is clang's verdict on the expected
  // diagnostics (the tests' way), and no facts are written.
  if (Verify)
    return Ok ? 0 : 1;
  if (!Ok || Analysis.hadErrors())
    return 1;
  Analysis.facts().Object = strata::compiler::hashOfFile(Object);
  if (Analysis.facts().Object.empty()) {
    llvm::errs() << "stratac: error: cannot read the object just written: "
                 << Object << "\n";
    return 1;
  }
  return write(strata::compiler::factsPathOf(Object),
               strata::compiler::renderJson(Analysis.facts()))
             ? 0
             : 1;
}

/// `stratac --link ...`: see the file comment.
static int linkMode(llvm::ArrayRef<const char *> Args) {
  std::string Data, Json;
  std::vector<std::string> Objects;
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    if (A == "-o" && I + 1 < Args.size())
      Data = Args[++I];
    else if (A == "--json" && I + 1 < Args.size())
      Json = Args[++I];
    else
      Objects.push_back(A.str());
  }
  if (Data.empty()) {
    llvm::errs() << "stratac: error: --link needs -o DATA.cpp\n";
    return 1;
  }
  strata::compiler::Facts Facts;
  std::vector<std::string> Errors = strata::compiler::linkFacts(Objects, Facts);
  for (const std::string &E : Errors)
    llvm::errs() << E << "\n";
  if (!Errors.empty())
    return 1;
  if (!write(Data, strata::compiler::renderData(Facts)))
    return 1;
  if (!Json.empty() && !write(Json, strata::compiler::renderJson(Facts)))
    return 1;
  return 0;
}

/// `stratac --check-libraries ...`: see the file comment.
static int checkLibrariesMode(llvm::ArrayRef<const char *> Args) {
  std::string Stamp;
  std::vector<std::string> Jsons;
  for (size_t I = 0; I < Args.size(); ++I) {
    if (llvm::StringRef(Args[I]) == "-o" && I + 1 < Args.size())
      Stamp = Args[++I];
    else
      Jsons.push_back(Args[I]);
  }
  if (Stamp.empty()) {
    llvm::errs() << "stratac: error: --check-libraries needs -o STAMP\n";
    return 1;
  }
  std::vector<std::string> Errors = strata::compiler::checkLibraries(Jsons);
  for (const std::string &E : Errors)
    llvm::errs() << E << "\n";
  if (!Errors.empty())
    return 1;
  std::string List;
  for (const std::string &J : Jsons)
    List += J + "\n";
  return write(Stamp, List) ? 0 : 1;
}

int main(int argc, const char **argv) {
  if (argc > 1 && llvm::StringRef(argv[1]) == "--compile")
    return compileMode(llvm::ArrayRef(argv + 2, argv + argc));
  if (argc > 1 && llvm::StringRef(argv[1]) == "--link")
    return linkMode(llvm::ArrayRef(argv + 2, argv + argc));
  if (argc > 1 && llvm::StringRef(argv[1]) == "--check-libraries")
    return checkLibrariesMode(llvm::ArrayRef(argv + 2, argv + argc));
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
