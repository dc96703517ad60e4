//===- InputFile.h - Reading a file the user named, within bounds -*- C++ -*-===//
///
/// \file
/// Every file the strata command reads (scenarios, answer logs) goes
/// through here: it must be a regular file (not a device such as /dev/zero,
/// a FIFO or a folder) of at most a given size, or standard input read up to
/// that size; otherwise the reason comes back, to be printed with the path.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_TOOLS_INPUTFILE_H
#define STRATA_TOOLS_INPUTFILE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstddef>
#include <memory>
#include <string>
#include <variant>

namespace strata::tool {

/// The file's contents (named \p Path), or why it cannot be read. "-" is
/// standard input when \p AllowStdin.
std::variant<std::unique_ptr<llvm::MemoryBuffer>, std::string>
readInputFile(llvm::StringRef Path, std::size_t MaxBytes, bool AllowStdin = false);

} // namespace strata::tool

#endif
