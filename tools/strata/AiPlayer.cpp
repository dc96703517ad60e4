//===- AiPlayer.cpp - The built-in AI: seeded random legal answers ---------===//
#include "AiPlayer.h"

namespace strata::tool {

AiPlayer::AiPlayer(std::uint64_t GameSeed) : Rng(GameSeed ^ 0x5eed'a1a1'c0de'0001ULL) {}

int AiPlayer::choose(const game::Decision &D) {
  int N = static_cast<int>(D.Options.size());
  return N <= 1 ? 0 : Rng.below(N);
}

} // namespace strata::tool
