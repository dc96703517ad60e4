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
#include "strata/runtime/Audit.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstring>
#include <string>

namespace strata::layers {
using namespace runtime;

namespace {
/// More objects created since the last look than this make a full pass
/// (each is one more object of an update's reach, D146).
constexpr std::size_t kMaxCreatedPerUpdate = 4;
} // namespace

bool LayerEngine::recomputeIfChanged(const Board &B) {
  // Objects created since the last look (tokens, CR 111.1): changed ones,
  // a few at a time.
  const std::size_t Had = Last.Objects.size();
  const std::size_t Created = B.objects().size() - std::min(Had, B.objects().size());
  if (Last.Valid && Had <= B.objects().size() && Created <= kMaxCreatedPerUpdate &&
      Last.CopiedValues == B.CopiedValues) {
    const bool SameEffects = Last.Effects == B.Effects;
    const bool SameEntering = Entering == Local.Entering; // CR 614.12
    // The objects that may have changed: those the board gave out for
    // writing since the last look (Board::edit(), D140), when its journal
    // still holds them all; else every object, one comparison of all their
    // bytes first.
    std::array<ObjectId, Board::kEditJournal> Edited;
    std::size_t NEdited = 0;
    const bool Journal = Last.BoardIdentity == B.identity() &&
                         B.edited(Last.EditSeq, [&](ObjectId Id) {
                           if (std::find(Edited.begin(), Edited.begin() + NEdited, Id) ==
                               Edited.begin() + NEdited)
                             Edited[NEdited++] = Id;
                         });
    if constexpr (kAudit)
      if (Journal)
        checkJournal(B, std::span<const ObjectId>(Edited.data(), NEdited));
    // What the journal or the comparison can say: the objects there were.
    if (Created > 0) {
      std::size_t Kept = 0;
      for (std::size_t K = 0; K < NEdited; ++K)
        if (Edited[K] < Had)
          Edited[Kept++] = Edited[K];
      NEdited = Kept;
    }
    Last.BoardIdentity = B.identity();
    Last.EditSeq = B.editSeq();
    if (SameEffects && SameEntering && Created == 0 &&
        (Journal ? NEdited == 0
                 : B.objects().empty() ||
                       std::memcmp(Last.Objects.data(), B.objects().data(),
                                   B.objects().size() * sizeof(GameObject)) == 0)) {
      ++Updates.Unchanged;
      return false;
    }
    // The objects that changed (a few, found without allocating), and
    // whether only their counters did.
    std::array<BoardChange, 16> Changes;
    std::size_t N = 0;
    bool TooMany = false, OnlyCounters = SameEntering;
    const bool StatusRead = statusRead();
    auto Look = [&](std::size_t I) {
      if (sameLayerInputs(Last.Objects[I], B.objects()[I], StatusRead))
        return;
      TooMany = N == Changes.size();
      if (TooMany)
        return;
      bool Counters = sameButCounters(Last.Objects[I], B.objects()[I], StatusRead);
      OnlyCounters &= Counters;
      Changes[N++] = {static_cast<ObjectId>(I),
                      Counters ? BoardChange::KindT::Counters : BoardChange::KindT::Other};
    };
    if (Journal)
      for (std::size_t K = 0; K < NEdited && !TooMany; ++K)
        Look(Edited[K]);
    else
      for (std::size_t I = 0; I < Had && !TooMany; ++I)
        Look(I);
    for (std::size_t I = Had; I < B.objects().size() && !TooMany; ++I) {
      TooMany = N == Changes.size();
      if (!TooMany) {
        OnlyCounters = false;
        Changes[N++] = {static_cast<ObjectId>(I), BoardChange::KindT::Other};
      }
    }
    std::span<const BoardChange> Found(Changes.data(), N);
    // After an update the results are the board's as it is now: every
    // object looked at is kept as it is, status and damage included (a
    // byte left behind would hide its next change from the journal's
    // comparison, or from one made once an effect reads status).
    auto KeepLookedAt = [&] {
      if (Journal) {
        for (std::size_t K = 0; K < NEdited; ++K)
          Last.Objects[Edited[K]] = B.objects()[Edited[K]];
        Last.Objects.insert(Last.Objects.end(), B.objects().begin() + static_cast<std::ptrdiff_t>(Had),
                            B.objects().end());
      } else
        Last.Objects.assign(B.objects().begin(), B.objects().end()); // no allocation
    };
    if (!TooMany && SameEffects && SameEntering && N == 0) {
      // Only what no layer reads (damage, a tap).
      KeepLookedAt();
      ++Updates.Unchanged;
      return false;
    }
    if (!TooMany && SameEffects && OnlyCounters && localUpdatePossible(B, Found)) {
      updateLocally(B, Found);
      KeepLookedAt();
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
      KeepLookedAt();
      if (!SameEffects)
        Last.Effects.assign(B.Effects); // storage reused
      return true;
    }
  }
  recompute(B);
  ++Updates.FullPasses;
  // Assignment reuses the vectors' storage: no allocation in the steady
  // state.
  Last.Objects.assign(B.objects().begin(), B.objects().end());
  Last.Effects.assign(B.Effects);
  Last.CopiedValues = B.CopiedValues;
  Last.Valid = true;
  Last.BoardIdentity = B.identity();
  Last.EditSeq = B.editSeq();
  return true;
}

void LayerEngine::checkJournal(const Board &B, std::span<const ObjectId> Edited) {
  // Audit builds: an object written without Board::edit() would be an
  // input change this engine never sees (a silently stale result).
  for (std::size_t I = 0; I < std::min(B.objects().size(), Last.Objects.size()); ++I)
    if (std::memcmp(&Last.Objects[I], &B.objects()[I], sizeof(GameObject)) != 0 &&
        std::find(Edited.begin(), Edited.end(), I) == Edited.end()) {
      std::string Msg = "object " + std::to_string(I) +
                        " changed without Board::edit(): the edit journal missed it";
      Problems.push_back(Msg);
      if (AuditFatal) {
        std::fprintf(stderr, "strata: %s\n", Msg.c_str());
        std::abort();
      }
    }
}

} // namespace strata::layers
