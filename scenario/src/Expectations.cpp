//===- Expectations.cpp - Comparing expected and actual fields -------------===//
///
/// \file
/// The expectation fields of the scenario format, read off the game the
/// way a judge would state them. Lists compare as sets, words
/// case-insensitively.
///
//===----------------------------------------------------------------------===//
#include "Expectations.h"

#include "strata/runtime/CardDef.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <set>

namespace strata::scenario {
using namespace runtime;

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

namespace {

std::string lower(llvm::StringRef S) { return S.lower(); }

std::string showSet(const std::vector<std::string> &V) {
  std::vector<std::string> Sorted = V;
  std::sort(Sorted.begin(), Sorted.end());
  std::string S = "[";
  for (std::size_t I = 0; I < Sorted.size(); ++I)
    S += (I ? ", " : "") + Sorted[I];
  return S + "]";
}

std::optional<std::string> compareSets(const std::vector<Word> &Want,
                                       const std::vector<std::string> &Got) {
  std::set<std::string> W, G;
  std::vector<std::string> Shown;
  for (const Word &X : Want) {
    W.insert(lower(X.Text));
    Shown.push_back(X.Text);
  }
  for (const std::string &X : Got)
    G.insert(lower(X));
  if (W == G)
    return std::nullopt;
  return "expected " + showSet(Shown) + ", got " + showSet(Got);
}

template <class Set, class Names>
std::vector<std::string> names(Set S, const Names &Table) {
  std::vector<std::string> Out;
  S.forEach([&](auto X) { Out.push_back(std::string(Table[static_cast<int>(X)])); });
  return Out;
}

std::optional<std::string> compareWord(llvm::StringRef Want, llvm::StringRef Got) {
  if (Want.equals_insensitive(Got))
    return std::nullopt;
  return "expected " + Want.str() + ", got " + (Got.empty() ? "\"\"" : Got.str());
}

std::optional<std::string> compareInt(const Word &Want, int Got) {
  int W;
  if (llvm::StringRef(Want.Text).getAsInteger(10, W))
    return "expected an integer, got '" + Want.Text + "' in the scenario";
  if (W == Got)
    return std::nullopt;
  return "expected " + Want.Text + ", got " + std::to_string(Got);
}

std::optional<std::string> compareBool(const Word &Want, bool Got) {
  llvm::StringRef W = Want.Text;
  if (!W.equals_insensitive("true") && !W.equals_insensitive("false"))
    return "expected true or false, got '" + Want.Text + "' in the scenario";
  if (W.equals_insensitive("true") == Got)
    return std::nullopt;
  return "expected " + Want.Text + ", got " + (Got ? "true" : "false");
}

} // namespace

std::optional<std::string> compareField(const game::Game &G, std::optional<PlayerId> Player,
                                        std::optional<ObjectId> Object, const Field &F,
                                        const std::vector<Word> &Players,
                                        llvm::function_ref<std::string(ObjectId)> IdOf) {
  llvm::StringRef Name = F.Name.Text;
  if (Player) {
    if (Name == "life")
      return compareInt(*F.Scalar, G.player(*Player).Life);
    return "'" + Name.str() + "' applies to objects, not players";
  }
  ObjectId Id = *Object;
  const GameObject &O = G.board().object(Id);
  const Characteristics C = G.layers().characteristics(Id);
  // CR 208.3: only creatures have power and toughness.
  bool HasPT = G.layers().hasPowerToughness(Id);
  if (Name == "pt") {
    std::string Got = HasPT ? std::to_string(C.Power) + "/" + std::to_string(C.Toughness)
                            : "none";
    return compareWord(F.Scalar->Text, Got);
  }
  if (Name == "power")
    return HasPT ? compareInt(*F.Scalar, C.Power)
                 : std::optional<std::string>("expected " + F.Scalar->Text + ", got none");
  if (Name == "toughness")
    return HasPT ? compareInt(*F.Scalar, C.Toughness)
                 : std::optional<std::string>("expected " + F.Scalar->Text + ", got none");
  if (Name == "types")
    return compareSets(F.List, names(C.Types, kCardTypeNames));
  if (Name == "supertypes")
    return compareSets(F.List, names(C.Supertypes, kSupertypeNames));
  if (Name == "colors")
    return compareSets(F.List, names(C.Colors, kColorNames));
  if (Name == "subtypes") {
    std::vector<std::string> Got;
    C.Subtypes.forEach([&](Subtype S) { Got.push_back(std::string(name(S))); });
    // CR 205.3m: "every creature type" cannot be listed; it is written so.
    if (C.Subtypes.hasAllCreatureTypes()) {
      std::erase_if(Got, [](const std::string &S) {
        return subtypeKind(*parseWord<Subtype>(kSubtypeNames, S)) == SubtypeKind::Creature;
      });
      Got.push_back("all creature types");
    }
    return compareSets(F.List, Got);
  }
  if (Name == "abilities")
    return compareSets(F.List, abilityLabels(C));
  if (Name == "has" || Name == "lacks") {
    std::vector<std::string> Labels = abilityLabels(C);
    for (const Word &W : F.List) {
      bool Present = std::any_of(Labels.begin(), Labels.end(), [&](const std::string &L) {
        return llvm::StringRef(L).equals_insensitive(W.Text);
      });
      if (Present != (Name == "has"))
        return "expected " + std::string(Name == "has" ? "" : "no ") + W.Text +
               ", got " + showSet(Labels);
    }
    return std::nullopt;
  }
  if (Name == "controller")
    return compareWord(F.Scalar->Text, Players[C.Controller].Text);
  if (Name == "owner")
    return compareWord(F.Scalar->Text, Players[O.Owner].Text);
  if (Name == "name")
    return compareWord(F.Scalar->Text,
                       C.HasName && C.Card ? llvm::StringRef(C.Card->Face.Name.data(),
                                                             C.Card->Face.Name.size())
                                           : llvm::StringRef(""));
  if (Name == "mana_value")
    return compareInt(*F.Scalar, C.Cost.manaValue());
  if (Name == "zone")
    return compareWord(F.Scalar->Text, std::string(name(O.In)));
  if (Name == "counters") {
    for (auto &[Kind, Count] : F.Counters) {
      std::string K = lower(Kind.Text);
      int Got = 0;
      if (K == "+1/+1")
        Got = O.Count.PlusOne;
      else if (K == "-1/-1")
        Got = O.Count.MinusOne;
      else
        for (int I = 0; I < O.Count.NumKeywordKinds; ++I)
          if (llvm::StringRef(name(O.Count.Keywords[I].Kind)).equals_insensitive(K))
            Got = O.Count.Keywords[I].Count;
      if (Got != Count)
        return "expected " + std::to_string(Count) + " " + Kind.Text + ", got " +
               std::to_string(Got);
    }
    return std::nullopt;
  }
  if (Name == "tapped")
    return compareBool(*F.Scalar, O.Tapped);
  if (Name == "face_down")
    return compareBool(*F.Scalar, O.FaceDown); // CR 708.2
  if (Name == "damage")
    return compareInt(*F.Scalar, O.Damage); // CR 120.3e: marked damage
  if (Name == "attached_to")
    return compareWord(F.Scalar->Text, O.AttachedTo == kNoObject ? std::string("none")
                                                                 : IdOf(O.AttachedTo));
  if (Name == "life")
    return "'life' applies to players, not objects";
  return "unknown field";
}

} // namespace strata::scenario
