//===- Mana.h - Mana pools and paying costs --------------------*- C++ -*-===//
///
/// \file
/// A mana pool (CR 106.4) and the check that a pool can pay a cost
/// (CR 601.2h), including Mycosynth Lattice's permission to spend mana as
/// though it were mana of any color (a rules-modifying effect, 613.11).
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_GAME_MANA_H
#define STRATA_GAME_MANA_H

#include "strata/runtime/ManaCost.h"

#include <array>
#include <string>

namespace strata::game {

/// Amounts of white, blue, black, red, green and colorless mana.
struct ManaPool {
  std::array<int, 6> Amount{};
  static constexpr int kColorless = 5;
  int total() const {
    int T = 0;
    for (int A : Amount)
      T += A;
    return T;
  }
  void clear() { Amount = {}; }
  std::string str() const;
  /// str() appended to \p S (whose storage a caller may keep).
  void appendTo(std::string &S) const;
};

/// CR 601.2h: takes \p Cost (with X = \p X) from \p Pool if it can, colored
/// symbols first, each paid by its color (or by any mana when
/// \p AnyColor). Returns false, leaving the pool unchanged, if it cannot.
bool payFromPool(ManaPool &Pool, const runtime::ManaCost &Cost, int X,
                 bool AnyColor);

} // namespace strata::game

#endif
