//===- ExplainHtml.cpp - strata explain --html ----------------------------===//
#include "ExplainHtml.h"

#include "Describe.h"
#include "Escape.h"
#include "GraphSvg.h"

#include "strata/runtime/CardDef.h"

#include <fmt/format.h>

namespace strata::tool {
using namespace runtime;

/// Every string from input on the page is escaped for HTML (Escape.h).
using escape::html;

namespace {

/// CR 613.1-613.4, as `strata explain` titles them.
constexpr const char *kTitles[] = {
    "Layer 1a: copy effects (613.2a)",      "Layer 1b: face-down status (613.2b)",
    "Layer 2: control (613.1b)",            "Layer 3: text (613.1c)",
    "Layer 4: types (613.1d)",              "Layer 5: colors (613.1e)",
    "Layer 6: abilities (613.1f)",          "Layer 7a: P/T-defining abilities (613.4a)",
    "Layer 7b: P/T set (613.4b)",           "Layer 7c: P/T modified, counters (613.4c)",
    "Layer 7d: P/T switched (613.4d)"};

std::string summary(const Characteristics &C, bool HasPT) {
  std::string S = typesOf(C);
  if (HasPT)
    S += fmt::format(" {}/{}", C.Power, C.Toughness);
  std::string Sub = subtypesOf(C), Col = colorsOf(C), Ab = abilitiesOf(C);
  return S + "; subtypes " + Sub + "; colors " + Col + "; abilities " + Ab;
}

} // namespace

void beginHtmlPage(const std::string &Title, llvm::raw_ostream &OS) {
  OS << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
     << "<title>" << html(Title) << "</title>\n<style>\n"
     << "body{font-family:system-ui,sans-serif;margin:2em;max-width:80em;color:#222}\n"
     << "h1{font-size:1.5em}h2{font-size:1.25em;border-bottom:1px solid #ccc}\n"
     << "h3{font-size:1.05em;margin-bottom:.3em}\n"
     << "table{border-collapse:collapse;margin:.5em 0 1em}td,th{border:1px solid #ccc;"
        "padding:.25em .5em;vertical-align:top;text-align:left}\n"
     << "th{background:#f3f3f3}.why{color:#555}.skip{color:#888;font-style:italic}\n"
     << ".pass{color:#17692b;font-weight:bold}.fail{color:#b00020;font-weight:bold}\n"
     << ".graph svg{max-width:100%;height:auto}code{background:#f6f6f6;padding:0 .2em}\n"
     << "</style>\n</head>\n<body>\n";
}

void endHtmlPage(llvm::raw_ostream &OS) { OS << "</body>\n</html>\n"; }

void writeHtmlScenario(scenario::ScenarioRun &Run, const scenario::Scenario &S,
                       const layers::Trace &T, const std::vector<std::string> &Players,
                       bool ShowLibrary, const std::string &Dot, llvm::raw_ostream &OS) {
  OS << "<section class=\"scenario\">\n<h1>" << html(S.Name.Text) << "</h1>\n";
  OS << "<p>From <code>" << html(S.File) << "</code>, line " << S.Line << ".</p>\n";

  // What happened: the actions, in order.
  OS << "<h2>Actions</h2>\n";
  if (S.Actions.empty())
    OS << "<p>None: the board as listed.</p>\n";
  else {
    // Each action, then what happened during it, event by event: each
    // combat damage assignment, prevention, life gained, zone changes.
    OS << "<ol class=\"actions\">\n";
    auto Name = [&](ObjectId Id) { return Run.idOf(Id); };
    for (unsigned I = 1; I <= S.Actions.size(); ++I) {
      OS << "<li><code>" << html(Run.actionText(I)) << "</code>";
      std::span<const game::GameEvent> Events = Run.eventsOf(I);
      if (!Events.empty()) {
        OS << "\n<ul class=\"events\">\n";
        for (const game::GameEvent &E : Events)
          OS << "<li>" << html(fmt::format("turn {}, {}: ", E.Turn, game::spec(E.At).Name))
             << html(describeEvent(E, Name, Players)) << "</li>\n";
        OS << "</ul>\n";
      }
      OS << "</li>\n";
    }
    OS << "</ol>\n";
  }

  // Each layer: its effects in order, why, and what each changed.
  OS << "<h2>Layers</h2>\n";
  bool AnyLayer = false;
  for (int L = 0; L < kLayerCount; ++L) {
    auto Lay = static_cast<Layer>(L);
    bool Has = false;
    for (const layers::TraceStep &St : T.Steps)
      Has |= St.L == Lay;
    for (const layers::SkippedStep &Sk : T.Skipped)
      Has |= Sk.L == Lay;
    if (!Has)
      continue;
    AnyLayer = true;
    OS << "<section class=\"layer\" data-layer=\"" << L << "\">\n<h3>" << html(kTitles[L])
       << "</h3>\n<table>\n<tr><th>#</th><th>Effect</th><th>Source, timestamp</th>"
          "<th>Why here</th><th>What it changed (before → after)</th></tr>\n";
    int N = 0;
    for (const layers::TraceStep &St : T.Steps) {
      if (St.L != Lay)
        continue;
      OS << "<tr><td>" << ++N << "</td><td>" << html(St.Effect) << "</td><td>"
         << html(St.Source == kNoObject ? std::string("none") : Run.idOf(St.Source)) << ", "
         << St.Ts << "</td><td class=\"why\">" << html(describeReason(St));
      for (std::size_t D = 1; D < St.DependsOn.size(); ++D)
        OS << "<br>" << html(describeDependency(St.DependsOn[D]));
      OS << "</td><td>";
      int Hidden = 0;
      for (const layers::ObjectChange &C : St.Changes) {
        if (!ShowLibrary && Run.inDefaultLibrary(C.Id)) {
          ++Hidden;
          continue;
        }
        for (const std::string &Line : describeChange(C.Before, C.After, Players))
          OS << "<b>" << html(Run.idOf(C.Id)) << "</b>: " << html(Line) << "<br>";
      }
      if (Hidden)
        OS << html(fmt::format("and {} cards of the default libraries", Hidden));
      if (St.Changes.empty())
        OS << "(changed nothing)";
      OS << "</td></tr>\n";
    }
    for (const layers::SkippedStep &Sk : T.Skipped) {
      if (Sk.L != Lay)
        continue;
      OS << "<tr class=\"skip\"><td>-</td><td>" << html(Sk.Effect) << "</td><td>"
         << html(Run.idOf(Sk.Source)) << "</td><td colspan=\"2\">does not apply: "
         << (Sk.Why == layers::SkipReason::ConditionFalse
                 ? "its condition was false when its turn came (604.2)"
                 : "its ability was removed before it began (613.6)");
      for (const layers::Dependency &D : Sk.DependsOn)
        OS << "<br>" << html(describeDependency(D));
      OS << "</td></tr>\n";
    }
    OS << "</table>\n</section>\n";
  }
  if (!AnyLayer)
    OS << "<p>No continuous effect applies.</p>\n";

  // The dependency graph, drawn by Graphviz.
  OS << "<h2>Dependencies</h2>\n<div class=\"graph\">\n";
  std::string Error;
  std::string Svg = renderSvg(Dot, Error);
  if (Svg.empty())
    OS << "<p>" << html(Error) << "</p>\n";
  else
    OS << Svg.substr(std::min(Svg.find("<svg"), Svg.size())) << "\n";
  OS << "</div>\n";

  // The board at the end: what the actions and combat left.
  OS << "<h2>The board at the end</h2>\n<table>\n<tr><th>Object</th><th>Controller</th>"
        "<th>Characteristics</th><th>Damage</th><th>Tapped</th></tr>\n";
  game::Game &G = Run.game();
  for (const GameObject &O : G.board().objects()) {
    if (O.In != Zone::Battlefield)
      continue;
    const Characteristics C = G.layers().characteristics(O.Id);
    OS << "<tr><td>" << html(Run.idOf(O.Id)) << "</td><td>" << html(Players[C.Controller])
       << "</td><td>" << html(summary(C, G.layers().hasPowerToughness(O.Id))) << "</td><td>"
       << O.Damage << "</td><td>" << (O.Tapped ? "yes" : "no") << "</td></tr>\n";
  }
  OS << "</table>\n<p>Life: ";
  for (std::size_t P = 0; P < Players.size(); ++P)
    OS << (P ? ", " : "") << html(Players[P]) << " "
       << G.player(static_cast<PlayerId>(P)).Life;
  OS << ".</p>\n";

  // The expectations, each with its verdict.
  OS << "<h2>Expectations</h2>\n<table>\n<tr><th>When</th><th>Object</th><th>Field</th>"
        "<th>Verdict</th></tr>\n";
  auto Verdicts = [&](const std::vector<scenario::Expectation> &Expect, unsigned Step) {
    for (const scenario::Expectation &E : Expect)
      for (const scenario::Field &F : E.Fields) {
        const scenario::Mismatch *Miss = nullptr;
        for (const scenario::Mismatch &M : Run.mismatches())
          if (M.Step == Step && M.Id == E.Id.Text && M.Field == F.Name.Text)
            Miss = &M;
        OS << "<tr><td>"
           << html(Step ? fmt::format("action {}", Step) : std::string("the end"))
           << "</td><td>" << html(E.Id.Text) << "</td><td>" << html(F.Name.Text) << "</td>"
           << (Miss ? "<td class=\"fail\">FAIL: " + html(Miss->Message)
                    : std::string("<td class=\"pass\">PASS"))
           << "</td></tr>\n";
      }
  };
  for (unsigned I = 0; I < S.Actions.size(); ++I)
    Verdicts(S.Actions[I].Expect, I + 1);
  Verdicts(S.Expect, 0);
  OS << "</table>\n</section>\n";
}

} // namespace strata::tool
