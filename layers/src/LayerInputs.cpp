//===- LayerInputs.cpp - Recomputing only when the inputs change ----------===//
///
/// \file
/// A game asks for the characteristics after every action and every
/// state-based action check, and most of those (passing priority, tapping a
/// land for mana) change nothing the layer system reads. The pass is a
/// function of the board's objects, created effects and captured copiable
/// values, so when those are as they were, so is its result.
///
//===----------------------------------------------------------------------===//
#include "LayerInputs.h"

#include "strata/layers/LayerEngine.h"

#include <array>
#include <cstring>

namespace strata::layers {
using namespace runtime;

bool LayerEngine::recomputeIfChanged(const Board &B) {
  if (Last.Valid && Last.Objects.size() == B.Objects.size() &&
      Last.CopiedValues == B.CopiedValues) {
    const bool SameEffects = Last.Effects == B.Effects;
    const bool SameEntering = Entering == Local.Entering; // CR 614.12
    // Usually nothing at all changed: one comparison of every object's
    // bytes says so.
    if (SameEffects && SameEntering &&
        (B.Objects.empty() || std::memcmp(Last.Objects.data(), B.Objects.data(),
                                          B.Objects.size() * sizeof(GameObject)) == 0)) {
      ++Updates.Unchanged;
      return false;
    }
    // The objects that changed (a few, found without allocating), and
    // whether only their counters did.
    std::array<BoardChange, 16> Changes;
    std::size_t N = 0;
    bool TooMany = false, OnlyCounters = SameEntering;
    const bool StatusRead = statusRead();
    for (std::size_t I = 0; I < B.Objects.size() && !TooMany; ++I) {
      if (sameLayerInputs(Last.Objects[I], B.Objects[I], StatusRead))
        continue;
      TooMany = N == Changes.size();
      if (TooMany)
        break;
      bool Counters = sameButCounters(Last.Objects[I], B.Objects[I], StatusRead);
      OnlyCounters &= Counters;
      Changes[N++] = {static_cast<ObjectId>(I),
                      Counters ? BoardChange::KindT::Counters : BoardChange::KindT::Other};
    }
    std::span<const BoardChange> Found(Changes.data(), N);
    if (!TooMany && SameEffects && SameEntering && N == 0) {
      // Only what no layer reads (damage, a tap): keep these bytes, so
      // that the next call's one comparison can settle it again.
      Last.Objects = B.Objects; // same size: no allocation
      ++Updates.Unchanged;
      return false;
    }
    if (!TooMany && SameEffects && OnlyCounters && localUpdatePossible(B, Found)) {
      updateLocally(B, Found);
      return true;
    }
    // D120: entering, leaving, control, an effect beginning or ending.
    std::array<ObjectId, 18> Ids;
    for (std::size_t K = 0; K < N; ++K)
      Ids[K] = Changes[K].Id;
    std::size_t NIds = N;
    if (!SameEntering)
      for (ObjectId Id : {Entering, Local.Entering})
        if (Id != kNoObject)
          Ids[NIds++] = Id;
    if (!TooMany && updateReach(B, std::span<const ObjectId>(Ids.data(), NIds))) {
      for (std::size_t K = 0; K < N; ++K)
        Last.Objects[Ids[K]] = B.Objects[Ids[K]];
      if (!SameEffects)
        Last.Effects.assign(B.Effects); // storage reused
      return true;
    }
  }
  recompute(B);
  ++Updates.FullPasses;
  // Assignment reuses the vectors' storage: no allocation in the steady
  // state.
  Last.Objects = B.Objects;
  Last.Effects.assign(B.Effects);
  Last.CopiedValues = B.CopiedValues;
  Last.Valid = true;
  return true;
}

} // namespace strata::layers
