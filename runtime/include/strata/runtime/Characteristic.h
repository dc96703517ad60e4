//===- Characteristic.h - What effects read and write ---------*- C++ -*-===//
///
/// \file
/// The fine-grained characteristics that stratac extracts from effect code
/// and that the layer engine intersects to find dependency candidates
/// (CR 613.8a). One bit each, so a candidate test is one AND. The names are
/// the words used in View annotations, the generated metadata, the JSON dump
/// and diagnostics; `X.*` names a whole group.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_RUNTIME_CHARACTERISTIC_H
#define STRATA_RUNTIME_CHARACTERISTIC_H

#include "strata/runtime/Vocabulary.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

namespace strata::runtime {

/// Names of the characteristic bits, in bit order.
inline constexpr std::array<std::string_view, 64> kCharacteristicNames = {
    "Name", "ManaCost",
    "Color.White", "Color.Blue", "Color.Black", "Color.Red", "Color.Green",
    "CardType.Artifact", "CardType.Battle", "CardType.Creature",
    "CardType.Enchantment", "CardType.Instant", "CardType.Kindred",
    "CardType.Land", "CardType.Planeswalker", "CardType.Sorcery",
    "Subtype.Creature", "Subtype.Land", "Subtype.Artifact",
    "Subtype.Enchantment",
    "Supertype.Basic", "Supertype.Legendary", "Supertype.Snow",
    "Supertype.World",
    "Keyword.Flying", "Keyword.FirstStrike", "Keyword.DoubleStrike",
    "Keyword.Deathtouch", "Keyword.Defender", "Keyword.Haste",
    "Keyword.Hexproof", "Keyword.Indestructible", "Keyword.Lifelink",
    "Keyword.Menace", "Keyword.Reach", "Keyword.Trample", "Keyword.Vigilance",
    "Keyword.Flash", "Keyword.Changeling", "Keyword.Enchant", "Keyword.Equip",
    "Keyword.Morph", "Keyword.Flashback", "Keyword.Plainswalk",
    "Keyword.Islandwalk", "Keyword.Swampwalk", "Keyword.Mountainwalk",
    "Keyword.Forestwalk",
    // Keywords that share a bit (D27): the five protections, and the rest
    // (Decayed, Exalted, Shadow). A shared bit only adds candidate pairs,
    // which the live 613.8a trial then confirms or rejects.
    "Keyword.Protection", "Keyword.Other",
    // Non-keyword abilities, and (for CR 305.7) which abilities come from
    // the rules text: a land-type-setting effect writes the latter only.
    // Ability.Gain: an ability is added (new static effects can exist);
    // removing abilities writes only the other two.
    "Ability.Other", "Ability.Text", "Ability.Gain",
    "Power", "Toughness", "Controller", "Owner", "Counters", "Zone",
    "Attachment", "FaceDown", "Text", "Copiable",
    // CR 110.5: status is not a characteristic, but effects read it
    // (Castle's "untapped creatures", Gaea's Liege "as long as it's
    // attacking"); only the game writes it: tapped and attacking.
    "Status"};

/// Names that stand for several characteristics at once: a write one
/// accessor makes, which a layer allows by this name alone (Layer.h), and
/// which 613.8a reads as a write of every characteristic it names.
/// FullText: CR 612.2's "full text" of a card (Volrath's Shapeshifter:
/// name, mana cost, color indicator, types, abilities, P/T and words),
/// written in layer 3 by ObjectView::haveFullText only.
inline constexpr std::array<std::pair<std::string_view, std::string_view>, 1>
    kCompoundCharacteristics = {{
        {"FullText", "Name ManaCost Color.* CardType.* Subtype.* Supertype.* Keyword.* "
                     "Ability.* Power Toughness Text"},
    }};

/// The characteristics compound name \p Word stands for, or empty.
constexpr std::string_view compoundCharacteristic(std::string_view Word) {
  for (const auto &[Name, Names] : kCompoundCharacteristics)
    if (Name == Word)
      return Names;
  return {};
}

/// A keyword's place in the `Keyword.*` group (its bits in enumerator order
/// up to Forestwalk, then the two shared bits).
constexpr unsigned characteristicSlot(Keyword K) {
  if (K <= Keyword::Forestwalk)
    return static_cast<unsigned>(K);
  unsigned Protection = static_cast<unsigned>(Keyword::Forestwalk) + 1;
  return isProtection(K) ? Protection : Protection + 1;
}

/// The bit name a word of the metadata stands for. stratac names a keyword
/// by the enumerator passed to `Keyword.$0` (`Keyword.ProtectionFromBlack`,
/// `Keyword.Prowess`); a keyword past Forestwalk has no bit of its own but
/// shares `Keyword.Protection` or `Keyword.Other` (D27), found from the
/// keyword list itself, so a new keyword needs no entry here. Any other
/// word is itself.
constexpr std::string_view characteristicAlias(std::string_view Word) {
  constexpr std::string_view Prefix = "Keyword.";
  if (Word.substr(0, Prefix.size()) != Prefix)
    return Word;
  std::size_t First = 0;
  while (kCharacteristicNames[First] != "Keyword.Flying")
    ++First;
  for (std::size_t I = 0; I < kKeywordEnumerators.size(); ++I)
    if (kKeywordEnumerators[I] == Word.substr(Prefix.size()))
      return kCharacteristicNames[First + characteristicSlot(static_cast<Keyword>(I))];
  return Word;
}

/// A set of characteristics: one 64-bit mask.
class CharacteristicSet {
public:
  constexpr CharacteristicSet() = default;
  static constexpr CharacteristicSet fromBits(std::uint64_t B) {
    CharacteristicSet S;
    S.Mask = B;
    return S;
  }
  /// Parses space-separated names; `X.*` adds the whole group. Unknown
  /// names fail constant evaluation, so generated metadata that names a
  /// characteristic the runtime lacks does not compile.
  static consteval CharacteristicSet parse(std::string_view Names) {
    CharacteristicSet S;
    while (!Names.empty()) {
      std::size_t Space = Names.find(' ');
      std::string_view Word = Names.substr(0, Space);
      Names = Space == std::string_view::npos ? std::string_view()
                                               : Names.substr(Space + 1);
      if (Word.empty())
        continue;
      S.Mask |= maskOf(Word);
    }
    return S;
  }
  /// Parses an accessor's annotation (ObjectView): like parse(), but
  /// `X.$N` (refined by the enumerator argument N) stands for its group
  /// `X.*`; refine() narrows it at run time.
  static consteval CharacteristicSet parseAccessor(std::string_view Names) {
    CharacteristicSet S;
    while (!Names.empty()) {
      std::size_t Space = Names.find(' ');
      std::string_view Word = Names.substr(0, Space);
      Names = Space == std::string_view::npos ? std::string_view()
                                               : Names.substr(Space + 1);
      if (Word.empty())
        continue;
      std::size_t Dollar = Word.find(".$");
      if (Dollar != std::string_view::npos) {
        S.Mask |= groupMask(Word.substr(0, Dollar + 1));
        continue;
      }
      S.Mask |= maskOf(Word);
    }
    return S;
  }
  /// The member \p Index (an enumerator's value) of a group whose bits are
  /// in enumerator order (`Color.*`, `CardType.*`, `Supertype.*`,
  /// `Keyword.*`): what `X.$0` names for that enumerator.
  constexpr CharacteristicSet refine(unsigned Index) const {
    return fromBits((Mask & (~Mask + 1)) << Index);
  }
  /// refine() for `Keyword.$0`: the keyword's bit, shared or not.
  constexpr CharacteristicSet refine(Keyword K) const {
    return refine(characteristicSlot(K));
  }
  /// The bit of keyword \p K.
  static constexpr CharacteristicSet ofKeyword(Keyword K);
  /// Like parse(), at run time; unknown names are ignored and reported
  /// through \p Unknown when given.
  static CharacteristicSet parseRuntime(std::string_view Names,
                                        std::string *Unknown = nullptr);

