//===- Characteristics.h - An object's characteristics --------*- C++ -*-===//
///
/// \file
/// The characteristics of CR 109.3 (plus controller, which layer 2 sets) as
/// compact, trivially copyable values, in two parts: the core that filters
/// read (one cache line) and the rules text's words and abilities. The layer
/// engine keeps each part in its own reused array (D19), so a recomputation
/// copies and edits values and never allocates.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_RUNTIME_CHARACTERISTICS_H
#define STRATA_RUNTIME_CHARACTERISTICS_H

#include "strata/runtime/Annotate.h"
#include "strata/runtime/ManaCost.h"
#include "strata/runtime/Vocabulary.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace strata::runtime {

struct CardDef;

/// One non-keyword ability an object has: the ability \p Index of the card
/// \p Printer printed (its label follows that card even when granted), or an
/// intrinsic mana ability of a basic land type (CR 305.6).
struct AbilityRef {
  const CardDef *Printer = nullptr;
  std::uint8_t Index = 0;
  /// The ability comes from the object's rules text (as opposed to being
  /// granted by an effect): CR 305.7 removes only those.
  bool FromText = false;
  /// A basic land type's mana ability; Index is the land type's offset
  /// from Plains.
  bool Intrinsic = false;
  /// CR 113.2c: how many instances of the ability this entry stands for:
  /// one, except keyword counters' (122.1b), each counter an instance of
  /// its own (N exalted counters trigger N times, 702.83b).
  std::uint8_t Instances = 1;
  /// CR 613.7a: for an ability granted by an effect, that effect's
  /// timestamp (a static ability's effect takes the later of it and its
  /// object's).
  std::uint32_t GrantTs = 0;
  friend constexpr bool operator==(const AbilityRef &, const AbilityRef &) = default;
};
static_assert(sizeof(AbilityRef) == 16, "ten to an object's rules text: keep it small");

/// A fixed-capacity list of abilities. Capacity covers every card of the
/// pool with room for granted abilities; overflow is reported, never
/// silently dropped (see overflowed()).
class AbilityList {
public:
  static constexpr int kCapacity = 10;
  /// CR 113.2c: each grant is an instance of its own (two Sublime
  /// Archangels give a creature exalted twice, 702.83b), so an entry is the
  /// same only with the same grant timestamp; the same effect granting it
  /// again adds nothing.
  constexpr bool add(AbilityRef A) {
    for (int I = 0; I < Count; ++I)
      if (Items[I].Printer == A.Printer && Items[I].Index == A.Index &&
          Items[I].Intrinsic == A.Intrinsic && Items[I].GrantTs == A.GrantTs)
        return true;
    if (Count == kCapacity) {
      Overflow = true;
      return false;
    }
    Items[Count++] = A;
    return true;
  }
  constexpr bool contains(const AbilityRef &A) const {
    for (int I = 0; I < Count; ++I)
      if (Items[I].Printer == A.Printer && Items[I].Index == A.Index &&
          Items[I].Intrinsic == A.Intrinsic)
        return true;
    return false;
  }
  /// Removes the entries \p Pred selects, keeping the order of the others.
  template <class P> constexpr void removeIf(P &&Pred) {
    int Out = 0;
    for (int I = 0; I < Count; ++I)
      if (!Pred(Items[I]))
        Items[Out++] = Items[I];
    Count = static_cast<std::uint8_t>(Out);
  }
  constexpr void clear() { Count = 0; }
  constexpr int size() const { return Count; }
  constexpr bool empty() const { return Count == 0; }
  constexpr bool overflowed() const { return Overflow; }
  constexpr const AbilityRef *begin() const { return Items.data(); }
  constexpr const AbilityRef *end() const { return Items.data() + Count; }
  /// The same abilities as \p O, copying only the slots in use.
  constexpr void assign(const AbilityList &O) {
    for (int I = 0; I < O.Count; ++I)
      Items[I] = O.Items[I];
    Count = O.Count;
    Overflow = O.Overflow;
  }
  /// The same abilities in the same order (unused slots hold nothing).
  friend constexpr bool operator==(const AbilityList &A, const AbilityList &B) {
    if (A.Count != B.Count || A.Overflow != B.Overflow)
      return false;
    for (int I = 0; I < A.Count; ++I)
      if (!(A.Items[I] == B.Items[I]))
        return false;
    return true;
  }

private:
  // The count first: a list with few abilities is read and copied without
  // touching the cache lines of its unused slots.
  std::uint8_t Count = 0;
  bool Overflow = false;
  std::array<AbilityRef, kCapacity> Items{};
};

