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

std::string describeEvent(const game::GameEvent &E,
                          const std::function<std::string(ObjectId)> &Name,
                          const std::vector<std::string> &Players) {
  auto Player = [&](PlayerId P) {
    return P < Players.size() ? Players[P] : fmt::format("player {}", P + 1);
  };
  using K = game::GameEvent::KindT;
  switch (E.Kind) {
  case K::Damage: {
    std::string To = E.To.IsPlayer ? Player(static_cast<PlayerId>(E.To.Id))
                                   : Name(static_cast<ObjectId>(E.To.Id));
    std::string Source = E.Source == kNoObject ? std::string("an effect") : Name(E.Source);
    const char *Kind = E.Combat ? "combat damage" : "damage";
    const char *Rule = E.Combat ? "CR 510.2" : "CR 120.3";
    if (E.Amount == 0)
      return fmt::format("{} {} that {} would have dealt to {} was prevented (CR 615)",
                         E.Asked, Kind, Source, To);
    std::string S = fmt::format("{} dealt {} {} to {} ({})", Source, E.Amount, Kind, To, Rule);
    if (E.Asked > E.Amount)
      S += fmt::format("; {} of {} prevented (CR 615)", E.Asked - E.Amount, E.Asked);
    else if (E.Asked < E.Amount)
      S += fmt::format("; {} before replacement (CR 614)", E.Asked);
    return S;
  }
  case K::LifeGained:
    return fmt::format("{} gained {} life (CR 119.3)", Player(E.Player), E.Amount);
  case K::Counters:
    return fmt::format("{} got {} +1/+1 counter{} (CR 122.1)", Name(E.Object), E.Amount,
                       E.Amount == 1 ? "" : "s");
  case K::ZoneChange:
    return fmt::format("{} moved from {} to {} (CR 400.7)", Name(E.Object), name(E.From),
                       name(E.ToZone));
  }
  return "";
}

} // namespace strata::tool
