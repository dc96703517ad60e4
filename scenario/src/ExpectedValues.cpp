//===- ExpectedValues.cpp - Validating expected values as input -----------===//
///
/// \file
/// An expectation that cannot be true of any object (`colors: [Whte]`,
/// `pt: abc`, `lacks: [Flyng]`) would pass or fail for the wrong reason, so
/// every expected value is checked against the format's vocabulary when it
/// is read, with the closest word suggested (shared/spec/scenario-format.md,
/// "Expectations").
///
//===----------------------------------------------------------------------===//
#include "ExpectedValues.h"
#include "Queue.h"

#include "strata/cards/CardLibrary.h"
#include "strata/runtime/CardDef.h"
#include "strata/runtime/Characteristics.h"
#include "strata/runtime/Vocabulary.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

#include <limits>
#include <span>

namespace strata::scenario {
using namespace runtime;
using llvm::StringRef;

namespace {

/// The closest of \p Candidates to \p Word, if near enough to be a typo.
std::string closest(StringRef Word, std::span<const std::string> Candidates) {
  std::string Best;
  unsigned BestDistance = ~0u;
  for (const std::string &C : Candidates) {
    unsigned D = StringRef(C).lower() == Word.lower()
                     ? 0
                     : StringRef(C.data(), C.size()).edit_distance(Word, true, BestDistance);
    if (D < BestDistance) {
      BestDistance = D;
      Best = C;
    }
  }
  return BestDistance <= std::max<std::size_t>(2, Word.size() / 3) ? Best : std::string();
}

template <std::size_t N>
std::vector<std::string> words(const std::array<std::string_view, N> &Table) {
  return {Table.begin(), Table.end()};
}

/// Every ability label an object can have: keywords (Protection from a
/// color included), the intrinsic mana abilities of basic land types (CR
/// 305.6), and each card's own labels ("{T}: Add {C}{C}", "Name", "Name #2").
const std::vector<std::string> &abilityLabels() {
  static const std::vector<std::string> Labels = [] {
    std::vector<std::string> L = words(kKeywordNames);
    for (char C : StringRef("WUBRG"))
      L.push_back(std::string("{T}: Add {") + C + "}");
    llvm::StringSet<> Seen;
    for (const std::string &X : L)
      Seen.insert(StringRef(X).lower());
    for (const CardDef *Card : cards::allCards())
      for (int I = 0; I < Card->NumAbilities; ++I) {
        std::string Label = Card->label(I);
        if (Seen.insert(StringRef(Label).lower()).second)
          L.push_back(Label);
      }
    return L;
  }();
  return Labels;
}

bool inTable(StringRef Word, std::span<const std::string> Table) {
  return llvm::any_of(Table, [&](const std::string &T) { return Word.equals_insensitive(T); });
}

class Checker {
public:
  Checker(llvm::SourceMgr &SM, Diagnostics &Diags) : SM(SM), Diags(Diags) {}

  bool word(const Word &W, StringRef What, std::span<const std::string> Table,
            StringRef Listed) {
    if (inTable(W.Text, Table))
      return true;
    std::string Near = closest(W.Text, Table);
    return fail(W, "unknown " + What.str() + " '" + W.Text + "'" +
                       (Near.empty() ? "; expected " + Listed.str()
                                     : "; did you mean '" + Near + "'?"));
  }

  bool integer(const Word &W, StringRef Field, long long Min, long long Max) {
    StringRef T = W.Text;
    long long V;
    bool Digits = !T.empty() &&
                  T.drop_front(T[0] == '-' || T[0] == '+').size() > 0 &&
                  llvm::all_of(T.drop_front(T[0] == '-' || T[0] == '+'),
                               [](char C) { return llvm::isDigit(C); });
    if (!Digits)
      return fail(W, "'" + Field.str() + "' must be an integer, not '" + W.Text + "'");
    if (T.getAsInteger(10, V) || V < Min || V > Max)
      return fail(W, "'" + Field.str() + "' " + W.Text + " is out of range; it must be from " +
                         std::to_string(Min) + " to " + std::to_string(Max));
    return true;
  }