  constexpr bool intersects(CharacteristicSet O) const { return Mask & O.Mask; }
  constexpr bool contains(CharacteristicSet O) const {
    return (Mask & O.Mask) == O.Mask;
  }
  constexpr bool empty() const { return Mask == 0; }
  constexpr std::uint64_t bits() const { return Mask; }
  constexpr CharacteristicSet operator|(CharacteristicSet O) const {
    return fromBits(Mask | O.Mask);
  }
  constexpr CharacteristicSet operator&(CharacteristicSet O) const {
    return fromBits(Mask & O.Mask);
  }
  constexpr CharacteristicSet &operator|=(CharacteristicSet O) {
    Mask |= O.Mask;
    return *this;
  }
  friend constexpr bool operator==(CharacteristicSet, CharacteristicSet) = default;

  /// Space-separated names, with whole groups folded into `X.*`.
  std::string str() const;

private:
  /// Every name starting with \p Prefix (which keeps its '.').
  static constexpr std::uint64_t groupMask(std::string_view Prefix) {
    std::uint64_t M = 0;
    for (std::size_t I = 0; I < kCharacteristicNames.size(); ++I)
      if (kCharacteristicNames[I].substr(0, Prefix.size()) == Prefix)
        M |= std::uint64_t(1) << I;
    if (M == 0)
      throw "unknown characteristic group"; // not a constant expression
    return M;
  }
  static constexpr std::uint64_t maskOf(std::string_view Word) {
    if (Word.size() > 2 && Word.substr(Word.size() - 2) == ".*")
      return groupMask(Word.substr(0, Word.size() - 1)); // keeps '.'
    if (std::string_view Names = compoundCharacteristic(Word); !Names.empty()) {
      std::uint64_t M = 0;
      while (!Names.empty()) {
        std::size_t Space = Names.find(' ');
        M |= maskOf(Names.substr(0, Space));
        Names = Space == std::string_view::npos ? std::string_view() : Names.substr(Space + 1);
      }
      return M;
    }
    Word = characteristicAlias(Word);

    for (std::size_t I = 0; I < kCharacteristicNames.size(); ++I)
      if (kCharacteristicNames[I] == Word)
        return std::uint64_t(1) << I;
    throw "unknown characteristic"; // not a constant expression
  }
  std::uint64_t Mask = 0;
};

constexpr CharacteristicSet CharacteristicSet::ofKeyword(Keyword K) {
  return parse("Keyword.*").refine(K);
}

static_assert(kCharacteristicNames.size() <= 64, "one 64-bit mask");

} // namespace strata::runtime

#endif
