//===- ManaCost.cpp - Printing mana costs ----------------------------------===//
#include "strata/runtime/ManaCost.h"

namespace strata::runtime {

std::string ManaCost::str() const {
  if (!Present)
    return "";
  std::string S;
  for (int I = 0; I < XCount; ++I)
    S += "{X}";
  if (Generic || (manaValue() == 0 && XCount == 0))
    S += "{" + std::to_string(Generic) + "}";
  for (int C = 0; C < 5; ++C)
    for (int I = 0; I < Colored[C]; ++I)
      S += std::string("{") + "WUBRG"[C] + "}";
  return S;
}

} // namespace strata::runtime
