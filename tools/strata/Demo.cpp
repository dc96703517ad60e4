//===- Demo.cpp - Built-in example boards ----------------------------------===//
#include "Demo.h"
#include "Escape.h"

#include "strata/cards/CardLibrary.h"
#include "strata/layers/LayerEngine.h"

#include <fmt/format.h>

#include <string>
#include <vector>

namespace strata::tool {
using namespace runtime;

namespace {

struct DemoBoard {
  const char *Title;
  std::vector<const char *> Battlefield; ///< In timestamp order.
};

const DemoBoard kBoards[] = {
    {"Humility, then Opalescence (CR 613.6)",
     {"Humility", "Opalescence", "Grizzly Bears"}},
    {"Opalescence, then Humility (CR 613.6)",
     {"Opalescence", "Humility", "Grizzly Bears"}},
    {"Urborg, then Blood Moon (CR 613.8a: Urborg depends on Blood Moon)",
     {"Urborg, Tomb of Yawgmoth", "Blood Moon", "Tropical Island", "Forest"}},
    {"Humility and Lord of Atlantis (CR 613.8a existence)",
     {"Lord of Atlantis", "Merfolk of the Pearl Trident", "Humility"}},
};

std::string joinNames(auto Set, auto NameOf) {
  std::string S;
  Set.forEach([&](auto X) {
    if (!S.empty())
      S += ", ";
    S += NameOf(X);
  });
  return S;
}

std::string abilityLabels(const Characteristics &C) {
  std::string S = joinNames(C.Keywords, [](Keyword K) { return std::string(name(K)); });
  for (const AbilityRef &A : C.Abilities) {
    if (!S.empty())
      S += ", ";
    if (A.Intrinsic)
      S += fmt::format("{{T}}: Add {{{}}}", "WUBRG"[A.Index]);
    else
      S += A.Printer->label(A.Index);
  }
  return S;
}

const char *reasonText(layers::OrderReason R) {
  switch (R) {
  case layers::OrderReason::CharacteristicDefining: return "characteristic-defining (CR 613.3)";
  case layers::OrderReason::Timestamp: return "timestamp (CR 613.7)";
  case layers::OrderReason::Dependency: return "dependency (CR 613.8b)";
  case layers::OrderReason::DependencyLoop: return "dependency loop, by timestamp (CR 613.8b)";
  }
  return "";
}

} // namespace

int runDemo(llvm::raw_ostream &OS) {
  layers::LayerEngine Engine;
  int Status = 0;
  for (const DemoBoard &D : kBoards) {
    Board B;
    bool Ok = true;
    for (const char *Name : D.Battlefield) {
      const CardDef *Card = cards::findCard(Name);
      if (!Card) {
        OS << fmt::format("error: the card library has no card named '{}'\n", Name);
        Ok = false;
        Status = 1;
        break;
      }
      B.addObject(*Card, 0, Zone::Battlefield);
    }
    if (!Ok)
      continue;
    layers::Trace T;
    Engine.recompute(B, &T);
    OS << fmt::format("== {}\n", D.Title);
    for (const layers::TraceStep &S : T.Steps) {
      OS << fmt::format("  layer {:<3} {} [ts {}] by {}\n", name(S.L), escape::text(S.Effect),
                        S.Ts, reasonText(S.Reason));
      for (const layers::Dependency &Dep : S.DependsOn)
        OS << fmt::format("             after {}\n", escape::text(Dep.On));
    }
    for (const layers::SkippedStep &S : T.Skipped) {
      OS << fmt::format("  layer {:<3} {} does not apply: {}\n", name(S.L), escape::text(S.Effect),
                        S.Why == layers::SkipReason::ConditionFalse
                            ? "its condition is false (CR 604.2)"
                            : "its ability was removed first (CR 613.6)");
      for (const layers::Dependency &Dep : S.DependsOn)
        OS << fmt::format("             it depended on {}\n", escape::text(Dep.On));
    }
    for (const GameObject &O : B.objects()) {
      const Characteristics C = Engine.characteristics(O.Id);
      std::string PT = Engine.hasPowerToughness(O.Id)
                           ? fmt::format("{}/{}", C.Power, C.Toughness)
                           : "-";
      OS << fmt::format("  {:<26} {:<5} types [{}] subtypes [{}] abilities [{}]\n",
                        escape::text(O.Card->Face.Name), PT,
                        joinNames(C.Types, [](CardType X) { return std::string(name(X)); }),
                        joinNames(C.Subtypes, [](Subtype X) { return std::string(name(X)); }),
                        abilityLabels(C));
    }
    OS << "\n";
  }
  return Status;
}

} // namespace strata::tool
