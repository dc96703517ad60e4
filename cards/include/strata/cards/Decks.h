//===- Decks.h - Preset decks made from the pool ---------------*- C++ -*-===//
///
/// \file
/// Ready-made 60-card decks for `strata play` and AI-vs-AI games.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_CARDS_DECKS_H
#define STRATA_CARDS_DECKS_H

#include "strata/game/Game.h"

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace strata::cards {

struct DeckEntry {
  std::string_view Card; ///< Oracle name, as findCard() takes it
  int Count;
};

struct Deck {
  std::string_view Name;
  std::span<const DeckEntry> Cards; ///< 60 cards in all
};

/// Every preset deck.
std::span<const Deck> presetDecks();

/// The preset deck with this name, or null.
const Deck *findDeck(std::string_view Name);

/// "'Green-White Creatures', 'Blue-Red Spells'": every preset deck's name,
/// quoted.
std::string deckNames();

/// A two-player game ("Player 1", "Player 2") between preset decks \p Decks
/// with seed \p Seed: libraries built from the card library (the program's
/// registry), shuffled (CR 103.1), seven cards drawn (103.5); ready to
/// start(). Null, with the reason in \p Error (an unknown deck, naming the
/// decks; a card the library lacks), and \p BadSeat (0 or 1) set to the
/// deck at fault when given.
std::unique_ptr<game::Game> newGame(const std::array<std::string, 2> &Decks,
                                    std::uint64_t Seed, std::string &Error,
                                    int *BadSeat = nullptr);
/// The same from two lists of card names (Oracle names, as findCard()
/// takes them), one per player's library. Null when a name is not in the
/// card library, with every unknown name of that player in \p Error.
std::unique_ptr<game::Game> newGame(const std::array<std::vector<std::string>, 2> &Libraries,
                                    std::uint64_t Seed, std::string &Error,
                                    int *BadSeat = nullptr);

} // namespace strata::cards

#endif
