//===- GameText.h - Setting up a game and printing it ----------*- C++ -*-===//
///
/// \file
/// What `strata play` and `strata replay` share: building a game from two
/// preset decks and a seed, and printing boards, decisions and the final
/// state. Replay prints the final state exactly as play does, so the two
/// runs end on the same last line (the state hash).
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_TOOLS_GAMETEXT_H
#define STRATA_TOOLS_GAMETEXT_H

#include "strata/cards/Decks.h"
#include "strata/game/Game.h"

#include "llvm/Support/raw_ostream.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>

namespace strata::tool {

/// Who answers a seat's decisions.
enum class SeatKind { Human, Ai };
const char *name(SeatKind K);

/// Everything that fixes a game before the first answer.
struct GameSetup {
  std::uint64_t Seed = 1;
  std::array<std::string, 2> Decks;
  std::array<SeatKind, 2> Seats{SeatKind::Ai, SeatKind::Ai};
};

/// The preset deck names, comma-separated (for messages and help).
using cards::deckNames;

/// The deck a seat plays when none is named: the first preset deck for
/// seat 0, the second (if any) for seat 1. Empty if there are none.
std::string defaultDeck(int Seat);

/// Builds the game: each player's library from their deck, shuffled with
/// the game's seed (CR 103.1), seven cards drawn (103.5). The caller calls
/// start(). On a bad deck, returns null, sets \p Error and, if given,
/// \p BadSeat (0 or 1).
std::unique_ptr<game::Game> setUpGame(const GameSetup &S, std::string &Error,
                                      int *BadSeat = nullptr);

/// "turn 3, Player 1's precombat main phase", life totals, zone sizes,
/// the battlefield with power/toughness, the stack, and \p Viewer's hand.
void printBoard(llvm::raw_ostream &OS, const game::Game &G, runtime::PlayerId Viewer);

/// The prompt and the numbered legal answers (\p Numbers: the number shown
/// for each option, OptionNumbers; default: its index).
void printDecision(llvm::raw_ostream &OS, const game::Decision &D,
                   const std::vector<int> &Numbers = {});

/// The result, the final state, and on the last line the state hash.
void printFinal(llvm::raw_ostream &OS, const game::Game &G);

/// The line printFinal ends with: "state hash: 0x<16 hex digits>".
std::string hashLine(std::uint64_t Hash);

} // namespace strata::tool

#endif
