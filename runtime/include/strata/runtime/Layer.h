//===- Layer.h - CR 613.1 layers and sublayers ----------------*- C++ -*-===//
///
/// \file
/// The layers and sublayers of CR 613.1, 613.2 and 613.4, in application
/// order. Each enumerator tells stratac (docs/generator-protocol.md) which
/// characteristics an effect part declared in it may write: that is layer
/// discipline, checked at build time.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_RUNTIME_LAYER_H
#define STRATA_RUNTIME_LAYER_H

#include "strata/runtime/Annotate.h"

#include <array>
#include <cstdint>
#include <string_view>

namespace strata::runtime {

// Copy effects (CR 707.2) set every copiable value, and with them the
// abilities and colors that follow from the copied text (707.2a).
#define STRATA_COPIABLE_WRITES                                                 \
  "Copiable Name ManaCost Color.* CardType.* Subtype.* Supertype.* "          \
  "Keyword.* Ability.* Power Toughness Text"

/// Keywords whose text holds a word a text change replaces (CR 612.2:
/// "protection from black", "swampwalk"): layer 3 rewrites them.
#define STRATA_WORDED_KEYWORDS                                                 \
  "Keyword.Protection Keyword.Plainswalk Keyword.Islandwalk "                  \
  "Keyword.Swampwalk Keyword.Mountainwalk Keyword.Forestwalk"

/// CR 613.1: the layers, with layer 1 and 7 split into their sublayers.
enum class Layer : std::uint8_t {
  /// CR 613.2a: copiable effects (copy effects, 707).
  L1a STRATA_ANNOTATE("strata.layer L1a rule=613.2a writes " STRATA_COPIABLE_WRITES),
  /// CR 613.2b: face-down characteristics (708.2).
  L1b STRATA_ANNOTATE("strata.layer L1b rule=613.2b writes " STRATA_COPIABLE_WRITES " FaceDown"),
  /// CR 613.1b: control-changing effects.
  L2 STRATA_ANNOTATE("strata.layer L2 rule=613.1b writes Controller"),
  /// CR 613.1c: text-changing effects (612): words, and a card's full text
  /// (FullText, Characteristic.h: ObjectView::haveFullText alone writes it).
  L3 STRATA_ANNOTATE("strata.layer L3 rule=613.1c writes Text FullText " STRATA_WORDED_KEYWORDS),
  /// CR 613.1d: type-changing effects. Setting a land's basic land type
  /// also removes its rules-text abilities (305.7): Ability.Text.
  L4 STRATA_ANNOTATE("strata.layer L4 rule=613.1d writes CardType.* Subtype.* Supertype.* Ability.Text"),
  /// CR 613.1e: color-changing effects.
  L5 STRATA_ANNOTATE("strata.layer L5 rule=613.1e writes Color.*"),
  /// CR 613.1f: ability-adding and ability-removing effects.
  L6 STRATA_ANNOTATE("strata.layer L6 rule=613.1f writes Keyword.* Ability.*"),
  /// CR 613.4a: P/T-defining characteristic-defining abilities.
  L7a STRATA_ANNOTATE("strata.layer L7a rule=613.4a writes Power Toughness"),
  /// CR 613.4b: effects that set base power and/or toughness.
  L7b STRATA_ANNOTATE("strata.layer L7b rule=613.4b writes Power Toughness"),
  /// CR 613.4c: effects and counters that modify P/T without setting it.
  L7c STRATA_ANNOTATE("strata.layer L7c rule=613.4c writes Power Toughness"),
  /// CR 613.4d: effects that switch power and toughness.
  L7d STRATA_ANNOTATE("strata.layer L7d rule=613.4d writes Power Toughness"),
};

#undef STRATA_COPIABLE_WRITES

inline constexpr int kLayerCount = 11;
inline constexpr std::array<std::string_view, kLayerCount> kLayerNames = {
    "1a", "1b", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d"};

/// Every layer and sublayer, in the order CR 613.1 applies them.
inline constexpr std::array<Layer, kLayerCount> kAllLayers = [] {
  std::array<Layer, kLayerCount> A{};
  for (int I = 0; I < kLayerCount; ++I)
    A[I] = static_cast<Layer>(I);
  return A;
}();

constexpr std::string_view name(Layer L) {
  return kLayerNames[static_cast<int>(L)];
}

/// A set of layers as bits (bit L: layer L).
using LayerMask = std::uint16_t;
constexpr LayerMask layerBit(Layer L) {
  return static_cast<LayerMask>(1u << static_cast<unsigned>(L));
}

/// CR 613.3: in layers 2-6 characteristic-defining abilities apply first;
/// 7a holds only them.
constexpr bool appliesCdasFirst(Layer L) {
  return L >= Layer::L2 && L <= Layer::L6;
}

} // namespace strata::runtime

#endif