  bool fail(const Word &W, const llvm::Twine &Msg) {
    Diags.error(SM, W.Loc, Msg);
    return false;
  }

private:
  llvm::SourceMgr &SM;
  Diagnostics &Diags;
};

/// CR 122.1b keyword counters, or +1/+1 and -1/-1 (122.1a).
bool counterKind(StringRef Kind) {
  if (Kind == "+1/+1" || Kind == "-1/-1")
    return true;
  auto K = parseWord<Keyword>(kKeywordNames, Kind);
  return K && isKeywordCounterKind(*K);
}

} // namespace

bool checkExpectedValue(Field &F, llvm::SourceMgr &SM, Diagnostics &Diags) {
  Checker C(SM, Diags);
  StringRef Name = F.Name.Text;
  static const std::vector<std::string> Types = words(kCardTypeNames),
                                        Supertypes = words(kSupertypeNames),
                                        Colors = words(kColorNames), Zones = [] {
                                          std::vector<std::string> Z = words(kZoneNames);
                                          std::erase(Z, "command");
                                          return Z;
                                        }(),
                                        Subtypes = [] {
                                          std::vector<std::string> S = words(kSubtypeNames);
                                          S.push_back("all creature types"); // CR 205.3m
                                          return S;
                                        }();
  auto Each = [&](auto &&Check) {
    bool Ok = true;
    for (const Word &W : F.List)
      Ok &= Check(W);
    return Ok;
  };
  if (Name == "types")
    return Each([&](const Word &W) { return C.word(W, "card type", Types, "a card type"); });
  if (Name == "supertypes")
    return Each([&](const Word &W) {
      return C.word(W, "supertype", Supertypes, "Basic, Legendary, Snow or World");
    });
  if (Name == "colors")
    return Each([&](const Word &W) {
      return C.word(W, "color", Colors, "White, Blue, Black, Red or Green ([] is colorless)");
    });
  if (Name == "subtypes")
    return Each([&](const Word &W) { return C.word(W, "subtype", Subtypes, "a subtype"); });
  if (Name == "abilities" || Name == "has" || Name == "lacks")
    return Each([&](const Word &W) {
      return C.word(W, "ability label", abilityLabels(),
                    "a keyword, a mana ability's text or a card's name (quote a name "
                    "holding a comma)");
    });
  if (Name == "counters") {
    bool Ok = true;
    for (auto &[Kind, Count] : F.Counters)
      if (!counterKind(Kind.Text))
        Ok = C.fail(Kind, "unknown counter kind '" + Kind.Text +
                              "'; expected +1/+1, -1/-1 or a keyword counter (CR 122.1b)");
    return Ok;
  }
  if (!F.Scalar)
    return true;
  Word &W = *F.Scalar;
  if (Name == "pt") {
    if (StringRef(W.Text).equals_insensitive("none"))
      return true;
    auto [P, T] = StringRef(W.Text).split('/');
    Word PW{P.str(), W.Loc}, TW{T.str(), W.Loc};
    if (!StringRef(W.Text).contains('/') || T.contains('/'))
      return C.fail(W, "'pt' must be P/T such as 3/3 or -1/2, or none; not '" + W.Text + "'");
    return C.integer(PW, "pt", -kMaxPT, kMaxPT) && C.integer(TW, "pt", -kMaxPT, kMaxPT);
  }
  if (Name == "power" || Name == "toughness")
    return C.integer(W, Name, -kMaxPT, kMaxPT);
  if (Name == "mana_value")
    return C.integer(W, Name, 0, kMaxCount);
  if (Name == "damage")
    return C.integer(W, Name, 0, std::numeric_limits<int>::max());
  if (Name == "life")
    return C.integer(W, Name, std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
  if (Name == "zone")
    return C.word(W, "zone", Zones, "battlefield, graveyard, exile, hand, library or stack");
  if (Name == "tapped" || Name == "face_down") {
    StringRef T = W.Text;
    if (T.equals_insensitive("true") || T.equals_insensitive("yes"))
      W.Text = "true";
    else if (T.equals_insensitive("false") || T.equals_insensitive("no"))
      W.Text = "false";
    else
      return C.fail(W, "'" + Name.str() + "' must be true or false, not '" + W.Text + "'");
  }
  return true;
}

} // namespace strata::scenario
