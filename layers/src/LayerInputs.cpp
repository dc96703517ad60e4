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
#include "strata/layers/LayerEngine.h"

namespace strata::layers {
using namespace runtime;

// A new field of GameObject must be compared below unless neither the
// engine nor any effect (through ObjectView) can read it.
static_assert(sizeof(GameObject) == 120,
              "GameObject changed: decide whether sameLayerInputs() compares it");

/// Everything of an object the pass reads: not Tapped or Damage, which no
/// ObjectView accessor exposes.
static bool sameLayerInputs(const GameObject &A, const GameObject &B) {
  return A.Id == B.Id && A.Card == B.Card && A.Owner == B.Owner &&
         A.BaseController == B.BaseController && A.In == B.In && A.Ts == B.Ts &&
         A.FaceDown == B.FaceDown && A.AttachedTo == B.AttachedTo &&
         A.Count == B.Count && A.Choices == B.Choices;
}

bool LayerEngine::recomputeIfChanged(const Board &B) {
  if (Last.Valid && Last.Objects.size() == B.Objects.size() && Last.Effects == B.Effects &&
      Last.CopiedValues == B.CopiedValues) {
    bool Same = true;
    for (std::size_t I = 0; I < B.Objects.size() && Same; ++I)
      Same = sameLayerInputs(Last.Objects[I], B.Objects[I]);
    if (Same)
      return false;
  }
  recompute(B);
  // Assignment reuses the vectors' storage: no allocation in the steady
  // state.
  Last.Objects = B.Objects;
  Last.Effects = B.Effects;
  Last.CopiedValues = B.CopiedValues;
  Last.Valid = true;
  return true;
}

} // namespace strata::layers
