//===- Describe.cpp - Characteristics as a judge reads them ----------------===//
#include "Describe.h"

#include "strata/runtime/CardDef.h"
#include "strata/scenario/Labels.h"

#include <fmt/format.h>

namespace strata::tool {
using namespace runtime;

namespace {
template <class Set, class Names> std::string join(Set S, const Names &Table) {
  std::string Out;
  S.forEach([&](auto X) {
    Out += (Out.empty() ? "" : ", ") + std::string(Table[static_cast<int>(X)]);
  });
  return "[" + Out + "]";
}

std::string words(const TextWords &W) {
  std::string Out;
  for (int I = 0; I < W.Count; ++I) {
    const TextWord &X = W.Words[I];
    std::string_view N = X.Kind == TextWord::KindT::Color
                             ? kColorNames[X.Value]
                             : kSubtypeNames[X.Value];
    Out += (Out.empty() ? "" : ", ") + std::string(N);
  }
  return "[" + Out + "]";
}
} // namespace

std::string typesOf(const Characteristics &C) { return join(C.Types, kCardTypeNames); }
std::string colorsOf(const Characteristics &C) { return join(C.Colors, kColorNames); }

std::string subtypesOf(const Characteristics &C) {
  std::string S = join(C.Subtypes, kSubtypeNames);
  if (C.Subtypes.hasAllCreatureTypes())
    S.insert(S.size() - 1, std::string(S.size() > 2 ? ", " : "") + "every creature type");
  return S;
}

std::string abilitiesOf(const Characteristics &C) {
  std::string Out;
  for (const std::string &L : scenario::abilityLabels(C))
    Out += (Out.empty() ? "" : ", ") + L;
  return "[" + Out + "]";
}

std::vector<std::string> describeChange(const Characteristics &B, const Characteristics &A,
                                        const std::vector<std::string> &Players) {
  std::vector<std::string> Out;
  auto Field = [&](const char *Name, const std::string &From, const std::string &To) {
    if (From != To)
      Out.push_back(fmt::format("{}: {} -> {}", Name, From, To));
  };
  auto Name = [](const Characteristics &C) {
    return C.HasName && C.Card ? std::string(C.Card->Face.Name) : std::string("(no name)");
  };
  Field("name", Name(B), Name(A));
  Field("mana cost", B.Cost.str(), A.Cost.str());
  Field("controller", Players[B.Controller], Players[A.Controller]);
  Field("text words", words(B.Words), words(A.Words));
  Field("types", typesOf(B), typesOf(A));
  Field("supertypes", join(B.Supertypes, kSupertypeNames), join(A.Supertypes, kSupertypeNames));
  Field("subtypes", subtypesOf(B), subtypesOf(A));
  Field("colors", colorsOf(B), colorsOf(A));
  Field("abilities", abilitiesOf(B), abilitiesOf(A));
  Field("P/T", fmt::format("{}/{}", B.Power, B.Toughness),
        fmt::format("{}/{}", A.Power, A.Toughness));
  return Out;
}

std::string describeDependency(const layers::Dependency &D) {
  switch (D.Kind) {
  case layers::DependencyKind::Existence:
    return "after " + D.On + ": applying " + D.On +
           " removes the ability that creates this effect (613.8a)";
  case layers::DependencyKind::Condition:
    return "after " + D.On + ": applying " + D.On +
           " changes whether this effect's condition holds (604.2, 613.8a)";
  case layers::DependencyKind::Text:
    return "after " + D.On + ": applying " + D.On + " changes this effect's text (613.8a)";
  case layers::DependencyKind::AppliesTo:
    return "after " + D.On + ": applying " + D.On +
           " changes what this effect applies to (613.8a)";
  case layers::DependencyKind::WhatItDoes:
    return "after " + D.On + ": applying " + D.On +
           " changes what this effect does (613.8a)";
  }
  return "";
}

std::string describeReason(const layers::TraceStep &S) {
  switch (S.Reason) {
  case layers::OrderReason::CharacteristicDefining:
    return "characteristic-defining ability, first (613.3)";
  case layers::OrderReason::Timestamp:
    return "timestamp " + std::to_string(S.Ts) + " (613.7)";
  case layers::OrderReason::Dependency:
    return S.DependsOn.empty() ? "dependency (613.8b)" : describeDependency(S.DependsOn[0]);
  case layers::OrderReason::DependencyLoop: {
    std::string With;
    for (const layers::Dependency &D : S.DependsOn)
      With += (With.empty() ? "" : ", ") + D.On;
    return "dependency loop" + (With.empty() ? "" : " with " + With) +
           ", by timestamp (613.8b)";
  }
  }
  return "";
}

} // namespace strata::tool
