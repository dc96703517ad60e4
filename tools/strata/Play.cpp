//===- Play.cpp - strata play: a game in the terminal ----------------------===//
#include "Play.h"

#include "strata/game/AiPlayer.h"
#include "AnswerLog.h"
#include "GameText.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

#include <chrono>
#include <climits>
#include <cstdint>
#include <exception>
#include <iostream>
#include <optional>
#include <string>

namespace strata::tool {
namespace cl = llvm::cl;
using game::Decision;
using game::Game;

namespace {
auto seatValues() {
  return cl::values(clEnumValN(SeatKind::Human, "human", "answers typed on stdin"),
                    clEnumValN(SeatKind::Ai, "ai", "the built-in AI (seeded random)"));
}
} // namespace

struct PlayCommand::Options {
  explicit Options(cl::SubCommand &Sub)
      : Seat1("seat1", cl::sub(Sub), cl::desc("Who plays seat 1 (default human)"),
              cl::init(SeatKind::Human), seatValues()),
        Seat2("seat2", cl::sub(Sub), cl::desc("Who plays seat 2 (default ai)"),
              cl::init(SeatKind::Ai), seatValues()),
        Deck1("deck1", cl::sub(Sub), cl::value_desc("name"),
              cl::desc("Seat 1's preset deck (default: the first)")),
        Deck2("deck2", cl::sub(Sub), cl::value_desc("name"),
              cl::desc("Seat 2's preset deck (default: the second)")),
        Seed("seed", cl::sub(Sub), cl::init(1), cl::value_desc("N"),
             cl::desc("The game seed: shuffles and AI choices (default 1)")),
        Log("log", cl::sub(Sub), cl::value_desc("file"),
            cl::desc("Write the answer log, for `strata replay`")),
        AiVsAi("ai-vs-ai", cl::sub(Sub),
               cl::desc("Play --games AI-vs-AI games (seeds S, S+1, ...) and "
                        "report their speed")),
        Games("games", cl::sub(Sub), cl::init(1), cl::value_desc("N"),
              cl::desc("With --ai-vs-ai: how many games (default 1)")),
        MaxDecisions("max-decisions", cl::sub(Sub), cl::init(game::kDefaultMaxDecisions),
                     cl::value_desc("N"),
                     cl::desc("Stop a game without a result after N answers")) {}

