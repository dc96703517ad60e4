//===- Cards.h - strata cards: the card library and its metadata *- C++ -*-===//
///
/// \file
/// `strata cards [NAME] [--json] [--text]`: every card (or one: a misspelt
/// name gets the closest ones), its cost, type line and printed P/T, the
/// module it was loaded from (--cards), its rules text with --text, and for
/// each of its continuous effects (static abilities, and those its spell,
/// activated and triggered abilities create) the layers of its parts and
/// the characteristics each part reads (what it applies to, what it does,
/// its source) and writes, as stratac extracted them.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_TOOLS_CARDS_H
#define STRATA_TOOLS_CARDS_H

#include "strata/cards/CardRegistry.h"

#include "llvm/Support/CommandLine.h"

#include <memory>

namespace strata::tool {

/// Reads every card as `strata cards` does, printing nothing: a card
/// module's trial load does it (setCardModuleTrial, CardModule.h), so a
/// card whose data is damaged stops the trial instead of this program.
void readCardsForTrial(cards::CardSpan Cards);

class CardsCommand {
public:
  explicit CardsCommand(llvm::cl::SubCommand &Sub);
  ~CardsCommand();
  int run();

private:
  struct Options;
  std::unique_ptr<Options> Opts;
};

} // namespace strata::tool

#endif
