//===- Demo.h - Built-in example boards ------------------------*- C++ -*-===//
#ifndef STRATA_TOOLS_DEMO_H
#define STRATA_TOOLS_DEMO_H

#include "llvm/Support/raw_ostream.h"

namespace strata::tool {
/// Computes the built-in boards and prints them; returns the exit status.
int runDemo(llvm::raw_ostream &OS);
} // namespace strata::tool

#endif
