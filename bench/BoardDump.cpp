//===- BoardDump.cpp - strata-bench's boards as text, for a peer engine ----===//
///
/// \file
/// strata-bench-boards writes the boards strata-bench measures (Boards.cpp:
/// the typical board, permanents:N) as line-based text, so that another
/// engine (bench/peers/: XMage) can rebuild the same board, object by
/// object, in the same order; and prints the characteristics Strata
/// computes for a board, for the side-by-side comparison (issue 16).
///
///   strata-bench-boards board typical|permanents:N
///   strata-bench-boards characteristics typical|permanents:N
///   strata-bench-boards action typical
///   strata-bench-boards characteristics-after-action typical
///
/// `action` names the game action BM_GameAction/giant_growth:typical times
/// (GameAction.h), for the peer to take the same one; the last prints the
/// characteristics of the typical board's permanents after Strata's game
/// has taken it.
///
/// Board format: tab-separated, one line per object in id order (the order
/// the board was built in, so timestamps compare):
///   object <id> <card name> <owner> <controller> <zone> <attached-to|-> <+1/+1 counters>
///   cast <id> <card name> <caster> <target id>
/// A "cast" line is an instant or sorcery that resolved as that object was
/// made: its effects (until end of turn) were created then, with that
/// target, and the card is now in its owner's graveyard.
///
/// Characteristics format: tab-separated, one line per permanent:
///   <id> <card name> <controller> <P/T|-> <types> <subtypes> <abilities; ...>
///
/// Action format: one line, tab-separated:
///   action <card name> <caster> <target id> <decisions Strata answered>
/// the card being a new one in the caster's hand, cast on the target and
/// resolved, the caster (the active player) holding priority after.
///
//===----------------------------------------------------------------------===//
#include "Boards.h"
#include "GameAction.h"

#include "strata/runtime/CardDef.h"
#include "strata/runtime/Labels.h"

#include <fmt/format.h>

#include <cstdio>
#include <exception>
#include <string>
#include <string_view>

using namespace strata;
using namespace strata::runtime;

namespace {

bench::BenchBoard boardNamed(std::string_view Name) {
  if (Name == "typical")
    return bench::typicalBoard();
  if (Name.starts_with("permanents:"))
    // As strata-bench's BM_Recompute/permanents:N.
    return bench::generatedBoard(std::stoi(std::string(Name.substr(11))), 20, /*Seed=*/2026);
  throw std::runtime_error("unknown board '" + std::string(Name) +
                           "' (typical or permanents:N)");
}

void printBoard(const Board &B) {
  for (const GameObject &O : B.objects()) {
    const CreatedEffect *Made = nullptr;
    for (const CreatedEffect &E : B.Effects)
      if (E.Source == O.Id)
        Made = &E;
    if (Made) {
      fmt::print("cast\t{}\t{}\t{}\t{}\n", int(O.Id), O.Card->Face.Name, int(Made->Controller),
                 int(Made->Choices.Targets[0]));
      continue;
    }
    std::string To = O.AttachedTo == kNoObject ? "-" : std::to_string(int(O.AttachedTo));
    fmt::print("object\t{}\t{}\t{}\t{}\t{}\t{}\t{}\n", int(O.Id), O.Card->Face.Name, int(O.Owner),
               int(O.BaseController), name(O.In), To, O.Count.PlusOne);
  }
}

void printCharacteristics(const Board &B, const layers::LayerEngine &Engine) {
  for (const GameObject &O : B.objects()) {
    if (O.In != Zone::Battlefield)
      continue;
    Characteristics C = Engine.characteristics(O.Id);
    std::string PT = C.Types.contains(CardType::Creature)
                         ? fmt::format("{}/{}", C.Power, C.Toughness)
                         : "-";
    std::string Types, Subtypes, Abilities;
    C.Types.forEach([&](CardType T) { Types += (Types.empty() ? "" : " ") + std::string(name(T)); });
    C.Subtypes.forEach([&](Subtype T) {
      Subtypes += (Subtypes.empty() ? "" : " ") + std::string(kSubtypeNames[static_cast<int>(T)]);
    });
    if (C.Subtypes.hasAllCreatureTypes())
      Subtypes += (Subtypes.empty() ? "" : " ") + std::string("(every creature type)");
    for (const std::string &L : abilityLabels(C))
      Abilities += (Abilities.empty() ? "" : "; ") + L;
    fmt::print("{}\t{}\t{}\t{}\t{}\t{}\t{}\n", int(O.Id), O.Card->Face.Name, int(C.Controller), PT,
               Types.empty() ? "-" : Types, Subtypes.empty() ? "-" : Subtypes,
               Abilities.empty() ? "-" : Abilities);
  }
}

} // namespace

int main(int argc, char **argv) {
  std::string_view Verb = argc == 3 ? argv[1] : "";
  bool ActionVerb = Verb == "action" || Verb == "characteristics-after-action";
  if (!(Verb == "board" || Verb == "characteristics" ||
        (ActionVerb && std::string_view(argv[2]) == "typical"))) {
    std::fprintf(stderr,
                 "usage: %s board|characteristics typical|permanents:N\n"
                 "       %s action|characteristics-after-action typical\n",
                 argv[0], argv[0]);
    return 2;
  }
  try {
    if (ActionVerb) {
      bench::ActionGame A = bench::typicalActionGame();
      int Answers = bench::castAndResolve(*A.G, A.Spell, A.Caster, A.Target);
      if (Verb == "action")
        fmt::print("action\t{}\t{}\t{}\t{}\n", A.SpellName, int(A.Caster), int(A.Target),
                   Answers);
      else
        printCharacteristics(A.G->board(), A.G->layers());
      return 0;
    }
    bench::BenchBoard Bd = boardNamed(argv[2]);
    if (Verb == "board") {
      printBoard(Bd.B);
    } else {
      layers::LayerEngine Engine;
      Engine.recompute(Bd.B);
      printCharacteristics(Bd.B, Engine);
    }
  } catch (const std::exception &E) {
    std::fprintf(stderr, "strata-bench-boards: %s\n", E.what());
    return 1;
  }
  return 0;
}
