//===- Scenarios.cpp - Finding, reading and running scenario files ---------===//
#include "Scenarios.h"

#include "InputFile.h"

#include "strata/scenario/InputLimits.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <algorithm>

namespace strata::tool {

static bool isScenarioFile(llvm::StringRef Path) {
  llvm::StringRef Ext = llvm::sys::path::extension(Path);
  return Ext == ".yaml" || Ext == ".yml";
}

std::vector<std::string> scenarioFiles(const std::vector<std::string> &Paths,
                                       llvm::raw_ostream &Errs, unsigned &Invalid) {
  std::vector<std::string> Bad;
  std::vector<std::string> Files = scenarioFiles(Paths, Errs, Bad);
  Invalid += static_cast<unsigned>(Bad.size());
  return Files;
}

std::vector<std::string> scenarioFiles(const std::vector<std::string> &Paths,
                                       llvm::raw_ostream &Errs, std::vector<std::string> &Bad) {
  std::vector<std::string> Files;
  for (const std::string &P : Paths) {
    if (llvm::sys::fs::is_directory(P)) {
      std::vector<std::string> Found;
      std::error_code EC;
      // Symbolic links are not followed into folders: no cycles.
      for (llvm::sys::fs::recursive_directory_iterator It(P, EC, /*follow_symlinks=*/false),
           End;
           It != End && !EC; It.increment(EC))
        if (isScenarioFile(It->path()) && !llvm::sys::fs::is_directory(It->path()))
          Found.push_back(It->path());
      if (EC) {
        Errs << P << ": error: " << EC.message() << "\n";
        Bad.push_back(P);
      }
      if (Found.empty() && !EC) {
        Errs << P << ": error: no scenarios: the folder holds no .yaml or .yml file\n";
        Bad.push_back(P);
      }
      std::sort(Found.begin(), Found.end());
      Files.insert(Files.end(), Found.begin(), Found.end());
      continue;
    }
    if (!llvm::sys::fs::exists(P)) {
      Errs << P << ": error: no such file or folder\n";
      Bad.push_back(P);
      continue;
    }
    Files.push_back(P);
  }
  return Files;
}

std::unique_ptr<llvm::MemoryBuffer> readScenarioFile(const std::string &File,
                                                     scenario::Diagnostics &Diags) {
  auto Read = readInputFile(File, scenario::kMaxScenarioBytes);
  if (auto *Why = std::get_if<std::string>(&Read)) {
    Diags.error(File, "cannot read it: " + *Why);
    return nullptr;
  }
  return std::move(std::get<0>(Read));
}

bool runScenarioFile(
    const std::string &File, scenario::Diagnostics &Diags,
    llvm::function_ref<void(const scenario::Scenario &, scenario::ScenarioRun *)> Each,
    llvm::function_ref<bool(const scenario::Scenario &)> Select, bool CheckIncremental) {
  std::unique_ptr<llvm::MemoryBuffer> Buffer = readScenarioFile(File, Diags);
  if (!Buffer) {
    // One status for the file all the same (issue 29: every scenario file
    // is reported, whatever made it invalid).
    scenario::Scenario Unread;
    Unread.File = File;
    Each(Unread, nullptr);
    return false;
  }
  llvm::SourceMgr SM;
  Diags.attach(SM);
  unsigned Id = SM.AddNewSourceBuffer(std::move(Buffer), llvm::SMLoc());
  bool ReadCleanly = true;
  for (const scenario::ReadScenario &R : scenario::readAllScenarios(SM, Id, Diags)) {
    const scenario::Scenario &S = R.S;
    if (!R.Valid) {
      // An input error is reported whatever the selection.
      ReadCleanly = false;
      Each(S, nullptr);
      continue;
    }
    if (Select && !Select(S))
      continue;
    scenario::ScenarioRun Run(S, SM, Diags);
    Run.setCheckIncremental(CheckIncremental);
    unsigned Errors = Diags.errors();
    bool Ok = false;
    try {
      Ok = Run.run() && Diags.errors() == Errors;
    } catch (const std::exception &E) {
      // A card or engine bug must not take the other scenarios down.
      Diags.error(SM, S.Loc, std::string("internal error: ") + E.what());
    }
    Each(S, Ok ? &Run : nullptr);
  }
  return ReadCleanly;
}

} // namespace strata::tool
