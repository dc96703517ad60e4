//===- OutputFile.cpp - Writing a file the user named with -o -------------===//
#include "OutputFile.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <system_error>

namespace strata::tool {

std::string writeOutputFile(llvm::StringRef Path, llvm::StringRef Text) {
  std::error_code EC;
  {
    llvm::raw_fd_ostream OS(Path, EC, llvm::sys::fs::OF_None);
    if (!EC) {
      OS << Text;
      OS.close(); // the last write, and close(2) (NFS reports there)
      EC = OS.error();
      OS.clear_error(); // else the destructor aborts the program
    }
  }
  if (!EC)
    return {};
  return "cannot write '" + Path.str() + "': " + EC.message();
}

} // namespace strata::tool
