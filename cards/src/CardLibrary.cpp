//===- CardLibrary.cpp - Binds card classes to their metadata --------------===//
//
// The unity TU (AllCards.cpp, generated) includes every card class, then
// this file, which builds the card list. stratac --compile compiles it and
// analyses the same parse; describeCard<C>() refers to FactsOf<Effect,
// Part>::Value for every part, defined only by the data stratac --link
// makes from this object's facts, so a card the generator did not analyse
// in this very object fails to link.
//
// It defines the card set's function, strata::cards::sets::STRATA_CARD_SET()
// (the build names the set after its library); a registry
// (CardRegistry.h, strata_add_card_registry) merges sets into allCards().
// Card authors' libraries compile this same file (it is installed); a
// module adds its entry point (STRATA_CARD_MODULE_ENTRY, CardModule.h).
// A library built PER_CARD uses per-card bindings instead (StrataCards.cmake).
//
//===----------------------------------------------------------------------===//
#include "strata/cards/CardRegistry.h"
#include "strata/game/Keywords.h"

#include <algorithm>
#include <array>

namespace strata::cards {
namespace {

constexpr auto kCards = [] {
  std::array Cards = {
#define STRATA_CARD(C) &game::describeCard<C>(),
#include "CardList.inc"
#undef STRATA_CARD
  };
  std::sort(Cards.begin(), Cards.end(), [](auto *A, auto *B) {
    return A->Face.Name < B->Face.Name;
  });
  return Cards;
}();

} // namespace

#ifndef STRATA_CARD_SET
#error "STRATA_CARD_SET names the card set (strata_add_card_library defines it)"
#endif
namespace sets {
CardSpan STRATA_CARD_SET() { return kCards; }
} // namespace sets

} // namespace strata::cards
