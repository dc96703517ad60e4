//===- Explain.cpp - strata explain and strata graph -----------------------===//
#include "Explain.h"
#include "Escape.h"

#include "Describe.h"
#include "ExplainHtml.h"
#include "GraphSvg.h"
#include "Scenarios.h"

#include "strata/layers/LayerEngine.h"

#include <fmt/format.h>

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

namespace strata::tool {
namespace cl = llvm::cl;
using namespace runtime;

namespace {

/// CR 613.1-613.4: what each layer holds.
constexpr const char *kLayerTitles[] = {
    "1a: copy effects (613.2a)",      "1b: face-down status (613.2b)",
    "2: control (613.1b)",            "3: text (613.1c)",
    "4: types (613.1d)",              "5: colors (613.1e)",
    "6: abilities (613.1f)",          "7a: P/T-defining abilities (613.4a)",
    "7b: P/T set (613.4b)",           "7c: P/T modified, counters (613.4c)",
    "7d: P/T switched (613.4d)"};

void explain(scenario::ScenarioRun &Run, const layers::Trace &T,
             const std::vector<std::string> &Players, bool ShowLibrary,
             llvm::raw_ostream &OS) {
  for (int L = 0; L < kLayerCount; ++L) {
    Layer Lay = static_cast<Layer>(L);
    bool Any = false;
    int N = 0;
    auto Title = [&] {
      if (!Any)
        OS << "Layer " << kLayerTitles[L] << "\n";
      Any = true;
    };
    for (const layers::TraceStep &S : T.Steps) {
      if (S.L != Lay)
        continue;
      Title();
      // Names and ids come from input: each printed line is escaped (Escape.h).
      OS << fmt::format("  {}. {} [source {}, timestamp {}]\n", ++N, escape::text(S.Effect),
                        S.Source == kNoObject ? std::string("none")
                                              : escape::text(Run.idOf(S.Source)),
                        S.Ts);
      OS << "     why: " << escape::text(describeReason(S)) << "\n";
      for (std::size_t D = 1; D < S.DependsOn.size(); ++D)
        OS << "          " << escape::text(describeDependency(S.DependsOn[D])) << "\n";
      int Hidden = 0;
      for (const layers::ObjectChange &C : S.Changes) {
        // The Plains of an unlisted library are the runner's, not the
        // tester's: counted, not listed (docs/scenarios.md).
        if (!ShowLibrary && Run.inDefaultLibrary(C.Id)) {
          ++Hidden;
          continue;
        }
        for (const std::string &Line : describeChange(C.Before, C.After, Players))
          OS << "     " << escape::text(Run.idOf(C.Id)) << ": " << escape::text(Line) << "\n";
      }
      if (Hidden)
        OS << fmt::format("     and {} card{} of the default libraries (--show-library lists "
                          "them)\n",
                          Hidden, Hidden == 1 ? "" : "s");
      if (S.Changes.empty())
        OS << "     (changed nothing)\n";
    }
    for (const layers::SkippedStep &S : T.Skipped) {
      if (S.L != Lay)
        continue;
      Title();
      OS << fmt::format("  -  {} [source {}] does not apply: {}\n", escape::text(S.Effect),
                        escape::text(Run.idOf(S.Source)),
                        S.Why == layers::SkipReason::ConditionFalse
                            ? "its condition was false when its turn came (604.2)"
                            : "its ability was removed before it began (613.6)");
      for (const layers::Dependency &D : S.DependsOn)
        OS << "     why: " << escape::text(describeDependency(D)) << "\n";
    }
  }
}

/// A DOT quoted string (Graphviz's grammar), each line escaped (Escape.h)
/// and kept to \p MaxChars characters, joined with DOT's `\n` line break.
std::string dotQuote(std::initializer_list<std::string> Lines,
                     std::size_t MaxChars = escape::kWhole) {
  std::string Out = "\"";
  bool First = true;
  for (const std::string &Line : Lines) {
    if (!First)
      Out += "\\n";
    First = false;
    Out += escape::dot(Line, MaxChars);
  }
  return Out + "\"";
}
std::string dotQuote(const std::string &S, std::size_t MaxChars = escape::kWhole) {
  return dotQuote({S}, MaxChars);
}

/// What Graphviz draws of a name (explain --html, graph --format=svg): its
/// first 200 characters; the DOT output and the page's text keep it whole.
constexpr std::size_t kDrawnChars = 200;

/// The most objects a board explain or graph traces (their memory grows
/// with effects times objects).
constexpr int kMaxExplainedObjects = 1000;

/// The clusters of one scenario's layers; node and cluster ids start with
/// \p Prefix, so several scenarios can share one graph.
void graph(scenario::ScenarioRun &Run, const layers::Trace &T, const std::string &Prefix,
           const std::string &Indent, std::size_t MaxChars, llvm::raw_ostream &OS) {
  for (int L = 0; L < kLayerCount; ++L) {
    Layer Lay = static_cast<Layer>(L);
    std::vector<std::pair<std::string, std::string>> Nodes; // effect -> node id
    std::string Body;
    int N = 0;
    auto NodeFor = [&](const std::string &Effect) {
      for (auto &[E, Id] : Nodes)
        if (E == Effect)
          return Id;
      std::string Id = fmt::format("{}L{}_{}", Prefix, kLayerNames[L], N++);
      Nodes.push_back({Effect, Id});
      return Id;
    };
    for (const layers::TraceStep &S : T.Steps)
      if (S.L == Lay)
        Body += fmt::format("    {} [label={}];\n", NodeFor(S.Effect),
                            dotQuote({S.Effect, fmt::format("ts {}, {}", S.Ts,
                                                            S.Cda ? "CDA" : Run.idOf(S.Source))},
                                     MaxChars));
    for (const layers::SkippedStep &S : T.Skipped)
      if (S.L == Lay)
        Body += fmt::format("    {} [label={}, style=dashed];\n", NodeFor(S.Effect),
                            dotQuote({S.Effect, "(does not apply)"}, MaxChars));
    auto Edges = [&](const std::string &From, const std::vector<layers::Dependency> &Deps) {
      for (const layers::Dependency &D : Deps) {
        const char *Kind = D.Kind == layers::DependencyKind::Existence   ? "existence"
                           : D.Kind == layers::DependencyKind::Condition ? "condition"
                           : D.Kind == layers::DependencyKind::Text      ? "text"
                           : D.Kind == layers::DependencyKind::AppliesTo ? "applies to"
                                                                          : "what it does";
        Body += fmt::format("    {} -> {} [label={}];\n", NodeFor(From), NodeFor(D.On),
                            dotQuote(std::string("depends on (") + Kind + ")"));
      }
    };
    for (const layers::TraceStep &S : T.Steps)
      if (S.L == Lay)
        Edges(S.Effect, S.DependsOn);
    for (const layers::SkippedStep &S : T.Skipped)
      if (S.L == Lay)
        Edges(S.Effect, S.DependsOn);
    if (Body.empty())
      continue;
    OS << Indent << "subgraph cluster_" << Prefix << kLayerNames[L] << " {\n"
       << Indent << "  label=" << dotQuote("Layer " + std::string(kLayerTitles[L])) << ";\n";
    for (llvm::StringRef Line : llvm::split(llvm::StringRef(Body).rtrim('\n'), '\n'))
      OS << Indent << "  " << Line.drop_front(4) << "\n";
    OS << Indent << "}\n";
  }
}

} // namespace

struct ExplainCommand::Options {
  cl::opt<std::string> File;
  cl::opt<bool> ShowLibrary;
  cl::opt<bool> Html;       ///< explain
  cl::opt<std::string> Fmt; ///< graph
  Options(cl::SubCommand &Sub, bool Graph)
      : File(cl::Positional, cl::desc("<scenario file>"), cl::Required, cl::sub(Sub)),
        ShowLibrary("show-library",
                    cl::desc("Also list the 20 Plains of each library the scenario does not "
                             "list"),
                    cl::sub(Sub)),
        Html("html",
             cl::desc("Print one self-contained HTML page: each layer's effects with why "
                      "and what they changed, the dependency graph drawn, the board at the "
                      "end, the expectations with pass/fail"),
             cl::sub(Sub), Graph ? cl::ReallyHidden : cl::NotHidden),
        Fmt("format", cl::desc("dot (default) or svg (drawn by Graphviz)"), cl::init("dot"),
            cl::sub(Sub), Graph ? cl::NotHidden : cl::ReallyHidden) {}
};

ExplainCommand::ExplainCommand(cl::SubCommand &Sub, bool Graph)
    : Opts(std::make_unique<Options>(Sub, Graph)), Graph(Graph) {}
ExplainCommand::~ExplainCommand() = default;

int ExplainCommand::run() {
  llvm::raw_ostream &OS = escape::out();
  scenario::Diagnostics Diags(escape::err()); // errors to stderr, results to stdout
  if (Graph && Opts->Fmt != "dot" && Opts->Fmt != "svg") {
    escape::err() << "strata graph: error: --format must be dot or svg, not '" << Opts->Fmt
                 << "'\n";
    return 2;
  }
  if ((Graph && Opts->Html) || (!Graph && Opts->Fmt != "dot")) {
    escape::err() << "strata: error: --html is explain's, --format is graph's\n";
    return 2;
  }
  bool AnyInvalid = false;
  // Drawn by Graphviz: names bounded (kDrawnChars); printed as DOT: whole.
  std::size_t Bound = Opts->Fmt == "svg" ? kDrawnChars : escape::kWhole;
  std::string Page; // --html: written once every scenario ran
  llvm::raw_string_ostream PageOS(Page);
  if (Opts->Html)
    beginHtmlPage("strata explain " + Opts->File, PageOS);
  // graph: one scenario is one digraph; several share one, a cluster each
  // (a file of several digraphs is not one DOT graph).
  struct Drawn {
    std::string Name, Alone, Shared;
  };
  std::vector<Drawn> Graphs;
  bool Read = runScenarioFile(Opts->File, Diags, [&](const scenario::Scenario &S,
                                                     scenario::ScenarioRun *Run) {
    if (!Run) {
      AnyInvalid = true;
      return;
    }
    // The trace keeps every object's characteristics before and after each
    // effect that changes it: effects times objects, so a board of 1,800
    // objects under Humility, Opalescence and anthems took 1.3 GB, 5,000
    // all the memory there is. Explained boards are bounded; check runs
    // any board.
    if (int N = Run->game().board().numObjects(); N > kMaxExplainedObjects) {
      escape::err() << escape::text(Opts->File) << ": error: scenario '"
                    << escape::text(S.Name.Text) << "' has " << N
                    << " objects; explain and graph show every change to every object, "
                       "for boards of at most "
                    << kMaxExplainedObjects << " (strata check runs it)\n";
      AnyInvalid = true;
      return;
    }
    std::vector<std::string> Players;
    for (const scenario::Word &P : S.Players)
      Players.push_back(P.Text);
    layers::LayerEngine Engine;
    layers::Trace T;
    Engine.recompute(Run->game().board(), &T);
    if (Graph) {
      Drawn D{S.Name.Text, {}, {}};
      llvm::raw_string_ostream Alone(D.Alone), Shared(D.Shared);
      graph(*Run, T, "", "  ", Bound, Alone);
      graph(*Run, T, fmt::format("s{}_", Graphs.size()), "    ", Bound, Shared);
      Graphs.push_back(std::move(D));
      return;
    }
    if (Opts->Html) {
      std::string Dot;
      llvm::raw_string_ostream DotOS(Dot);
      DotOS << "digraph " << dotQuote(S.Name.Text, kDrawnChars)
            << " {\n  rankdir=LR;\n  node [shape=box];\n";
      graph(*Run, T, "", "  ", kDrawnChars, DotOS);
      DotOS << "}\n";
      writeHtmlScenario(*Run, S, T, Players, Opts->ShowLibrary, Dot, PageOS);
      return;
    }
    OS << "== " << escape::text(S.Name.Text) << "\n";
    explain(*Run, T, Players, Opts->ShowLibrary, OS);
  });
  if (Opts->Html) {
    endHtmlPage(PageOS);
    if (Read && !AnyInvalid)
      OS << Page;
  }
  std::string Dot;
  llvm::raw_string_ostream DotOS(Dot);
  if (Graphs.size() == 1) {
    DotOS << "digraph " << dotQuote(Graphs[0].Name, Bound)
          << " {\n  rankdir=LR;\n  node [shape=box];\n" << Graphs[0].Alone << "}\n";
  } else if (!Graphs.empty()) {
    DotOS << "digraph " << dotQuote(Opts->File, Bound) << " {\n  rankdir=LR;\n  node [shape=box];\n";
    for (std::size_t I = 0; I < Graphs.size(); ++I)
      DotOS << "  subgraph cluster_s" << I << " {\n    label=" << dotQuote(Graphs[I].Name, Bound)
            << ";\n"
            << Graphs[I].Shared << "  }\n";
    DotOS << "}\n";
  }
  if (!Dot.empty() && Opts->Fmt == "svg") {
    std::string Error, Svg = renderSvg(Dot, Error);
    if (Svg.empty()) {
      escape::err() << Opts->File << ": error: " << Error << "\n";
      return 2;
    }
    // What was drawn is bounded (kDrawnChars); the whole names are the
    // drawing's description, the first thing in it.
    std::string Names;
    for (const Drawn &D : Graphs)
      Names += (Names.empty() ? "" : "\n") + D.Name;
    std::size_t Open = Svg.find("<svg");
    std::size_t End = Open == std::string::npos ? Open : Svg.find('>', Open);
    if (End != std::string::npos)
      Svg.insert(End + 1, "\n<desc>" + escape::xml(Names) + "</desc>");
    OS << Svg;
  } else {
    OS << Dot;
  }
  return (!Read || AnyInvalid) ? 2 : 0;
}

} // namespace strata::tool
