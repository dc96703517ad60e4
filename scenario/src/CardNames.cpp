//===- CardNames.cpp - The closest card names ------------------------------===//
#include "strata/scenario/CardNames.h"

#include "strata/cards/CardLibrary.h"

#include "llvm/ADT/StringRef.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace strata::scenario {

std::string closestCardNames(std::string_view Name) {
  std::string Lower = llvm::StringRef(Name.data(), Name.size()).lower();
  std::vector<std::pair<unsigned, llvm::StringRef>> Scored;
  for (const runtime::CardDef *C : cards::allCards()) {
    llvm::StringRef N(C->Face.Name.data(), C->Face.Name.size());
    Scored.push_back({llvm::StringRef(N.lower()).edit_distance(Lower), N});
  }
  std::sort(Scored.begin(), Scored.end());
  // The best match, and up to two more nearly as close.
  std::string Out;
  unsigned Limit = Scored.empty() ? 0 : Scored[0].first + 2;
  for (std::size_t I = 0; I < Scored.size() && I < 3 && (I == 0 || Scored[I].first <= Limit);
       ++I)
    Out += (I ? ", '" : "'") + Scored[I].second.str() + "'";
  return Out;
}

} // namespace strata::scenario
