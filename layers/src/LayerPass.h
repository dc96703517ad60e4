//===- LayerPass.h - One application of CR 613 to a board -----*- C++ -*-===//
///
/// \file
/// The state of one recomputation: which effects exist, in which layer
/// each applies, and the dependency order among them. Internal to layers/.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_LAYERS_LAYERPASS_H
#define STRATA_LAYERS_LAYERPASS_H

#include "strata/layers/LayerEngine.h"

namespace strata::layers {

class LayerPass {
public:
  LayerPass(LayerEngine &E, const runtime::Board &B, Trace *T)
      : E(E), B(B), T(T) {}
  void run();

private:
  // Setting up (LayerPass.cpp).
  void startFromPrintedValues();
  void addCreatedAndCounterEffects();
  void collectStaticEffects(runtime::Layer L);
  void applyFaceDown();
  void addIntrinsicManaAbilities();

  // Ordering within one layer (LayerOrder.cpp).
  void applyLayer(runtime::Layer L);
  void applyGroup(runtime::Layer L, bool Cdas);
  bool appliesIn(const EffectInstance &I, runtime::Layer L) const;
  void findDependencies(runtime::Layer L, std::uint64_t Changed, std::uint32_t Step);
  std::size_t chooseNext(OrderReason &Why);
  std::size_t chooseInLoop();

  // One effect (LayerApply.cpp).
  bool exists(const EffectInstance &I);
  void fixAffectedSet(EffectInstance &I, runtime::Layer L);
  void computeSet(const EffectInstance &I, bool Store, std::uint64_t *Hash);
  void applyPart(const EffectInstance &I, runtime::Layer L);
  EffectSignature signature(const EffectInstance &I, runtime::Layer L);
  bool mayWrite(const EffectInstance &I, runtime::ObjectId Id);
  bool isCandidate(const EffectInstance &A, const EffectInstance &B,
                   runtime::Layer L) const;
  bool dependsOn(std::uint32_t A, std::uint32_t B, runtime::Layer L,
                 const EffectSignature &Before, DependencyKind &Kind);
  /// OrderStats: one trial of \p A's dependency on \p B and its outcome.
  void countTrial(const EffectInstance &A, const EffectInstance &B,
                  runtime::Layer L, bool Depends);
  runtime::EffectContext context(const EffectInstance &I,
                                 runtime::ReadRecorder *R);
  runtime::CharacteristicSet writesIn(const EffectInstance &I, runtime::Layer L) const;
  runtime::CharacteristicSet readsIn(const EffectInstance &I, runtime::Layer L) const;
  const runtime::PartDescriptor *partIn(const EffectInstance &I,
                                        runtime::Layer L) const;
  std::string describe(const EffectInstance &I, runtime::Layer L) const;
  void record(const EffectInstance &I, runtime::Layer L, OrderReason Why);

  LayerEngine &E;
  const runtime::Board &B;
  Trace *T;
  /// Whether an application may have changed some object's abilities since
  /// static effects were last collected (only then can new ones exist).
  bool AbilitiesChanged = true;
  /// Dependencies found so far in this layer, per instance (trace only).
  std::vector<std::vector<Dependency>> Found;
};

} // namespace strata::layers

#endif
