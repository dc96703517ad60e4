//===- CopyEffects.h - The copy effect of "enter as a copy" -----*- C++ -*-===//
///
/// \file
/// Clone, Quicksilver Gargantuan, Phantasmal Image and Vesuvan
/// Doppelganger enter as a copy of a creature their controller chooses;
/// each captures the copiable values with its own exceptions (CR 707.9)
/// and creates the same continuous effect, which this header defines once.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_CARDS_COPYEFFECTS_H
#define STRATA_CARDS_COPYEFFECTS_H

#include "strata/runtime/Card.h"

namespace strata::cards {

/// Layer 1a (CR 613.2a, 707.5): the object becomes a copy of the values
/// captured as it entered, exceptions included (707.9a-d). Applies to its
/// source only.
struct EntersAsCopy : runtime::Effect, runtime::Part<runtime::Layer::L1a> {
  static bool appliesTo(const runtime::EffectContext &Ctx, const runtime::ObjectView &O) {
    return O.id() == Ctx.source().id();
  }
  static void apply(const runtime::EffectContext &Ctx, runtime::ObjectView &O) {
    O.becomeCopy(Ctx.copiedValues());
  }
};

} // namespace strata::cards

#endif
