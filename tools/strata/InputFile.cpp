//===- InputFile.cpp - Reading a file the user named, within bounds --------===//
#include "InputFile.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/FileSystem.h"

namespace strata::tool {
namespace fs = llvm::sys::fs;

namespace {

std::string tooLarge(std::size_t MaxBytes) {
  return "the file is larger than " + std::to_string(MaxBytes >> 20) +
         " MiB, the most Strata reads";
}

/// Reads an open stream to its end, but never more than \p MaxBytes + 1
/// bytes: standard input may be endless.
std::variant<std::unique_ptr<llvm::MemoryBuffer>, std::string>
readBounded(fs::file_t FD, llvm::StringRef Name, std::size_t MaxBytes) {
  llvm::SmallVector<char, 0> Data;
  char Chunk[1 << 16];
  while (true) {
    llvm::Expected<std::size_t> Got = fs::readNativeFile(FD, Chunk);
    if (!Got)
      return llvm::toString(Got.takeError());
    if (*Got == 0)
      break;
    Data.append(Chunk, Chunk + *Got);
    if (Data.size() > MaxBytes)
      return tooLarge(MaxBytes);
  }
  return llvm::MemoryBuffer::getMemBufferCopy(llvm::StringRef(Data.data(), Data.size()), Name);
}

} // namespace

std::variant<std::unique_ptr<llvm::MemoryBuffer>, std::string>
readInputFile(llvm::StringRef Path, std::size_t MaxBytes, bool AllowStdin) {
  if (AllowStdin && Path == "-")
    return readBounded(fs::getStdinHandle(), "<stdin>", MaxBytes);
  fs::file_status St;
  if (std::error_code EC = fs::status(Path, St))
    return EC.message();
  if (St.type() == fs::file_type::directory_file)
    return std::string("is a folder, not a file");
  // A device (/dev/zero), a FIFO or a socket may never end.
  if (St.type() != fs::file_type::regular_file)
    return std::string("not a regular file");
  if (St.getSize() > MaxBytes)
    return tooLarge(MaxBytes);
  auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                         /*RequiresNullTerminator=*/true);
  if (!Buf)
    return Buf.getError().message();
  // It grew between the two looks: still bounded.
  if ((*Buf)->getBufferSize() > MaxBytes)
    return tooLarge(MaxBytes);
  return std::move(*Buf);
}

} // namespace strata::tool
