//===- Replay.cpp - strata replay: a logged game, again --------------------===//
#include "Replay.h"
#include "Escape.h"

#include "AnswerLog.h"
#include "GameText.h"
#include "InputFile.h"

#include "strata/scenario/InputLimits.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

#include <exception>
#include <string>

namespace strata::tool {
namespace cl = llvm::cl;

struct ReplayCommand::Options {
  explicit Options(cl::SubCommand &Sub)
      : File(cl::Positional, cl::sub(Sub), cl::Required, cl::value_desc("file"),
             cl::desc("<answer log written by `strata play --log`>")) {}
  cl::opt<std::string> File;
};

ReplayCommand::ReplayCommand(cl::SubCommand &Sub) : Opts(std::make_unique<Options>(Sub)) {}
ReplayCommand::~ReplayCommand() = default;

int ReplayCommand::run() {
  const std::string &Path = Opts->File;
  llvm::raw_ostream &OS = escape::out();
  llvm::raw_ostream &Errs = escape::err();
  // A log is one line per answer: 16 MiB is millions of games' worth.
  auto Buf = readInputFile(Path, std::size_t(16) << 20, /*AllowStdin=*/true);
  if (auto *Why = std::get_if<std::string>(&Buf)) {
    Errs << fmt::format("{}: error: cannot read it: {}\n", Path, *Why);
    return 2;
  }
  return replayLog(*std::get<0>(Buf), Path, OS, Errs);
}

int replayLog(const llvm::MemoryBuffer &Log, llvm::StringRef LogName, llvm::raw_ostream &OS,
              llvm::raw_ostream &Errs) {
  const std::string Path = LogName.str();
  // Diagnostics quote the log's words: never raw bytes.
  if (auto Bad = scenario::checkText(Log.getBuffer())) {
    Errs << fmt::format("{}:{}:{}: error: {}; an answer log is UTF-8 text\n", Path, Bad->Line,
                        Bad->Col, Bad->Message);
    return 2;
  }
  std::optional<AnswerLog> L = parseAnswerLog(Log, Path, Errs);
  if (!L)
    return 2;
  auto At = [&](AnswerLog::Loc Loc) { return fmt::format("{}:{}:{}", Path, Loc.Line, Loc.Col); };

  std::string Error;
  int P = 0;
  auto G = setUpGame(L->Setup, Error, &P);
  if (!G) {
    Errs << fmt::format("{}: error: {}\n", At(L->DeckLocs[P]), Error);
    return 2;
  }
  OS << fmt::format("strata replay: {}: seed {}; Player 1 ({}, '{}') vs Player 2 ({}, "
                    "'{}'); {} answers\n",
                    escape::text(Path), L->Setup.Seed, name(L->Setup.Seats[0]),
                    escape::text(L->Setup.Decks[0]), name(L->Setup.Seats[1]),
                    escape::text(L->Setup.Decks[1]), L->Answers.size());
  try {
    G->start();
    for (std::size_t I = 0; I < L->Answers.size(); ++I) {
      int A = L->Answers[I];
      if (G->over()) {
        Errs << fmt::format("{}: error: the game is over after {} answers, but the log "
                            "has {} more\n",
                            At(L->AnswerLocs[I]), I, L->Answers.size() - I);
        return 1;
      }
      const game::Decision &D = *G->pending();
      std::string What = fmt::format("decision {} ({}, {}: \"{}\")", I + 1,
                                     G->player(D.Player).Name, game::name(D.Kind),
                                     D.Prompt);
      if (auto Refused = A == game::Game::kCancelAnswer ? G->cancel() : G->answer(A)) {
        Errs << fmt::format("{}: error: {} refuses answer {}: {}\n", At(L->AnswerLocs[I]),
                            What, A, Refused->Message);
        return 1;
      }
    }
  } catch (const std::exception &E) {
    Errs << fmt::format("strata replay: error: the game failed after {} answers: {}\n",
                        G->decisionsAnswered(), E.what());
    return 1;
  }
  OS << "\n";
  printFinal(OS, *G);
  if (L->FinalHash && *L->FinalHash != G->stateHash()) {
    Errs << fmt::format("strata replay: error: the replay ends on {}, but the log "
                        "recorded 0x{:016x}\n",
                        hashLine(G->stateHash()), *L->FinalHash);
    return 1;
  }
  return 0;
}

} // namespace strata::tool