/// The words of an object's rules text that text-changing effects can
/// replace (CR 612.2): colors, basic land types, creature types. Abilities
/// read them through the source's view, so a changed word changes what the
/// ability does.
struct TextWord {
  enum class KindT : std::uint8_t { Color, LandType, CreatureType } Kind{};
  std::uint8_t Value = 0; ///< A Color or a Subtype, by Kind.
  friend constexpr bool operator==(const TextWord &, const TextWord &) = default;
};

struct TextWords {
  static constexpr int kCapacity = 4;
  std::array<TextWord, kCapacity> Words{};
  std::uint8_t Count = 0;
  friend constexpr bool operator==(const TextWords &, const TextWords &) = default;
};

/// Power and toughness are exact within +-kMaxPT; beyond, a sum is held at
/// the bound rather than wrapping (no game reaches it: counts are refused
/// far below, docs/scenarios.md).
inline constexpr std::int64_t kMaxPT = 1'000'000'000;
constexpr std::int32_t clampPT(std::int64_t V) {
  return static_cast<std::int32_t>(V < -kMaxPT ? -kMaxPT : V > kMaxPT ? kMaxPT : V);
}

/// The part of an object's characteristics that filters and most effects
/// read: name (through its card), mana cost, types, colors, keywords, P/T
/// and controller. 64 bytes, one cache line: the layer engine keeps these
/// for every object in one dense array, apart from the rules text, so a
/// pass over many objects touches one line per object (D19); aligned, so
/// no record straddles two.
struct STRATA_STORAGE alignas(64) CoreCharacteristics {
  // Largest alignment first, so the 64 bytes hold everything unpadded.
  const CardDef *Card = nullptr; ///< Whose name and rules text it has.
  SubtypeSet Subtypes;
  KeywordSet Keywords;
  KeywordSet TextKeywords; ///< The keywords that come from rules text.
  std::int32_t Power = 0; ///< 32 bits: exact for any count a game reaches (clampPT)
  std::int32_t Toughness = 0;
  CardTypeSet Types;
  ManaCost Cost;
  ColorSet Colors;
  SupertypeSet Supertypes;
  PlayerId Controller = kNoPlayer;
  bool HasPT = false;   ///< Printed or defined P/T (CR 208.3: creatures only count).
  bool HasName = true;  ///< False when face down (CR 708.2).
  friend constexpr bool operator==(const CoreCharacteristics &,
                                   const CoreCharacteristics &) = default;
};

/// The rest: the words of its rules text and its non-keyword abilities.
/// Read by few effects (text changes, ability removal) and by the engine
/// when it looks for static abilities.
struct STRATA_STORAGE TextAndAbilities {
  TextWords Words;
  AbilityList Abilities; ///< Non-keyword abilities; last (see assign()).
  friend constexpr bool operator==(const TextAndAbilities &,
                                   const TextAndAbilities &) = default;

  /// `*this = From`, without copying unused ability slots: what each
  /// recomputation does for every object.
  void assign(const TextAndAbilities &From) {
    Words = From.Words;
    Abilities.assign(From.Abilities);
  }
};

/// An object's characteristics (CR 109.3) and controller, as one value:
/// printed values, copiable values, what a trace shows. The layer engine
/// stores the two parts in separate arrays.
struct Characteristics : CoreCharacteristics, TextAndAbilities {
  friend constexpr bool operator==(const Characteristics &, const Characteristics &) = default;

  CoreCharacteristics &core() { return *this; }
  const CoreCharacteristics &core() const { return *this; }
  TextAndAbilities &text() { return *this; }
  const TextAndAbilities &text() const { return *this; }
  /// The value whose parts are \p C and \p T.
  static Characteristics of(const CoreCharacteristics &C, const TextAndAbilities &T) {
    return Characteristics{C, T};
  }
};

// One cache line, aligned to one (D19, D52: a record of 56 bytes straddling
// lines made the layer pass 1.6x slower), while the keywords fit 64 bits; a
// KeywordSet grows with the keyword list, and from 65 keywords this is where
// to decide.
static_assert(sizeof(CoreCharacteristics) == 64 || KeywordSet::kSize > 64,
              "one cache line per object (D19)");
static_assert(std::is_trivially_copyable_v<Characteristics>,
              "copied on every recomputation; must stay a plain value");

} // namespace strata::runtime

#endif
