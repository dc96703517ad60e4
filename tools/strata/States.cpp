//===- States.cpp - strata states -------------------------------------------===//
#include "States.h"
#include "Escape.h"
#include "OutputFile.h"

#include "GraphSvg.h"

#include "strata/game/Decision.h"
#include "strata/game/Turn.h"

#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

namespace strata::tool {
namespace cl = llvm::cl;
using namespace game;

namespace {

const char *actorName(Actor A) {
  switch (A) {
  case Actor::Game:
    return "the game (turn-based actions)";
  case Actor::ActivePlayer:
    return "the active player, then priority passes";
  case Actor::Defender:
    return "the defending player";
  case Actor::EachPlayer:
    return "each player in turn, the active player first (APNAP, CR 101.4)";
  }
  return "";
}

std::string actionList(const StepSpec &Row) {
  if (!Row.Priority)
    return "none (no player receives priority)";
  std::string Out;
  for (int K = 0; K < kActionKinds; ++K)
    if (allows(Row.Allowed, static_cast<ActionKind>(K)))
      Out += std::string(Out.empty() ? "" : ", ") + name(static_cast<ActionKind>(K));
  return Out;
}

const char *guardName(Guard G) {
  switch (G) {
  case Guard::Always:
    return "always";
  case Guard::NoAttackersDeclared:
    return "no attackers were declared";
  case Guard::NoFirstOrDoubleStrike:
    return "no attacker or blocker has first or double strike";
  }
  return "";
}

std::string text() {
  std::string S = "# The game as a state table (game/Turn.h, game/Decision.h)\n\n";
  S += "## Around the turn, and a choice made together\n\n";
  for (const GameStateSpec &G : kGameStates)
    S += fmt::format("{}\n  who: {}\n  does: {}\n  next: {}\n\n", G.Name, actorName(G.Who),
                     G.Does, G.Next);
  S += "## The turn (CR 500.1): one state per step\n\n";
  for (const StepSpec &Row : kTurn) {
    S += fmt::format("{}\n  who: {}\n  on entry: {}\n  actions: {}\n", Row.Name,
                     actorName(Row.Who), Row.EntryRule, actionList(Row));
    for (const Transition &T : Row.Next) {
      if (T.Name.empty())
        break;
      S += fmt::format("  -> {} when {}: {} ({})\n", spec(T.To).Name, guardName(T.When),
                       T.Name, T.Rule);
    }
    S += fmt::format("  told: you: \"{}\"; others: \"{}\"\n", Row.ForYou, Row.ForOthers);
    S += "  -> game over when a player loses or the game is a draw (CR 104, 704.5a-c)\n\n";
  }
  S += "## Waiting for a player's decision (one state per kind)\n\n"
       "Entered when the engine asks (a decision with one legal answer is taken at\n"
       "once); an answer resumes what asked; a finished game answers nothing.\n\n";
  for (const WaitSpec &W : kWaitStates) {
    S += fmt::format("{} ({}, {})\n  told: you: \"{}\"; others: \"{}\"\n", W.Name,
                     name(W.Kind), W.Rule, W.ForYou, W.ForOthers);
    S += W.CanCancel ? "  -> back to the caster's priority, as it was, on cancel (CR "
                       "601.2, 602.2)\n\n"
                     : "\n";
  }
  return S;
}

std::string dotId(std::string_view Name) {
  std::string Id;
  for (char C : Name)
    Id += (C == ' ' || C == '-' || C == '"') ? '_' : C;
  return Id;
}

/// A DOT string's text (Escape.h).
std::string esc(std::string_view Text) { return escape::dot(llvm::StringRef(Text.data(), Text.size())); }

std::string dot() {
  std::string S = "digraph states {\n  rankdir=TB;\n  node [shape=box, fontname=\"sans\"];\n"
                  "  edge [fontname=\"sans\", fontsize=10];\n";
  S += "  setup [shape=oval];\n  game_over [shape=oval, label=\"game over\"];\n";
  for (const StepSpec &Row : kTurn)
    S += fmt::format("  {} [label=\"{}\\n{}\"{}];\n", dotId(Row.Name), esc(Row.Name),
                     esc(Row.EntryRule.substr(0, Row.EntryRule.find(':'))),
                     Row.Priority ? "" : ", style=dashed");
  S += fmt::format("  setup -> {} [label=\"CR 103\"];\n", dotId(kTurn[0].Name));
  for (const StepSpec &Row : kTurn)
    for (const Transition &T : Row.Next) {
      if (T.Name.empty())
        break;
      S += fmt::format("  {} -> {} [label=\"{}{}\"{}];\n", dotId(Row.Name),
                       dotId(spec(T.To).Name),
                       T.When == Guard::Always ? "" : esc(guardName(T.When)) + "\\n",
                       esc(T.Rule), T.NewTurn ? ", style=bold" : "");
    }
  S += "  subgraph cluster_waits {\n    label=\"waiting for a player (from any step with "
       "priority or a declaration)\";\n";
  for (const WaitSpec &W : kWaitStates)
    S += fmt::format("    wait_{} [label=\"{}\\n{}\", shape=note];\n", static_cast<int>(W.Kind),
                     esc(W.Name), esc(W.Rule));
  S += "  }\n";
  // CR 101.4: each player, in turn, through the wait of the choice asked.
  S += fmt::format("  choosing_together [shape=oval, label=\"choosing together\\nCR 101.4\"];\n"
                   "  choosing_together -> wait_{} [label=\"each player in turn\", "
                   "style=dotted];\n",
                   static_cast<int>(DecisionKind::Discard));
  for (const WaitSpec &W : kWaitStates)
    if (W.CanCancel)
      S += fmt::format("  wait_{} -> wait_0 [label=\"cancel\\nCR 601.2\", style=dotted];\n",
                       static_cast<int>(W.Kind));
  S += "  cleanup_step -> game_over [label=\"CR 104\", style=dotted];\n}\n";
  return S;
}

} // namespace

struct StatesCommand::Options {
  cl::opt<std::string> Format;
  cl::opt<std::string> Output;
  explicit Options(cl::SubCommand &Sub)
      : Format("format", cl::desc("text (default), dot (Graphviz) or svg"), cl::init("text"),
               cl::sub(Sub)),
        Output("o", cl::desc("Write here (default: standard output)"), cl::value_desc("file"),
               cl::sub(Sub)) {}
};

StatesCommand::StatesCommand(cl::SubCommand &Sub) : Opts(std::make_unique<Options>(Sub)) {}
StatesCommand::~StatesCommand() = default;

int StatesCommand::run() {
  std::string Out;
  if (Opts->Format == "text") {
    Out = text();
  } else if (Opts->Format == "dot") {
    Out = dot();
  } else if (Opts->Format == "svg") {
    std::string Error;
    Out = renderSvg(dot(), Error);
    if (Out.empty()) {
      escape::err() << "strata states: error: " << Error << "\n";
      return 1;
    }
  } else {
    escape::err() << "strata states: error: --format is text, dot or svg, not '"
                 << Opts->Format << "'\n";
    return 2;
  }
  if (Opts->Output.empty()) {
    escape::out() << Out;
    return 0;
  }
  if (std::string Error = writeOutputFile(Opts->Output, Out); !Error.empty()) {
    escape::err() << "strata states: error: " << Error << "\n";
    return kCannotWrite;
  }
  return 0;
}

} // namespace strata::tool
