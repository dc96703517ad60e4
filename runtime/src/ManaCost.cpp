//===- ManaCost.cpp - Printing mana costs ----------------------------------===//
#include "strata/runtime/ManaCost.h"

#include <utility>

namespace strata::runtime {

std::string ManaCost::str() const {
  if (!Present)
    return "";
  std::string S;
  for (int I = 0; I < XCount; ++I)
    S += "{X}";
  if (Generic || (manaValue() == 0 && XCount == 0))
    S += "{" + std::to_string(Generic) + "}";
  if (Hybrid) {
    // Oracle's order: the pair as it goes round WUBRG the short way
    // ({W/U}, {W/B}, {R/W}, {G/W}, {G/U}).
    int A = -1, B = -1;
    for (int C = 0; C < 5; ++C)
      if (HybridColors.contains(static_cast<Color>(C)))
        (A < 0 ? A : B) = C;
    if (B - A > 2)
      std::swap(A, B);
    std::string Pair = std::string("{") + "WUBRG"[A] + "/" + "WUBRG"[B] + "}";
    for (int I = 0; I < Hybrid; ++I)
      S += Pair;
  }
  for (int C = 0; C < 5; ++C)
    for (int I = 0; I < Colored[C]; ++I)
      S += std::string("{") + "WUBRG"[C] + "}";
  return S;
}

} // namespace strata::runtime
