//===- ExpectationFields.h - The expectation fields, one table -*- C++ -*-===//
///
/// \file
/// Every field an `expect:` entry can state (docs/scenario-format.md,
/// "Expectations"), in one table: the reader takes a field's shape and the
/// names for its messages from it, validation and comparison are its
/// entries' functions, and `strata vocabulary` prints it for the docs
/// (docs/vocabulary.md, checked against it by a test). Adding a field is
/// adding one row.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_SCENARIO_EXPECTATIONFIELDS_H
#define STRATA_SCENARIO_EXPECTATIONFIELDS_H

#include "strata/scenario/Scenario.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace strata::scenario {

class ValueChecker; // ExpectedValues.h: located errors while reading
struct FieldContext; // Expectations.h: the game and the object or player

/// How a field's value is written.
enum class FieldShape : std::uint8_t {
  Scalar, ///< `pt: 3/3`
  List,   ///< `types: [Creature]`, compared as a set
  Map,    ///< `counters: {"+1/+1": 2}`
};

/// What a field describes.
enum class FieldSubject : std::uint8_t { Object, Player };

struct ExpectationField {
  std::string_view Name;
  FieldShape Shape;
  FieldSubject Of;
  /// One line for the docs: what it compares, and the rule behind it.
  std::string_view Meaning;
  /// An example value as a scenario writes it.
  std::string_view Example;
  /// Checks the expected value as it is read (false after a located
  /// error): a value no object could have is an input error, not a
  /// failing expectation. May normalise it (`yes` -> `true`).
  bool (*Check)(Field &, ValueChecker &);
  /// "expected X, got Y" when the game differs from the expected value.
  std::optional<std::string> (*Compare)(const FieldContext &, const Field &);
  /// A list field whose empty list would check nothing (`has: []`), an
  /// error when read; for the others `[]` says "none" (`abilities: []`).
  bool EmptyChecksNothing = false;
};

/// Every field, in the order the docs list them.
std::span<const ExpectationField> expectationFields();

/// The field named \p Name (exact, as the format spells it), or null.
const ExpectationField *findExpectationField(std::string_view Name);

/// "pt, power, ... or damage": every field's name, for messages.
std::string expectationFieldNames();

/// The words `zone:` accepts, as the reader checks them: the zones of
/// CR 400.1 but the command zone, which no object of these games is in,
/// and `none` (a token that has ceased to exist). For the docs.
const std::vector<std::string> &expectedZoneWords();

} // namespace strata::scenario

#endif
