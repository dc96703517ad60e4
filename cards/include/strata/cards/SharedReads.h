//===- SharedReads.h - What several cards' effects read, written once -*- C++ -*-===//
///
/// \file
/// Filters and counts that continuous effects of several cards share,
/// written once. stratac follows each call into them, so every reading card
/// gets the reads as its own (docs/generator-protocol.md).
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_CARDS_SHAREDREADS_H
#define STRATA_CARDS_SHAREDREADS_H

#include "strata/runtime/Card.h"

namespace strata::cards {

/// "The number of cards in [player]'s hand" (Maro, Empyrial Armor; CR 402).
inline int cardsInHand(const runtime::EffectContext &Ctx, runtime::PlayerId Player) {
  int N = 0;
  for (int I = 0; I < Ctx.numObjects(); ++I) {
    const runtime::ObjectReader X = Ctx.object(static_cast<runtime::ObjectId>(I));
    if (X.zone() == runtime::Zone::Hand && X.owner() == Player)
      ++N;
  }
  return N;
}

/// "Creatures you control ... The same is true for creature spells you
/// control and creature cards you own that aren't on the battlefield"
/// (Conspiracy, Arcane Adaptation): controlled on the battlefield and the
/// stack, owned elsewhere (CR 108.4a: cards outside them have no
/// controller). "You" is the source's controller.
inline bool isYourCreatureAnywhere(const runtime::EffectContext &Ctx,
                                   const runtime::ObjectView &O) {
  if (!O.isType(runtime::CardType::Creature))
    return false;
  runtime::PlayerId You = Ctx.source().controller();
  runtime::Zone Z = O.zone();
  if (Z == runtime::Zone::Battlefield || Z == runtime::Zone::Stack)
    return O.controller() == You;
  return O.owner() == You;
}

} // namespace strata::cards

#endif
