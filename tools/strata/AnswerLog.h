//===- AnswerLog.h - The answer log `strata play --log` writes -*- C++ -*-===//
///
/// \file
/// A game is fixed by its seed, its decks and the answers given, so the log
/// holds exactly those. The format is line-based text:
///
/// \code
///   # comments and blank lines are ignored anywhere
///   strata-answer-log 1          <- first line: format name and version
///   seed 42                      <- the game seed (decimal, 64-bit)
///   deck1 Green-White Creatures  <- preset deck names (the rest of the line)
///   deck2 Blue-Red Spells
///   seat1 human                  <- who answered: human or ai (informative;
///   seat2 ai                        replay needs only the answers)
///   answers                      <- then one answer index per line, in order
///   3
///   cancel                       <- backing out of a cast (Game::cancel)
///   0
///   hash 0x0123456789abcdef      <- optional, last: Game::stateHash() at the
///                                   end (replay checks it)
/// \endcode
///
/// The header keys may come in any order, each exactly once, before
/// `answers`. Each answer is the 0-based index of the chosen option in the
/// decision's list (Game::answerLog()); decisions with a single option are
/// answered by the engine and not logged.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_TOOLS_ANSWERLOG_H
#define STRATA_TOOLS_ANSWERLOG_H

#include "GameText.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>
#include <vector>

namespace strata::tool {

struct AnswerLog {
  GameSetup Setup;
  std::vector<int> Answers;
  std::optional<std::uint64_t> FinalHash;
  /// Where each answer is in the file (1-based line and column), for
  /// messages about it.
  struct Loc {
    unsigned Line = 0, Col = 0;
  };
  std::vector<Loc> AnswerLocs;
  Loc DeckLocs[2]; ///< where each deck name is
};

/// The log as text, in the format above.
std::string formatAnswerLog(const AnswerLog &L);

/// Writes the log to \p Path; on failure returns false and sets \p Error.
bool writeAnswerLog(llvm::StringRef Path, const AnswerLog &L, std::string &Error);

/// Parses a log. On malformed input, prints "FILE:LINE:COL: error: ..." to
/// \p Errs and returns nothing.
std::optional<AnswerLog> parseAnswerLog(const llvm::MemoryBuffer &Buf,
                                        llvm::StringRef FileName,
                                        llvm::raw_ostream &Errs);

} // namespace strata::tool

#endif
