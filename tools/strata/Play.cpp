//===- Play.cpp - strata play: a game in the terminal ----------------------===//
#include "Play.h"
#include "Escape.h"
#include "OutputFile.h"

#include "strata/game/AiPlayer.h"
#include "strata/game/OptionNumbers.h"
#include "strata/game/PriorityStops.h"
#include "AnswerLog.h"
#include "GameText.h"
#include "WebSocket.h"

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
using game::Step;

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
                     cl::desc("Stop a game without a result after N answers")),
        Stops("stops", cl::sub(Sub), cl::init("main1,main2"), cl::value_desc("steps"),
              cl::desc("Steps of your own turn where a human is asked at priority "
                       "(default main1,main2; none; all)")),
        TheirStops("their-stops", cl::sub(Sub), cl::init("attackers,end"),
                   cl::value_desc("steps"),
                   cl::desc("Steps of the opponent's turn where a human is asked "
                            "(default attackers,end)")),
        AskAlways("ask-always", cl::sub(Sub),
                  cl::desc("Ask a human at every priority decision with a choice "
                           "(no stops)")),
        Numbers("numbers", cl::sub(Sub), cl::init("stable"), cl::value_desc("stable|index"),
                cl::desc("Option numbers: stable (the same option keeps its number "
                         "across prompts, default) or index (its place in the list)")),
        Connect("connect", cl::sub(Sub), cl::value_desc("ws://host:port"),
                cl::desc("Play a game hosted by `strata serve` (docs/protocol.md); with "
                         "--ai-vs-ai --games N, N games at once between seeded random "
                         "players, each checked against the same game in process")),
        Game("game", cl::sub(Sub), cl::value_desc("id"),
             cl::desc("With --connect: the game to join (default: create one from "
                      "--deck1, --deck2, --seed; --seat2 ai seats the AI)")),
        Seat("seat", cl::sub(Sub), cl::init(1), cl::value_desc("1|2"),
             cl::desc("With --connect: the seat to take (default 1)")),
        Token("token", cl::sub(Sub), cl::value_desc("token"),
              cl::desc("With --connect --game: the seat's token (the invitation the "
                       "game's creator was given, or yours to reconnect)")),
        CreateKeyFile("create-key-file", cl::sub(Sub), cl::value_desc("file"),
                      cl::desc("With --connect: the server's key for creating games")) {}

  cl::opt<SeatKind> Seat1, Seat2;
  cl::opt<std::string> Deck1, Deck2;
  cl::opt<std::uint64_t> Seed;
  cl::opt<std::string> Log;
  cl::opt<bool> AiVsAi;
  cl::opt<unsigned> Games;
  cl::opt<std::uint64_t> MaxDecisions;
  cl::opt<std::string> Stops, TheirStops;
  cl::opt<bool> AskAlways;
  cl::opt<std::string> Numbers;
  cl::opt<std::string> Connect, Game;
  cl::opt<int> Seat;
  cl::opt<std::string> Token;
  cl::opt<std::string> CreateKeyFile;
};

PlayCommand::PlayCommand(cl::SubCommand &Sub) : Opts(std::make_unique<Options>(Sub)) {}
PlayCommand::~PlayCommand() = default;

namespace {

/// How a single game's driver stopped.
enum class Stop { GameOver, Capped, Quit, EndOfInput };

/// What a human seat keeps between prompts: their priority stops and the
/// numbers their options go by.
struct HumanSeat {
  game::PriorityStops Stops;
  game::OptionNumbers Numbers;
  bool StableNumbers = true;
  unsigned Asked = 0, AutoPassed = 0; ///< priority prompts shown, passes made for them

  /// The number shown for each option.
  std::vector<int> numbers(const Decision &D) {
    if (StableNumbers)
      return Numbers.numbers(D);
    std::vector<int> Ns(D.Options.size());
    for (std::size_t I = 0; I < Ns.size(); ++I)
      Ns[I] = static_cast<int>(I);
    return Ns;
  }
  void show(llvm::raw_ostream &OS, const Decision &D) { printDecision(OS, D, numbers(D)); }
};

std::string listAnswers(HumanSeat &H, const Decision &D) {
  std::vector<int> Ns = H.numbers(D);
  std::string Legal;
  for (std::size_t I = 0; I < D.Options.size(); ++I)
    Legal += fmt::format("\n  {}: {}", Ns[I], escape::text(D.Options[I].Label));
  return Legal;
}

/// Reads a human's answer to the pending decision until one is accepted.
/// Malformed and illegal answers are refused (the game is unchanged) and
/// the legal answers listed again.
std::optional<Stop> askHuman(Game &G, HumanSeat &H, llvm::raw_ostream &OS) {
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
      OS << escape::text(Line) << "\n";
    llvm::StringRef Text = llvm::StringRef(Line).trim();
    if (Text == "q" || Text == "quit")
      return Stop::Quit;
    if (Text == "b" || Text == "board") {
      printBoard(OS, G, D.Player);
      H.show(OS, D);
      continue;
    }
    if (Text == "c" || Text == "cancel") {
      if (auto Refused = G.cancel()) {
        OS << "refused: " << escape::text(Refused->Message) << "\n";
        continue;
      }
      return std::nullopt;
    }
    // "Pass until my next turn" / "pass until something changes": pass
    // now, and let the stops pass for the player until then.
    if (Text == "n" || Text == "w") {
      int Pass = game::PriorityStops::passIndex(G);
      if (Pass < 0) {
        OS << "refused: '" << escape::text(Text) << "' passes priority, and \""
           << escape::text(D.Prompt)
           << "\" is not a priority decision\n";
        continue;
      }
      if (Text == "n")
        H.Stops.passUntilMyNextTurn(G, D.Player);
      else
        H.Stops.passUntilSomethingChanges(G);
      if (auto Refused = G.answer(Pass))
        OS << "refused: " << escape::text(Refused->Message) << "\n";
      return std::nullopt;
    }
    unsigned long long N = 0;
    if (Text.getAsInteger(10, N) || N > INT_MAX) {
      // Not a number at all: refused like an illegal one, in the same
      // words, without touching the game.
      OS << fmt::format("refused: '{}' is not an answer to \"{}\" (type the number of "
                        "one, 'b' for the board, 'c' to cancel a cast, 'n' to pass until "
                        "your next turn, 'w' to pass until something changes, or 'q' to "
                        "stop); the legal answers are:{}\n",
                        escape::text(Text), escape::text(D.Prompt), listAnswers(H, D));
      continue;
    }
    int Index = H.StableNumbers ? H.Numbers.indexOf(D, static_cast<int>(N))
                                : static_cast<int>(N);
    if (Index < 0) {
      OS << fmt::format("refused: '{}' is not a legal answer to \"{}\"; the legal answers "
                        "are:{}\n",
                        N, escape::text(D.Prompt), listAnswers(H, D));
      continue;
    }
    if (auto Refused = G.answer(Index)) {
      OS << "refused: " << escape::text(Refused->Message) << "\n";
      continue;
    }
    return std::nullopt;
  }
}

