//===- Rules.cpp - The Comprehensive Rules numbers a scenario may cite ----===//
///
/// \file
/// The CR's sections (its contents, chapter by chapter) and the rules of
/// CR 613, against which `rules:` and `refused:` are checked (Rules.h).
///
//===----------------------------------------------------------------------===//
#include "strata/scenario/Rules.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <array>

namespace strata::scenario {
using llvm::StringRef;

namespace {

// The contents of the Comprehensive Rules: 1 Game Concepts (100 General ..
// 123 Stickers), 2 Parts of a Card (.. 213 Information Below the Text
// Box), 3 Card Types (.. 315 Conspiracies), 4 Zones (.. 408 Command), 5 Turn
// Structure (.. 514 Cleanup Step), 6 Spells, Abilities, and Effects (..
// 616 Interaction of Replacement and/or Prevention Effects), 7 Additional
// Rules, 8 Multiplayer Rules, 9 Casual Variants. Chapters 7 to 9 grow with
// new card designs; their bounds leave room for sections added since, so a
// real rule is never refused.
constexpr std::array<RuleSections, 9> kSections = {{{100, 123},
                                                    {200, 213},
                                                    {300, 316},
                                                    {400, 408},
                                                    {500, 514},
                                                    {600, 616},
                                                    {700, 739},
                                                    {800, 811},
                                                    {900, 909}}};

// CR 613, whole (613.7n is the newest, 2025).
constexpr std::string_view k613[] = {
    "613",    "613.1",  "613.1a", "613.1b", "613.1c", "613.1d", "613.1e", "613.1f",
    "613.1g", "613.2",  "613.2a", "613.2b", "613.2c", "613.3",  "613.4",  "613.4a",
    "613.4b", "613.4c", "613.4d", "613.5",  "613.6",  "613.7",  "613.7a", "613.7b",
    "613.7c", "613.7d", "613.7e", "613.7f", "613.7g", "613.7h", "613.7i", "613.7j",
    "613.7k", "613.7m", "613.7n", "613.8",  "613.8a", "613.8b", "613.8c", "613.9",
    "613.10", "613.11"};

} // namespace

std::span<const RuleSections> ruleSections() { return kSections; }

std::span<const std::string_view> rulesOf613() { return k613; }

std::optional<std::string> ruleNumberProblem(StringRef Rule) {
  // CR 100.1 onwards: NNN, NNN.N, NNN.Na; subrule letters skip l and o.
  StringRef Section = Rule.take_while([](char C) { return llvm::isDigit(C); });
  StringRef Rest = Rule.drop_front(Section.size());
  StringRef Number, Letter;
  bool Formed = Section.size() == 3 && Section[0] != '0';
  if (Formed && !Rest.empty()) {
    Formed = Rest.consume_front(".");
    Number = Rest.take_while([](char C) { return llvm::isDigit(C); });
    Letter = Rest.drop_front(Number.size());
    Formed = Formed && !Number.empty() && Number[0] != '0' && Letter.size() <= 1 &&
             (Letter.empty() || (Letter[0] >= 'a' && Letter[0] <= 'z' && Letter != "l" && Letter != "o"));
  }
  if (!Formed)
    return "'" + Rule.str() +
           "' is not a rule number; a rule is written as the Comprehensive Rules numbers it, "
           "such as 613.8a or 702.9b (a subrule's letter is never l or o)";
  int N = 0;
  Section.getAsInteger(10, N);
  if (llvm::none_of(kSections, [&](RuleSections S) { return S.First <= N && N <= S.Last; }))
    return "'" + Rule.str() + "' is not a rule of the Comprehensive Rules: it has no section " +
           Section.str();
  if (N == 613 && llvm::none_of(rulesOf613(), [&](std::string_view R) { return StringRef(R.data(), R.size()) == Rule; }))
    return "'" + Rule.str() + "' is not a rule of CR 613, whose rules run from 613.1 to 613.11";
  return std::nullopt;
}

} // namespace strata::scenario
