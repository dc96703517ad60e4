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

#include <cstring>
#include <type_traits>

namespace strata::layers {
using namespace runtime;

// A new field of GameObject must be compared below unless neither the
// engine nor any effect (through ObjectView) can read it.
static_assert(sizeof(GameObject) == 120,
              "GameObject changed: decide whether sameLayerInputs() compares it");

/// Everything of an object the pass reads: not Tapped or Damage, which no
/// ObjectView accessor exposes. Most objects are unchanged since the last
/// pass (the copy in Last was made from them), so one comparison of their
/// bytes settles most; different bytes (a tap, damage, or only padding)
/// are looked at field by field.
static bool sameLayerInputs(const GameObject &A, const GameObject &B) {
  static_assert(std::is_trivially_copyable_v<GameObject>);
  if (std::memcmp(&A, &B, sizeof(GameObject)) == 0)
    return true;
  return A.Id == B.Id && A.Card == B.Card && A.Owner == B.Owner &&
         A.BaseController == B.BaseController && A.In == B.In && A.Ts == B.Ts &&
         A.FaceDown == B.FaceDown && A.AttachedTo == B.AttachedTo &&
         A.Count == B.Count && A.Choices == B.Choices;
}

/// Whether \p A and \p B differ at most in +1/+1, -1/-1 and loyalty
/// counters (what a local update recomputes).
static bool sameButCounters(const GameObject &A, const GameObject &B) {
  return A.Id == B.Id && A.Card == B.Card && A.Owner == B.Owner &&
         A.BaseController == B.BaseController && A.In == B.In && A.Ts == B.Ts &&
         A.FaceDown == B.FaceDown && A.AttachedTo == B.AttachedTo &&
         A.Count.NumKeywordKinds == B.Count.NumKeywordKinds &&
         A.Count.Keywords == B.Count.Keywords && A.Choices == B.Choices;
}

bool LayerEngine::recomputeIfChanged(const Board &B) {
  if (Last.Valid && Last.Objects.size() == B.Objects.size() && Last.Effects == B.Effects &&
      Last.CopiedValues == B.CopiedValues) {
    // The objects that changed, if only their counters did (a few, found
    // without allocating).
    // Usually nothing at all changed: one comparison of every object's
    // bytes says so.
    if (std::memcmp(Last.Objects.data(), B.Objects.data(),
                    B.Objects.size() * sizeof(GameObject)) == 0) {
      ++Updates.Unchanged;
      return false;
    }
    std::array<BoardChange, 16> Changes;
    std::size_t N = 0;
    bool Other = false;
    for (std::size_t I = 0; I < B.Objects.size() && !Other; ++I) {
      if (sameLayerInputs(Last.Objects[I], B.Objects[I]))
        continue;
      Other = N == Changes.size() || !sameButCounters(Last.Objects[I], B.Objects[I]);
      if (!Other)
        Changes[N++] = {static_cast<ObjectId>(I), BoardChange::KindT::Counters};
    }
    std::span<const BoardChange> Found(Changes.data(), N);
    if (!Other && N == 0) {
      ++Updates.Unchanged;
      return false;
    }
    if (!Other && localUpdatePossible(B, Found)) {
      updateLocally(B, Found);
      return true;
    }
  }
  recompute(B);
  ++Updates.FullPasses;
  // Assignment reuses the vectors' storage: no allocation in the steady
  // state.
  Last.Objects = B.Objects;
  Last.Effects = B.Effects;
  Last.CopiedValues = B.CopiedValues;
  Last.Valid = true;
  return true;
}

} // namespace strata::layers
