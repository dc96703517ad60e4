//===- ManaCost.cpp - Printing mana costs ----------------------------------===//
#include "strata/runtime/ManaCost.h"

#include <utility>

namespace strata::runtime {

std::string ManaCost::str() const {
  std::string S;
  appendTo(S);
  return S;
}

void ManaCost::appendTo(std::string &S) const {
  if (!Present)
    return;
  auto Symbol = [&S](char A, char B = 0) {
    S.push_back('{');
    S.push_back(A);
    if (B)
      S.append("/").push_back(B);
    S.push_back('}');
  };
  for (int I = 0; I < XCount; ++I)
    Symbol('X');
  if (Generic || (manaValue() == 0 && XCount == 0))
    S.append("{").append(std::to_string(Generic)).append("}"); // short: inline
  if (Hybrid) {
    // Oracle's order: the pair as it goes round WUBRG the short way
    // ({W/U}, {W/B}, {R/W}, {G/W}, {G/U}).
    int A = -1, B = -1;
    for (int C = 0; C < 5; ++C)
      if (HybridColors.contains(static_cast<Color>(C)))
        (A < 0 ? A : B) = C;
    if (B - A > 2)
      std::swap(A, B);
    for (int I = 0; I < Hybrid; ++I)
      Symbol("WUBRG"[A], "WUBRG"[B]);
  }
  for (int C = 0; C < 5; ++C)
    for (int I = 0; I < Colored[C]; ++I)
      Symbol("WUBRG"[C]);
}

} // namespace strata::runtime