  cl::opt<SeatKind> Seat1, Seat2;
  cl::opt<std::string> Deck1, Deck2;
  cl::opt<std::uint64_t> Seed;
  cl::opt<std::string> Log;
  cl::opt<bool> AiVsAi;
  cl::opt<unsigned> Games;
  cl::opt<std::uint64_t> MaxDecisions;
};

PlayCommand::PlayCommand(cl::SubCommand &Sub) : Opts(std::make_unique<Options>(Sub)) {}
PlayCommand::~PlayCommand() = default;

namespace {

/// How a single game's driver stopped.
enum class Stop { GameOver, Capped, Quit, EndOfInput };

/// Reads a human's answer to the pending decision until one is accepted.
/// Malformed and illegal answers are refused (the game is unchanged) and
/// the legal answers listed again.
std::optional<Stop> askHuman(Game &G, llvm::raw_ostream &OS) {
  const Decision &D = *G.pending();
  for (;;) {
    OS << "> ";
    OS.flush();
    std::string Line;
    if (!std::getline(std::cin, Line)) {
      OS << "\n";
      return Stop::EndOfInput;
    }
    // Piped answers are not echoed by a terminal: show them.
    if (!llvm::sys::Process::StandardInIsUserInput())
      OS << Line << "\n";
    llvm::StringRef Text = llvm::StringRef(Line).trim();
    if (Text == "q" || Text == "quit")
      return Stop::Quit;
    if (Text == "b" || Text == "board") {
      printBoard(OS, G, D.Player);
      printDecision(OS, D);
      continue;
    }
    if (Text == "c" || Text == "cancel") {
      if (auto Refused = G.cancel()) {
        OS << "refused: " << Refused->Message << "\n";
        continue;
      }
      return std::nullopt;
    }
    unsigned long long N = 0;
    if (Text.getAsInteger(10, N) || N > INT_MAX) {
      // Not a number at all: refused like an illegal index, in the same
      // words, without touching the game.
      std::string Legal;
      for (std::size_t I = 0; I < D.Options.size(); ++I)
        Legal += fmt::format("\n  {}: {}", I, D.Options[I].Label);
      OS << fmt::format("refused: '{}' is not an answer to \"{}\" (type the number of "
                        "one, 'b' for the board, 'c' to cancel a cast, or 'q' to stop); the legal answers "
                        "are:{}\n",
                        Text.str(), D.Prompt, Legal);
      continue;
    }
    if (auto Refused = G.answer(static_cast<int>(N))) {
      OS << "refused: " << Refused->Message << "\n";
      continue;
    }
    return std::nullopt;
  }
}

/// Plays one game with the given seats; prints as it goes when a human
/// takes part. Exceptions from the engine propagate.
Stop playOne(Game &G, const GameSetup &S, std::uint64_t MaxDecisions,
             llvm::raw_ostream &OS) {
  game::AiPlayer Ai(S.Seed);
  bool AnyHuman = S.Seats[0] == SeatKind::Human || S.Seats[1] == SeatKind::Human;
  std::optional<std::uint64_t> Shown[2]; // the state each human last saw
  G.start();
  while (!G.over()) {
    if (G.decisionsAnswered() >= MaxDecisions)
      return Stop::Capped;
    const Decision &D = *G.pending();
    std::size_t P = D.Player;
    if (S.Seats[P] == SeatKind::Ai) {
      int A = Ai.choose(G);
      // Tell the humans what the AI did (passing priority is not news).
      if (AnyHuman && (D.Kind != game::DecisionKind::Priority || A != 0))
        OS << fmt::format("{} (ai): {}\n", G.player(D.Player).Name,
                          D.Options[static_cast<std::size_t>(A)].Label);
      if (auto Refused = G.answer(A))
        throw std::logic_error("the game refused the AI's answer: " + Refused->Message);
      continue;
    }
    std::uint64_t Hash = G.stateHash();
    if (Shown[P] != Hash) {
      OS << "\n";
      printBoard(OS, G, D.Player);
      Shown[P] = Hash;
    }
    printDecision(OS, D);
    if (auto Stopped = askHuman(G, OS))
      return *Stopped;
  }
  return Stop::GameOver;
}

} // namespace

int PlayCommand::run() {
  Options &O = *Opts;
  llvm::raw_ostream &OS = llvm::outs();
  llvm::raw_ostream &Errs = llvm::errs();
  GameSetup S;
  S.Seed = O.Seed;
  S.Decks = {O.Deck1.empty() ? defaultDeck(0) : std::string(O.Deck1),
             O.Deck2.empty() ? defaultDeck(1) : std::string(O.Deck2)};
  S.Seats = {O.Seat1, O.Seat2};
  if (O.Games == 0) {
    Errs << "strata play: error: --games must be at least 1\n";
    return 2;
  }
  if (!O.AiVsAi && O.Games != 1) {
    Errs << "strata play: error: --games needs --ai-vs-ai\n";
    return 2;
  }
  if (O.AiVsAi && !O.Log.empty()) {
    Errs << "strata play: error: --log records one game; it does not go with "
            "--ai-vs-ai\n";
    return 2;
  }
  std::string Error;
  // Check the decks once, before any game.
  if (!setUpGame(S, Error)) {
    Errs << "strata play: error: " << Error << "\n";
    return 2;
  }

  if (O.AiVsAi) {
    S.Seats = {SeatKind::Ai, SeatKind::Ai};
    unsigned Wins[2] = {0, 0}, Draws = 0, Unfinished = 0, Failed = 0;
    std::uint64_t Decisions = 0;
    auto Start = std::chrono::steady_clock::now();
    for (unsigned I = 0; I < O.Games; ++I) {
      GameSetup One = S;
      One.Seed = S.Seed + I;
      auto G = setUpGame(One, Error);
      try {
        Stop Why = playOne(*G, One, O.MaxDecisions, OS);
        if (Why == Stop::Capped) {
          ++Unfinished;
          Errs << fmt::format("strata play: warning: game {} (seed {}) has no result "
                              "after {} decisions; stopped\n",
                              I + 1, One.Seed, G->decisionsAnswered());
        } else if (auto W = G->winner())
          ++Wins[*W];
        else
          ++Draws;
      } catch (const std::exception &E) {
        ++Failed;
        Errs << fmt::format("strata play: error: game {} (seed {}) failed after {} "
                            "decisions: {}\n",
                            I + 1, One.Seed, G->decisionsAnswered(), E.what());
      }
      Decisions += G->decisionsAnswered();
    }
    double Seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
    OS << fmt::format("{} AI-vs-AI games, seeds {} to {}: Player 1 ('{}') vs Player 2 "
                      "('{}')\n",
                      O.Games, S.Seed, S.Seed + O.Games - 1, S.Decks[0], S.Decks[1]);
    OS << fmt::format("wins: Player 1 {}, Player 2 {}; draws {}; no result {}{}\n",
                      Wins[0], Wins[1], Draws, Unfinished,
                      Failed ? fmt::format("; failed {}", Failed) : "");
    OS << fmt::format("{} decisions in {:.3f} s: {:.1f} games/s, {:.0f} decisions/s\n",
                      Decisions, Seconds, O.Games / Seconds, Decisions / Seconds);
    return Failed ? 1 : 0;
  }

  auto G = setUpGame(S, Error);
  OS << fmt::format("strata play: seed {}; Player 1 ({}, '{}') vs Player 2 ({}, '{}')\n",
                    S.Seed, name(S.Seats[0]), S.Decks[0], name(S.Seats[1]), S.Decks[1]);
  int Status = 0;
  Stop Why = Stop::GameOver;
  try {
    Why = playOne(*G, S, O.MaxDecisions, OS);
  } catch (const std::exception &E) {
    Errs << fmt::format("strata play: error: the game failed after {} decisions (seed "
                        "{}): {}\n",
                        G->decisionsAnswered(), S.Seed, E.what());
    Status = 1;
  }
  if (!O.Log.empty()) {
    AnswerLog L;
    L.Setup = S;
    L.Answers = G->answerLog();
    if (Status == 0)
      L.FinalHash = G->stateHash();
    if (!writeAnswerLog(O.Log, L, Error)) {
      Errs << "strata play: error: " << Error << "\n";
      Status = Status ? Status : 2;
    }
  }
  if (Status)
    return Status;
  switch (Why) {
  case Stop::GameOver:
    break;
  case Stop::Capped:
    OS << fmt::format("stopped: no result after {} decisions (--max-decisions)\n",
                      G->decisionsAnswered());
    break;
  case Stop::Quit:
    OS << "stopped: the player quit\n";
    break;
  case Stop::EndOfInput:
    OS << "stopped: standard input ended\n";
    break;
  }
  OS << "\n";
  printFinal(OS, *G);
  return 0;
}

} // namespace strata::tool
