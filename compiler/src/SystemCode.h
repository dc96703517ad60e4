//===- SystemCode.h - Whether code is the standard library's ---*- C++ -*-===//
///
/// \file
/// The analysis trusts the standard library's code (it reaches card code
/// only through what it is given) and judges every other line. Which file
/// a line is in decides it, as the header search found the file (a system
/// include directory), never what the file says of itself: a line marker
/// (`# 1 "/usr/include/x.h" 3`) or `#pragma GCC system_header` in a card
/// would otherwise make its own code pass for the library's.
///
//===----------------------------------------------------------------------===//

#ifndef STRATA_COMPILER_SRC_SYSTEMCODE_H
#define STRATA_COMPILER_SRC_SYSTEMCODE_H

#include "clang/Basic/SourceManager.h"

namespace strata::compiler {

inline bool inSystemFile(const clang::SourceManager &SM, clang::SourceLocation Loc) {
  if (Loc.isInvalid())
    return false;
  clang::FileID F = SM.getFileID(SM.getExpansionLoc(Loc));
  bool Invalid = false;
  const clang::SrcMgr::SLocEntry &E = SM.getSLocEntry(F, &Invalid);
  return !Invalid && E.isFile() &&
         clang::SrcMgr::isSystem(E.getFile().getFileCharacteristic());
}

} // namespace strata::compiler

#endif // STRATA_COMPILER_SRC_SYSTEMCODE_H
