//===- ExpectationFields.cpp - The expectation fields, one table -----------===//
///
/// \file
/// One row per field: its shape, what it describes, its line in the docs,
/// how its expected value is checked as it is read (ExpectedValues.h) and
/// how it is compared with the game (Expectations.h), read off the game the
/// way a judge would state it.
///
//===----------------------------------------------------------------------===//
#include "strata/scenario/ExpectationFields.h"

#include "ExpectedValues.h"
#include "Expectations.h"

#include "strata/runtime/CardDef.h"
#include "strata/runtime/CounterKinds.h"

#include <array>
#include <limits>

namespace strata::scenario {
using namespace runtime;
using llvm::StringRef;

namespace {

constexpr long long kIntMin = std::numeric_limits<int>::min();
constexpr long long kIntMax = std::numeric_limits<int>::max();
/// Power and toughness are exact within +-(kMaxPT - 1): the layers hold a
/// sum at +-kMaxPT (Characteristics.h), so a value there may not be the
/// true one and no expectation can name it.
constexpr long long kExactPT = runtime::kMaxPT - 1;

/// The P/T the game computed as the scenario writes it; at the layers'
/// bound it is "1000000000 or more", never equal to an expected value.
std::string ptText(std::int32_t V) {
  if (V >= runtime::kMaxPT)
    return std::to_string(runtime::kMaxPT) + " or more";
  if (V <= -runtime::kMaxPT)
    return std::to_string(-runtime::kMaxPT) + " or less";
  return std::to_string(V);
}

template <class Set, class Names>
std::vector<std::string> names(Set S, const Names &Table) {
  std::vector<std::string> Out;
  S.forEach([&](auto X) { Out.push_back(std::string(Table[static_cast<int>(X)])); });
  return Out;
}

bool noCheck(Field &, ValueChecker &) { return true; }

// Power and toughness: CR 208.3, only creatures have them ("none").
bool checkPT(Field &F, ValueChecker &C) {
  Word &W = *F.Scalar;
  if (StringRef(W.Text).equals_insensitive("none"))
    return true;
  auto [P, T] = StringRef(W.Text).split('/');
  Word PW{P.str(), W.Loc}, TW{T.str(), W.Loc};
  // Not two integers is not P/T at all (`2 / 2`, `x/2`): the whole value
  // is named, not one part as if the rest were right.
  if (!StringRef(W.Text).contains('/') || T.contains('/') ||
      readInteger(P).Kind == IntegerReading::NotInteger ||
      readInteger(T).Kind == IntegerReading::NotInteger)
    return C.fail(W, "'pt' must be P/T such as 3/3 or -1/2, or none; not '" + W.Text + "'");
  // Read as power and toughness are (`04/04` is 4/4), then compared as text.
  if (!C.integer(PW, "pt", -kExactPT, kExactPT) || !C.integer(TW, "pt", -kExactPT, kExactPT))
    return false;
  W.Text = PW.Text + "/" + TW.Text;
  return true;
}
std::optional<std::string> comparePT(const FieldContext &X, const Field &F) {
  Characteristics C = X.characteristics();
  std::string Got = X.hasPowerToughness()
                        ? ptText(C.Power) + "/" + ptText(C.Toughness)
                        : "none";
  return compare::word(F.Scalar->Text, Got);
}
template <bool Power> bool checkOnePT(Field &F, ValueChecker &C) {
  return C.integer(*F.Scalar, F.Name.Text, -kExactPT, kExactPT);
}
template <bool Power>
std::optional<std::string> compareOnePT(const FieldContext &X, const Field &F) {
  if (!X.hasPowerToughness())
    return "expected " + F.Scalar->Text + ", got none";
  Characteristics C = X.characteristics();
  std::int32_t Got = Power ? C.Power : C.Toughness;
  if (Got >= kMaxPT || Got <= -kMaxPT)
    return "expected " + F.Scalar->Text + ", got " + ptText(Got);
  return compare::integer(*F.Scalar, Got);
}

bool checkTypes(Field &F, ValueChecker &C) {
  return C.words(F, "card type", vocabulary::cardTypes(), "a card type");
}
bool checkSupertypes(Field &F, ValueChecker &C) {
  return C.words(F, "supertype", vocabulary::supertypes(), "Basic, Legendary, Snow or World");
}
bool checkColors(Field &F, ValueChecker &C) {
  return C.words(F, "color", vocabulary::colors(),
                 "White, Blue, Black, Red or Green ([] is colorless)");
}
bool checkSubtypes(Field &F, ValueChecker &C) {
  return C.words(F, "subtype", vocabulary::subtypes(), "a subtype");
}
bool checkAbilities(Field &F, ValueChecker &C) {
  return C.words(F, "ability label", vocabulary::abilityLabels(),
                 "a keyword, a mana ability's text or a card's name (quote a name "
                 "holding a comma)");
}

std::optional<std::string> compareTypes(const FieldContext &X, const Field &F) {
  return compare::sets(F.List, names(X.characteristics().Types, kCardTypeNames));
}
std::optional<std::string> compareSupertypes(const FieldContext &X, const Field &F) {
  return compare::sets(F.List, names(X.characteristics().Supertypes, kSupertypeNames));
}
std::optional<std::string> compareColors(const FieldContext &X, const Field &F) {
  return compare::sets(F.List, names(X.characteristics().Colors, kColorNames));
}
std::optional<std::string> compareSubtypes(const FieldContext &X, const Field &F) {
  Characteristics C = X.characteristics();
  std::vector<std::string> Got;
  C.Subtypes.forEach([&](Subtype S) { Got.push_back(std::string(name(S))); });
  // CR 205.3m: "every creature type" cannot be listed; it is written so.
  if (C.Subtypes.hasAllCreatureTypes()) {
    std::erase_if(Got, [](const std::string &S) {
      return subtypeKind(*parseWord<Subtype>(kSubtypeNames, S)) == SubtypeKind::Creature;
    });
    Got.push_back("all creature types");
  }
  return compare::sets(F.List, Got);
}
std::optional<std::string> compareAbilities(const FieldContext &X, const Field &F) {
  return compare::sets(F.List, abilityLabels(X.characteristics()));
}
template <bool Has>
std::optional<std::string> compareSome(const FieldContext &X, const Field &F) {
  std::vector<std::string> Labels = abilityLabels(X.characteristics());
  for (const Word &W : F.List) {
    bool Present = std::any_of(Labels.begin(), Labels.end(), [&](const std::string &L) {
      return StringRef(L).equals_insensitive(W.Text);
    });
    if (Present != Has)
      return "expected " + std::string(Has ? "" : "no ") + W.Text + ", got " +
             compare::showSet(Labels);
  }
  return std::nullopt;
}

std::optional<std::string> compareController(const FieldContext &X, const Field &F) {
  return compare::word(F.Scalar->Text, X.Players[X.characteristics().Controller].Text);
}
std::optional<std::string> compareOwner(const FieldContext &X, const Field &F) {
  return compare::word(F.Scalar->Text, X.Players[X.object().Owner].Text);
}
std::optional<std::string> compareName(const FieldContext &X, const Field &F) {
  Characteristics C = X.characteristics();
  return compare::word(F.Scalar->Text,
                       C.HasName && C.Card
                           ? StringRef(C.Card->Face.Name.data(), C.Card->Face.Name.size())
                           : StringRef(""));
}

bool checkManaValue(Field &F, ValueChecker &C) {
  return C.integer(*F.Scalar, "mana_value", 0, kMaxCount);
}
std::optional<std::string> compareManaValue(const FieldContext &X, const Field &F) {
  return compare::integer(*F.Scalar, X.characteristics().Cost.manaValue());
}

bool checkZone(Field &F, ValueChecker &C) {
  return C.word(*F.Scalar, "zone", vocabulary::zones(),
                "battlefield, graveyard, exile, hand, library or stack");
}
std::optional<std::string> compareZone(const FieldContext &X, const Field &F) {
  return compare::word(F.Scalar->Text, std::string(name(X.object().In)));
}

bool checkCounters(Field &F, ValueChecker &C) {
  bool Ok = true;
  for (auto &[Kind, Count] : F.Counters)
    if (CounterKindParse K = parseCounterKind(Kind.Text); !K.Kind)
      Ok = C.fail(Kind, K.Error);
  return Ok;
}
std::optional<std::string> compareCounters(const FieldContext &X, const Field &F) {
  const Counters &Have = X.object().Count;
  if (F.Counters.empty()) {
    // `counters: {}`: no counters of any kind (as `abilities: []`).
    std::string Got;
    auto Add = [&](int N, std::string_view Kind) {
      if (N)
        Got += (Got.empty() ? "" : ", ") + std::to_string(N) + " " + std::string(Kind);
    };
    Add(Have.PlusOne, "+1/+1");
    Add(Have.MinusOne, "-1/-1");
    for (int I = 0; I < Have.NumKeywordKinds; ++I)
      Add(Have.Keywords[I].Count, StringRef(std::string(name(Have.Keywords[I].Kind))).lower());
    return Got.empty() ? std::nullopt : std::optional<std::string>("expected no counters, got " + Got);
  }
  for (auto &[Kind, Count] : F.Counters) {
    CounterKind K = *parseCounterKind(Kind.Text).Kind; // checked when read
    int Got = 0;
    if (K.Kind == CounterKind::Of::PlusOne)
      Got = Have.PlusOne;
    else if (K.Kind == CounterKind::Of::MinusOne)
      Got = Have.MinusOne;
    else
      for (int I = 0; I < Have.NumKeywordKinds; ++I)
        if (Have.Keywords[I].Kind == K.Word)
          Got = Have.Keywords[I].Count;
    if (Got != Count)
      return "expected " + std::to_string(Count) + " " + Kind.Text + ", got " +
             std::to_string(Got);
  }
  return std::nullopt;
}

bool checkBool(Field &F, ValueChecker &C) { return C.boolean(*F.Scalar, F.Name.Text); }
std::optional<std::string> compareTapped(const FieldContext &X, const Field &F) {
  return compare::boolean(*F.Scalar, X.object().Tapped);
}
std::optional<std::string> compareFaceDown(const FieldContext &X, const Field &F) {
  return compare::boolean(*F.Scalar, X.object().FaceDown); // CR 708.2
}

bool checkDamage(Field &F, ValueChecker &C) {
  return C.integer(*F.Scalar, "damage", 0, kIntMax);
}
std::optional<std::string> compareDamage(const FieldContext &X, const Field &F) {
  return compare::integer(*F.Scalar, X.object().Damage); // CR 120.3e: marked damage
}
std::optional<std::string> compareAttachedTo(const FieldContext &X, const Field &F) {
  ObjectId To = X.object().AttachedTo;
  return compare::word(F.Scalar->Text, To == kNoObject ? std::string("none") : X.IdOf(To));
}

bool checkLife(Field &F, ValueChecker &C) {
  return C.integer(*F.Scalar, "life", kIntMin, kIntMax);
}
std::optional<std::string> compareLife(const FieldContext &X, const Field &F) {
  return compare::integer(*F.Scalar, X.G.player(X.Player).Life); // CR 119
}

using S = FieldShape;
constexpr FieldSubject Obj = FieldSubject::Object;

constexpr std::array kFields = {
    ExpectationField{"pt", S::Scalar, Obj,
                     "power/toughness, or none for a noncreature (CR 208.3)", "3/3",
                     checkPT, comparePT},
    ExpectationField{"power", S::Scalar, Obj, "power (CR 208)", "3", checkOnePT<true>,
                     compareOnePT<true>},
    ExpectationField{"toughness", S::Scalar, Obj, "toughness (CR 208)", "3",
                     checkOnePT<false>, compareOnePT<false>},
    ExpectationField{"types", S::List, Obj, "card types, as a set (CR 205.2)",
                     "[Artifact, Creature]", checkTypes, compareTypes},
    ExpectationField{"subtypes", S::List, Obj,
                     "subtypes, as a set; `all creature types` (CR 205.3m)",
                     "[Goblin, Warrior]", checkSubtypes, compareSubtypes},
    ExpectationField{"supertypes", S::List, Obj, "supertypes, as a set (CR 205.4)",
                     "[Legendary]", checkSupertypes, compareSupertypes},
    ExpectationField{"colors", S::List, Obj, "colors, as a set; [] is colorless (CR 105.2)",
                     "[Red]", checkColors, compareColors},
    ExpectationField{"abilities", S::List, Obj,
                     "the exact set of abilities: keywords, mana abilities' text, the "
                     "printing card's name (CR 113)",
                     "[Flying, \"{T}: Add {G}\"]", checkAbilities, compareAbilities},
    ExpectationField{"has", S::List, Obj, "abilities it has, among others", "[Flying]",
                     checkAbilities, compareSome<true>, /*EmptyChecksNothing=*/true},
    ExpectationField{"lacks", S::List, Obj, "abilities it does not have", "[Flying]",
                     checkAbilities, compareSome<false>, /*EmptyChecksNothing=*/true},
    ExpectationField{"controller", S::Scalar, Obj, "its controller, a player (CR 108.4)",
                     "Alice", noCheck, compareController},
    ExpectationField{"owner", S::Scalar, Obj, "its owner, a player (CR 108.3)", "Alice",
                     noCheck, compareOwner},
    ExpectationField{"name", S::Scalar, Obj, "its name, \"\" for none (CR 201)",
                     "Grizzly Bears", noCheck, compareName},
    ExpectationField{"mana_value", S::Scalar, Obj, "mana value (CR 202.3)", "2",
                     checkManaValue, compareManaValue},
    ExpectationField{"zone", S::Scalar, Obj, "the zone it is in (CR 400.1)", "graveyard",
                     checkZone, compareZone},
    ExpectationField{"counters", S::Map, Obj,
                     "counters of the kinds listed, kind -> count; {} is none of any kind (CR 122)",
                     "{\"+1/+1\": 2, flying: 1}", checkCounters, compareCounters},
    ExpectationField{"life", S::Scalar, FieldSubject::Player,
                     "a player's life total (CR 119)", "17", checkLife, compareLife},
    ExpectationField{"tapped", S::Scalar, Obj, "tapped status (CR 110.5)", "true",
                     checkBool, compareTapped},
    ExpectationField{"face_down", S::Scalar, Obj, "face-down status (CR 708.2)", "false",
                     checkBool, compareFaceDown},
    ExpectationField{"attached_to", S::Scalar, Obj,
                     "the object it is attached to, an id, or none (CR 301.5, 303.4)",
                     "Grizzly Bears", noCheck, compareAttachedTo},
    ExpectationField{"damage", S::Scalar, Obj, "damage marked on it (CR 120.3e)", "2",
                     checkDamage, compareDamage},
};

} // namespace

std::span<const ExpectationField> expectationFields() { return kFields; }

const ExpectationField *findExpectationField(std::string_view Name) {
  for (const ExpectationField &F : kFields)
    if (F.Name == Name)
      return &F;
  return nullptr;
}

const std::vector<std::string> &expectedZoneWords() { return vocabulary::zones(); }

std::string expectationFieldNames() {
  std::string Out;
  for (std::size_t I = 0; I < kFields.size(); ++I)
    Out += std::string(I == 0 ? "" : I + 1 == kFields.size() ? " or " : ", ") +
           std::string(kFields[I].Name);
  return Out;
}

} // namespace strata::scenario
