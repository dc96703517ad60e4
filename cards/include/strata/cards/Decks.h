//===- Decks.h - Preset decks made from the pool ---------------*- C++ -*-===//
///
/// \file
/// Ready-made 60-card decks for `strata play` and AI-vs-AI games.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_CARDS_DECKS_H
#define STRATA_CARDS_DECKS_H

#include <span>
#include <string_view>

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

} // namespace strata::cards

#endif
