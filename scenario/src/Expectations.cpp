//===- Expectations.cpp - Comparing expected and actual fields -------------===//
///
/// \file
/// The expectation fields of the scenario format, read off the game the
/// way a judge would state them. Lists compare as sets, words
/// case-insensitively.
///
//===----------------------------------------------------------------------===//
#include "Expectations.h"
#include "strata/scenario/ExpectationFields.h"

#include "strata/runtime/CardDef.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <set>

namespace strata::scenario {
using namespace runtime;

namespace compare {

std::string showSet(const std::vector<std::string> &V) {
  std::vector<std::string> Sorted = V;
  std::sort(Sorted.begin(), Sorted.end());
  std::string S = "[";
  for (std::size_t I = 0; I < Sorted.size(); ++I)
    S += (I ? ", " : "") + Sorted[I];
  return S + "]";
}

std::optional<std::string> sets(const std::vector<Word> &Want,
                                const std::vector<std::string> &Got) {
  std::set<std::string> W, G;
  std::vector<std::string> Shown;
  for (const Word &X : Want) {
    W.insert(llvm::StringRef(X.Text).lower());
    Shown.push_back(X.Text);
  }
  for (const std::string &X : Got)
    G.insert(llvm::StringRef(X).lower());
  if (W == G)
    return std::nullopt;
  return "expected " + showSet(Shown) + ", got " + showSet(Got);
}

std::optional<std::string> word(llvm::StringRef Want, llvm::StringRef Got) {
  if (Want.equals_insensitive(Got))
    return std::nullopt;
  return "expected " + Want.str() + ", got " + (Got.empty() ? "\"\"" : Got.str());
}

std::optional<std::string> integer(const Word &Want, int Got) {
  int W;
  if (llvm::StringRef(Want.Text).getAsInteger(10, W))
    return "expected an integer, got '" + Want.Text + "' in the scenario";
  if (W == Got)
    return std::nullopt;
  return "expected " + Want.Text + ", got " + std::to_string(Got);
}

std::optional<std::string> boolean(const Word &Want, bool Got) {
  llvm::StringRef W = Want.Text;
  if (!W.equals_insensitive("true") && !W.equals_insensitive("false"))
    return "expected true or false, got '" + Want.Text + "' in the scenario";
  if (W.equals_insensitive("true") == Got)
    return std::nullopt;
  return "expected " + Want.Text + ", got " + (Got ? "true" : "false");
}

} // namespace compare

std::optional<std::string> compareField(const game::Game &G, std::optional<PlayerId> Player,
                                        std::optional<ObjectId> Object, const Field &F,
                                        const std::vector<Word> &Players,
                                        llvm::function_ref<std::string(ObjectId)> IdOf) {
  const ExpectationField *Row = findExpectationField(F.Name.Text);
  if (!Row)
    return "unknown field";
  if (Player && Row->Of != FieldSubject::Player)
    return "'" + F.Name.Text + "' applies to objects, not players";
  if (!Player && Row->Of != FieldSubject::Object)
    return "'" + F.Name.Text + "' applies to players, not objects";
  FieldContext Ctx{G, Player ? *Player : kNoPlayer, Object ? *Object : kNoObject, Players,
                   IdOf};
  return Row->Compare(Ctx, F);
}

} // namespace strata::scenario
