//===- CardLibrary.cpp - Binds card classes to their metadata --------------===//
//
// This TU includes every card class (AllCards.cpp, generated), then the
// metadata stratac generated from them (EffectFacts.inc), then builds the
// card list. describeCard<C>() needs FactsOf<Part> for every part, so a
// card the generator did not analyse fails to compile here.
//
//===----------------------------------------------------------------------===//
#include "strata/cards/CardLibrary.h"

#include "AllCards.cpp"
#include "strata/runtime/EffectFacts.h"
#include "EffectFacts.inc"

#include <algorithm>
#include <array>

namespace strata::cards {
namespace {

constexpr auto kCards = [] {
  std::array Cards = {
#define STRATA_CARD(C) &runtime::describeCard<C>(),
#include "CardList.inc"
#undef STRATA_CARD
  };
  std::sort(Cards.begin(), Cards.end(), [](auto *A, auto *B) {
    return A->Face.Name < B->Face.Name;
  });
  return Cards;
}();

} // namespace

std::span<const runtime::CardDef *const> allCards() { return kCards; }

const runtime::CardDef *findCard(std::string_view Name) {
  auto It = std::lower_bound(kCards.begin(), kCards.end(), Name,
                             [](auto *C, std::string_view N) { return C->Face.Name < N; });
  return It != kCards.end() && (*It)->Face.Name == Name ? *It : nullptr;
}

} // namespace strata::cards
