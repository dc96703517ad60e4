//===- LayerPass.h - One application of CR 613 to a board -----*- C++ -*-===//
///
/// \file
/// The state of one recomputation: which effects exist, in which layer
/// each applies, and the dependency order among them. Internal to layers/.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_LAYERS_LAYERPASS_H
#define STRATA_LAYERS_LAYERPASS_H

#include "InstanceKinds.h"
#include "strata/layers/LayerEngine.h"

namespace strata::layers {

/// A static effect exists while its source has the ability (CR 604.2):
/// anything that removes abilities can end it.
inline constexpr runtime::CharacteristicSet kExistenceReads =
    runtime::CharacteristicSet::parse("Ability.Other Ability.Text");

/// CR 707.2: becoming a copy overwrites every copiable value. The metadata
/// names that write `Copiable`; for dependency candidates (613.8a) it is a
/// write of all of them.
inline runtime::CharacteristicSet withCopiableValues(runtime::CharacteristicSet W) {
  constexpr auto kCopiable = runtime::CharacteristicSet::parse("Copiable");
  constexpr auto kCopiableValues = runtime::CharacteristicSet::parse(
      "Name ManaCost Color.* CardType.* Subtype.* Supertype.* Keyword.* "
      "Ability.Other Ability.Text Ability.Gain Power Toughness Text");
  return W.intersects(kCopiable) ? W | kCopiableValues : W;
}

/// Calls \p F with each object the (fixed or locked) set holds.
template <class F>
inline void forEachAffected(const EffectInstance &I,
                            const IdPool &Pool, F &&Fn) {
  switch (affects(I.Kind)) {
  case Affects::Locked:
    for (runtime::ObjectId Id : I.Created->Locked)
      Fn(Id);
    return;
  case Affects::ByFilter:
    for (std::uint32_t K = 0; K < I.SetSize; ++K)
      Fn(Pool[I.SetBegin + K]);
    return;
  case Affects::ItsObject:
    Fn(I.Source);
    return;
  }
}

class LayerPass {
public:
  LayerPass(LayerEngine &E, const runtime::Board &B, Trace *T)
      : E(E), B(B), T(T) {
    ++E.Generation; // its results may change from here
  }
  void run();
  /// A local update (LayerUpdate.cpp): \p Id's power and toughness again
  /// from its values before layer 7c, through the applications of the
  /// last full pass in 7c and 7d, with its counters as they are now.
  void redoPowerToughness(runtime::ObjectId Id);
  /// D120: the objects of E.Local.Reach through every layer again, with
  /// the pass's order of applications (\p Ended left out, \p Began put at
  /// its timestamp); false where that order or a read of an object outside
  /// the reach might not hold (the caller then makes a full pass).
  bool replayReach(std::uint32_t Began, std::uint32_t Ended);

private:
  // Setting up (LayerPass.cpp).
  /// Starts every object from its printed values; returns whether every
  /// object's ObjectKey is as the last pass recorded it.
  bool startFromPrintedValues();
  /// \p O's ObjectKey; whether it has counters (on the battlefield), and
  /// keyword counters, which the key does not hold.
  /// Audit builds: the journal's shortcut against a sweep of every object.
  void checkStartingJournal();
  static LayerEngine::ObjectKey startingKey(const runtime::GameObject &O, bool &HasCounters,
                                            bool &KeywordCounters);
  bool sameCreatedEffects();
  bool reuseStartingInstances();
  void rememberStartingInstances();
  /// \p Card's entry in E.Printed, made the first time.
  std::uint32_t printedIndex(const runtime::CardDef &Card);
  void noteAbilitiesAdded(runtime::ObjectId Id);
  void addCreatedEffects();
  void addCounterEffects(const runtime::GameObject &O);
  void collectStaticEffects(runtime::Layer L);
  void collectStaticEffectsOf(runtime::ObjectId Id, runtime::Layer L);
  /// A new instance at the end of E.Instances, filed under its layers.
  EffectInstance &addInstance(EffectInstance::KindT Kind,
                              const runtime::EffectDescriptor *Effect);
  void applyFaceDown();
  /// CR 305.6: each land's mana abilities of its basic land types, once
  /// types are final; false if its ability list had no room.
  void addIntrinsicManaAbilities();
  bool addIntrinsicManaAbilitiesOf(runtime::ObjectId Id) {
    const runtime::CoreCharacteristics &C = E.Core[Id];
    // One mask for the five types: most objects have none.
    unsigned Basic =
        C.Types.contains(runtime::CardType::Land) ? C.Subtypes.basicLandTypes() : 0u;
    bool Fits = true;
    for (; Basic; Basic &= Basic - 1)
      Fits &= E.Text[Id].Abilities.add({nullptr, static_cast<std::uint8_t>(__builtin_ctz(Basic)),
                                        /*FromText=*/false, /*Intrinsic=*/true});
    return Fits;
  }
  /// What a local update starts from (LayerUpdate.cpp).
  void keepPowerToughnessBefore7c();
  void noteApplied(std::uint32_t I, runtime::Layer L);
  void keepWhatAnyEffectReads();
  /// Whether \p Id is in \p I's fixed or locked set (as the last pass
  /// stored it, with the memberships updates changed since).
  bool inSet(const EffectInstance &I, runtime::ObjectId Id) const;
  /// Whether \p Writes, applied on trial to \p Id in layer \p L, could
  /// change what another effect of \p L reads (CR 613.8a).
  bool trialCouldMatter(std::uint64_t Writes, runtime::Layer L, bool Cda,
                        std::uint32_t Self, runtime::ObjectId Id) const;

