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

// Not card code's (the layer engine's trace is for readers): cards include strata/game/CardGame.h (D122).
#ifdef STRATA_CARD_API_ONLY
#error "card code includes strata/game/CardGame.h, not the engine's headers"
#endif

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
/// How one effect depends on another (CR 613.8a): applying the other
/// removes its ability, changes whether its condition holds, its text, what
/// it applies to, or what it does.
enum class DependencyKind : std::uint8_t {
  Existence,
  Condition,
  Text,
  AppliesTo,
  WhatItDoes
};

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

/// Why an effect did not apply in a layer.
enum class SkipReason : std::uint8_t {
  /// Its ability was removed before it began (CR 613.6, 604.2); it never
  /// applies in this pass.
  AbilityRemoved,
  /// Its condition ("as long as ...") was false when its turn came (604.2,
  /// 613.8a); judged again in its later layers.
  ConditionFalse,
};

/// An effect that did not apply in layer L.
struct SkippedStep {
  runtime::Layer L;
  std::string Effect;
  runtime::ObjectId Source;
  /// The effects it was found to depend on before its turn (613.8a).
  std::vector<Dependency> DependsOn;
  SkipReason Why = SkipReason::AbilityRemoved;
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
