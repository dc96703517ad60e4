//===- Labels.cpp - An object's abilities and types as words ---------------===//
#include "strata/runtime/Labels.h"

#include "strata/runtime/CardDef.h"

namespace strata::runtime {

std::vector<std::string> abilityLabels(const Characteristics &C) {
  std::vector<std::string> Out;
  C.Keywords.forEach([&](Keyword K) {
    // "First Strike" is spelled as the keyword is (702.7).
    Out.push_back(std::string(name(K)));
  });
  for (const AbilityRef &A : C.Abilities) {
    // A keyword that is also an activated ability is listed once, as the
    // keyword.
    if (!A.Intrinsic && A.Printer->ability(A.Index).KeywordOf >= 0 &&
        C.Keywords.contains(static_cast<Keyword>(A.Printer->ability(A.Index).KeywordOf)))
      continue;
    if (A.Intrinsic)
      Out.push_back(std::string("{T}: Add {") + "WUBRG"[A.Index] + "}"); // CR 305.6
    else
      Out.push_back(A.Printer->label(A.Index));
  }
  return Out;
}

std::string typeLine(const Characteristics &C) {
  std::string S;
  auto Add = [&S](std::string_view Word) {
    if (!S.empty())
      S += ' ';
    S += Word;
  };
  C.Supertypes.forEach([&](Supertype T) { Add(name(T)); });
  C.Types.forEach([&](CardType T) { Add(name(T)); });
  std::string Sub;
  C.Subtypes.forEach([&](Subtype T) {
    Sub += (Sub.empty() ? "" : " ") + std::string(name(T));
  });
  if (C.Subtypes.hasAllCreatureTypes())
    Sub += std::string(Sub.empty() ? "" : " ") + "(every creature type)";
  if (!Sub.empty())
    S += " \u2014 " + Sub; // CR 205.1: subtypes follow the types after a dash
  return S;
}

} // namespace strata::runtime
