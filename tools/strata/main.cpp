//===- main.cpp - The strata command ---------------------------------------===//
///
/// \file
/// `strata demo`: computes a few classic boards and prints what the layer
/// system makes of them, with the order effects applied in and why.
/// (check, explain, graph and cards follow the scenario format spec.)
///
//===----------------------------------------------------------------------===//
#include "Demo.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

namespace cl = llvm::cl;

static cl::SubCommand DemoCmd("demo", "Compute a few classic boards and print them");

int main(int Argc, char **Argv) {
  cl::ParseCommandLineOptions(Argc, Argv,
                              "strata: what the rules make of a board (CR 613)\n");
  if (DemoCmd)
    return strata::tool::runDemo(llvm::outs());
  cl::PrintHelpMessage();
  return 2;
}
