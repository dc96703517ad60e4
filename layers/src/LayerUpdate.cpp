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

#include "LayerAudit.h"
#include "LayerInputs.h"

#include "strata/runtime/CardDef.h"

#include <algorithm>
#include <array>
#include <cstdio>

namespace strata::layers {
using namespace runtime;

namespace {
using Kind = EffectInstance::KindT;

/// What a counter change can alter on its object (CR 613.4c, 122.1a).
constexpr CharacteristicSet kCounterReach =
    CharacteristicSet::parse("Power Toughness Counters");

/// +1/+1 and -1/-1 counters: what layer 7c applies to its own object
/// (keyword counters apply in 6).
bool isCounters(const EffectInstance &I) {
  return visitKind(I.Kind, [](auto R) {
    if constexpr (decltype(R)::Set == Affects::ItsObject)
      return (decltype(R)::layers(nullptr) & layerBit(Layer::L7c)) != 0;
    else
      return false;
  });
}

/// A part's facts, over every part of the effect (counters: none).
template <class F> std::uint64_t overParts(const EffectInstance &I, F &&Of) {
  std::uint64_t Bits = 0;
  if (I.Effect)
    for (int K = 0; K < I.Effect->NumParts; ++K)
      Bits |= Of(*I.Effect->Parts[K].Facts).bits();
  return Bits;
}

/// What \p I reads on objects that may be neither its affected object nor
/// its source (D68), in any part.
std::uint64_t otherObjectReads(const EffectInstance &I) {
  return overParts(I, [](const PartFacts &F) { return F.OtherObjectReads; });
}

/// What \p I reads on its source, in any part; a static ability's effect
/// also reads its source's controller (its controller, CR 611.2).
std::uint64_t sourceReads(const EffectInstance &I) {
  constexpr auto kController = CharacteristicSet::parse("Controller");
  return overParts(I, [](const PartFacts &F) { return F.SourceReads; }) |
         (fromAbility(I.Kind) ? kController.bits() : 0);
}

/// Everything \p I's part in \p L reads, as before it began (its filter,
/// and for a static ability its presence, CR 604.2).
std::uint64_t allReadsIn(const EffectInstance &I, Layer L) {
  if (!I.Effect || !(I.Layers & layerBit(L)))
    return 0; // counters read nothing
  const PartDescriptor *P = I.Effect->partIn(L);
  if (!P)
    return 0;
  std::uint64_t R = P->Facts->allReads().bits() | P->Facts->OtherObjectReads.bits();
  return fromAbility(I.Kind) ? R | kExistenceReads.bits() : R;
}

/// What \p I's part in \p L reads of the object it applies to (or of any
/// object: the filter and apply roles, and other objects').
std::uint64_t affectedReadsIn(const EffectInstance &I, Layer L) {
  if (!I.Effect || !(I.Layers & layerBit(L)))
    return 0;
  const PartDescriptor *P = I.Effect->partIn(L);
  if (!P)
    return 0;
  return (P->Facts->FilterReads | P->Facts->ApplyReads | P->Facts->OtherObjectReads).bits();
}


/// More set memberships changed since the pass than this: the next change
/// makes a full pass (each inSet() looks through them).
constexpr std::size_t kMaxPatches = 256;

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
  E.Local.Order.push_back({I, L}); // its writes: when an update first needs them
  // Counters are in Order only: a counter update puts its object's own by
  // their timestamps, and no other object's apply to it (D157).
  if (L >= Layer::L7c && !isCounters(E.Instances[I]))
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
  // D120: the created effects as this pass saw them (their instances are
  // the first ones, in their order: addCreatedEffects()); what an update
  // needs besides is derived from the order when one is first asked.
  E.Local.CreatedInstance.resize(B.Effects.size());
  for (std::uint32_t K = 0; K < B.Effects.size(); ++K)
    E.Local.CreatedInstance[K] = K;
  E.Local.Prepared = false;
  E.Local.Created.assign(B.Effects); // no allocation once grown
  E.Local.Entering = E.Entering;
  E.Local.CopiedValues = B.CopiedValues.size();
}

bool LayerPass::inSet(const EffectInstance &I, ObjectId Id) const {
  // Memberships changed by updates since the pass (D120), latest last.
  if (affects(I.Kind) == Affects::ByFilter && !E.Local.Patches.empty()) {
    auto Index = static_cast<std::uint32_t>(&I - E.Instances.data());
    for (std::size_t K = E.Local.Patches.size(); K-- > 0;)
      if (E.Local.Patches[K].Instance == Index && E.Local.Patches[K].Id == Id)
        return E.Local.Patches[K].In;
  }
  switch (affects(I.Kind)) {
  case Affects::Locked:
    return std::find(I.Created->Locked.begin(), I.Created->Locked.end(), Id) !=
           I.Created->Locked.end();
  case Affects::ByFilter: {
    // A fixed set is stored in id order (computeSet sweeps the ids).
    const ObjectId *Begin = E.SetPool.data() + I.SetBegin;
    return std::binary_search(Begin, Begin + I.SetSize, Id);
  }
  case Affects::ItsObject:
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
  const GameObject &O = B.objects()[Id];
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
  // Applied lists effects only: its old counters are replaced by Counter[].
  for (std::uint32_t Index : E.Local.Applied[0]) {
    const EffectInstance &I = E.Instances[Index];
    while (NextCounter < NumCounters && Counter[NextCounter].Ts < I.Ts)
      ApplyTo(Counter[NextCounter++], Layer::L7c);
    ApplyTo(I, Layer::L7c);
  }
  while (NextCounter < NumCounters)
    ApplyTo(Counter[NextCounter++], Layer::L7c);
  for (std::uint32_t Index : E.Local.Applied[1])
    ApplyTo(E.Instances[Index], Layer::L7d);
}

bool LayerEngine::sameBoardBut(const Board &B, std::span<const BoardChange> Changes) const {
  if (!Local.Valid || Local.PTBefore7c.size() != static_cast<std::size_t>(B.numObjects()) ||
      Entering != Local.Entering)
    return false;
  for (const BoardChange &C : Changes)
    if (C.Kind == BoardChange::KindT::Other || C.Kind == BoardChange::KindT::CreatedEffects ||
        C.Id >= B.numObjects())
      return false;
  // The same board, its created effects where they were: instances point
  // to them (a copy of the board, or its effects moved, is a full pass).
  if (Local.Board != &B || !sameCreatedEffects(B))
    return false;
  // Each change is of the kind it claims, where a copy of the last inputs
  // can tell.
  if (Last.Valid && Last.Objects.size() == B.objects().size())
    for (const BoardChange &C : Changes)
      if (C.Kind == BoardChange::KindT::Counters
              ? !sameButCounters(Last.Objects[C.Id], B.objects()[C.Id], statusRead())
              : !sameLayerInputs(Last.Objects[C.Id], B.objects()[C.Id], statusRead()))
        return false;
  return true;
}

bool LayerEngine::localUpdatePossible(const Board &B,
                                      std::span<const BoardChange> Changes) const {
  if (Changes.size() > kMaxLocalChanges || (Local.ReadsUnion & kCounterReach.bits()) ||
      !sameBoardBut(B, Changes) || !countersGoByTimestamp())
    return false;
  for (const BoardChange &C : Changes)
    if (countersTie(B, C.Id))
      return false;
  return true;
}

bool LayerEngine::countersGoByTimestamp() const {
  // The last pass applied 7c in timestamp order (no effect waited for
  // another, CR 613.8b: TimestampOrder), so the counters' places are their
  // timestamps'. Effects of one source share a timestamp; their order
  // among themselves is the pass's and stays. (No characteristic-defining
  // ability applies in 7c, CR 613.3; one would go first whatever its
  // timestamp: a full pass.)
  if (!(Local.TimestampOrder & layerBit(Layer::L7c)))
    return false;
  for (std::uint32_t Index : Local.Applied[0])
    if (Instances[Index].Cda)
      return false;
  return true;
}

bool LayerEngine::countersTie(const Board &B, ObjectId Id, Timestamp Ts) const {
  // The 7c applications, counters included, are Order's 7c entries, in
  // timestamp order where 7c went by timestamp: searched, not swept
  // (thousands of counters at 10,000 permanents, D157).
  const auto &Order = Local.Order;
  auto First = std::partition_point(Order.begin(), Order.end(),
                                    [](const LocalState::Entry &En) { return En.L < Layer::L7c; });
  auto Last = std::partition_point(First, Order.end(), [](const LocalState::Entry &En) {
    return En.L == Layer::L7c;
  });
  const Counters &Count = B.objects()[Id].Count;
  for (Timestamp CounterTs : {Count.PlusOneTs, Count.MinusOneTs}) {
    if (Ts != 0 && CounterTs == Ts)
      return true;
    auto It = std::partition_point(First, Last, [&](const LocalState::Entry &En) {
      return Instances[En.Instance].Ts < CounterTs;
    });
    for (; It != Last && Instances[It->Instance].Ts == CounterTs; ++It)
      if (!(isCounters(Instances[It->Instance]) && Instances[It->Instance].Source == Id))
        return true;
  }
  return false;
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
      Last.Objects[C.Id] = B.objects()[C.Id];
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
        Last.Objects[C.Id] = B.objects()[C.Id];
    return false;
  }
  if (localUpdatePossible(B, Changes)) {
    updateLocally(B, Changes);
    return true;
  }
  // D120: what the changed objects and created effects reach; the
  // objects judged as entering before and now among them (CR 614.12).
  std::array<ObjectId, kMaxLocalChanges> Ids;
  std::size_t N = 0;
  bool Fits = true;
  if (Entering != Local.Entering)
    for (ObjectId Id : {Entering, Local.Entering})
      if (Id != kNoObject)
        Ids[N++] = Id;
  for (const BoardChange &C : Changes)
    if (C.Kind != BoardChange::KindT::CreatedEffects) {
      if (N == Ids.size()) {
        Fits = false;
        break;
      }
      Ids[N++] = C.Id;
    }
  if (Fits && updateReach(B, std::span<const ObjectId>(Ids.data(), N))) {
    if (Last.Valid && Last.Objects.size() <= B.objects().size()) {
      Last.Objects.resize(B.objects().size()); // objects created: among Ids
      for (std::size_t K = 0; K < N; ++K)
        Last.Objects[Ids[K]] = B.objects()[Ids[K]];
      Last.Effects.assign(B.Effects); // storage reused
    }
    return true;
  }
  recompute(B);
  ++Updates.FullPasses;
  return true;
}


void LayerEngine::noteReads(std::uint32_t I) {
  const std::size_t Need = Instances.size();
  if (Local.SourceReads.size() < Need) {
    Local.SourceReads.resize(Need);
    Local.OtherObjectReads.resize(Need);
    Local.AllReads.resize(Need * kLayerCount);
    Local.AffectedReads.resize(Need * kLayerCount);
    Local.PartWrites.resize(Need * kLayerCount);
  }
  const EffectInstance &X = Instances[I];
  Local.SourceReads[I] = sourceReads(X);
  Local.OtherObjectReads[I] = otherObjectReads(X);
  for (Layer L : kAllLayers) {
    const auto Li = static_cast<unsigned>(L);
    const std::uint64_t All = allReadsIn(X, L), Affected = affectedReadsIn(X, L);
    Local.AllReads[I * kLayerCount + Li] = All;
    Local.AffectedReads[I * kLayerCount + Li] = Affected;
    const PartDescriptor *P = X.Effect ? X.Effect->partIn(L) : nullptr;
    Local.PartWrites[I * kLayerCount + Li] = P ? withCopiableValues(P->Facts->Writes).bits() : 0;
    // (A superset: an ended effect's reads stay until the next pass.)
    if (X.Effect && (X.Layers & layerBit(L)))
      Local.LayerReads[Li] |= All | Affected | Local.SourceReads[I];
  }
}

void LayerEngine::growTo(const Board &B) {
  const auto N = static_cast<int>(B.objects().size());
  Core.resize(static_cast<std::size_t>(N));
  Text.resize(static_cast<std::size_t>(N));
  PrintedCard.resize(static_cast<std::size_t>(N), nullptr); // found by the replay
  PrintedIndex.resize(static_cast<std::size_t>(N), 0);
  CopiableIndex.resize(static_cast<std::size_t>(N), 0);
  OwnCopiable.grow(N);
  AbilitiesAdded.grow(N);
  AbilityDirty.grow(N);
  Local.PTBefore7c.resize(static_cast<std::size_t>(N));
}

void LayerEngine::noteOrderWrites(const Board &B) {
  for (LocalState::Entry &En : Local.Order) {
    const EffectInstance &X = Instances[En.Instance];
    En.Effect = X.Effect != nullptr;
    if (!X.Effect)
      En.Writes = visitKind(X.Kind, [&](auto R) {
                    if constexpr (decltype(R)::Set == Affects::ItsObject)
                      return decltype(R)::writes(B.objects()[X.Source], X.KeywordIndex);
                    else
                      return CharacteristicSet();
                  }).bits();
    else
      En.Writes = Local.PartWrites[En.Instance * kLayerCount + static_cast<unsigned>(En.L)];
  }
}

void LayerEngine::checkAppliedLists() {
  // Audit builds: the lists kept by updates are what Order says, compared
  // as Order is walked: no allocation (SteadyState runs audited).
  std::size_t Next[2] = {0, 0};
  bool Same = true;
  for (const LocalState::Entry &En : Local.Order)
    if (En.L >= Layer::L7c && !isCounters(Instances[En.Instance])) {
      const int Which = En.L == Layer::L7c ? 0 : 1;
      Same &= Next[Which] < Local.Applied[Which].size() &&
              Local.Applied[Which][Next[Which]] == En.Instance;
      ++Next[Which];
    }
  if (Same && Next[0] == Local.Applied[0].size() && Next[1] == Local.Applied[1].size())
    return;
  std::string Msg = "an update's lists of 7c and 7d effects differ from its order";
  Problems.push_back(Msg);
  if (AuditFatal) {
    std::fprintf(stderr, "strata: %s\n", Msg.c_str());
    std::abort();
  }
}

void LayerEngine::deriveFromOrder() {
  // From each application on, what it and the later ones write; the
  // applications of effects (not counters) in order; each instance's
  // layers. Sized first and written by index: thousands of counters'
  // applications at 10,000 permanents.
  const auto &Order = Local.Order;
  const std::size_t N = Order.size();
  Local.SuffixWrites.resize(N + 1);
  Local.SuffixWrites[N] = 0;
  for (std::size_t K = N; K-- > 0;)
    Local.SuffixWrites[K] = Local.SuffixWrites[K + 1] | Order[K].Writes;
  Local.Walk.resize(N);
  std::size_t Effects = 0;
  for (std::uint32_t K = 0; K < N; ++K) {
    Local.Walk[Effects] = K;
    Effects += Order[K].Effect ? 1 : 0;
  }
  Local.Walk.resize(Effects);
  Local.AppliedLayers.assign(Instances.size(), 0);
  for (const LocalState::Entry &En : Order)
    Local.AppliedLayers[En.Instance] |= layerBit(En.L);
}

bool LayerEngine::changesOnlyPowerToughness(std::uint32_t I) const {
  if (I == UINT32_MAX)
    return true; // no effect
  constexpr std::uint64_t kPowerToughness = CharacteristicSet::parse("Power Toughness").bits();
  const EffectInstance &X = Instances[I];
  if (!X.Effect || affects(X.Kind) != Affects::Locked ||
      (X.Layers & ~(layerBit(Layer::L7c) | layerBit(Layer::L7d))))
    return false;
  for (LayerMask M = X.Layers; M; M &= static_cast<LayerMask>(M - 1))
    if (Local.PartWrites[I * kLayerCount + static_cast<unsigned>(__builtin_ctz(M))] &
        ~kPowerToughness)
      return false;
  // What it reads: its own reads are in no earlier pass's union.
  return !(overParts(X, [](const PartFacts &F) { return F.allReads(); }) & kCounterReach.bits());
}

bool LayerEngine::sameCreatedEffects(const Board &B) const {
  if (Local.CreatedInstance.size() != B.Effects.size())
    return false;
  for (std::size_t K = 0; K < B.Effects.size(); ++K) {
    std::uint32_t I = Local.CreatedInstance[K];
    if (I >= Instances.size() || Instances[I].Created != &B.Effects[K] ||
        Instances[I].Effect != B.Effects[K].Effect)
      return false;
  }
  return true;
}

bool LayerPass::trialCouldMatter(std::uint64_t Writes, Layer L, bool Cda, std::uint32_t Self,
                                 ObjectId Id) const {
  // CR 613.8a: applying an effect on trial changes only the objects of its
  // set, so through Id it can change another effect's set or result only
  // if it writes what that effect reads of the objects it applies to (its
  // filter and apply roles) or of other objects; its existence and source
  // reads only if Id is its source.
  // Counters read nothing (Local.Effects leaves them out).
  const auto Li = static_cast<unsigned>(L);
  if (!(Writes & E.Local.LayerReads[Li]))
    return false; // what no effect of the layer reads
  for (std::uint32_t A : E.Local.Effects[Li]) {
    const EffectInstance &X = E.Instances[A];
    if (A == Self || X.Dead || X.isCda() != Cda)
      continue;
    std::uint64_t Reads = X.Source == Id ? E.Local.AllReads[A * kLayerCount + Li] |
                                               E.Local.SourceReads[A]
                                         : E.Local.AffectedReads[A * kLayerCount + Li];
    if (Writes & Reads)
      return true;
  }
  return false;
}

bool LayerPass::replayReach(std::uint32_t Began, std::uint32_t Ended) {
  LayerEngine::LocalState &Lo = E.Local;
  std::vector<ObjectId> &Reach = Lo.Reach;
  std::sort(Reach.begin(), Reach.end()); // a set is applied in id order
  const std::size_t R = Reach.size();
  // Per instance and object of the reach: bit 0 judged, 1 in its set now,
  // 2 in it as the pass (or the last update) stored it.
  Lo.Member.assign(E.Instances.size() * R, 0);
  Lo.NewPatches.clear();
  const std::uint64_t kPTBits = CharacteristicSet::parse("Power Toughness").bits();
  // CR 613.1: each starts from its printed values.
  for (ObjectId X : Reach) {
    const GameObject &O = B.objects()[X];
    if (E.PrintedCard[X] != O.Card) {
      E.PrintedIndex[X] = printedIndex(*O.Card);
      E.PrintedCard[X] = O.Card;
    }
    const LayerEngine::PrintedValues &P = E.Printed[E.PrintedIndex[X]];
    if (P.Flags & LayerEngine::kPrintedOverflow)
      return false;
    E.Core[X] = P.Values.core();
    E.Core[X].Controller = O.BaseController; // CR 110.2
    E.Text[X].assign(P.Values.text());
  }
  const EffectInstance *New = Began == UINT32_MAX ? nullptr : &E.Instances[Began];
  // One application of instance I (at Order position K, or the new one)
  // to every object of the reach it applies to, in id order.
  auto Apply = [&](std::uint32_t I, Layer L, std::size_t K) -> bool {
    EffectInstance &Inst = E.Instances[I];
    if (isCounters(Inst) && Lo.InReach.contains(Inst.Source))
      return true; // its object's counters as they are now go below
    const bool SourceOut = Inst.Source == kNoObject || !Lo.InReach.contains(Inst.Source);
    const std::uint64_t Others = Lo.OtherObjectReads[I];
    const std::uint64_t Later = Lo.SuffixWrites[std::min(K + 1, Lo.Order.size())];
    const std::uint64_t Writes =
        Inst.Effect ? Lo.PartWrites[I * kLayerCount + static_cast<unsigned>(L)]
                    : writesIn(Inst, L).bits();
    // What it reads of its source and of other objects is final (as the
    // pass saw it then) when nothing applied from here on writes it; a
    // source in the reach is being recomputed alongside.
    if (I != Began) {
      if (SourceOut && Inst.Source != kNoObject && (Lo.SourceReads[I] & Later))
        return false;
      if (Others & Lo.SuffixWrites[K])
        return false;
      if (SourceOut && Inst.Source != kNoObject && (Writes & Lo.SourceReads[I]) &&
          inSet(Inst, Inst.Source))
        return false;
    }
    for (std::size_t D = 0; D < R; ++D) {
      ObjectId X = Reach[D];
      std::uint8_t &M = Lo.Member[I * R + D];
      if (!(M & 1)) {
        bool In = false, Old = false;
        switch (affects(Inst.Kind)) {
        case Affects::Locked:
          In = std::find(Inst.Created->Locked.begin(), Inst.Created->Locked.end(), X) !=
               Inst.Created->Locked.end();
          Old = In; // a locked set's changes put their objects in the reach
          for (std::size_t C = 0; C < Lo.CreatedInstance.size(); ++C)
            if (Lo.CreatedInstance[C] == I)
              Old = std::find(Lo.Created[C].Locked.begin(), Lo.Created[C].Locked.end(), X) !=
                    Lo.Created[C].Locked.end();
          break;
        case Affects::ByFilter: {
          if (Inst.Source == E.Entering) { // CR 614.12: itself alone
            In = Old = false; // the source is outside the reach
            break;
          }
          // CR 604.2: a characteristic-defining ability of an object of
          // the reach (the others' sources are outside it) exists if the
          // object still has it as the effect begins.
          if (!SourceOut && !E.Text[Inst.Source].Abilities.contains(Inst.Ability))
            return false;
          EffectContext Ctx = context(Inst, nullptr);
          AuditedCall A(AuditRole::Filter, *Inst.Effect, nullptr, E.Problems, E.AuditFatal);
          In = Inst.Effect->AppliesTo(Ctx, view(X));
          Old = inSet(Inst, X);
          if (In != Old)
            Lo.NewPatches.push_back({I, X, In});
          break;
        }
        case Affects::ItsObject:
          In = Old = Inst.Source == X;
          break;
        }
        M = static_cast<std::uint8_t>(1 | (In ? 2 : 0) | (Old ? 4 : 0));
      }
      if (!(M & 6))
        continue;
      // CR 613.8a: its trial application to X, before or now, could
      // change another effect's set or result: the order might not hold.
      if (trialCouldMatter(Writes, L, Inst.isCda(), I, X))
        return false;
      if (!(M & 2))
        continue;
      if (L <= Layer::L1b)
        return false; // copiable values (CR 613.2c): the pass keeps them
      applyPartTo(Inst, L, X);
    }
    return true;
  };
  // The counters of the reach's objects, in 7c by their timestamps
  // (CR 613.7c; checked below to be the pass's order there).
  auto ApplyCounters = [&](ObjectId X, Timestamp Upto, int &Next) {
    const GameObject &O = B.objects()[X];
    if (O.In != Zone::Battlefield)
      return;
    Timestamp Ts[2] = {O.Count.PlusOne > 0 ? O.Count.PlusOneTs : 0,
                       O.Count.MinusOne > 0 ? O.Count.MinusOneTs : 0};
    int Order[2] = {0, 1};
    if (Ts[1] < Ts[0])
      std::swap(Order[0], Order[1]);
    for (; Next < 2; ++Next) {
      int C = Order[Next];
      if (Ts[C] == 0)
        continue;
      if (Ts[C] > Upto)
        return;
      CoreCharacteristics &Co = E.Core[X];
      int N = C == 0 ? O.Count.PlusOne : -O.Count.MinusOne; // CR 122.1a
      Co.Power = clampPT(std::int64_t{Co.Power} + N);
      Co.Toughness = clampPT(std::int64_t{Co.Toughness} + N);
    }
  };
  std::size_t K = 0, W = 0;
  for (Layer L : kAllLayers) {
    const bool NewHere = New && (New->Layers & layerBit(L));
    bool NewDone = !NewHere;
    if (L == Layer::L7c) {
      for (ObjectId X : Reach) {
        Lo.PTBefore7c[X] = {E.Core[X].Power, E.Core[X].Toughness};
        const GameObject &O = B.objects()[X];
        if (O.In == Zone::Battlefield && (O.Count.PlusOne > 0 || O.Count.MinusOne > 0)) {
          // Counters go by their timestamps only where 7c did.
          if (!(Lo.TimestampOrder & layerBit(L)) ||
              trialCouldMatter(kPTBits, L, false, UINT32_MAX, X))
            return false;
          for (std::uint32_t P : Lo.Walk)
            if (Lo.Order[P].L == L &&
                (E.Instances[Lo.Order[P].Instance].Ts == O.Count.PlusOneTs ||
                 E.Instances[Lo.Order[P].Instance].Ts == O.Count.MinusOneTs))
              return false; // a tie: the pass's tie break
        }
      }
    }
    int NextCounter[16] = {};
    // Counters apply to their own objects alone (CR 613.4c), so the walk
    // leaves out those of objects outside the reach (Lo.Walk).
    for (; W < Lo.Walk.size() && Lo.Order[Lo.Walk[W]].L == L; ++W) {
      K = Lo.Walk[W];
      std::uint32_t I = Lo.Order[K].Instance;
      const EffectInstance &Inst = E.Instances[I];
      if (!Inst.isCda()) {
        if (!NewDone && Inst.Ts > New->Ts) {
          if (!Apply(Began, L, K))
            return false;
          NewDone = true;
        }
        if (L == Layer::L7c)
          for (std::size_t D = 0; D < R; ++D)
            ApplyCounters(Reach[D], Inst.Ts, NextCounter[D]);
      }
      if (I != Ended && !Apply(I, L, K))
        return false;
    }
    if (!NewDone && !Apply(Began, L, W < Lo.Walk.size() ? Lo.Walk[W] : Lo.Order.size()))
      return false;
    if (L == Layer::L7c)
      for (std::size_t D = 0; D < R; ++D)
        ApplyCounters(Reach[D], ~Timestamp{0}, NextCounter[D]);
    // CR 305.6: a land's intrinsic mana abilities, once types are final.
    if (L == Layer::L4)
      for (ObjectId X : Reach)
        if (!addIntrinsicManaAbilitiesOf(X))
          return false; // over capacity: the pass reports it
  }
  // Each object of the reach ends with no static ability whose effect the
  // pass did not have (CR 604.2: it would exist now), none over capacity.
  // A printed one whose effect would begin in layer 6 or before might
  // apply there before losing the ability (CR 613.6): not replayed.
  for (ObjectId X : Reach) {
    const TextAndAbilities &T = E.Text[X];
    if (T.Abilities.overflowed())
      return false;
    if (E.Printed[E.PrintedIndex[X]].Flags & LayerEngine::kPrintedStaticEffect)
      for (const AbilityRef &A : E.Printed[E.PrintedIndex[X]].Values.Abilities) {
        if (!A.Printer || A.Intrinsic)
          continue;
        const AbilityDef &Def = A.Printer->ability(A.Index);
        if (Def.Effect && Def.functionsWhereObjectIs(B.objects()[X].In) &&
            (Def.Effect->Layers & (layerBit(Layer::L7a) - 1)))
          return false;
      }
    for (const AbilityRef &A : T.Abilities) {
      if (!A.Printer || A.Intrinsic)
        continue;
      const AbilityDef &Def = A.Printer->ability(A.Index);
      if (!Def.Effect || !Def.functionsWhereObjectIs(B.objects()[X].In))
        continue;
      bool Known = false;
      for (std::uint32_t I : Lo.OtherReaders)
        Known |= E.Instances[I].Source == X && E.Instances[I].Ability.Printer == A.Printer &&
                 E.Instances[I].Ability.Index == A.Index;
      if (!Known)
        return false;
    }
  }
  return true;
}

bool LayerEngine::updateReach(const Board &B, std::span<const ObjectId> Changed) {
  if (!Local.Valid || Order != Ordering::Metadata)
    return false;
  // CR 614.12: an object that begins or ends being judged as entering is
  // among the changed ones (its own static abilities would apply to it
  // alone: with any, the source check below makes a full pass).
  for (ObjectId Id : {Entering, Local.Entering})
    if (Id != Local.Entering || Id != Entering)
      if (Id != kNoObject && std::find(Changed.begin(), Changed.end(), Id) == Changed.end())
        return false;
  if (Local.Board != &B || Local.PTBefore7c.size() > B.objects().size() ||
      B.CopiedValues.size() != Local.CopiedValues || Changed.size() > kMaxLocalChanges ||
      Local.Patches.size() > kMaxPatches)
    return false;
  const auto N = static_cast<int>(B.objects().size());
  // Objects created since (tokens, CR 111.1) are among the changed ones:
  // they start from their printed values like any object of the reach, in
  // no stored set (an effect's set gains them as patches).
  if (Local.PTBefore7c.size() < B.objects().size()) {
    for (auto Id = static_cast<ObjectId>(Local.PTBefore7c.size()); Id < N; ++Id)
      if (std::find(Changed.begin(), Changed.end(), Id) == Changed.end())
        return false;
    growTo(B);
  }
  // The commonest refusal first, before anything is derived: a changed
  // object that is the source of a static ability's effect (Humility
  // leaving), or will be (below, with the rest of the reach).
  for (ObjectId X : Changed) {
    if (X >= N)
      return false;
    for (std::uint32_t I = X < FirstStatic.size() ? FirstStatic[X] : UINT32_MAX;
         I != UINT32_MAX; I = Instances[I].NextOfSource)
      if (!Instances[I].Cda || Instances[I].Dead || !otherObjectReads(Instances[I]))
        return false;
    const GameObject &O = B.objects()[X];
    if (PrintedCard[X] == O.Card && (Printed[PrintedIndex[X]].Flags & kPrintedStaticEffect))
      for (const AbilityRef &A : Printed[PrintedIndex[X]].Values.Abilities)
        if (A.Printer && !A.Intrinsic && A.Printer->ability(A.Index).Effect &&
            A.Printer->ability(A.Index).functionsWhereObjectIs(O.In) &&
            (A.Printer->ability(A.Index).Effect->Layers & (layerBit(Layer::L7a) - 1)))
          return false;
  }
  if (!Local.Prepared) { // once per full pass
    for (unsigned L = 0; L < kLayerCount; ++L) {
      Local.Effects[L].clear();
      for (std::uint32_t I : ByLayer[L])
        if (Instances[I].Effect)
          Local.Effects[L].push_back(I);
    }
    Local.OtherReaders.clear();
    for (std::uint32_t I = 0; I < Instances.size(); ++I)
      if (otherObjectReads(Instances[I]))
        Local.OtherReaders.push_back(I);
    Local.LayerReads.fill(0);
    for (std::uint32_t I = 0; I < Instances.size(); ++I)
      noteReads(I);
    Local.NotPTCounters.clear();
    for (std::uint32_t I = 0; I < Instances.size(); ++I)
      if (!isCounters(Instances[I]))
        Local.NotPTCounters.push_back(I);
    noteOrderWrites(B);
    deriveFromOrder();
    Local.Prepared = true;
  }
  Local.InReach.reset(N); // a flag per object: no allocation once grown
  std::vector<ObjectId> &Reach = Local.Reach;
  Reach.clear();
  auto Reaches = [&](ObjectId Id) {
    if (Id >= N)
      return false;
    if (!Local.InReach.contains(Id)) {
      Local.InReach.add(Id);
      Reach.push_back(Id);
    }
    return Reach.size() <= kMaxLocalChanges;
  };
  for (ObjectId Id : Changed)
    if (!Reaches(Id))
      return false;
  // The created effects against the pass's: one may have ended and one
  // begun (CR 611.2: a resolving spell's, until end of turn); a change of
  // the objects one affects reaches those objects.
  const CreatedEffectsCopy &Old = Local.Created;
  const std::vector<CreatedEffect> &Now = B.Effects;
  auto SameEffect = [](const CreatedEffect &A, const CreatedEffect &C) {
    return A.Effect == C.Effect && A.Source == C.Source && A.Controller == C.Controller &&
           A.Ts == C.Ts && A.Until == C.Until && A.Choices == C.Choices &&
           A.Printer == C.Printer;
  };
  auto ReachAll = [&](const std::vector<ObjectId> &Ids) {
    for (ObjectId Id : Ids)
      if (!Reaches(Id))
        return false;
    return true;
  };
  std::size_t EndedAt = SIZE_MAX, BeganAt = SIZE_MAX;
  std::vector<std::uint32_t> &NewCreated = Local.NewCreatedInstance;
  NewCreated.clear();
  bool LockedSetChanged = false; // of an effect that neither began nor ended
  for (std::size_t I = 0, J = 0; I < Old.size() || J < Now.size();) {
    if (I < Old.size() && J < Now.size() && SameEffect(Old[I], Now[J])) {
      if (Old[I].Locked != Now[J].Locked) {
        LockedSetChanged = true;
        for (ObjectId Id : Old[I].Locked)
          if (std::find(Now[J].Locked.begin(), Now[J].Locked.end(), Id) == Now[J].Locked.end() &&
              !Reaches(Id))
            return false;
        for (ObjectId Id : Now[J].Locked)
          if (std::find(Old[I].Locked.begin(), Old[I].Locked.end(), Id) == Old[I].Locked.end() &&
              !Reaches(Id))
            return false;
      }
      NewCreated.push_back(Local.CreatedInstance[I]);
      ++I, ++J;
      continue;
    }
    bool CanEnd = I < Old.size() && EndedAt == SIZE_MAX;
    bool CanBegin = J < Now.size() && BeganAt == SIZE_MAX;
    if (CanEnd && (!CanBegin || (I + 1 < Old.size() && SameEffect(Old[I + 1], Now[J])))) {
      EndedAt = I++;
      if (!ReachAll(Old[EndedAt].Locked))
        return false;
    } else if (CanBegin) {
      BeganAt = J++;
      NewCreated.push_back(UINT32_MAX);
      if (!ReachAll(Now[BeganAt].Locked))
        return false;
    } else {
      return false;
    }
  }
  // An effect that begins or ends goes by its timestamp, and changes no
  // other's order, if no effect of its layers can depend on it or it on
  // one (the metadata: no write meets a read, CR 613.8a) and those layers
  // applied in timestamp order.
  constexpr std::uint64_t kCounterWrites =
      CharacteristicSet::parse("Power Toughness Keyword.*").bits();
  auto HasCounters = [&](unsigned L) {
    return ByLayer[L].size() != Local.Effects[L].size();
  };
  auto Independent = [&](const EffectInstance &X, std::uint32_t Self) {
    if (X.Kind != Kind::Created || X.Cda ||
        (X.Layers & (layerBit(Layer::L1a) | layerBit(Layer::L1b))) ||
        overParts(X, [](const PartFacts &F) { return F.SourceReads; }) || otherObjectReads(X))
      return false;
    for (LayerMask M = X.Layers; M; M &= static_cast<LayerMask>(M - 1)) {
      auto L = static_cast<Layer>(__builtin_ctz(M));
      if (!(Local.TimestampOrder & layerBit(L)))
        return false;
      const PartDescriptor *P = X.Effect->partIn(L);
      std::uint64_t W = P ? withCopiableValues(P->Facts->Writes).bits() : 0;
      std::uint64_t Rd = allReadsIn(X, L);
      // Counters read nothing and write only their own object's power
      // and toughness (7c) or keyword (6): an effect reading those could
      // depend on them; a timestamp tie with them orders nothing (one
      // object's counters and this effect's other objects).
      if ((Rd & kCounterWrites) && HasCounters(static_cast<unsigned>(L)))
        return false;
      for (std::uint32_t A : Local.Effects[static_cast<unsigned>(L)]) {
        const EffectInstance &Y = Instances[A];
        if (A == Self || Y.Dead || Y.Cda)
          continue;
        const std::size_t At = A * kLayerCount + static_cast<unsigned>(L);
        if ((W & Local.AllReads[At]) || (Local.PartWrites[At] & Rd) || Y.Ts == X.Ts)
          return false;
      }
    }
    return true;
  };
  std::uint32_t Ended = UINT32_MAX, Began = UINT32_MAX;
  if (EndedAt != SIZE_MAX) {
    Ended = Local.CreatedInstance[EndedAt];
    if (!Independent(Instances[Ended], Ended))
      return false;
  }
  // Instances reading other objects: a characteristic-defining ability
  // applies to its own object alone (CR 604.3), so it is recomputed with
  // it; any other may change anywhere: a full pass.
  for (std::uint32_t I : Local.OtherReaders) {
    const EffectInstance &X = Instances[I];
    if (I == Ended)
      continue;
    if (X.Kind != Kind::Static || !X.Cda)
      return false;
    LayerMask Applied = Local.AppliedLayers[I];
    // One whose ability was gone before it began (CR 613.6: Humility on
    // Tarmogoyf) applies nowhere and stays so while its source is outside
    // the reach (its abilities are the pass's).
    if (Applied == 0 && X.Dead)
      continue;
    if (Applied != X.Layers || !Reaches(X.Source))
      return false;
  }
  // The reach's objects are the sources of nothing else: a static
  // ability's effect exists by its source (CR 604.2), a created effect
  // may read it; keyword counters and face-down objects make full passes.
  // (+1/+1 and -1/-1 counters are allowed there: not asked.)
  for (std::uint32_t I : Local.NotPTCounters) {
    const EffectInstance &X = Instances[I];
    if (I == Ended || X.Source == kNoObject || X.Source >= N || !Local.InReach.contains(X.Source))
      continue;
    if (fromAbility(X.Kind)) {
      if (!X.Cda || !otherObjectReads(X) || X.Dead)
        return false;
    } else if (hasEffect(X.Kind)) {
      if (overParts(X, [](const PartFacts &F) { return F.SourceReads; }))
        return false;
    } else if (!isCounters(X)) {
      return false; // keyword counters (layer 6)
    }
  }
  for (ObjectId X : Reach) {
    const GameObject &O = B.objects()[X];
    if (O.FaceDown || OwnCopiable.contains(X) ||
        (O.In == Zone::Battlefield && O.Count.NumKeywordKinds > 0))
      return false;
    // A printed static ability whose effect would begin in layer 6 or
    // before (below, after the replay): said before replaying (Humility
    // entering is a full pass at once).
    if (PrintedCard[X] == O.Card &&
        (Printed[PrintedIndex[X]].Flags & kPrintedStaticEffect))
      for (const AbilityRef &A : Printed[PrintedIndex[X]].Values.Abilities) {
        if (!A.Printer || A.Intrinsic)
          continue;
        const AbilityDef &Def = A.Printer->ability(A.Index);
        if (Def.Effect && Def.functionsWhereObjectIs(O.In) &&
            (Def.Effect->Layers & (layerBit(Layer::L7a) - 1)))
          return false;
      }
  }
  if (BeganAt != SIZE_MAX) {
    EffectInstance NewI;
    NewI.Kind = Kind::Created;
    NewI.Effect = Now[BeganAt].Effect;
    NewI.Source = Now[BeganAt].Source;
    NewI.Controller = Now[BeganAt].Controller;
    NewI.Ts = Now[BeganAt].Ts; // CR 613.7b
    NewI.Created = &Now[BeganAt];
    NewI.Layers = NewI.Effect->Layers;
    NewI.Cda = NewI.Effect->Cda;
    if (!Independent(NewI, UINT32_MAX))
      return false;
    // The slot of an effect an update ended, if any (the instances stay
    // as many as the effects that exist).
    if (!Local.FreeInstances.empty()) {
      Began = Local.FreeInstances.back();
      Local.FreeInstances.pop_back();
      Instances[Began] = NewI;
    } else {
      Began = static_cast<std::uint32_t>(Instances.size());
      Instances.push_back(NewI);
      Local.NotPTCounters.push_back(Began);
    }
    for (LayerMask M = NewI.Layers; M; M &= static_cast<LayerMask>(M - 1)) {
      ByLayer[__builtin_ctz(M)].push_back(Began);
      Local.Effects[__builtin_ctz(M)].push_back(Began);
    }
    noteReads(Began);
    for (std::uint32_t &I : NewCreated)
      if (I == UINT32_MAX)
        I = Began;
  }
  // Instances point to the created effects where they are now.
  for (std::size_t K = 0; K < Now.size(); ++K)
    Instances[NewCreated[K]].Created = &Now[K];
  if (Ended != UINT32_MAX)
    Instances[Ended].Dead = true;
  Problems.resize(Local.Problems);
  // D158: an effect changing only the power and toughness of the objects
  // it is locked on (Giant Growth, CR 611.2c), when no effect reads power,
  // toughness or counters, changes nothing else: no effect's set, result
  // or existence (CR 613.8a), no other object. Its objects' power and
  // toughness are found again from their values before 7c through the 7c
  // and 7d effects, itself put by its timestamp, as after a counter (D66).
  const bool PowerToughnessOnly =
      Changed.empty() && !LockedSetChanged && changesOnlyPowerToughness(Began) &&
      changesOnlyPowerToughness(Ended) && !(Local.ReadsUnion & kCounterReach.bits()) &&
      countersGoByTimestamp() &&
      std::none_of(Reach.begin(), Reach.end(), [&](ObjectId X) {
        return countersTie(B, X, Began == UINT32_MAX ? 0 : Instances[Began].Ts);
      });
  if (PowerToughnessOnly)
    Local.NewPatches.clear(); // a locked set: no membership to patch
  else if (!LayerPass(*this, B, nullptr).replayReach(Began, Ended))
    return false;
  // Kept for the next update: memberships, the order with the effect that
  // began or ended, what follows each application, the created effects.
  // One patch per (instance, object): the latest membership.
  for (const LocalState::SetPatch &P : Local.NewPatches) {
    auto Same = std::find_if(Local.Patches.begin(), Local.Patches.end(), [&](const auto &Q) {
      return Q.Instance == P.Instance && Q.Id == P.Id;
    });
    if (Same != Local.Patches.end())
      Same->In = P.In;
    else
      Local.Patches.push_back(P);
  }
  if (Ended != UINT32_MAX) {
    std::erase_if(Local.Order, [&](const LocalState::Entry &En) { return En.Instance == Ended; });
    for (LayerMask M = Instances[Ended].Layers; M; M &= static_cast<LayerMask>(M - 1))
    {
      std::erase(ByLayer[__builtin_ctz(M)], Ended);
      std::erase(Local.Effects[__builtin_ctz(M)], Ended);
    }
    Local.FreeInstances.push_back(Ended);
  }
  if (Began != UINT32_MAX) {
    const EffectInstance &NewI = Instances[Began];
    for (LayerMask M = NewI.Layers; M; M &= static_cast<LayerMask>(M - 1)) {
      auto L = static_cast<Layer>(__builtin_ctz(M));
      // Its place in the layer, which went by timestamp (Independent):
      // after the CDAs (CR 613.3) and the earlier timestamps (613.7).
      auto &Order = Local.Order;
      auto First = std::partition_point(Order.begin(), Order.end(),
                                        [&](const LocalState::Entry &En) { return En.L < L; });
      auto At = std::partition_point(First, Order.end(), [&](const LocalState::Entry &En) {
        return En.L == L &&
               (Instances[En.Instance].Cda || Instances[En.Instance].Ts < NewI.Ts);
      });
      Order.insert(At, {Began, L, true,
                        Local.PartWrites[Began * kLayerCount + static_cast<unsigned>(L)]});
    }
    for (int K = 0; K < NewI.Effect->NumParts; ++K)
      Local.ReadsUnion |= NewI.Effect->Parts[K].Facts->allReads().bits();
  }
  if (Began != UINT32_MAX || Ended != UINT32_MAX) {
    // The 7c and 7d effects in their order (Order's, counters left out):
    // the one that ended taken out, the one that began put where Order
    // put it, by the same test (a list of effects, not a sweep of every
    // counter's application, D157).
    if (Ended != UINT32_MAX)
      for (auto &List : Local.Applied)
        std::erase(List, Ended);
    if (Began != UINT32_MAX) {
      const EffectInstance &NewI = Instances[Began];
      for (int Which = 0; Which < 2; ++Which) {
        if (!(NewI.Layers & layerBit(Which == 0 ? Layer::L7c : Layer::L7d)))
          continue;
        auto &List = Local.Applied[Which];
        List.insert(std::partition_point(List.begin(), List.end(),
                                         [&](std::uint32_t I) {
                                           return Instances[I].Cda || Instances[I].Ts < NewI.Ts;
                                         }),
                    Began);
      }
    }
    if constexpr (kAudit)
      checkAppliedLists();
    deriveFromOrder();
  }
  if (PowerToughnessOnly) {
    LayerPass Pass(*this, B, nullptr);
    for (ObjectId X : Reach)
      Pass.redoPowerToughness(X);
    ++Updates.PowerToughnessUpdates;
  }
  Local.Created.assign(B.Effects);
  Local.CreatedInstance.swap(NewCreated);
  // Two buffers in turn: each keeps the room of the larger, so a full pass
  // after this finds room whichever it was given.
  std::size_t Room = std::max(NewCreated.capacity(), Local.CreatedInstance.capacity());
  NewCreated.reserve(Room);
  Local.CreatedInstance.reserve(Room);
  Local.Entering = Entering;
  ++Updates.LocalUpdates;
  ++Updates.ReachUpdates;
  return true;
}

} // namespace strata::layers
