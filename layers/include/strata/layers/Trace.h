//===- Trace.h - Why each effect applied where it did ----------*- C++ -*-===//
///
/// \file
/// A record of one layer pass for explanations: per layer, the effects in
/// the order they applied, the reason for each position, and the objects
/// they changed. Recording is optional; without a Trace the engine does no
/// bookkeeping.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_LAYERS_TRACE_H
#define STRATA_LAYERS_TRACE_H

#include "strata/runtime/Characteristics.h"
#include "strata/runtime/GameObject.h"
#include "strata/runtime/Layer.h"

#include <string>
#include <vector>

namespace strata::layers {

/// Why an effect applied at its position.
enum class OrderReason : std::uint8_t {
  CharacteristicDefining, ///< CR 613.3 / 613.4a: CDAs first.
  Timestamp,              ///< CR 613.7: earliest timestamp among the ready.
  Dependency,             ///< CR 613.8b: waited for the effects it depends on.
  DependencyLoop,         ///< CR 613.8b: in a loop, applied by timestamp.
};

/// Why one effect depends on another (CR 613.8a (b)).
enum class DependencyKind : std::uint8_t { Existence, Text, AppliesTo, WhatItDoes };

struct Dependency {
  std::string On; ///< The other effect's description.
  DependencyKind Kind;
};

/// What one application did to one object.
struct ObjectChange {
  runtime::ObjectId Id;
  runtime::Characteristics Before, After;
};

struct TraceStep {
  runtime::Layer L;
  std::string Effect;      ///< "Humility (Humility::Humbles::SetsBasePT)"
  runtime::ObjectId Source;
  runtime::Timestamp Ts;
  bool Cda;
  OrderReason Reason;
  std::vector<Dependency> DependsOn;
  std::vector<runtime::ObjectId> Affected;
  /// The objects whose characteristics this application changed.
  std::vector<ObjectChange> Changes;
};

/// An effect that did not apply because its ability was removed before
/// it began (CR 613.6, 613.8a existence).
struct SkippedStep {
  runtime::Layer L;
  std::string Effect;
  runtime::ObjectId Source;
  /// The effects it was found to depend on before it ended (613.8a).
  std::vector<Dependency> DependsOn;
};

struct Trace {
  std::vector<TraceStep> Steps;
  std::vector<SkippedStep> Skipped;
  void clear() {
    Steps.clear();
    Skipped.clear();
  }
};

} // namespace strata::layers

#endif
