//===- AuditedEffects.h - Which effect calls the audit checked -*- C++ -*-===//
///
/// \file
/// Audit builds (STRATA_AUDIT, docs/decisions.md D12) check every filter,
/// condition and apply call against the effect's generated metadata, but
/// only the calls a board makes. This record says which ones those were:
/// for each effect the engine called on this thread, whether its filter and
/// its condition ran and which parts' applies ran on an object. `strata
/// check --audit` prints it (docs/authoring.md). Outside audit builds
/// nothing is checked and the record stays empty.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_LAYERS_AUDITEDEFFECTS_H
#define STRATA_LAYERS_AUDITEDEFFECTS_H

// Not card code's (the audit's records are the layer engine's): cards include strata/game/CardGame.h (D122).
#ifdef STRATA_CARD_API_ONLY
#error "card code includes strata/game/CardGame.h, not the engine's headers"
#endif

#include "strata/runtime/Effect.h"

#include <cstdint>
#include <vector>

namespace strata::layers {

/// The checked calls of one effect.
struct AuditedEffect {
  const runtime::EffectDescriptor *Effect = nullptr;
  bool Filter = false;    ///< appliesTo ran
  bool Condition = false; ///< isActive ran
  std::uint32_t Applied = 0; ///< bit I: Effect->Parts[I].Apply ran on an object
};

/// The effects checked on this thread so far, by effect name.
std::vector<AuditedEffect> auditedEffects();
/// Forgets them.
void clearAuditedEffects();

} // namespace strata::layers

#endif
