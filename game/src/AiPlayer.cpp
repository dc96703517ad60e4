//===- AiPlayer.cpp - The built-in AI: seeded random legal answers ---------===//
#include "strata/game/AiPlayer.h"

namespace strata::game {

AiPlayer::AiPlayer(std::uint64_t GameSeed, AiSettings Settings)
    : Rng(GameSeed ^ 0x5eed'a1a1'c0de'0001ULL), Settings(Settings) {}

int AiPlayer::choose(const Game &G) {
  const Decision &D = *G.pending();
  int N = static_cast<int>(D.Options.size());
  if (D.Kind != DecisionKind::Priority)
    return N <= 1 ? 0 : Rng.below(N);
  if (G.turnNumber() != Turn) {
    Turn = G.turnNumber();
    Actions[0] = Actions[1] = 0;
  }
  int &Taken = Actions[D.Player & 1];
  int Pass = 0;
  while (Pass < N && D.Options[static_cast<std::size_t>(Pass)].Label != "pass priority")
    ++Pass;
  if (Pass < N && Taken >= Settings.MaxActionsPerTurn)
    return Pass;
  int A = N <= 1 ? 0 : Rng.below(N);
  Taken += A != Pass;
  return A;
}

} // namespace strata::game
