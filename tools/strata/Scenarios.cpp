//===- Scenarios.cpp - Finding, reading and running scenario files ---------===//
#include "Scenarios.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <algorithm>

namespace strata::tool {

std::vector<std::string> scenarioFiles(const std::vector<std::string> &Paths,
                                       llvm::raw_ostream &Errs, unsigned &Invalid) {
  std::vector<std::string> Files;
  for (const std::string &P : Paths) {
    if (llvm::sys::fs::is_directory(P)) {
      std::vector<std::string> Found;
      std::error_code EC;
      for (llvm::sys::fs::recursive_directory_iterator It(P, EC), End; It != End && !EC;
           It.increment(EC))
        if (llvm::sys::path::extension(It->path()) == ".yaml" &&
            !llvm::sys::fs::is_directory(It->path()))
          Found.push_back(It->path());
      std::sort(Found.begin(), Found.end());
      Files.insert(Files.end(), Found.begin(), Found.end());
      continue;
    }
    if (!llvm::sys::fs::exists(P)) {
      Errs << P << ": error: no such file or directory\n";
      ++Invalid;
      continue;
    }
    Files.push_back(P);
  }
  return Files;
}

bool runScenarioFile(const std::string &File, scenario::Diagnostics &Diags,
                     llvm::function_ref<void(const scenario::Scenario &,
                                             scenario::ScenarioRun *)> Each) {
  auto Buffer = llvm::MemoryBuffer::getFile(File);
  llvm::SourceMgr SM;
  Diags.attach(SM);
  if (!Buffer) {
    Diags.error(SM, llvm::SMLoc(), File + ": " + Buffer.getError().message());
    return false;
  }
  unsigned Id = SM.AddNewSourceBuffer(std::move(*Buffer), llvm::SMLoc());
  unsigned Before = Diags.errors();
  std::vector<scenario::Scenario> Scenarios = scenario::readScenarios(SM, Id, Diags);
  bool ReadCleanly = Diags.errors() == Before;
  for (const scenario::Scenario &S : Scenarios) {
    scenario::ScenarioRun Run(S, SM, Diags);
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
