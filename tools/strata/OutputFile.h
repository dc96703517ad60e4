//===- OutputFile.h - Writing a file the user named with -o -----*- C++ -*-===//
///
/// \file
/// Every file the strata command writes its result to (`-o FILE`, `play
/// --log FILE`) goes through here: a file that cannot be opened or whose
/// writing fails (a full disk, /dev/full, a folder, a path with no folder)
/// is an error naming the file and the reason, exit status 3 (the output
/// could not be written, decisions.md D113), never LLVM's abort at the
/// stream's destruction ("LLVM ERROR: IO failure on output stream", status
/// 1 as if a scenario had failed).
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_TOOLS_OUTPUTFILE_H
#define STRATA_TOOLS_OUTPUTFILE_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace strata::tool {

/// The exit status when the output could not be written (D113).
inline constexpr int kCannotWrite = 3;

/// Writes \p Text to the file \p Path, replacing it. An empty string when
/// it was written whole, else why not ("cannot write 'PATH': REASON").
std::string writeOutputFile(llvm::StringRef Path, llvm::StringRef Text);

} // namespace strata::tool

#endif
