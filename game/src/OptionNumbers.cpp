//===- OptionNumbers.cpp - Numbers that stay with their option -------------===//
#include "strata/game/OptionNumbers.h"

namespace strata::game {

std::vector<int> OptionNumbers::numbers(const Decision &D) {
  std::vector<int> Out;
  Out.reserve(D.Options.size());
  for (const Option &O : D.Options) {
    auto [It, New] = Known.try_emplace({D.Kind, O.Label}, 0);
    if (New)
      It->second = Next[D.Kind]++;
    Out.push_back(It->second);
  }
  return Out;
}

int OptionNumbers::indexOf(const Decision &D, int Number) {
  std::vector<int> Ns = numbers(D);
  for (std::size_t I = 0; I < Ns.size(); ++I)
    if (Ns[I] == Number)
      return static_cast<int>(I);
  return -1;
}

} // namespace strata::game
