//===- LayerOrder.cpp - CR 613.3, 613.7, 613.8: order within a layer ------===//
///
/// \file
/// Applies the effects of one layer or sublayer: CDAs first (CR 613.3,
/// 613.4a), then the others; within each group, an effect that depends on
/// an unapplied one waits (613.8b), loops fall back to timestamps (613.8b),
/// the rest go by timestamp (613.7), and the order is re-evaluated after
/// every application (613.8c).
///
//===----------------------------------------------------------------------===//
#include "LayerPass.h"

#include <algorithm>

namespace strata::layers {
using namespace runtime;

void LayerPass::applyLayer(Layer L) {
  if (T)
    Found.assign(E.Instances.size(), {});
  // CR 613.3 (layers 2-6) and 613.4a (7a): CDAs apply first; a CDA and a
  // non-CDA never depend on each other (613.8a (c)), so the groups are
  // ordered separately.
  applyGroup(L, /*Cdas=*/true);
  applyGroup(L, /*Cdas=*/false);
}

namespace {
/// D159: so few candidate pairs are swept after every application (a walk
/// this short costs less than deciding to skip it: measured on the typical
/// board).
constexpr std::size_t kPairsAlwaysSwept = 32;
} // namespace

void LayerPass::applyGroup(Layer L, bool Cdas) {
  if (!(LayersPresent[Cdas] >> static_cast<unsigned>(L) & 1u))
    return; // no effect of this group applies in this layer
  // The generated metadata, once per group and in one sweep: which
  // effects are pending, what each reads and writes (CR 613.8a needs one's
  // writes to meet the other's reads), and what any pending effect's
  // existence reads (an application that writes none of it cannot end
  // one; a group of counters has none at all).
  std::size_t NumInstances = E.Instances.size();
  E.PendReads.resize(NumInstances);
  E.PendWrites.resize(NumInstances);
  E.Writes.resize(NumInstances);
  E.ExistReads.resize(NumInstances);
  E.OtherReads.resize(NumInstances);
  // All zero between groups: every pending effect applies or is gone.
  E.IsPending.resize(NumInstances, 0);
  E.WaitCount.resize(NumInstances);
  E.BeforeStep.resize(NumInstances, 0);
  E.Befores.resize(NumInstances);
  E.Pending.clear();
  std::uint64_t ReadUnion = 0, WriteUnion = 0, ExistUnion = 0;
  for (std::uint32_t I : E.ByLayer[static_cast<unsigned>(L)]) {
    const EffectInstance &X = E.Instances[I];
    if (X.Dead || X.isCda() != Cdas)
      continue;
    E.Pending.push_back(I);
    // readsIn() and writesIn(), from one look at the part's facts.
    std::uint64_t Reads = 0, Other = 0, Writes;
    if (const runtime::PartDescriptor *P = partIn(X, L)) {
      const runtime::PartFacts &F = *P->Facts;
      Reads = Other = (F.ApplyReads | F.SourceReads).bits();
      if (affects(X.Kind) == Affects::ByFilter && !X.Started) {
        Other |= F.FilterReads.bits();
        Reads = Other | kExistenceReads.bits();
      }
      Writes = withCopiableValues(F.Writes).bits();
    } else {
      Writes = writesIn(X, L).bits(); // counters, which read nothing
    }
    E.ExistReads[I] = E.PendReads[I] = Reads;
    ExistUnion |= Reads;
    E.OtherReads[I] = Other;
    E.Writes[I] = E.PendWrites[I] = Writes;
    if (E.Order == Ordering::TimestampOnly)
      E.PendReads[I] = 0; // no pair is a candidate
    else if (E.Order == Ordering::TrialAllPairs)
      E.PendReads[I] = E.PendWrites[I] = ~std::uint64_t(0); // every pair is
    E.IsPending[I] = LayerEngine::kPending;
    E.WaitCount[I] = 0;
    ReadUnion |= E.PendReads[I];
    WriteUnion |= E.PendWrites[I];
  }
  // The candidate pairs. Only effects whose writes anyone reads can be
  // depended on; a group where no write meets a read has none.
  E.Writers.clear();
  E.Pairs.clear();
  std::uint64_t PairReads = 0;
  if (ReadUnion & WriteUnion) {
    for (std::uint32_t Bx : E.Pending)
      if (E.PendWrites[Bx] & ReadUnion)
        E.Writers.push_back(Bx);
    for (std::uint32_t A : E.Pending)
      if (E.PendReads[A])
        for (std::uint32_t Bx : E.Writers)
          if (A != Bx && (E.PendWrites[Bx] & E.PendReads[A])) {
            E.Pairs.push_back({A, Bx});
            PairReads |= E.PendReads[A] | E.PendReads[Bx];
          }
  }
  // D159: the pairs are looked at again only when the last application
  // wrote what one of them reads, or an effect that ended being pending
  // waited or was ever found waited for (its pairs must go, and the counts
  // with them). Otherwise every pair would keep its answer, and the sweep
  // would only carry along pairs whose answers count for nothing.
  if (E.Pairs.size() <= kPairsAlwaysSwept)
    PairReads = ~std::uint64_t(0);
  bool SweepDue = true;
  auto NoLongerPending = [&](std::uint32_t I) {
    SweepDue |= E.WaitCount[I] != 0 || (E.IsPending[I] & LayerEngine::kDependedOn);
    E.IsPending[I] = 0;
  };
  // CR 613.7: among the effects free to apply, the earliest timestamp
  // goes; sorted once, so the next is usually at the front.
  if (E.Pending.size() > 1)
    std::sort(E.Pending.begin(), E.Pending.end(), [&](std::uint32_t A, std::uint32_t Bx) {
      return E.Instances[A].Ts != E.Instances[Bx].Ts ? E.Instances[A].Ts < E.Instances[Bx].Ts
                                                    : A < Bx;
    });
  OutOfOrder = false;
  // What the last application wrote: everything, before the first.
  std::uint64_t Changed = ~std::uint64_t(0);
  std::size_t Front = 0; // E.Pending before it: applied or gone
  for (++E.Step;; ++E.Step) {
    // An effect whose ability is gone before it begins never applies
    // (CR 613.6, 604.2); checked against the state as it is now, since an
    // effect applied just before may have removed it. Its existence reads
    // only what readsIn() says, so it is looked at again only when the
    // last application wrote some of that. Its condition is not judged
    // here: that waits for its turn (below).
    if (Changed & ExistUnion) {
      for (std::size_t K = Front; K < E.Pending.size(); ++K) {
        std::uint32_t I = E.Pending[K];
        EffectInstance &X = E.Instances[I];
        if (!E.IsPending[I] || !(E.ExistReads[I] & Changed) || abilityPresent(X))
          continue;
        X.Dead = true;
        NoLongerPending(I);
        if (T)
          T->Skipped.push_back({L, describe(X, L), X.Source, Found[I],
                                SkipReason::AbilityRemoved});
      }
    }
    while (Front < E.Pending.size() && !E.IsPending[E.Pending[Front]])
      ++Front;
    if (Front == E.Pending.size()) {
      // D120: an effect added to or taken from this group goes by its
      // timestamp only if every choice was the earliest one.
      if (!Cdas && OutOfOrder)
        E.Local.TimestampOrder &= static_cast<LayerMask>(~layerBit(L));
      break;
    }

    OrderReason Why = OrderReason::Timestamp;
    if (!E.Pairs.empty() &&
        (SweepDue || (Changed & PairReads)))
      findDependencies(L, Changed);
    SweepDue = false;
    std::uint32_t I = chooseNext(Front, Why);
    NoLongerPending(I);
    EffectInstance &X = E.Instances[I];
    // CR 604.2, 613.8a: a condition ("as long as ...") is judged when the
    // effect would apply, after every effect that changes whether it holds
    // (those it depends on). False now, it does not apply in this layer;
    // not begun, it is judged again in its later layers.
    if (!conditionHolds(X)) {
      Changed = 0;
      if (T)
        T->Skipped.push_back({L, describe(X, L), X.Source, Found[I],
                              SkipReason::ConditionFalse});
      continue;
    }
    Changed = E.PendWrites[I]; // all for TrialAllPairs, else what it writes

    fixAffectedSet(X, L);
    X.Started = true;
    noteApplied(I, L);
    if (Cdas && Why == OrderReason::Timestamp)
      Why = OrderReason::CharacteristicDefining;
    record(X, L, Why);
    // Static effects are collected again only from objects that may have
    // gained abilities: the set of an application that adds abilities or
    // copies (the metadata says which), and its source (which an
    // application may write through source()). Losing abilities makes no
    // new effects.
    constexpr CharacteristicSet kAbilityWrites =
        CharacteristicSet::parse("Ability.Gain Copiable");
    if (E.Writes[I] & kAbilityWrites.bits()) {
      forEachAffected(X, E.SetPool, [&](ObjectId Id) { markAbilitiesDirty(Id); });
      if (X.Source != kNoObject)
        markAbilitiesDirty(X.Source);
    }
    // Copiable values are what layer 1 leaves (CR 613.2c).
    if (L <= Layer::L1b) {
      forEachAffected(X, E.SetPool, [&](ObjectId Id) { markCopiableChanged(Id); });
      if (X.Source != kNoObject)
        markCopiableChanged(X.Source);
    }
    if (!T) {
      applyPart(X, L);
      continue;
    }
    // Explanations: what this application changed, object by object.
    TraceStep &Step = T->Steps.back();
    Step.DependsOn = Found[I];
    for (ObjectId Id : Step.Affected)
      Step.Changes.push_back({Id, E.characteristics(Id), {}});
    applyPart(X, L);
    for (ObjectChange &C : Step.Changes)
      C.After = E.characteristics(C.Id);
    std::erase_if(Step.Changes, [](const ObjectChange &C) { return C.Before == C.After; });
  }
}

void LayerPass::findDependencies(Layer L, std::uint64_t Changed) {
  // CR 613.8c: re-evaluated against the current partial state after every
  // application. A pair's trial reads only what the two effects read (the
  // generated metadata, checked by the audit build), so its answer can
  // change only when the last application wrote some of that; the others
  // keep their answer. Pairs with an effect no longer pending are dropped,
  // and each effect's count of pending effects it waits for kept current.
  std::size_t Out = 0;
  for (std::size_t K = 0; K < E.Pairs.size(); ++K) {
    LayerEngine::CandidatePair P = E.Pairs[K];
    if (!E.IsPending[P.A] || !E.IsPending[P.B]) {
      if (E.IsPending[P.A] && P.Known && P.Depends)
        --E.WaitCount[P.A]; // what it waited for has applied, or is gone
      continue;
    }
    E.Pairs[Out++] = P;
    if (P.Known && !((E.PendReads[P.A] | E.PendReads[P.B]) & Changed))
      continue;
    bool Counted = P.Known && P.Depends;
    P.Known = true;
    if (E.Order == Ordering::Metadata && !(E.PendWrites[P.B] & E.OtherReads[P.A])) {
      // A candidate only through its ability's presence on its source
      // (CR 604.2, 613.8a existence): only what B does to that one object
      // matters.
      DependencyKind Kind;
      P.Depends = existenceDependsOn(P.A, P.B, L, Kind);
      if (E.Stats)
        countTrial(E.Instances[P.A], E.Instances[P.B], L, P.Depends);
      if (P.Depends && T)
        noteDependency(P.A, P.B, L, Kind);
    } else {
      if (E.BeforeStep[P.A] != E.Step) {
        E.Befores[P.A] = signature(E.Instances[P.A], L);
        E.BeforeStep[P.A] = E.Step;
      }
      DependencyKind Kind;
      P.Depends = dependsOn(P.A, P.B, L, E.Befores[P.A], Kind);
      if (E.Stats)
        countTrial(E.Instances[P.A], E.Instances[P.B], L, P.Depends);
      if (P.Depends && T)
        noteDependency(P.A, P.B, L, Kind);
    }
    if (P.Depends != Counted)
      P.Depends ? ++E.WaitCount[P.A] : --E.WaitCount[P.A];
    if (P.Depends) // kept while it is pending: a sweep when it goes
      E.IsPending[P.B] |= LayerEngine::kDependedOn;
    E.Pairs[Out - 1] = P;
  }
  E.Pairs.resize(Out);
}

void LayerPass::noteDependency(std::uint32_t A, std::uint32_t Bx, Layer L,
                               DependencyKind Kind) {
  std::string On = describe(E.Instances[Bx], L);
  auto &List = Found[A];
  for (const Dependency &D : List)
    if (D.On == On)
      return;
  List.push_back({On, Kind});
}

std::uint32_t LayerPass::chooseNext(std::size_t &Front, OrderReason &Why) {
  // CR 613.8b: an effect waits until everything it depends on has applied;
  // among those free to apply, the earliest timestamp goes (613.7): the
  // first free one, E.Pending being in timestamp order.
  for (std::size_t K = Front; K < E.Pending.size(); ++K) {
    std::uint32_t I = E.Pending[K];
    if (!E.IsPending[I])
      continue;
    if (E.WaitCount[I]) {
      OutOfOrder = true; // a later one goes first (D120)
      continue;
    }
    bool Waited = T && !Found[I].empty();
    Why = Waited ? OrderReason::Dependency : OrderReason::Timestamp;
    return I;
  }
  // Everything waits: a loop. Its members and what they wait on, by
  // position among the effects still pending.
  std::erase_if(E.Pending, [&](std::uint32_t I) { return !E.IsPending[I]; });
  Front = 0;
  std::size_t N = E.Pending.size();
  E.PosOf.resize(E.Instances.size());
  for (std::size_t A = 0; A < N; ++A)
    E.PosOf[E.Pending[A]] = static_cast<std::uint32_t>(A);
  E.DependsOn.assign(N * N, 0);
  for (const LayerEngine::CandidatePair &P : E.Pairs)
    if (P.Depends) // findDependencies() kept only pairs of pending effects
      E.DependsOn[E.PosOf[P.A] * N + E.PosOf[P.B]] = 1;
  Why = OrderReason::DependencyLoop;
  OutOfOrder = true;
  return E.Pending[chooseInLoop()];
}

std::size_t LayerPass::chooseInLoop() {
  // CR 613.8b: effects in a dependency loop apply in timestamp order. Every
  // effect waits on another, so the dependency graph has a strongly
  // connected component that waits on nothing outside itself; take the
  // earliest timestamp among such components (our reading of the
  // case the rule leaves open: a loop member that still waits on an
  // effect outside the loop keeps waiting).
  std::size_t N = E.Pending.size();
  E.SccIndex.assign(N, UINT32_MAX);
  E.SccLow.assign(N, 0);
  E.SccId.assign(N, UINT32_MAX);
  E.SccStack.clear();
  std::uint32_t Counter = 0, Components = 0;
  // Tarjan's algorithm; recursion depth is bounded by the effects in one
  // layer.
  auto Visit = [&](auto &Self, std::uint32_t V) -> void {
    E.SccIndex[V] = E.SccLow[V] = Counter++;
    E.SccStack.push_back(V);
    for (std::uint32_t W = 0; W < N; ++W) {
      if (!E.DependsOn[V * N + W])
        continue;
      if (E.SccIndex[W] == UINT32_MAX) {
        Self(Self, W);
        E.SccLow[V] = std::min(E.SccLow[V], E.SccLow[W]);
      } else if (E.SccId[W] == UINT32_MAX) {
        E.SccLow[V] = std::min(E.SccLow[V], E.SccIndex[W]);
      }
    }
    if (E.SccLow[V] != E.SccIndex[V])
      return;
    std::uint32_t W;
    do {
      W = E.SccStack.back();
      E.SccStack.pop_back();
      E.SccId[W] = Components;
    } while (W != V);
    ++Components;
  };
  for (std::uint32_t V = 0; V < N; ++V)
    if (E.SccIndex[V] == UINT32_MAX)
      Visit(Visit, V);

  std::size_t Best = N;
  for (std::size_t A = 0; A < N; ++A) {
    bool WaitsOutside = false;
    for (std::size_t Bx = 0; Bx < N && !WaitsOutside; ++Bx)
      WaitsOutside = E.DependsOn[A * N + Bx] && E.SccId[Bx] != E.SccId[A];
    // A member of a component that waits on another component waits too.
    for (std::size_t C = 0; C < N && !WaitsOutside; ++C)
      if (E.SccId[C] == E.SccId[A])
        for (std::size_t Bx = 0; Bx < N && !WaitsOutside; ++Bx)
          WaitsOutside = E.DependsOn[C * N + Bx] && E.SccId[Bx] != E.SccId[A];
    if (WaitsOutside)
      continue;
    if (Best == N || E.Instances[E.Pending[A]].Ts < E.Instances[E.Pending[Best]].Ts)
      Best = A;
  }
  return Best == N ? 0 : Best;
}

} // namespace strata::layers