  // Ordering within one layer (LayerOrder.cpp).
  void applyLayer(runtime::Layer L);
  void applyGroup(runtime::Layer L, bool Cdas);
  void findDependencies(runtime::Layer L, std::uint64_t Changed);
  std::uint32_t chooseNext(std::size_t &Front, OrderReason &Why);
  std::size_t chooseInLoop();

  // One effect (LayerApply.cpp).
  /// Whether \p I's source still has its ability (CR 604.2, 613.6); an
  /// effect whose ability is gone before it begins never applies.
  bool abilityPresent(const EffectInstance &I);
  /// Whether \p I's condition ("as long as ...") holds now.
  bool conditionHolds(const EffectInstance &I);
  /// Both: \p I would apply if applied now (what 613.8a's "changes whether
  /// it exists" compares).
  bool exists(const EffectInstance &I);
  void fixAffectedSet(EffectInstance &I, runtime::Layer L);
  void computeSet(const EffectInstance &I, bool Store, std::uint64_t *Hash);
  void applyPart(const EffectInstance &I, runtime::Layer L);
  /// Applies \p I's part to one object of its set (a trial).
  void applyPartTo(const EffectInstance &I, runtime::Layer L, runtime::ObjectId Id);
  void applyCounters(const EffectInstance &I);
  EffectSignature signature(const EffectInstance &I, runtime::Layer L);
  bool mayWrite(const EffectInstance &I, runtime::ObjectId Id);
  bool isCandidate(const EffectInstance &A, const EffectInstance &B,
                   runtime::Layer L) const;
  bool dependsOn(std::uint32_t A, std::uint32_t B, runtime::Layer L,
                 const EffectSignature &Before, DependencyKind &Kind);
  bool existenceDependsOn(std::uint32_t A, std::uint32_t B, runtime::Layer L,
                          DependencyKind &Kind);
  bool readsOwnWrites(const EffectInstance &I, runtime::Layer L) const;
  /// Trace: \p A waits for \p B (listed once).
  void noteDependency(std::uint32_t A, std::uint32_t B, runtime::Layer L,
                      DependencyKind Kind);
  /// OrderStats: one trial of \p A's dependency on \p B and its outcome.
  void countTrial(const EffectInstance &A, const EffectInstance &B,
                  runtime::Layer L, bool Depends);
  runtime::EffectContext context(const EffectInstance &I,
                                 runtime::ReadRecorder *R);
  /// The view of object \p Id in the engine's arrays.
  runtime::ObjectView view(runtime::ObjectId Id, runtime::ReadRecorder *R = nullptr,
                           std::uint32_t GrantTs = 0);
  /// Puts back what a trial changed.
  void restore(runtime::ObjectId Id, const runtime::CoreCharacteristics &Core,
               const runtime::TextAndAbilities &Text);
  runtime::CharacteristicSet writesIn(const EffectInstance &I, runtime::Layer L) const;
  runtime::CharacteristicSet readsIn(const EffectInstance &I, runtime::Layer L) const;
  const runtime::PartDescriptor *partIn(const EffectInstance &I,
                                        runtime::Layer L) const;
  std::string describe(const EffectInstance &I, runtime::Layer L) const;
  void record(const EffectInstance &I, runtime::Layer L, OrderReason Why);

  LayerEngine &E;
  const runtime::Board &B;
  Trace *T;
  /// Whether every object's abilities are to be looked at for static
  /// effects (the first time); otherwise only those of the objects in
  /// E.AbilityDirty, which an application may have given abilities since
  /// the last look (only they can have new ones).
  bool AllAbilitiesDirty = true;
  /// This group: an effect was chosen ahead of an earlier one (D120).
  bool OutOfOrder = false;
  void markAbilitiesDirty(runtime::ObjectId Id);
  /// Layer 1 may have changed \p Id's copiable values (CR 613.2c).
  void markCopiableChanged(runtime::ObjectId Id);
  /// The layers some effect applies in: [0] non-CDAs, [1] CDAs.
  runtime::LayerMask LayersPresent[2] = {0, 0};

  /// Dependencies found so far in this layer, per instance (trace only).
  std::vector<std::vector<Dependency>> Found;
};

} // namespace strata::layers

#endif
