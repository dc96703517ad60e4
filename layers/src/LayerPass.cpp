//===- LayerPass.cpp - Setting up one application of CR 613 ----------------===//
///
/// \file
/// Starts every object from its printed values (CR 613.1), gathers the
/// effects that exist (created effects, counters, and static abilities as
/// their sources have them), and runs the layers in order.
///
//===----------------------------------------------------------------------===//
#include "LayerPass.h"

#include "LayerAudit.h"

#include "strata/runtime/CardDef.h"

#include <algorithm>
#include <cstdio>

namespace strata::layers {
using namespace runtime;

void LayerEngine::recompute(const Board &B, Trace *T) {
  Last.Valid = false; // recomputeIfChanged() compares with its own passes
  if (T)
    T->clear();
  LayerPass(*this, B, T).run();
}

bool LayerEngine::hasPowerToughness(ObjectId Id) const {
  // CR 208.3: a noncreature permanent has no power or toughness.
  return Core[Id].Types.contains(CardType::Creature);
}

void LayerEngine::lockAffectedSet(const Board &B, CreatedEffect &Effect) const {
  // CR 611.2c: the set is determined once, when the effect begins, from the
  // characteristics as they are now.
  Effect.Locked.clear();
  auto *C = const_cast<CoreCharacteristics *>(Core.data());
  auto *T = const_cast<TextAndAbilities *>(Text.data());
  EffectContext Ctx(B, C, T, Effect.Source, Effect.Controller, &Effect.Choices,
                    nullptr, Effect.Printer);
  AuditedCall A(AuditRole::Filter, *Effect.Effect, nullptr, Problems, AuditFatal);
  for (ObjectId Id = 0; Id < B.numObjects(); ++Id)
    if (Effect.Effect->AppliesTo(
            Ctx, ObjectView(&C[Id], &T[Id], &B.objects()[Id])))
      Effect.Locked.push_back(Id);
}

void LayerPass::run() {
  E.Problems.clear();
  E.SetPool.clear();
  E.Local.Valid = false;
  for (auto &List : E.Local.Applied)
    List.clear();
  E.Local.Order.clear();
  E.Local.Patches.clear();
  E.Local.FreeInstances.clear();
  E.Local.TimestampOrder = static_cast<LayerMask>(~LayerMask{0});
  bool SameObjects = startFromPrintedValues();
  // The effects that exist before any application: those of the last pass
  // when nothing they depend on changed, else gathered again.
  if (!(SameObjects && sameCreatedEffects() && reuseStartingInstances())) {
    E.Instances.clear();
    E.FirstStatic.assign(B.numObjects(), UINT32_MAX); // else the last pass's, reused
    for (auto &List : E.ByLayer)
      List.clear();
    LayersPresent[0] = LayersPresent[1] = 0;
    addCreatedEffects();
    for (ObjectId Id : E.CounterIds)
      addCounterEffects(B.objects()[Id]);
    collectStaticEffects(Layer::L1a); // all objects, printed abilities
    rememberStartingInstances();
  }
  AllAbilitiesDirty = false;
  for (Layer L : kAllLayers) {
    // Abilities are gained only by effects that write them (copy effects,
    // ability-granting ones), on the objects they apply to: elsewhere, the
    // same abilities give the same effects.
    collectStaticEffects(L);
    if (L == Layer::L1b)
      applyFaceDown();
    if (L == Layer::L7c)
      keepPowerToughnessBefore7c();
    applyLayer(L);
    // CR 613.2c: after layer 1, the characteristics are the copiable values
    // (kept for the objects layer 1 changed; the others' are printed).
    // One entry per such object, not per object: copy effects are rare.
    if (L == Layer::L1b) {
      const std::vector<ObjectId> &Own = E.OwnCopiable.ids();
      E.Copiable.resize(Own.size()); // keeps its capacity: no allocation once grown
      for (std::uint32_t K = 0; K < Own.size(); ++K) {
        E.CopiableIndex[Own[K]] = K;
        E.Copiable[K] = E.characteristics(Own[K]);
        E.Copiable[K].Controller = kNoPlayer; // CR 707.2: not copiable
      }
    }
    // CR 305.6: a land with a basic land type has its mana ability; added
    // once types are final, so layer 6 can still remove it.
    if (L == Layer::L4)
      addIntrinsicManaAbilities();
  }
  // Only printed lists and those something added to can be over capacity.
  for (ObjectId Id : E.AbilitiesAdded.ids())
    if (E.Text[Id].Abilities.overflowed())
      E.Problems.push_back("object " + std::to_string(Id) +
                           " has more abilities than an ability list holds");
  keepWhatAnyEffectReads();
}

LayerEngine::ObjectKey LayerPass::startingKey(const GameObject &O, bool &HasCounters,
                                               bool &KeywordCounters) {
  LayerEngine::ObjectKey Key;
  Key.Card = O.Card;
  Key.Ts = O.Ts;
  Key.In = O.In;
  Key.Controller = O.BaseController;
  HasCounters = KeywordCounters = false;
  // CR 122.2: counters do not survive a zone change.
  if (O.In == Zone::Battlefield &&
      (O.Count.PlusOne > 0 || O.Count.MinusOne > 0 || O.Count.NumKeywordKinds > 0)) {
    HasCounters = true;
    if (O.Count.PlusOne > 0) {
      Key.CounterKinds |= 1;
      Key.PlusOneTs = O.Count.PlusOneTs;
    }
    if (O.Count.MinusOne > 0) {
      Key.CounterKinds |= 2;
      Key.MinusOneTs = O.Count.MinusOneTs;
    }
    KeywordCounters = O.Count.NumKeywordKinds > 0;
  }
  return Key;
}

bool LayerPass::startFromPrintedValues() {
  int N = B.numObjects();
  bool Same = E.Starting.Valid && E.Starting.Keys.size() == static_cast<std::size_t>(N);
  E.Starting.Keys.resize(N);
  E.Core.resize(N); // grows only: no allocation in the steady state
  E.Text.resize(N);
  E.PrintedCard.resize(N, nullptr);
  E.PrintedIndex.resize(N, 0);
  E.CopiableIndex.resize(N);
  E.OwnCopiable.reset(N);
  E.AbilityDirty.reset(N);
  E.AbilitiesAdded.reset(N);
  // D156: the objects whose key can differ from the last pass's are those
  // the board gave out for writing since (its edit journal, D140), when it
  // still holds them all; else every object is looked at.
  std::array<ObjectId, Board::kEditJournal> Edited;
  std::size_t NEdited = 0;
  const bool Journal = Same && E.Starting.BoardIdentity == B.identity() &&
                       B.edited(E.Starting.EditSeq, [&](ObjectId Id) {
                         if (std::find(Edited.begin(), Edited.begin() + NEdited, Id) ==
                             Edited.begin() + NEdited)
                           Edited[NEdited++] = Id;
                       });
  E.Starting.BoardIdentity = B.identity();
  E.Starting.EditSeq = B.editSeq();
  // The arrays do not grow in the loops (only E.Printed may).
  const GameObject *Objects = B.objects().data();
  CoreCharacteristics *Core = E.Core.data();
  TextAndAbilities *Text = E.Text.data();
  const CardDef **PrintedCard = E.PrintedCard.data();
  std::uint32_t *PrintedIndex = E.PrintedIndex.data();
  LayerEngine::ObjectKey *Keys = E.Starting.Keys.data();
  // CR 613.1: every object starts from its printed characteristics.
  auto Start = [&](int Id, const GameObject &O) {
    const LayerEngine::PrintedValues &P = E.Printed[PrintedIndex[Id]];
    Core[Id] = P.Values.core();
    Core[Id].Controller = O.BaseController; // CR 110.2
    Text[Id].assign(P.Values.text());
    if (P.Flags & LayerEngine::kPrintedOverflow)
      noteAbilitiesAdded(static_cast<ObjectId>(Id));
  };
  auto ShowsCard = [&](int Id, const GameObject &O) {
    if (PrintedCard[Id] != O.Card) {
      PrintedIndex[Id] = printedIndex(*O.Card);
      PrintedCard[Id] = O.Card;
    }
  };
  if (!Journal) {
    // One sweep: what each object starts from, and its key.
    E.CounterIds.clear();
    E.FaceDownIds.clear();
    for (int Id = 0; Id < N; ++Id) {
      const GameObject &O = Objects[Id];
      ShowsCard(Id, O);
      Start(Id, O);
      if (O.FaceDown)
        E.FaceDownIds.push_back(static_cast<ObjectId>(Id));
      bool HasCounters, KeywordCounters;
      LayerEngine::ObjectKey Key = startingKey(O, HasCounters, KeywordCounters);
      if (HasCounters)
        E.CounterIds.push_back(static_cast<ObjectId>(Id));
      if (KeywordCounters)
        Same = false; // keyword counters are not in the key: gather again
      if (!(Keys[Id] == Key)) {
        Same = false;
        Keys[Id] = Key;
      }
    }
    return Same;
  }
  // Every object starts again; only the edited ones' keys, and their
  // places among the objects with counters or face down, are looked at.
  for (std::size_t K = 0; K < NEdited; ++K)
    ShowsCard(Edited[K], Objects[Edited[K]]);
  for (int Id = 0; Id < N; ++Id)
    Start(Id, Objects[Id]);
  auto Keep = [](std::vector<ObjectId> &Ids, ObjectId Id, bool In) {
    auto At = std::lower_bound(Ids.begin(), Ids.end(), Id); // in id order
    if (In && (At == Ids.end() || *At != Id))
      Ids.insert(At, Id);
    else if (!In && At != Ids.end() && *At == Id)
      Ids.erase(At);
  };
  for (std::size_t K = 0; K < NEdited; ++K) {
    ObjectId Id = Edited[K];
    const GameObject &O = Objects[Id];
    bool HasCounters, KeywordCounters;
    LayerEngine::ObjectKey Key = startingKey(O, HasCounters, KeywordCounters);
    Keep(E.CounterIds, Id, HasCounters);
    Keep(E.FaceDownIds, Id, O.FaceDown);
    if (!(Keys[Id] == Key)) {
      Same = false;
      Keys[Id] = Key;
    }
  }
  // Keyword counters are not in the key: gather again (as above).
  for (ObjectId Id : E.CounterIds)
    if (Objects[Id].Count.NumKeywordKinds > 0)
      Same = false;
  if constexpr (kAudit)
    checkStartingJournal();
  return Same;
}

void LayerPass::checkStartingJournal() {
  // Audit builds: what the journal left unlooked at is as a sweep of every
  // object finds it (an object written without Board::edit() would leave
  // a stale key, or a counter nobody gathers).
  // Compared as the sweep goes: no allocation (SteadyState runs audited).
  bool Stale = false;
  std::size_t NCounters = 0, NFaceDown = 0;
  auto Listed = [&](const auto &Ids, std::size_t &Next, ObjectId Id) {
    Stale |= Next >= Ids.size() || Ids[Next] != Id;
    ++Next;
  };
  for (int Id = 0; Id < B.numObjects(); ++Id) {
    const GameObject &O = B.objects()[Id];
    bool HasCounters, KeywordCounters;
    Stale |= !(startingKey(O, HasCounters, KeywordCounters) == E.Starting.Keys[Id]);
    if (HasCounters)
      Listed(E.CounterIds, NCounters, static_cast<ObjectId>(Id));
    if (O.FaceDown)
      Listed(E.FaceDownIds, NFaceDown, static_cast<ObjectId>(Id));
  }
  if (!Stale && NCounters == E.CounterIds.size() && NFaceDown == E.FaceDownIds.size())
    return;
  std::string Msg = "the starting keys the edit journal kept differ from the objects'";
  E.Problems.push_back(Msg);
  if (E.AuditFatal) {
    std::fprintf(stderr, "strata: %s\n", Msg.c_str());
    std::abort();
  }
}

bool LayerPass::sameCreatedEffects() {
  // Each created effect as the key records it (its address included: an
  // instance points to it).
  auto Same = [](const CreatedEffect &C, const LayerEngine::CreatedKey &K) {
    return K.Effect == &C && K.Descriptor == C.Effect && K.Source == C.Source &&
           K.Controller == C.Controller && K.Ts == C.Ts;
  };
  bool All = E.Starting.Created.size() == B.Effects.size();
  for (std::size_t I = 0; All && I < B.Effects.size(); ++I)
    All = Same(B.Effects[I], E.Starting.Created[I]);
  return All;
}

bool LayerPass::reuseStartingInstances() {
  // Vector assignment reuses the storage: no allocation.
  E.Instances = E.Starting.Instances;
  E.ByLayer = E.Starting.ByLayer;
  LayersPresent[0] = E.Starting.LayersPresent[0];
  LayersPresent[1] = E.Starting.LayersPresent[1];
  E.FirstStatic = E.Starting.FirstStatic;
  return true;
}

void LayerPass::rememberStartingInstances() {
  E.Starting.Created.clear();
  for (const CreatedEffect &C : B.Effects)
    E.Starting.Created.push_back({&C, C.Effect, C.Source, C.Controller, C.Ts});
  E.Starting.Instances = E.Instances;
  E.Starting.ByLayer = E.ByLayer;
  E.Starting.LayersPresent[0] = LayersPresent[0];
  E.Starting.LayersPresent[1] = LayersPresent[1];
  E.Starting.FirstStatic = E.FirstStatic;
  E.Starting.Valid = true;
}

std::uint32_t LayerPass::printedIndex(const CardDef &Card) {
  // Looked up only when an object shows another card than last pass.
  for (std::uint32_t I = 0; I < E.Printed.size(); ++I)
    if (E.Printed[I].Card == &Card)
      return I;
  LayerEngine::PrintedValues P;
  P.Card = &Card;
  P.Values = Card.printed();
  if (P.Values.Abilities.overflowed())
    P.Flags |= LayerEngine::kPrintedOverflow;
  for (const AbilityRef &A : P.Values.Abilities)
    if (A.Printer && !A.Intrinsic && A.Printer->ability(A.Index).Effect)
      P.Flags |= LayerEngine::kPrintedStaticEffect;
  E.Printed.push_back(P);
  return static_cast<std::uint32_t>(E.Printed.size() - 1);
}

void LayerPass::noteAbilitiesAdded(ObjectId Id) { E.AbilitiesAdded.add(Id); }

void LayerPass::addCreatedEffects() {
  for (const CreatedEffect &C : B.Effects) {
    EffectInstance &I = addInstance(EffectInstance::KindT::Created, C.Effect);
    I.Source = C.Source;
    I.Controller = C.Controller;
    I.Ts = C.Ts; // CR 613.7b
    I.Created = &C;
  }
}

void LayerPass::addCounterEffects(const GameObject &O) {
  // CR 613.4c / 122.1a: counters apply in 7c; CR 613.7c: each kind with
  // the timestamp of its latest counter.
  auto AddCounter = [&](EffectInstance::KindT K, Timestamp Ts, int Index) {
    EffectInstance &I = addInstance(K, nullptr);
    I.Source = O.Id;
    I.Controller = O.BaseController;
    I.Ts = Ts;
    I.KeywordIndex = static_cast<std::uint8_t>(Index);
  };
  if (O.Count.PlusOne > 0)
    AddCounter(EffectInstance::KindT::PlusOneCounters, O.Count.PlusOneTs, 0);
  if (O.Count.MinusOne > 0)
    AddCounter(EffectInstance::KindT::MinusOneCounters, O.Count.MinusOneTs, 0);
  // CR 613.1f / 122.1b: keyword counters apply in layer 6.
  for (int K = 0; K < O.Count.NumKeywordKinds; ++K)
    if (O.Count.Keywords[K].Count > 0)
      AddCounter(EffectInstance::KindT::KeywordCounters, O.Count.Keywords[K].Ts, K);
}

EffectInstance &LayerPass::addInstance(EffectInstance::KindT Kind,
                                       const EffectDescriptor *Effect) {
  EffectInstance &I = E.Instances.emplace_back();
  I.Kind = Kind;
  I.Effect = Effect;
  // Its effect's layers, or its counters' (CR 613.4c, 613.1f).
  I.Layers = visitKind(Kind, [&](auto R) { return decltype(R)::layers(Effect); });
  I.Cda = Effect && Effect->Cda;
  LayersPresent[I.Cda] |= I.Layers;
  auto Index = static_cast<std::uint32_t>(E.Instances.size() - 1);
  for (runtime::LayerMask M = I.Layers; M; M &= static_cast<runtime::LayerMask>(M - 1))
    E.ByLayer[__builtin_ctz(M)].push_back(Index);
  return I;
}


static bool hasPartAtOrAfter(const EffectDescriptor &D, Layer L) {
  return D.Layers >= layerBit(L);
}

void LayerPass::markCopiableChanged(ObjectId Id) { E.OwnCopiable.add(Id); }

void LayerPass::markAbilitiesDirty(ObjectId Id) {
  noteAbilitiesAdded(Id);
  if (!AllAbilitiesDirty)
    E.AbilityDirty.add(Id);
}

void LayerPass::collectStaticEffects(Layer L) {
  // CR 604.2 / 611.3b: a static ability's effect exists while its object
  // has the ability and is where it functions. Abilities can be gained in
  // earlier layers (copy effects in layer 1), so look again at each layer.
  if (AllAbilitiesDirty) {
    // The first look: every object has its printed abilities.
    for (ObjectId Id = 0; Id < B.numObjects(); ++Id)
      if (E.Printed[E.PrintedIndex[Id]].Flags & LayerEngine::kPrintedStaticEffect)
        collectStaticEffectsOf(Id, L);
    AllAbilitiesDirty = false;
    return;
  }
  // In id order, as a look at every object would add them: an instance's
  // index breaks timestamp ties (CR 613.7 leaves none in a real game).
  std::vector<ObjectId> &Dirty = E.AbilityDirty.ids();
  std::sort(Dirty.begin(), Dirty.end());
  for (ObjectId Id : Dirty)
    collectStaticEffectsOf(Id, L);
  E.AbilityDirty.clear();
}

void LayerPass::collectStaticEffectsOf(ObjectId Id, Layer L) {
  const GameObject &O = B.objects()[Id];
  for (const AbilityRef &A : E.Text[Id].Abilities) {
    if (!A.Printer || A.Intrinsic)
      continue;
    const AbilityDef &Def = A.Printer->ability(A.Index);
    if (!Def.Effect || !Def.functionsWhereObjectIs(O.In) || !hasPartAtOrAfter(*Def.Effect, L))
      continue;
    bool Known = false;
    for (std::uint32_t I = E.FirstStatic[Id]; I != UINT32_MAX && !Known;
         I = E.Instances[I].NextOfSource)
      Known = E.Instances[I].Ability.Printer == A.Printer &&
              E.Instances[I].Ability.Index == A.Index;
    if (Known)
      continue;
    auto Index = static_cast<std::uint32_t>(E.Instances.size());
    EffectInstance &I = addInstance(EffectInstance::KindT::Static, Def.Effect);
    I.Source = Id;
    I.Controller = E.Core[Id].Controller;
    // CR 613.7a: a static ability's effect has its object's timestamp,
    // or for a granted ability the later of that and the grant's.
    I.Ts = std::max<Timestamp>(O.Ts, A.GrantTs);
    I.Ability = A;
    I.NextOfSource = E.FirstStatic[Id];
    E.FirstStatic[Id] = Index;
  }
}

void LayerPass::applyFaceDown() {
  // CR 708.2a / 613.2b: a face-down permanent is a 2/2 creature with no
  // text, name, subtypes or mana cost (and so colorless, 105.2).
  for (ObjectId Id : E.FaceDownIds) {
    markCopiableChanged(Id); // it has no abilities: no new static effects
    CoreCharacteristics &C = E.Core[Id];
    PlayerId Controller = C.Controller;
    C = CoreCharacteristics();
    E.Text[Id] = TextAndAbilities();
    C.Card = B.objects()[Id].Card;
    C.HasName = false;
    C.Types = {CardType::Creature};
    C.HasPT = true;
    C.Power = C.Toughness = 2;
    C.Controller = Controller;
  }
}

void LayerPass::addIntrinsicManaAbilities() {
  for (ObjectId Id = 0, N = static_cast<ObjectId>(B.numObjects()); Id < N; ++Id)
    if (!addIntrinsicManaAbilitiesOf(Id))
      noteAbilitiesAdded(Id); // over capacity: reported at the end
}

} // namespace strata::layers
