//===- VocabularyCommand.h - strata vocabulary: its words -------*- C++ -*-===//
///
/// \file
/// `strata vocabulary [-o FILE]`: every word a scenario can use, printed
/// from the tables the reader uses (Markdown): the expectation fields
/// (strata/scenario/ExpectationFields.h), the counter kinds
/// (strata/runtime/CounterKinds.h), keywords, types, colors and zones
/// (strata/runtime/Vocabulary.h). docs/vocabulary.md is generated this way
/// (build target `generated-docs`; CTest docs.generated fails when stale).
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_TOOLS_VOCABULARYCOMMAND_H
#define STRATA_TOOLS_VOCABULARYCOMMAND_H

#include "llvm/Support/CommandLine.h"

#include <memory>

namespace strata::tool {

class VocabularyCommand {
public:
  explicit VocabularyCommand(llvm::cl::SubCommand &Sub);
  ~VocabularyCommand();
  int run();

private:
  struct Options;
  std::unique_ptr<Options> Opts;
};

} // namespace strata::tool

#endif
