//===- CardRegistry.h - allCards()/findCard() over card sets ---*- C++ -*-===//
///
/// \file
/// A program's cards come from one or more card sets (card libraries made by
/// strata_add_card_library() or, in an author's project, strata_add_cards()).
/// Each set defines strata::cards::sets::<set>(); the registry that
/// strata_add_card_registry() generates merges the sets it is given into the
/// sorted list allCards() and findCard() answer from. A program links
/// exactly one registry. Two cards with one name is a program error: it
/// stops, naming both sets.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_CARDS_CARDREGISTRY_H
#define STRATA_CARDS_CARDREGISTRY_H

#include "strata/cards/CardLibrary.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
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
  explicit CardRegistry(std::initializer_list<CardSet> Sets) {
    std::vector<std::pair<const runtime::CardDef *, std::string_view>> Tagged;
    for (const CardSet &S : Sets)
      for (const runtime::CardDef *C : S.Cards())
        Tagged.emplace_back(C, S.Library);
    std::stable_sort(Tagged.begin(), Tagged.end(), [](const auto &A, const auto &B) {
      return A.first->Face.Name < B.first->Face.Name;
    });
    for (std::size_t I = 0; I < Tagged.size(); ++I) {
      if (I > 0 && Tagged[I].first->Face.Name == Tagged[I - 1].first->Face.Name) {
        std::fprintf(stderr,
                     "strata: the card \"%.*s\" is defined twice, by card libraries "
                     "%.*s and %.*s\n",
                     static_cast<int>(Tagged[I].first->Face.Name.size()),
                     Tagged[I].first->Face.Name.data(),
                     static_cast<int>(Tagged[I - 1].second.size()), Tagged[I - 1].second.data(),
                     static_cast<int>(Tagged[I].second.size()), Tagged[I].second.data());
        std::exit(2);
      }
      Cards.push_back(Tagged[I].first);
    }
  }

  CardSpan all() const { return Cards; }

  const runtime::CardDef *find(std::string_view Name) const {
    auto It = std::lower_bound(Cards.begin(), Cards.end(), Name,
                               [](auto *C, std::string_view N) { return C->Face.Name < N; });
    return It != Cards.end() && (*It)->Face.Name == Name ? *It : nullptr;
  }

private:
  std::vector<const runtime::CardDef *> Cards;
};

} // namespace strata::cards

#endif
