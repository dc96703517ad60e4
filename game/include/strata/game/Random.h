//===- Random.h - The game's seeded random numbers -------------*- C++ -*-===//
///
/// \file
/// xoshiro256** seeded through splitmix64: the same seed gives the same
/// shuffles and AI choices on every platform (std::mt19937's distributions
/// are not specified bit-for-bit across standard libraries).
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_GAME_RANDOM_H
#define STRATA_GAME_RANDOM_H

// Not card code's (the game's generator is the engine's): cards include strata/game/CardGame.h (D122).
#ifdef STRATA_CARD_API_ONLY
#error "card code includes strata/game/CardGame.h, not the engine's headers"
#endif

#include <cstdint>
#include <utility>
#include <vector>

namespace strata::game {

class Random {
public:
  explicit Random(std::uint64_t Seed) {
    for (auto &W : S) {
      Seed += 0x9e3779b97f4a7c15ULL;
      std::uint64_t Z = Seed;
      Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ULL;
      Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebULL;
      W = Z ^ (Z >> 31);
    }
  }
  std::uint64_t next() {
    std::uint64_t R = rotl(S[1] * 5, 7) * 9, T = S[1] << 17;
    S[2] ^= S[0];
    S[3] ^= S[1];
    S[1] ^= S[2];
    S[0] ^= S[3];
    S[2] ^= T;
    S[3] = rotl(S[3], 45);
    return R;
  }
  /// A uniform integer in [0, N).
  int below(int N) { return static_cast<int>(next() % static_cast<std::uint64_t>(N)); }
  template <class T> void shuffle(std::vector<T> &V) {
    for (std::size_t I = V.size(); I > 1; --I)
      std::swap(V[I - 1], V[static_cast<std::size_t>(below(static_cast<int>(I)))]);
  }

private:
  static std::uint64_t rotl(std::uint64_t X, int K) { return (X << K) | (X >> (64 - K)); }
  std::uint64_t S[4];
};

} // namespace strata::game

#endif
