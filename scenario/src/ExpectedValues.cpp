//===- ExpectedValues.cpp - Validating expected values as input -----------===//
///
/// \file
/// An expectation that cannot be true of any object (`colors: [Whte]`,
/// `pt: abc`, `lacks: [Flyng]`) would pass or fail for the wrong reason, so
/// every expected value is checked against the format's vocabulary when it
/// is read, with the closest word suggested (docs/scenario-format.md,
/// "Expectations").
///
//===----------------------------------------------------------------------===//
#include "ExpectedValues.h"
#include "strata/scenario/ExpectationFields.h"

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
std::vector<std::string> wordsOf(const std::array<std::string_view, N> &Table) {
  return {Table.begin(), Table.end()};
}

bool inTable(StringRef Word, std::span<const std::string> Table) {
  return llvm::any_of(Table, [&](const std::string &T) { return Word.equals_insensitive(T); });
}

} // namespace

namespace vocabulary {
const std::vector<std::string> &cardTypes() {
  static const std::vector<std::string> V = wordsOf(kCardTypeNames);
  return V;
}
const std::vector<std::string> &supertypes() {
  static const std::vector<std::string> V = wordsOf(kSupertypeNames);
  return V;
}
const std::vector<std::string> &colors() {
  static const std::vector<std::string> V = wordsOf(kColorNames);
  return V;
}
const std::vector<std::string> &subtypes() {
  static const std::vector<std::string> V = [] {
    std::vector<std::string> S = wordsOf(kSubtypeNames);
    S.push_back("all creature types"); // CR 205.3m
    return S;
  }();
  return V;
}
const std::vector<std::string> &zones() {
  static const std::vector<std::string> V = [] {
    std::vector<std::string> Z = wordsOf(kZoneNames);
    std::erase(Z, "command");
    return Z;
  }();
  return V;
}
const std::vector<std::string> &abilityLabels() {
  static const std::vector<std::string> Labels = [] {
    std::vector<std::string> L = wordsOf(kKeywordNames);
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
} // namespace vocabulary

bool ValueChecker::word(const Word &W, StringRef What, std::span<const std::string> Table,
                        StringRef Listed) {
  if (inTable(W.Text, Table))
    return true;
  std::string Near = closest(W.Text, Table);
  return fail(W, "unknown " + What.str() + " '" + W.Text + "'" +
                     (Near.empty() ? "; expected " + Listed.str()
                                   : "; did you mean '" + Near + "'?"));
}

bool ValueChecker::words(const Field &F, StringRef What, std::span<const std::string> Table,
                         StringRef Listed) {
  bool Ok = true;
  for (const Word &W : F.List)
    Ok &= word(W, What, Table, Listed);
  return Ok;
}

IntegerReading readInteger(StringRef T) {
  StringRef Digits = T.drop_front(!T.empty() && (T[0] == '-' || T[0] == '+'));
  if (Digits.empty() || !llvm::all_of(Digits, [](char C) { return llvm::isDigit(C); }))
    return {};
  Digits = Digits.ltrim('0');
  unsigned long long U = 0;
  if (!Digits.empty() && Digits.getAsInteger(10, U))
    return {IntegerReading::TooLarge};
  bool Negative = T[0] == '-';
  if (U > static_cast<unsigned long long>(std::numeric_limits<long long>::max()))
    return {IntegerReading::TooLarge};
  long long V = static_cast<long long>(U);
  return {IntegerReading::Value, Negative ? -V : V};
}

bool ValueChecker::integer(Word &W, StringRef Field, long long Min, long long Max) {
  IntegerReading R = readInteger(W.Text);
  if (R.Kind == IntegerReading::NotInteger)
    return fail(W, "'" + Field.str() + "' must be an integer, not '" + W.Text + "'");
  if (R.Kind == IntegerReading::TooLarge || R.V < Min || R.V > Max)
    return fail(W, "'" + Field.str() + "' " + W.Text + " is out of range; it must be from " +
                       std::to_string(Min) + " to " + std::to_string(Max));
  W.Text = std::to_string(R.V);
  return true;
}

bool ValueChecker::boolean(Word &W, StringRef Field) {
  StringRef T = W.Text;
  if (T.equals_insensitive("true") || T.equals_insensitive("yes"))
    W.Text = "true";
  else if (T.equals_insensitive("false") || T.equals_insensitive("no"))
    W.Text = "false";
  else
    return fail(W, "'" + Field.str() + "' must be true or false, not '" + W.Text + "'");
  return true;
}

bool ValueChecker::fail(const Word &W, const llvm::Twine &Msg) {
  Diags.error(SM, W.Loc, Msg);
  return false;
}

bool checkExpectedValue(Field &F, llvm::SourceMgr &SM, Diagnostics &Diags) {
  const ExpectationField *Row = findExpectationField(F.Name.Text);
  if (!Row)
    return true;
  ValueChecker C(SM, Diags);
  return Row->Check(F, C);
}

} // namespace strata::scenario
