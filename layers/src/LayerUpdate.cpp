//===- LayerUpdate.cpp - Recomputing only what a change can reach ---------===//
///
/// \file
/// After a change to a few objects, a full pass recomputes every object of
/// the board; most changes can reach far less. A counter is the common
/// case: +1/+1 and -1/-1 counters apply in layer 7c to the object they are
/// on (CR 613.4c, 122.1a), and nothing before 7c sees them. So when no
/// effect of the last pass reads power, toughness or counters (the
/// generated metadata, every role: what it applies to, what it does,
/// whether it exists), a counter changes nothing but its own object's
/// power and toughness, and those are found again from the object's values
/// before 7c through the same applications in the same order (D66).
/// Everything else makes a full pass.
///
//===----------------------------------------------------------------------===//
#include "LayerPass.h"

#include "LayerInputs.h"

#include <algorithm>

namespace strata::layers {
using namespace runtime;

namespace {
using Kind = EffectInstance::KindT;

/// What a counter change can alter on its object (CR 613.4c, 122.1a).
constexpr CharacteristicSet kCounterReach =
    CharacteristicSet::parse("Power Toughness Counters");

bool isCounters(const EffectInstance &I) {
  return I.Kind == Kind::PlusOneCounters || I.Kind == Kind::MinusOneCounters;
}

/// More changed objects than this make a full pass: one local update
/// walks the 7c and 7d applications once per object.
constexpr std::size_t kMaxLocalChanges = 16;
} // namespace

void LayerPass::keepPowerToughnessBefore7c() {
  // One pair per object, written in one sweep: no allocation once grown.
  auto N = static_cast<std::size_t>(B.numObjects());
  E.Local.PTBefore7c.resize(N);
  const CoreCharacteristics *Core = E.Core.data();
  for (std::size_t Id = 0; Id < N; ++Id)
    E.Local.PTBefore7c[Id] = {Core[Id].Power, Core[Id].Toughness};
}

void LayerPass::noteApplied(std::uint32_t I, Layer L) {
  if (L >= Layer::L7c)
    E.Local.Applied[L == Layer::L7c ? 0 : 1].push_back(I);
}

void LayerPass::keepWhatAnyEffectReads() {
  // Every instance of the pass, applied or not (one that did not apply
  // could apply after a change to what it reads), every part, every role.
  std::uint64_t Reads = 0;
  for (const EffectInstance &I : E.Instances)
    if (I.Effect)
      for (int K = 0; K < I.Effect->NumParts; ++K)
        Reads |= I.Effect->Parts[K].Facts->allReads().bits();
  E.Local.ReadsUnion = Reads;
  E.Local.Board = &B;
  E.Local.Problems = E.Problems.size();
  E.Local.Valid = E.Local.PTBefore7c.size() == static_cast<std::size_t>(B.numObjects());
}

bool LayerPass::inSet(const EffectInstance &I, ObjectId Id) const {
  switch (I.Kind) {
  case Kind::Created:
    return std::find(I.Created->Locked.begin(), I.Created->Locked.end(), Id) !=
           I.Created->Locked.end();
  case Kind::Static: {
    // A fixed set is stored in id order (computeSet sweeps the ids).
    const ObjectId *Begin = E.SetPool.data() + I.SetBegin;
    return std::binary_search(Begin, Begin + I.SetSize, Id);
  }
  case Kind::PlusOneCounters:
  case Kind::MinusOneCounters:
  case Kind::KeywordCounters:
    return I.Source == Id;
  }
  return false;
}

void LayerPass::redoPowerToughness(ObjectId Id) {
  CoreCharacteristics &C = E.Core[Id];
  C.Power = E.Local.PTBefore7c[Id][0];
  C.Toughness = E.Local.PTBefore7c[Id][1];
  // Its counters as they are now, each kind with the timestamp of its
  // latest counter (CR 613.7c); none off the battlefield (122.2).
  const GameObject &O = B.Objects[Id];
  EffectInstance Counter[2];
  int NumCounters = 0;
  if (O.In == Zone::Battlefield) {
    if (O.Count.PlusOne > 0)
      Counter[NumCounters++] = {Kind::PlusOneCounters, nullptr, Id, 0, O.Count.PlusOneTs};
    if (O.Count.MinusOne > 0)
      Counter[NumCounters++] = {Kind::MinusOneCounters, nullptr, Id, 0, O.Count.MinusOneTs};
    if (NumCounters == 2 && Counter[1].Ts < Counter[0].Ts)
      std::swap(Counter[0], Counter[1]);
  }
  int NextCounter = 0;
  // CR 613.7: the last pass applied 7c in timestamp order (checked by
  // localUpdatePossible()), and a counter instance neither depends on
  // anything nor is depended on here, so the counters go where their
  // timestamps put them; the old counters of this object are left out.
  // The full pass's own one-object application (counters apply to the
  // object they are on).
  auto ApplyTo = [&](const EffectInstance &I, Layer L) {
    if (isCounters(I) || inSet(I, Id))
      applyPartTo(I, L, Id);
  };
  for (std::uint32_t Index : E.Local.Applied[0]) {
    const EffectInstance &I = E.Instances[Index];
    while (NextCounter < NumCounters && Counter[NextCounter].Ts < I.Ts)
      ApplyTo(Counter[NextCounter++], Layer::L7c);
    if (!isCounters(I)) // its old counters are replaced by Counter[]
      ApplyTo(I, Layer::L7c);
  }
  while (NextCounter < NumCounters)
    ApplyTo(Counter[NextCounter++], Layer::L7c);
  for (std::uint32_t Index : E.Local.Applied[1])
    ApplyTo(E.Instances[Index], Layer::L7d);
}

bool LayerEngine::sameBoardBut(const Board &B, std::span<const BoardChange> Changes) const {
  if (!Local.Valid || Local.PTBefore7c.size() != static_cast<std::size_t>(B.numObjects()))
    return false;
  for (const BoardChange &C : Changes)
    if (C.Kind == BoardChange::KindT::Other || C.Id >= B.numObjects())
      return false;
  // The same board, its created effects where they were: instances point
  // to them (a copy of the board, or its effects moved, is a full pass).
  if (Local.Board != &B || !Starting.Valid || Starting.Created.size() != B.Effects.size())
    return false;
  for (std::size_t I = 0; I < B.Effects.size(); ++I)
    if (Starting.Created[I].Effect != &B.Effects[I] ||
        Starting.Created[I].Descriptor != B.Effects[I].Effect)
      return false;
  // Each change is of the kind it claims, where a copy of the last inputs
  // can tell.
  if (Last.Valid && Last.Objects.size() == B.Objects.size())
    for (const BoardChange &C : Changes)
      if (C.Kind == BoardChange::KindT::Counters
              ? !sameButCounters(Last.Objects[C.Id], B.Objects[C.Id], statusRead())
              : !sameLayerInputs(Last.Objects[C.Id], B.Objects[C.Id], statusRead()))
        return false;
  return true;
}

bool LayerEngine::localUpdatePossible(const Board &B,
                                      std::span<const BoardChange> Changes) const {
  if (Changes.size() > kMaxLocalChanges || (Local.ReadsUnion & kCounterReach.bits()) ||
      !sameBoardBut(B, Changes))
    return false;
  // The last pass applied 7c in timestamp order (no effect waited for
  // another, CR 613.8b), so the counters' places are their timestamps'.
  // Effects of one source share a timestamp; their order among themselves
  // is the pass's and stays. (No characteristic-defining ability applies
  // in 7c, CR 613.3; one would go first whatever its timestamp: a full
  // pass.)
  Timestamp Prev = 0;
  for (std::uint32_t Index : Local.Applied[0]) {
    Timestamp Ts = Instances[Index].Ts;
    if (Ts < Prev || Instances[Index].Cda)
      return false;
    Prev = Ts;
  }
  // A counter's timestamp equal to an application's: the same tie.
  for (const BoardChange &C : Changes) {
    const Counters &Count = B.Objects[C.Id].Count;
    for (std::uint32_t Index : Local.Applied[0])
      if (Instances[Index].Ts == Count.PlusOneTs || Instances[Index].Ts == Count.MinusOneTs)
        if (!(isCounters(Instances[Index]) && Instances[Index].Source == C.Id))
          return false;
  }
  return true;
}

void LayerEngine::updateLocally(const Board &B, std::span<const BoardChange> Changes) {
  Problems.resize(Local.Problems); // the pass's own, and this update's
  LayerPass Pass(*this, B, nullptr);
  for (const BoardChange &C : Changes)
    if (C.Kind == BoardChange::KindT::Counters)
      Pass.redoPowerToughness(C.Id);
  ++Updates.LocalUpdates;
  // recomputeIfChanged() compares with the board as now computed.
  if (Last.Valid)
    for (const BoardChange &C : Changes)
      Last.Objects[C.Id] = B.Objects[C.Id];
}

bool LayerEngine::update(const Board &B, std::span<const BoardChange> Changes) {
  // CR 110.5: status matters only when an effect reads it (Castle).
  bool AnyRead = false;
  for (const BoardChange &C : Changes)
    AnyRead |= C.Kind != BoardChange::KindT::TappedOrDamage || statusRead();
  if (!AnyRead && sameBoardBut(B, Changes)) {
    ++Updates.Unchanged; // no effect reads damage, nor here status
    if (Last.Valid) // recomputeIfChanged() then compares these bytes alike
      for (const BoardChange &C : Changes)
        Last.Objects[C.Id] = B.Objects[C.Id];
    return false;
  }
  if (localUpdatePossible(B, Changes)) {
    updateLocally(B, Changes);
    return true;
  }
  recompute(B);
  ++Updates.FullPasses;
  return true;
}

} // namespace strata::layers
