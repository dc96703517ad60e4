//===- InstanceKinds.h - One record per kind of effect instance -*- C++ -*-===//
///
/// \file
/// What the pass does by kind of EffectInstance, one record per kind
/// (issue 28): STRATA_INSTANCE_KINDS (LayerEngine.h) lists each kind's
/// enumerator with its record below, and the enum, the names and every
/// dispatch by kind come from that list (visitKind()). A kind added to the
/// list without a record, or a record without what the pass asks of it,
/// does not compile. Internal to layers/.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_LAYERS_INSTANCEKINDS_H
#define STRATA_LAYERS_INSTANCEKINDS_H

#include "strata/layers/LayerEngine.h"
#include "strata/runtime/Board.h"

#include <string>
#include <string_view>

namespace strata::layers {

/// What an instance applies to.
enum class Affects : std::uint8_t {
  /// What its filter says where it begins (CR 611.3a), fixed then (613.6).
  ByFilter,
  /// The set locked as it was created (CR 611.2c).
  Locked,
  /// The object it is on (counters, CR 122.1, 613.4c).
  ItsObject,
};

/// A static ability's effect (CR 604.2, 611.3): exists while its source
/// has the ability; its set by its filter, its controller its source's.
struct StaticAbilityKind {
  static constexpr std::string_view Name = "static ability";
  static constexpr Affects Set = Affects::ByFilter;
  static constexpr bool FromAbility = true;
  static runtime::LayerMask layers(const runtime::EffectDescriptor *E) { return E->Layers; }
};

/// An effect a resolving spell or ability created (CR 611.2).
struct CreatedEffectKind {
  static constexpr std::string_view Name = "created effect";
  static constexpr Affects Set = Affects::Locked;
  static constexpr bool FromAbility = false;
  static runtime::LayerMask layers(const runtime::EffectDescriptor *E) { return E->Layers; }
};

/// Counters: no effect's parts; they apply to their own object, each kind
/// with the timestamp of its latest counter (CR 613.7c).
template <int Sign> struct PowerToughnessCountersKind {
  static constexpr std::string_view Name = Sign > 0 ? "+1/+1 counters" : "-1/-1 counters";
  static constexpr Affects Set = Affects::ItsObject;
  static constexpr bool FromAbility = false;
  /// CR 613.4c: layer 7c.
  static runtime::LayerMask layers(const runtime::EffectDescriptor *) {
    return runtime::layerBit(runtime::Layer::L7c);
  }
  static runtime::CharacteristicSet writes(const runtime::GameObject &, int) {
    return runtime::CharacteristicSet::parse("Power Toughness");
  }
  /// CR 122.1a.
  static void apply(runtime::CoreCharacteristics &C, runtime::TextAndAbilities &,
                    const runtime::GameObject &O, int) {
    int N = Sign > 0 ? O.Count.PlusOne : -O.Count.MinusOne;
    C.Power = runtime::clampPT(std::int64_t{C.Power} + N);
    C.Toughness = runtime::clampPT(std::int64_t{C.Toughness} + N);
  }
  static std::string describe(const runtime::GameObject &, int) { return std::string(Name); }
};
using PlusOneCountersKind = PowerToughnessCountersKind<+1>;
using MinusOneCountersKind = PowerToughnessCountersKind<-1>;

/// Keyword counters (CR 122.1b): their keyword, in layer 6 (613.1f), and
/// where the rules write the keyword as an ability object (exalted's
/// trigger, 702.83a), that ability, one instance per counter (113.2c),
/// from the keyword rules bound with the object's card
/// (CardDef::rulesAbility).
struct KeywordCountersKind {
  static constexpr std::string_view Name = "keyword counters";
  static constexpr Affects Set = Affects::ItsObject;
  static constexpr bool FromAbility = false;
  static runtime::LayerMask layers(const runtime::EffectDescriptor *) {
    return runtime::layerBit(runtime::Layer::L6);
  }
  static runtime::AbilityRef ability(const runtime::GameObject &O, int Index) {
    return O.Card ? O.Card->rulesAbility(O.Count.Keywords[Index].Kind) : runtime::AbilityRef{};
  }
  static runtime::CharacteristicSet writes(const runtime::GameObject &O, int Index) {
    runtime::CharacteristicSet W = runtime::CharacteristicSet::ofKeyword(O.Count.Keywords[Index].Kind);
    if (ability(O, Index).Printer) // as ObjectView::gainAbility writes
      W |= runtime::CharacteristicSet::parse("Ability.Other Ability.Gain");
    return W;
  }
  static void apply(runtime::CoreCharacteristics &C, runtime::TextAndAbilities &T,
                    const runtime::GameObject &O, int Index) {
    const auto &K = O.Count.Keywords[Index];
    C.Keywords.insert(K.Kind);
    if (runtime::AbilityRef A = ability(O, Index); A.Printer) {
      A.Instances = static_cast<std::uint8_t>(K.Count); // CR 113.2c
      A.GrantTs = K.Ts; // CR 613.7c: its latest counter's
      T.Abilities.add(A);
    }
  }
  static std::string describe(const runtime::GameObject &O, int Index) {
    return std::string(runtime::name(O.Count.Keywords[Index].Kind)) + " counter";
  }
};

/// Calls \p Fn with the record of kind \p K (a value of its type).
template <class F> decltype(auto) visitKind(EffectInstance::KindT K, F &&Fn) {
  switch (K) {
#define STRATA_KIND_CASE(Enumerator, Record)                                   \
  case EffectInstance::KindT::Enumerator:                                      \
    return Fn(Record{});
    STRATA_INSTANCE_KINDS(STRATA_KIND_CASE)
#undef STRATA_KIND_CASE
  }
  __builtin_unreachable();
}

/// What an instance of kind \p K applies to.
inline Affects affects(EffectInstance::KindT K) {
  return visitKind(K, [](auto R) { return decltype(R)::Set; });
}
/// Whether it runs an effect's parts (a static ability's or a created
/// effect), rather than being counters.
inline bool hasEffect(EffectInstance::KindT K) { return affects(K) != Affects::ItsObject; }
/// Whether it exists by its source's ability (CR 604.2).
inline bool fromAbility(EffectInstance::KindT K) {
  return visitKind(K, [](auto R) { return decltype(R)::FromAbility; });
}
inline std::string_view name(EffectInstance::KindT K) {
  return visitKind(K, [](auto R) { return decltype(R)::Name; });
}

} // namespace strata::layers

#endif
