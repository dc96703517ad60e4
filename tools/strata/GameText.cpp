//===- GameText.cpp - Setting up a game and printing it --------------------===//
#include "GameText.h"
#include "Escape.h"

#include "strata/cards/CardLibrary.h"
#include "strata/cards/Decks.h"
#include "strata/runtime/CardDef.h"

#include <fmt/format.h>

namespace strata::tool {
using namespace runtime;

const char *name(SeatKind K) { return K == SeatKind::Human ? "human" : "ai"; }

std::string defaultDeck(int Seat) {
  auto Decks = cards::presetDecks();
  if (Decks.empty())
    return "";
  return std::string(Decks[static_cast<std::size_t>(Seat) % Decks.size()].Name);
}

std::unique_ptr<game::Game> setUpGame(const GameSetup &S, std::string &Error,
                                      int *BadSeat) {
  return cards::newGame(S.Decks, S.Seed, Error, BadSeat);
}

namespace {

int countIn(const game::Game &G, PlayerId P, Zone Z) {
  int N = 0;
  for (const GameObject &O : G.board().objects())
    N += O.In == Z && O.Owner == P;
  return N;
}

/// "Grizzly Bears#12 2/2 (tapped, 1 damage)".
std::string permanentText(const game::Game &G, const GameObject &O) {
  std::string S = G.label(O.Id);
  if (G.layers().hasPowerToughness(O.Id)) {
    const CoreCharacteristics &C = G.characteristics(O.Id);
    S += fmt::format(" {}/{}", C.Power, C.Toughness);
  }
  std::string Notes;
  auto Note = [&](const std::string &N) { Notes += (Notes.empty() ? "" : ", ") + N; };
  if (O.Tapped)
    Note("tapped");
  if (O.Damage > 0)
    Note(fmt::format("{} damage", O.Damage));
  if (O.AttachedTo != kNoObject)
    Note("on " + G.label(O.AttachedTo));
  if (O.Owner != G.controllerOf(O.Id))
    Note(fmt::format("owned by {}", G.player(O.Owner).Name));
  return Notes.empty() ? S : S + " (" + Notes + ")";
}

void printPlayers(llvm::raw_ostream &OS, const game::Game &G) {
  for (int I = 0; I < G.numPlayers(); ++I) {
    PlayerId P = static_cast<PlayerId>(I);
    const game::Player &Pl = G.player(P);
    // Names come from card modules and the server: escaped (Escape.h).
    OS << fmt::format("{}: {} life, library {}, hand {}, graveyard {}{}\n", escape::text(Pl.Name),
                      Pl.Life, Pl.Library.size(), countIn(G, P, Zone::Hand),
                      countIn(G, P, Zone::Graveyard), Pl.Lost ? " (lost)" : "");
    std::string Field;
    for (const GameObject &O : G.board().objects())
      if (O.In == Zone::Battlefield && G.controllerOf(O.Id) == P)
        Field += (Field.empty() ? "" : ", ") + permanentText(G, O);
    OS << fmt::format("  battlefield: {}\n", Field.empty() ? "-" : escape::text(Field));
  }
}

} // namespace

void printBoard(llvm::raw_ostream &OS, const game::Game &G, PlayerId Viewer) {
  OS << fmt::format("-- turn {}, {}'s {} --\n", G.turnNumber(),
                    escape::text(G.player(G.activePlayer()).Name), game::spec(G.step()).Name);
  printPlayers(OS, G);
  if (!G.stack().empty()) {
    std::string S;
    for (auto It = G.stack().rbegin(); It != G.stack().rend(); ++It)
      S += (S.empty() ? "" : ", ") + It->Label;
    OS << fmt::format("stack (top first): {}\n", escape::text(S));
  }
  std::string Hand;
  for (const GameObject &O : G.board().objects())
    if (O.In == Zone::Hand && O.Owner == Viewer)
      Hand += (Hand.empty() ? "" : ", ") + G.label(O.Id);
  OS << fmt::format("{}'s hand: {}\n", escape::text(G.player(Viewer).Name),
                    Hand.empty() ? "-" : escape::text(Hand));
}

void printDecision(llvm::raw_ostream &OS, const game::Decision &D,
                   const std::vector<int> &Numbers) {
  OS << escape::text(D.Prompt) << "\n";
  for (std::size_t I = 0; I < D.Options.size(); ++I)
    OS << fmt::format("  {}: {}\n", I < Numbers.size() ? Numbers[I] : static_cast<int>(I),
                      escape::text(D.Options[I].Label));
  if (D.Cancellable)
    OS << "  c: cancel (back to before this cast; nothing is paid)\n";
}

std::string hashLine(std::uint64_t Hash) { return fmt::format("state hash: 0x{:016x}", Hash); }

void printFinal(llvm::raw_ostream &OS, const game::Game &G) {
  if (!G.over())
    OS << fmt::format("== no result: the game stopped after {} decisions, unfinished\n",
                      G.decisionsAnswered());
  else if (auto W = G.winner())
    OS << fmt::format("== {} wins (turn {}, {} decisions)\n", escape::text(G.player(*W).Name),
                      G.turnNumber(), G.decisionsAnswered());
  else
    OS << fmt::format("== the game is a draw (turn {}, {} decisions)\n", G.turnNumber(),
                      G.decisionsAnswered());
  OS << fmt::format("final state: turn {}, {}'s {}\n", G.turnNumber(),
                    escape::text(G.player(G.activePlayer()).Name), game::spec(G.step()).Name);
  printPlayers(OS, G);
  OS << hashLine(G.stateHash()) << "\n";
}

} // namespace strata::tool
