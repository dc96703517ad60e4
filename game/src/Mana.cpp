//===- Mana.cpp - Paying costs from a mana pool ----------------------------===//
#include "strata/game/Mana.h"

#include <algorithm>

namespace strata::game {

std::string ManaPool::str() const {
  std::string S;
  appendTo(S);
  return S;
}

void ManaPool::appendTo(std::string &S) const {
  if (total() == 0) {
    S.append("empty");
    return;
  }
  for (int K = 0; K < 6; ++K)
    for (int I = 0; I < Amount[K]; ++I)
      S.append("{").append(1, "WUBRGC"[K]).append("}");
}

bool payFromPool(ManaPool &Pool, const runtime::ManaCost &Cost, int X,
                 bool AnyColor) {
  ManaPool P = Pool;
  // CR 601.2h: each colored symbol needs mana of its color (or, under
  // Mycosynth Lattice, any mana, 613.11).
  for (int C = 0; C < 5; ++C) {
    int Need = Cost.Colored[C];
    int Take = std::min(Need, P.Amount[C]);
    P.Amount[C] -= Take;
    Need -= Take;
    for (int K = 0; K < 6 && Need > 0 && AnyColor; ++K) {
      int More = std::min(Need, P.Amount[K]);
      P.Amount[K] -= More;
      Need -= More;
    }
    if (Need > 0)
      return false;
  }
  // CR 107.4e: each hybrid symbol with either of its colors, the one more
  // of is left (generic takes any mana, so this is never worse), or any
  // color under Mycosynth Lattice.
  for (int I = 0; I < Cost.Hybrid; ++I) {
    int Best = -1;
    for (int C = 0; C < 5; ++C)
      if (Cost.HybridColors.contains(static_cast<runtime::Color>(C)) && P.Amount[C] > 0 &&
          (Best < 0 || P.Amount[C] > P.Amount[Best]))
        Best = C;
    for (int K = 0; K < 6 && Best < 0 && AnyColor; ++K)
      if (P.Amount[K] > 0)
        Best = K;
    if (Best < 0)
      return false;
    --P.Amount[Best];
  }
  // Generic: colorless first, then whatever is left.
  int Generic = Cost.Generic + X * Cost.XCount;
  for (int K = 5; K >= 0 && Generic > 0; --K) {
    int Take = std::min(Generic, P.Amount[K]);
    P.Amount[K] -= Take;
    Generic -= Take;
  }
  if (Generic > 0)
    return false;
  Pool = P;
  return true;
}

} // namespace strata::game
