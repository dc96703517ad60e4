//===- CardRegistry.h - allCards()/findCard() over card sets ---*- C++ -*-===//
///
/// \file
/// A program's cards come from one or more card sets (card libraries made by
/// strata_add_card_library() or, in an author's project, strata_add_cards()).
/// Each set defines strata::cards::sets::<set>(); the registry that
/// strata_add_card_registry() generates merges the sets it is given into the
/// sorted list allCards() and findCard() answer from. A program links
/// exactly one registry. Two built-in cards with one name is a program
/// error: it stops, naming both sets. Libraries loaded at run time
/// (CardModule.h) are added later; a clash is then an error naming both.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_CARDS_CARDREGISTRY_H
#define STRATA_CARDS_CARDREGISTRY_H

#include "strata/cards/CardLibrary.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <string>
#include <initializer_list>
#include <string_view>
#include <utility>
#include <vector>

namespace strata::cards {

/// The cards of one card set, sorted by name.
using CardSpan = std::span<const runtime::CardDef *const>;

/// One card set: its library's name (for messages) and its cards.
struct CardSet {
  std::string_view Library;
  CardSpan (*Cards)();
};

class CardRegistry {
public:
  /// The program's built-in sets; two cards with one name stop the program.
  explicit CardRegistry(std::initializer_list<CardSet> Sets) {
    for (const CardSet &S : Sets)
      if (std::string Error = add(S.Library, S.Cards()); !Error.empty()) {
        std::fprintf(stderr, "strata: %s\n", Error.c_str());
        std::exit(2);
      }
  }

  /// Adds a library's cards (a module loaded at run time, CardModule.h).
  /// Returns an empty string, or the clash: a card name another library
  /// already defines, with both libraries named; nothing is added then.
  std::string add(std::string_view Library, CardSpan Added) {
    std::string_view Name = Names.emplace_back(Library);
    std::vector<const runtime::CardDef *> Sorted(Added.begin(), Added.end());
    std::stable_sort(Sorted.begin(), Sorted.end(),
                     [](auto *A, auto *B) { return A->Face.Name < B->Face.Name; });
    for (std::size_t I = 0; I < Sorted.size(); ++I) {
      std::string_view Card = Sorted[I]->Face.Name;
      std::string_view Other;
      if (I > 0 && Sorted[I - 1]->Face.Name == Card)
        Other = Name;
      else if (auto It = lookup(Card); It != Cards.end() && (*It)->Face.Name == Card)
        Other = Libraries[It - Cards.begin()];
      if (!Other.empty())
        return std::string("the card \"")
            .append(Card)
            .append("\" is defined twice, by card libraries ")
            .append(Other)
            .append(" and ")
            .append(Name);
    }
    for (const runtime::CardDef *C : Sorted) {
      auto At = lookup(C->Face.Name) - Cards.begin();
      Cards.insert(Cards.begin() + At, C);
      Libraries.insert(Libraries.begin() + At, Name);
    }
    return {};
  }

  CardSpan all() const { return Cards; }

  const runtime::CardDef *find(std::string_view Name) const {
    auto It = lookup(Name);
    return It != Cards.end() && (*It)->Face.Name == Name ? *It : nullptr;
  }

  /// The library that defines the card named Name ("" if none).
  std::string_view libraryOf(std::string_view Name) const {
    auto It = lookup(Name);
    return It != Cards.end() && (*It)->Face.Name == Name ? Libraries[It - Cards.begin()]
                                                         : std::string_view();
  }

private:
  std::vector<const runtime::CardDef *>::const_iterator lookup(std::string_view Name) const {
    return std::lower_bound(Cards.begin(), Cards.end(), Name,
                            [](auto *C, std::string_view N) { return C->Face.Name < N; });
  }

  std::vector<const runtime::CardDef *> Cards; ///< sorted by name
  std::vector<std::string_view> Libraries;     ///< each card's library
  std::deque<std::string> Names;               ///< the libraries' names, stable
};

/// This program's registry (defined by the one strata_add_card_registry()
/// it links): add a library's cards, the library defining a card.
std::string addCardLibrary(std::string_view Library, CardSpan Cards);
std::string_view cardLibraryOf(std::string_view CardName);

} // namespace strata::cards

#endif
