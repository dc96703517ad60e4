//===- LayerInputs.h - What of an object the layer pass reads -*- C++ -*-===//
///
/// \file
/// Comparisons of an object's layer inputs between two moments, shared by
/// recomputeIfChanged() and update() (D66). Internal to layers/.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_LAYERS_LAYERINPUTS_H
#define STRATA_LAYERS_LAYERINPUTS_H

#include "strata/runtime/GameObject.h"

#include <cstring>
#include <type_traits>

namespace strata::layers {

// A new field of GameObject must be compared below unless neither the
// engine nor any effect (through ObjectView) can read it.
static_assert(sizeof(runtime::GameObject) == 120,
              "GameObject changed: decide whether sameLayerInputs() compares it");
static_assert(std::is_trivially_copyable_v<runtime::GameObject>);

/// Everything of an object the pass reads: not Damage, which no ObjectView
/// accessor exposes, and the status (tapped, attacking) only when an
/// effect of the last pass reads it (\p StatusRead: Castle), so a tap
/// for mana recomputes nothing on most boards. Most objects are unchanged
/// since the last pass (the copy compared with was made from them), so one
/// comparison of their bytes settles most; different bytes (a tap, damage,
/// or only padding) are looked at field by field.
inline bool sameLayerInputs(const runtime::GameObject &A, const runtime::GameObject &B,
                            bool StatusRead) {
  if (std::memcmp(&A, &B, sizeof(runtime::GameObject)) == 0)
    return true;
  return A.Id == B.Id && A.Card == B.Card && A.Owner == B.Owner &&
         A.BaseController == B.BaseController && A.In == B.In && A.Ts == B.Ts &&
         A.FaceDown == B.FaceDown && A.Token == B.Token && A.AttachedTo == B.AttachedTo &&
         A.Count == B.Count && A.Choices == B.Choices &&
         (!StatusRead || (A.Tapped == B.Tapped && A.Attacking == B.Attacking));
}

/// Whether \p A and \p B differ at most in +1/+1, -1/-1 and loyalty
/// counters (what a local update recomputes), status as for
/// sameLayerInputs.
inline bool sameButCounters(const runtime::GameObject &A, const runtime::GameObject &B,
                            bool StatusRead) {
  return A.Id == B.Id && A.Card == B.Card && A.Owner == B.Owner &&
         A.BaseController == B.BaseController && A.In == B.In && A.Ts == B.Ts &&
         A.FaceDown == B.FaceDown && A.Token == B.Token && A.AttachedTo == B.AttachedTo &&
         A.Count.NumKeywordKinds == B.Count.NumKeywordKinds &&
         A.Count.Keywords == B.Count.Keywords && A.Choices == B.Choices &&
         (!StatusRead || (A.Tapped == B.Tapped && A.Attacking == B.Attacking));
}

} // namespace strata::layers

#endif
