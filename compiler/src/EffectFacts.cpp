//===- EffectFacts.cpp - Name sets and their group rules ------------------===//
///
/// \file
/// The small amount of logic on characteristic names: groups (`X.*`),
/// layer patterns and subsumption. Kept free of clang so it is cheap.
///
//===----------------------------------------------------------------------===//

#include "strata/compiler/EffectFacts.h"

namespace strata::compiler {

void addName(NameSet &Set, const std::string &Name, const SourcePos &Pos) {
  auto [It, Inserted] = Set.emplace(Name, Pos);
  // Keep the earliest place so the JSON does not depend on visiting order.
  if (!Inserted && Pos < It->second)
    It->second = Pos;
}

void mergeNames(NameSet &Into, const NameSet &From) {
  for (const auto &[Name, Pos] : From)
    addName(Into, Name, Pos);
}

bool isGroup(std::string_view Name) {
  return !Name.empty() && Name.back() == '*';
}

bool patternAllows(std::string_view Pattern, std::string_view Name) {
  if (Pattern == Name)
    return true;
  if (!isGroup(Pattern))
    return false;
  std::string_view Prefix = Pattern.substr(0, Pattern.size() - 1);
  return Name.substr(0, Prefix.size()) == Prefix;
}

NameSet dropSubsumed(const NameSet &Set) {
  NameSet Out;
  for (const auto &[Name, Pos] : Set) {
    bool Covered = false;
    for (const auto &[Group, GroupPos] : Set)
      if (Group != Name && isGroup(Group) && patternAllows(Group, Name)) {
        Covered = true;
        break;
      }
    if (!Covered)
      Out.emplace(Name, Pos);
  }
  return Out;
}

void PartFacts::merge(const PartFacts &Other) {
  Cda = Cda || Other.Cda;
  for (const NameSetField &F : kNameSets)
    mergeNames(this->*F.Set, Other.*F.Set);
  if (Symbol.empty())
    Symbol = Other.Symbol;
}

void Facts::add(PartFacts P) {
  auto Key = std::make_pair(P.Part, P.Effect);
  auto It = Parts.find(Key);
  if (It == Parts.end())
    Parts.emplace(std::move(Key), std::move(P));
  else
    It->second.merge(P);
}

} // namespace strata::compiler