/// Plays one game with the given seats; prints as it goes when a human
/// takes part. Exceptions from the engine propagate.
Stop playOne(Game &G, const GameSetup &S, std::uint64_t MaxDecisions, llvm::raw_ostream &OS,
             HumanSeat (&Humans)[2]) {
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
    HumanSeat &H = Humans[P];
    if (!H.Stops.shouldAsk(G)) {
      // Not a stop of theirs, or nothing to do but pass: passed for them.
      ++H.AutoPassed;
      if (auto Refused = G.answer(game::PriorityStops::passIndex(G)))
        throw std::logic_error("the game refused a pass: " + Refused->Message);
      continue;
    }
    H.Asked += D.Kind == game::DecisionKind::Priority;
    std::uint64_t Hash = G.stateHash();
    if (Shown[P] != Hash) {
      OS << "\n";
      printBoard(OS, G, D.Player);
      Shown[P] = Hash;
    }
    H.show(OS, D);
    if (auto Stopped = askHuman(G, H, OS))
      return *Stopped;
  }
  return Stop::GameOver;
}

/// Reads a stop list ("main1,main2", "none", "all") into \p Stops.
bool readStops(game::PriorityStops &Stops, bool OwnTurn, llvm::StringRef List,
               std::string &Error) {
  for (int K = 0; K < 13; ++K)
    Stops.setStop(OwnTurn, static_cast<Step>(K), List == "all");
  if (List == "none" || List == "all")
    return true;
  llvm::SmallVector<llvm::StringRef> Names;
  List.split(Names, ',');
  for (llvm::StringRef N : Names) {
    std::optional<Step> St = game::PriorityStops::parseStep(N.trim());
    if (!St) {
      Error = fmt::format("unknown step '{}' in a stop list; the steps are {} (or none, all)",
                          N.trim().str(), game::PriorityStops::stepNames());
      return false;
    }
    Stops.setStop(OwnTurn, *St, true);
  }
  return true;
}

} // namespace

int PlayCommand::run() {
  Options &O = *Opts;
  llvm::raw_ostream &OS = escape::out();
  llvm::raw_ostream &Errs = escape::err();
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
  if (!O.Connect.empty()) {
    ConnectOptions C;
    C.Url = O.Connect;
    C.Game = O.Game;
    C.Seat = O.Seat;
    C.Token = O.Token;
    C.Decks[0] = S.Decks[0];
    C.Decks[1] = S.Decks[1];
    C.Seed = S.Seed;
    C.AiSeat2 = O.Seat2 == SeatKind::Ai && O.Seat2.getNumOccurrences() > 0;
    C.StableNumbers = O.Numbers != "index";
    std::string KeyError;
    if (!O.CreateKeyFile.empty() && !readKeyFile(O.CreateKeyFile, C.CreateKey, KeyError)) {
      Errs << "strata play: error: " << KeyError << "\n";
      return 2;
    }
    if (O.AiVsAi)
      return loadTest(C.Url, O.Games, C.Seed, C.Decks, C.CreateKey, OS);
    if (C.Seat != 1 && C.Seat != 2) {
      Errs << "strata play: error: --seat is 1 or 2\n";
      return 2;
    }
    if (!C.Game.empty() && C.Token.empty()) {
      Errs << "strata play: error: --game needs --token: a seat is taken only with its "
              "token (the game's creator was given both)\n";
      return 2;
    }
    return connectAndPlay(C, OS);
  }
  std::string Error;
  HumanSeat Humans[2];
  for (HumanSeat &H : Humans) {
    if (O.AskAlways)
      H.Stops = game::PriorityStops::everywhere();
    else if (!readStops(H.Stops, true, O.Stops, Error) ||
             !readStops(H.Stops, false, O.TheirStops, Error)) {
      Errs << "strata play: error: " << Error << "\n";
      return 2;
    }
    if (O.Numbers != "stable" && O.Numbers != "index") {
      Errs << "strata play: error: --numbers is stable or index, not '" << O.Numbers
           << "'\n";
      return 2;
    }
    H.StableNumbers = O.Numbers == "stable";
  }
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
        Stop Why = playOne(*G, One, O.MaxDecisions, OS, Humans);
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
    Why = playOne(*G, S, O.MaxDecisions, OS, Humans);
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
      Status = Status ? Status : kCannotWrite;
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
