//===- ExpectedValues.h - Validating expected values as input --*- C++ -*-===//
///
/// \file
/// The checks an expectation field's row (ExpectationFields.cpp) runs on
/// its expected value as it is read: words against the format's
/// vocabulary with the closest valid word suggested, integers in range,
/// booleans; each failure a located error.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_SCENARIO_EXPECTEDVALUES_H
#define STRATA_SCENARIO_EXPECTEDVALUES_H

#include "strata/scenario/Reader.h"
#include "strata/scenario/Scenario.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

#include <span>
#include <string>
#include <vector>

namespace strata::scenario {

/// How a scenario reads an integer, everywhere (counts, amounts, P/T,
/// life; docs/scenario-format.md, "Numbers"): an optional sign (`+5` is
/// 5), then decimal digits; leading zeros are decimal (`04` is 4, not
/// octal as YAML 1.1 would have it) and `-0` is 0.
struct IntegerReading {
  enum KindT { Value, NotInteger, TooLarge } Kind = NotInteger;
  long long V = 0; ///< the value, when Kind is Value
};
IntegerReading readInteger(llvm::StringRef Text);

/// Checks the value of expected field \p F (its row's Check), reporting
/// each bad word at its location; false if any was bad. An unknown field
/// is the reader's error, not this one's.
bool checkExpectedValue(Field &F, llvm::SourceMgr &SM, Diagnostics &Diags);

class ValueChecker {
public:
  ValueChecker(llvm::SourceMgr &SM, Diagnostics &Diags) : SM(SM), Diags(Diags) {}

  /// \p W is one of \p Table (ignoring case); else an error "unknown
  /// <What> 'W'" with the closest word, or \p Listed if none is close.
  bool word(const Word &W, llvm::StringRef What, std::span<const std::string> Table,
            llvm::StringRef Listed);
  /// Each word of \p F's list, as word().
  bool words(const Field &F, llvm::StringRef What, std::span<const std::string> Table,
             llvm::StringRef Listed);
  /// An integer in [Min, Max] (readInteger), \p W rewritten in its
  /// canonical form (`+04` -> `4`) so the comparison reads it as written.
  bool integer(Word &W, llvm::StringRef Field, long long Min, long long Max);
  /// true/yes or false/no, normalised to "true"/"false".
  bool boolean(Word &W, llvm::StringRef Field);
  bool fail(const Word &W, const llvm::Twine &Msg);

private:
  llvm::SourceMgr &SM;
  Diagnostics &Diags;
};

/// The format's vocabulary, as the checks compare it.
namespace vocabulary {
const std::vector<std::string> &cardTypes();
const std::vector<std::string> &supertypes();
const std::vector<std::string> &colors();
const std::vector<std::string> &subtypes(); ///< and "all creature types"
const std::vector<std::string> &zones();    ///< where an object can be
/// Every ability label an object can have: keywords, the intrinsic mana
/// abilities of basic land types (CR 305.6), each card's own labels.
const std::vector<std::string> &abilityLabels();
} // namespace vocabulary

} // namespace strata::scenario

#endif
