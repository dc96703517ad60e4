//===- LayerApply.cpp - Applying one effect, and trying it -----------------===//
///
/// \file
/// What one effect is at a given moment of a pass: whether it exists, what
/// it applies to, what its application does; applying it for real, and
/// applying it on trial to see whether another effect depends on it
/// (CR 613.8a, tested literally on the current partial state).
///
//===----------------------------------------------------------------------===//
#include "LayerPass.h"

#include "LayerAudit.h"

#include "strata/runtime/CardDef.h"

namespace strata::layers {
using namespace runtime;

namespace {


std::uint64_t mix(std::uint64_t H, std::uint64_t V) {
  return (H ^ (V + 0x9e3779b97f4a7c15ULL + (H << 6) + (H >> 2))) *
         0x100000001b3ULL;
}

} // namespace

const PartDescriptor *LayerPass::partIn(const EffectInstance &I, Layer L) const {
  return I.Effect && (I.Layers & layerBit(L)) ? I.Effect->partIn(L) : nullptr;
}

EffectContext LayerPass::context(const EffectInstance &I, ReadRecorder *R) {
  const EffectChoices *Choices = I.Created ? &I.Created->Choices : nullptr;
  PlayerId Controller =
      fromAbility(I.Kind) ? E.Core[I.Source].Controller : I.Controller;
  const CardDef *Printer = fromAbility(I.Kind) ? I.Ability.Printer
                          : I.Created             ? I.Created->Printer
                                                  : nullptr;
  return EffectContext(B, E.Core.data(), E.Text.data(), I.Source, Controller, Choices, R,
                       Printer);
}

ObjectView LayerPass::view(ObjectId Id, ReadRecorder *R, std::uint32_t GrantTs) {
  return ObjectView(&E.Core[Id], &E.Text[Id], &B.objects()[Id], R, GrantTs);
}

void LayerPass::restore(ObjectId Id, const CoreCharacteristics &Core,
                        const TextAndAbilities &Text) {
  E.Core[Id] = Core;
  E.Text[Id].assign(Text);
}

bool LayerPass::abilityPresent(const EffectInstance &I) {
  // Created effects and counters exist until they end; an effect that has
  // begun keeps applying even if its ability is removed (CR 613.6).
  if (!fromAbility(I.Kind) || I.Started)
    return true;
  return E.Text[I.Source].Abilities.contains(I.Ability); // CR 604.2
}

bool LayerPass::conditionHolds(const EffectInstance &I) {
  // CR 604.2, 613.8a: "as long as ..." is judged on the partial state at
  // the moment asked, so an effect applied earlier in the layer counts. An
  // effect that has begun applying continues in its later layers, as its
  // set does (613.6).
  if (!fromAbility(I.Kind) || I.Started || !I.Effect->IsActive)
    return true;
  AuditedCall A(AuditRole::Condition, *I.Effect, nullptr, E.Problems, E.AuditFatal);
  return I.Effect->IsActive(context(I, nullptr));
}

bool LayerPass::exists(const EffectInstance &I) {
  return abilityPresent(I) && conditionHolds(I);
}

void LayerPass::computeSet(const EffectInstance &I, bool Store,
                           std::uint64_t *Hash) {
  std::uint64_t H = 0;
  auto Take = [&](ObjectId Id) {
    if (Hash)
      H = mix(H, Id);
    if (Store)
      E.SetPool.push_back(Id);
  };
  if (affects(I.Kind) == Affects::ItsObject) {
    Take(I.Source); // counters affect the object they are on
  } else if (affects(I.Kind) == Affects::Locked) {
    for (ObjectId Id : I.Created->Locked) // CR 611.2c
      Take(Id);
  } else if (I.Started) {
    for (std::uint32_t K = 0; K < I.SetSize; ++K)
      H = mix(H, E.SetPool[I.SetBegin + K]);
  } else if (I.Source == E.Entering) {
    // CR 614.12: judging a permanent's entry, its own static abilities
    // apply to it alone, if their text includes it (Ashaya makes itself a
    // Forest land; its set is being computed here, none is stored yet).
    EffectContext Ctx = context(I, nullptr);
    AuditedCall A(AuditRole::Filter, *I.Effect, nullptr, E.Problems, E.AuditFatal);
    if (I.Effect->AppliesTo(Ctx, view(I.Source)))
      Take(I.Source);
  } else {
    // CR 611.3a: a static ability's effect applies to whatever its text
    // indicates now.
    EffectContext Ctx = context(I, nullptr);
    AuditedCall A(AuditRole::Filter, *I.Effect, nullptr, E.Problems, E.AuditFatal);
    FilterFn AppliesTo = I.Effect->AppliesTo;
    CoreCharacteristics *Core = E.Core.data();
    TextAndAbilities *Text = E.Text.data();
    const GameObject *Objects = B.objects().data();
    auto N = static_cast<ObjectId>(B.numObjects());
    // Every id is written and the end moves by the filter's answer: no
    // branch on it, which on a board too large for the CPU to learn would
    // go wrong about as often as the answer changes (D20).
    std::size_t Begin = E.SetPool.size();
    E.SetPool.resize(Begin + N); // no allocation once it has grown
    ObjectId *Out = E.SetPool.data() + Begin;
    std::size_t K = 0;
    if (I.Effect->Collect) {
      K = I.Effect->Collect(Ctx, Core, Text, Objects, N, Out);
    } else {
      for (ObjectId Id = 0; Id < N; ++Id) {
        Out[K] = Id;
        K += AppliesTo(Ctx, ObjectView(&Core[Id], &Text[Id], &Objects[Id])) ? 1 : 0;
      }
    }
    E.SetPool.resize(Begin + K);
    if (Hash)
      for (std::size_t J = Begin; J < Begin + K; ++J)
        H = mix(H, E.SetPool[J]);
    if (!Store)
      E.SetPool.resize(Begin);
  }
  if (Hash)
    *Hash = H;
}

void LayerPass::fixAffectedSet(EffectInstance &I, Layer L) {
  (void)L;
  if (I.Started || affects(I.Kind) != Affects::ByFilter)
    return;
  // CR 613.6: the set is fixed where the effect begins to apply and kept in
  // its later layers, even if its ability is removed meanwhile.
  I.SetBegin = static_cast<std::uint32_t>(E.SetPool.size());
  computeSet(I, /*Store=*/true, nullptr);
  I.SetSize = static_cast<std::uint32_t>(E.SetPool.size()) - I.SetBegin;
}

void LayerPass::applyPart(const EffectInstance &I, Layer L) {
  if (!hasEffect(I.Kind)) {
    applyCounters(I);
    return;
  }
  const PartDescriptor *P = partIn(I, L);
  EffectContext Ctx = context(I, nullptr);
  AuditedCall A(AuditRole::Apply, *I.Effect, P, E.Problems, E.AuditFatal);
  ApplyFn Apply = P->Apply;
  // Plain pointers: the arrays do not grow here, and the compiler need not
  // reload them after every call.
  CoreCharacteristics *Core = E.Core.data();
  TextAndAbilities *Text = E.Text.data();
  const GameObject *Objects = B.objects().data();
  // One call over the set, the part inlined into the loop (D144); audit
  // builds go object by object, to check each call's writes.
  if (!kAudit && P->ApplyEach && affects(I.Kind) != Affects::ItsObject) {
    const bool Locked = affects(I.Kind) == Affects::Locked;
    const ObjectId *Ids = Locked ? I.Created->Locked.data() : E.SetPool.data() + I.SetBegin;
    auto N = static_cast<std::uint32_t>(Locked ? I.Created->Locked.size() : I.SetSize);
    P->ApplyEach(Ctx, Core, Text, Objects, Ids, N, I.Ts);
    return;
  }
  forEachAffected(I, E.SetPool, [&](ObjectId Id) {
    A.on(Id, I.Source);
    ObjectView V(&Core[Id], &Text[Id], &Objects[Id], nullptr, I.Ts);
    Apply(Ctx, V);
  });
}

void LayerPass::applyPartTo(const EffectInstance &I, Layer L, ObjectId Id) {
  if (!hasEffect(I.Kind)) {
    applyCounters(I); // they affect only the object they are on
    return;
  }
  const PartDescriptor *P = partIn(I, L);
  AuditedCall A(AuditRole::Apply, *I.Effect, P, E.Problems, E.AuditFatal);
  A.on(Id, I.Source);
  ObjectView V = view(Id, nullptr, I.Ts);
  P->Apply(context(I, nullptr), V);
}

void LayerPass::applyCounters(const EffectInstance &I) {
  const GameObject &O = B.objects()[I.Source];
  visitKind(I.Kind, [&](auto R) {
    if constexpr (decltype(R)::Set == Affects::ItsObject) // CR 122.1
      decltype(R)::apply(E.Core[I.Source], E.Text[I.Source], O, I.KeywordIndex);
  });
}

CharacteristicSet LayerPass::writesIn(const EffectInstance &I, Layer L) const {
  return visitKind(I.Kind, [&](auto R) {
    if constexpr (decltype(R)::Set == Affects::ItsObject) {
      return decltype(R)::writes(B.objects()[I.Source], I.KeywordIndex);
    } else {
      const PartDescriptor *P = partIn(I, L);
      return P ? withCopiableValues(P->Facts->Writes) : CharacteristicSet();
    }
  });
}

CharacteristicSet LayerPass::readsIn(const EffectInstance &I, Layer L) const {
  if (!hasEffect(I.Kind))
    return {}; // counters read nothing
  const PartDescriptor *P = partIn(I, L);
  if (!P)
    return {};
  CharacteristicSet R = P->Facts->ApplyReads | P->Facts->SourceReads;
  // Once fixed (CR 613.6, 611.2c) the set no longer depends on the filter,
  // and the effect no longer on its ability.
  if (fromAbility(I.Kind) && !I.Started)
    R |= P->Facts->FilterReads | kExistenceReads;
  return R;
}

EffectSignature LayerPass::signature(const EffectInstance &I, Layer L) {
  EffectSignature S;
  S.HasAbility = abilityPresent(I);
  S.Exists = S.HasAbility && conditionHolds(I);
  if (!S.Exists)
    return S;
  // What it applies to. A static effect that has not begun: its set as it
  // would be fixed now (CR 611.3a), collected once past the pool's end and
  // dropped on return, so that what it does below is tried on the same
  // objects without a second sweep.
  std::size_t PoolEnd = E.SetPool.size();
  bool Unfixed = affects(I.Kind) == Affects::ByFilter && !I.Started;
  computeSet(I, /*Store=*/Unfixed, &S.SetHash);
  // Its text is its source's only for a static ability (CR 604.1, 612.2).
  // A created effect's text was fixed when it was created, as its set and
  // values were (611.2c, 608.2h): later changes to the text of the object
  // it came from (a copy effect on Quicksilver Gargantuan, which entered
  // as a copy) don't change it, so they make no dependency (613.8a).
  if (fromAbility(I.Kind)) {
    const TextWords &W = E.Text[I.Source].Words;
    for (int K = 0; K < W.Count; ++K)
      S.TextHash = mix(S.TextHash, W.Words[K].Kind == TextWord::KindT::Color
                                       ? W.Words[K].Value
                                       : 0x100u + W.Words[K].Value);
  }
  if (hasEffect(I.Kind)) {
    // What it does: run the part on scratch copies and record every value
    // it reads. Same reads, same deterministic code: same result.
    ReadRecorder R;
    const PartDescriptor *P = partIn(I, L);
    EffectContext Ctx = context(I, &R);
    auto Try = [&](ObjectId Id) {
      AuditedCall A(AuditRole::Apply, *I.Effect, P, E.Problems, E.AuditFatal);
      A.on(Id, I.Source);
      CoreCharacteristics Core = E.Core[Id];
      TextAndAbilities Text = E.Text[Id];
      ObjectView V(&Core, &Text, &B.objects()[Id], &R);
      P->Apply(Ctx, V);
    };
    if (Unfixed) {
      for (std::size_t K = PoolEnd; K < E.SetPool.size(); ++K)
        Try(E.SetPool[K]);
    } else {
      forEachAffected(I, E.SetPool, Try);
    }
    S.DoesHash = R.Hash;
  }
  E.SetPool.resize(PoolEnd);
  return S;
}

bool LayerPass::dependsOn(std::uint32_t A, std::uint32_t Bx, Layer L,
                          const EffectSignature &Before, DependencyKind &Why) {
  EffectInstance &IA = E.Instances[A];
  const EffectInstance &IB = E.Instances[Bx];
  // CR 613.8a: only a pair whose write and read sets meet can depend; the
  // generated metadata makes this one AND.
  if (E.Order == Ordering::Metadata && !isCandidate(IA, IB, L))
    return false;
  // An effect whose condition is false now would not apply, so applying it
  // changes nothing (613.8a); asked again once its condition's reads change.
  if (!conditionHolds(IB))
    return false;
  // CR 613.8a (b), literally: apply B on trial to the current partial
  // state and see whether A's existence, text, set or result changes.

  std::size_t PoolEnd = E.SetPool.size();
  EffectInstance Trial = IB;
  if (affects(Trial.Kind) == Affects::ByFilter && !Trial.Started) {
    // Its set as it would be fixed now, kept past the pool's end only for
    // the trial.
    Trial.SetBegin = static_cast<std::uint32_t>(PoolEnd);
    computeSet(Trial, /*Store=*/true, nullptr);
    Trial.SetSize = static_cast<std::uint32_t>(E.SetPool.size() - PoolEnd);
    Trial.Started = true;
  }
  // Saved: B's set, and its source, which an application may also write.
  E.SavedIds.clear();
  E.SavedCore.clear();
  E.SavedText.clear();
  auto Save = [&](ObjectId Id) {
    E.SavedIds.push_back(Id);
    E.SavedCore.push_back(E.Core[Id]);
    E.SavedText.push_back(E.Text[Id]);
  };
  forEachAffected(Trial, E.SetPool, Save);
  if (Trial.Source != kNoObject)
    Save(Trial.Source);
  applyPart(Trial, L);
  EffectSignature After = signature(IA, L);
  // Restore, last saved first, so an object listed twice ends as it began.
  for (std::size_t K = E.SavedIds.size(); K-- > 0;)
    restore(E.SavedIds[K], E.SavedCore[K], E.SavedText[K]);
  E.SetPool.resize(PoolEnd);

  bool Depends = true;
  if (Before.Exists != After.Exists)
    Why = Before.HasAbility != After.HasAbility ? DependencyKind::Existence
                                                : DependencyKind::Condition;
  else if (Before.TextHash != After.TextHash)
    Why = DependencyKind::Text;
  else if (Before.SetHash != After.SetHash)
    Why = DependencyKind::AppliesTo;
  else if (Before.DoesHash != After.DoesHash)
    Why = DependencyKind::WhatItDoes;
  else
    Depends = false;
  return Depends;
}

bool LayerPass::existenceDependsOn(std::uint32_t A, std::uint32_t Bx, Layer L,
                                   DependencyKind &Kind) {
  Kind = DependencyKind::Existence;
  const EffectInstance &IA = E.Instances[A];
  const EffectInstance &IB = E.Instances[Bx];
  // B's writes meet nothing A reads but its ability's presence on its
  // source (CR 604.2), so B can change A's existence at most (613.8a (b)).
  // If B cannot write A's source, not even that.
  if (!mayWrite(IB, IA.Source) || !conditionHolds(IB))
    return false;
  // B applied to that one object leaves it as B applied to its whole set
  // would, unless B also writes its own source (through other objects'
  // applications) or reads what it writes (one object's application then
  // sees another's): those get the full trial.
  if (IA.Source == IB.Source || readsOwnWrites(IB, L))
    return dependsOn(A, Bx, L, signature(IA, L), Kind);
  bool BeforeAbility = abilityPresent(IA);
  bool Before = BeforeAbility && conditionHolds(IA);
  ObjectId Id = IA.Source;
  // Saved: A's source, and B's, which B's application may also write.
  CoreCharacteristics SavedCore = E.Core[Id];
  TextAndAbilities SavedText = E.Text[Id];
  ObjectId BSource = IB.Source;
  if (BSource != kNoObject) { // no allocation once they have grown
    E.SavedCore.assign(1, E.Core[BSource]);
    E.SavedText.assign(1, E.Text[BSource]);
  }
  applyPartTo(IB, L, Id); // Id is in its set (mayWrite)
  bool AfterAbility = abilityPresent(IA);
  bool After = AfterAbility && conditionHolds(IA);
  if (BSource != kNoObject)
    restore(BSource, E.SavedCore[0], E.SavedText[0]);
  restore(Id, SavedCore, SavedText);
  if (BeforeAbility == AfterAbility)
    Kind = DependencyKind::Condition;
  return Before != After;
}

bool LayerPass::readsOwnWrites(const EffectInstance &I, Layer L) const {
  if (!hasEffect(I.Kind))
    return false; // counters read nothing
  const PartDescriptor *P = partIn(I, L);
  return P && (P->Facts->ApplyReads | P->Facts->SourceReads).intersects(P->Facts->Writes);
}

void LayerPass::countTrial(const EffectInstance &A, const EffectInstance &Bx,
                           Layer L, bool Depends) {
  OrderStats::PerLayer &S = E.Stats->Layers[static_cast<int>(L)];
  if (E.Order == Ordering::Metadata) {
    ++S.Candidates;
    S.Rejected += !Depends;
    return;
  }
  ++S.Tried;
  if (!Depends)
    return;
  ++S.Dependent;
  if (isCandidate(A, Bx, L))
    return;
  // A dependency the metadata cannot see: its sets do not meet.
  ++S.Missed;
  if (E.Stats->Misses.size() < 20)
    E.Stats->Misses.push_back("layer " + std::string(name(L)) + ": " + describe(A, L) +
                              " (reads " + readsIn(A, L).str() + ") depends on " +
                              describe(Bx, L) + " (writes " + writesIn(Bx, L).str() + ")");
}

bool LayerPass::mayWrite(const EffectInstance &I, ObjectId Id) {
  // An application writes the objects of its set through their views, and
  // may write its source through source(); nothing else can be written.
  if (I.Source == Id)
    return true;
  switch (affects(I.Kind)) {
  case Affects::ItsObject:
    return false;
  case Affects::Locked:
    for (ObjectId X : I.Created->Locked)
      if (X == Id)
        return true;
    return false;
  case Affects::ByFilter:
    break;
  }
  if (I.Started) {
    for (std::uint32_t K = 0; K < I.SetSize; ++K)
      if (E.SetPool[I.SetBegin + K] == Id)
        return true;
    return false;
  }
  // CR 614.12: an entering permanent's own abilities, judging its entry.
  if (I.Source == E.Entering && Id != I.Source)
    return false;
  // Its set as it would be fixed now (CR 611.3a), for this one object.
  EffectContext Ctx = context(I, nullptr);
  AuditedCall A(AuditRole::Filter, *I.Effect, nullptr, E.Problems, E.AuditFatal);
  return I.Effect->AppliesTo(Ctx, view(Id));
}

bool LayerPass::isCandidate(const EffectInstance &A, const EffectInstance &B,
                            Layer L) const {
  return writesIn(B, L).intersects(readsIn(A, L));
}

std::string LayerPass::describe(const EffectInstance &I, Layer L) const {
  std::string Counters = visitKind(I.Kind, [&](auto R) {
    if constexpr (decltype(R)::Set == Affects::ItsObject)
      return decltype(R)::describe(B.objects()[I.Source], I.KeywordIndex) + " on " +
             std::string(B.objects()[I.Source].Card->Face.Name);
    else
      return std::string();
  });
  if (!Counters.empty())
    return Counters;
  std::string Source = I.Source != kNoObject
                           ? std::string(B.objects()[I.Source].Card->Face.Name)
                           : std::string("(no source)");
  const PartDescriptor *P = partIn(I, L);
  std::string_view Part = P ? P->Facts->PartName : I.Effect->name();
  if (Part.substr(0, 2) == "::")
    Part.remove_prefix(2);
  if (Part.substr(0, 15) == "strata::cards::")
    Part.remove_prefix(15);
  return Source + " (" + std::string(Part) + ")";
}

void LayerPass::record(const EffectInstance &I, Layer L, OrderReason Why) {
  if (!T)
    return;
  TraceStep S;
  S.L = L;
  S.Effect = describe(I, L);
  S.Source = I.Source;
  S.Ts = I.Ts;
  S.Cda = I.isCda();
  S.Reason = Why;
  forEachAffected(I, E.SetPool, [&](ObjectId Id) { S.Affected.push_back(Id); });
  T->Steps.push_back(std::move(S));
}

} // namespace strata::layers
