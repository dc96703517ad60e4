//===- Vocabulary.h - Colors, types, subtypes, keywords -------*- C++ -*-===//
///
/// \file
/// The words of the type line and of keyword abilities, as small enums with
/// bit sets over them, so characteristics stay compact value types (no heap).
/// Each enum has a parallel name table used for printing and for parsing
/// scenario words case-insensitively.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_RUNTIME_VOCABULARY_H
#define STRATA_RUNTIME_VOCABULARY_H

#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string_view>
#include <type_traits>

namespace strata::runtime {

/// CR 105.1: the five colors.
enum class Color : std::uint8_t { White, Blue, Black, Red, Green };
inline constexpr std::array<std::string_view, 5> kColorNames = {
    "White", "Blue", "Black", "Red", "Green"};

/// CR 300.1 / 205.2a: card types.
enum class CardType : std::uint8_t {
  Artifact, Battle, Creature, Enchantment, Instant, Kindred, Land,
  Planeswalker, Sorcery
};
inline constexpr std::array<std::string_view, 9> kCardTypeNames = {
    "Artifact", "Battle",   "Creature",     "Enchantment", "Instant",
    "Kindred",  "Land",     "Planeswalker", "Sorcery"};

/// CR 205.4a: supertypes.
enum class Supertype : std::uint8_t { Basic, Legendary, Snow, World };
inline constexpr std::array<std::string_view, 4> kSupertypeNames = {
    "Basic", "Legendary", "Snow", "World"};

/// CR 205.3: subtypes, each correlated with one card type (205.3c). One
/// record per subtype: X(Name, Kind); the enum, kSubtypeNames and
/// subtypeKind() come from this list. Creature types (205.3m) first, then
/// land types (205.3i; the five basic land types first), artifact types
/// (205.3g) and enchantment types (205.3h).
#define STRATA_SUBTYPES(X) \
    X(Angel, Creature) X(Bear, Creature) X(Berserker, Creature) \
    X(Cat, Creature) X(Construct, Creature) X(Demon, Creature) \
    X(Dog, Creature) X(Dragon, Creature) X(Druid, Creature) \
    X(Dryad, Creature) X(Elemental, Creature) X(Elf, Creature) \
    X(Frog, Creature) X(Giant, Creature) X(Goblin, Creature) \
    X(Golem, Creature) X(Horse, Creature) X(Human, Creature) \
    X(Illusion, Creature) X(Incarnation, Creature) X(Insect, Creature) \
    X(Lhurgoyf, Creature) X(Merfolk, Creature) X(Nightmare, Creature) \
    X(Ogre, Creature) X(Saproling, Creature) X(Scarecrow, Creature) \
    X(Shapeshifter, Creature) X(Thopter, Creature) X(Treefolk, Creature) \
    X(Wall, Creature) X(Wizard, Creature) X(Zombie, Creature) \
    X(Advisor, Creature) X(Artificer, Creature) X(Assassin, Creature) \
    X(Avatar, Creature) X(Beast, Creature) X(Bird, Creature) \
    X(Cleric, Creature) X(Crab, Creature) X(Devil, Creature) \
    X(Dinosaur, Creature) X(Dwarf, Creature) X(Faerie, Creature) \
    X(Fish, Creature) X(Fungus, Creature) X(Horror, Creature) \
    X(Hydra, Creature) X(Imp, Creature) X(Kithkin, Creature) \
    X(Knight, Creature) X(Kor, Creature) X(Kraken, Creature) \
    X(Leviathan, Creature) X(Minotaur, Creature) X(Monk, Creature) \
    X(Noble, Creature) X(Ooze, Creature) X(Orc, Creature) \
    X(Phoenix, Creature) X(Pirate, Creature) X(Rat, Creature) \
    X(Rogue, Creature) X(Scout, Creature) X(Serpent, Creature) \
    X(Shaman, Creature) X(Sheep, Creature) X(Skeleton, Creature) \
    X(Sliver, Creature) X(Snake, Creature) X(Soldier, Creature) \
    X(Sphinx, Creature) X(Spider, Creature) X(Spirit, Creature) \
    X(Squirrel, Creature) X(Troll, Creature) X(Vampire, Creature) \
    X(Warrior, Creature) X(Wolf, Creature) X(Ape, Creature) \
    X(Archon, Creature) X(Crocodile, Creature) X(Ally, Creature) \
    X(Halfling, Creature) X(Citizen, Creature) \
    X(Wurm, Creature) X(Phyrexian, Creature) X(Praetor, Creature) X(Ouphe, Creature) \
    X(Plains, Land) X(Island, Land) X(Swamp, Land) X(Mountain, Land) \
    X(Forest, Land) X(Desert, Land) X(Gate, Land) X(Locus, Land) \
    X(Clue, Artifact) X(Equipment, Artifact) X(Food, Artifact) \
    X(Fortification, Artifact) X(Treasure, Artifact) X(Vehicle, Artifact) \
    X(Aura, Enchantment) X(Background, Enchantment) X(Curse, Enchantment) \
    X(Saga, Enchantment) X(Shrine, Enchantment)

/// Which card type a subtype belongs to (CR 205.3c).
enum class SubtypeKind : std::uint8_t { Creature, Land, Artifact, Enchantment };

enum class Subtype : std::uint8_t {
#define STRATA_SUBTYPE_ENUM(Name, Kind) Name,
  STRATA_SUBTYPES(STRATA_SUBTYPE_ENUM)
#undef STRATA_SUBTYPE_ENUM
};
inline constexpr std::array kSubtypeNames = {
#define STRATA_SUBTYPE_NAME(Name, Kind) std::string_view(#Name),
    STRATA_SUBTYPES(STRATA_SUBTYPE_NAME)
#undef STRATA_SUBTYPE_NAME
};
inline constexpr std::array kSubtypeKinds = {
#define STRATA_SUBTYPE_KIND(Name, Kind) SubtypeKind::Kind,
    STRATA_SUBTYPES(STRATA_SUBTYPE_KIND)
#undef STRATA_SUBTYPE_KIND
};

constexpr SubtypeKind subtypeKind(Subtype S) {
  return kSubtypeKinds[static_cast<std::size_t>(S)];
}
/// The code that walks "every creature type" stops at Plains: each kind's
/// subtypes are one run, in SubtypeKind order.
constexpr bool subtypesGroupedByKind() {
  for (std::size_t I = 1; I < kSubtypeKinds.size(); ++I)
    if (kSubtypeKinds[I] < kSubtypeKinds[I - 1])
      return false;
  return kSubtypeNames[static_cast<std::size_t>(Subtype::Plains)] == "Plains" &&
         kSubtypeKinds[static_cast<std::size_t>(Subtype::Plains) - 1] == SubtypeKind::Creature;
}
static_assert(subtypesGroupedByKind(), "STRATA_SUBTYPES lists each kind's subtypes together");

/// CR 205.3i: the five basic land types, in WUBRG order.
inline constexpr std::array<Subtype, 5> kBasicLandTypes = {
    Subtype::Plains, Subtype::Island, Subtype::Swamp, Subtype::Mountain,
    Subtype::Forest};

static_assert(
    [] {
      for (unsigned K = 0; K < kBasicLandTypes.size(); ++K)
        if (static_cast<unsigned>(kBasicLandTypes[K]) != static_cast<unsigned>(Subtype::Plains) + K)
          return false;
      return true;
    }(),
    "the basic land types are one run, in WUBRG order (SubtypeSet::basicLandTypes)");

constexpr bool isBasicLandType(Subtype S) {
  return S >= Subtype::Plains && S <= Subtype::Forest;
}

/// The color of mana a basic land type's intrinsic ability adds (CR 305.6).
constexpr Color basicLandColor(Subtype S) {
  return static_cast<Color>(static_cast<int>(S) -
                            static_cast<int>(Subtype::Plains));
}

/// Keyword abilities (CR 702) the pool and scenarios use. Protection from
/// each color is one keyword per color (CR 702.16a), like landwalk per land
/// type: a text change of the color word turns one into another (612.2).
/// Decayed, Exalted and Shadow are kinds of keyword counter (122.1b).
/// One record per keyword: X(Enumerator, "Name"); the enum and kKeywordNames
/// come from this list. A new keyword goes at the end (a KeywordSet grows
/// with it, D52; Decayed, Exalted and Shadow are also kinds of keyword
/// counter, CounterKinds.h).
#define STRATA_KEYWORDS(X) \
    X(Flying, "Flying") X(FirstStrike, "First Strike") \
    X(DoubleStrike, "Double Strike") X(Deathtouch, "Deathtouch") \
    X(Defender, "Defender") X(Haste, "Haste") X(Hexproof, "Hexproof") \
    X(Indestructible, "Indestructible") X(Lifelink, "Lifelink") \
    X(Menace, "Menace") X(Reach, "Reach") X(Trample, "Trample") \
    X(Vigilance, "Vigilance") X(Flash, "Flash") X(Changeling, "Changeling") \
    X(Enchant, "Enchant") X(Equip, "Equip") X(Morph, "Morph") \
    X(Flashback, "Flashback") X(Plainswalk, "Plainswalk") \
    X(Islandwalk, "Islandwalk") X(Swampwalk, "Swampwalk") \
    X(Mountainwalk, "Mountainwalk") X(Forestwalk, "Forestwalk") \
    X(ProtectionFromWhite, "Protection from white") \
    X(ProtectionFromBlue, "Protection from blue") \
    X(ProtectionFromBlack, "Protection from black") \
    X(ProtectionFromRed, "Protection from red") \
    X(ProtectionFromGreen, "Protection from green") X(Decayed, "Decayed") \
    X(Exalted, "Exalted") X(Shadow, "Shadow") X(Prowess, "Prowess") \
    X(Persist, "Persist") X(Undying, "Undying")

enum class Keyword : std::uint8_t {
#define STRATA_KEYWORD_ENUM(Enumerator, Name) Enumerator,
  STRATA_KEYWORDS(STRATA_KEYWORD_ENUM)
#undef STRATA_KEYWORD_ENUM
};
inline constexpr auto kKeywordNames = std::to_array<std::string_view>({
#define STRATA_KEYWORD_NAME(Enumerator, Name) Name,
    STRATA_KEYWORDS(STRATA_KEYWORD_NAME)
#undef STRATA_KEYWORD_NAME
});

/// Each keyword's enumerator as written (`ProtectionFromBlack`): the name
/// stratac gives the keyword an accessor is called with (`Keyword.$0`).
inline constexpr auto kKeywordEnumerators = std::to_array<std::string_view>({
#define STRATA_KEYWORD_ENUMERATOR(Enumerator, Name) #Enumerator,
    STRATA_KEYWORDS(STRATA_KEYWORD_ENUMERATOR)
#undef STRATA_KEYWORD_ENUMERATOR
});

static_assert(kKeywordNames.size() < 128, "AbilityDef::KeywordOf is an int8_t");

/// The landwalk keyword for a basic land type (CR 702.14).
constexpr Keyword landwalkFor(Subtype BasicLandType) {
  return static_cast<Keyword>(static_cast<int>(Keyword::Plainswalk) +
                              static_cast<int>(BasicLandType) -
                              static_cast<int>(Subtype::Plains));
}
constexpr bool isLandwalk(Keyword K) {
  return K >= Keyword::Plainswalk && K <= Keyword::Forestwalk;
}
/// The basic land type a landwalk keyword names.
constexpr Subtype landwalkType(Keyword K) {
  return static_cast<Subtype>(static_cast<int>(Subtype::Plains) +
                              static_cast<int>(K) -
                              static_cast<int>(Keyword::Plainswalk));
}

/// Protection from a color (CR 702.16a).
constexpr Keyword protectionFrom(Color C) {
  return static_cast<Keyword>(static_cast<int>(Keyword::ProtectionFromWhite) +
                              static_cast<int>(C));
}
constexpr bool isProtection(Keyword K) {
  return K >= Keyword::ProtectionFromWhite && K <= Keyword::ProtectionFromGreen;
}
/// The color a protection keyword names.
constexpr Color protectionColor(Keyword K) {
  return static_cast<Color>(static_cast<int>(K) -
                            static_cast<int>(Keyword::ProtectionFromWhite));
}

/// A set of the \p N values of an enum as a bit mask: compact, trivially
/// copyable, and sized by the enum, so it grows as the vocabulary does.
/// Up to 64 values it is one word of the smallest unsigned type that holds
/// them (a set of today's 32 keywords is 4 bytes, as a hand-picked
/// uint32_t was); beyond, an array of 64-bit words, every operation a loop
/// the compiler unrolls over a count known at compile time (D52).
template <class Enum, std::size_t N> class EnumSet {
  static_assert(N > 0);
  using Word = std::conditional_t<
      (N <= 8), std::uint8_t,
      std::conditional_t<(N <= 16), std::uint16_t,
                         std::conditional_t<(N <= 32), std::uint32_t, std::uint64_t>>>;
  static constexpr std::size_t kWordBits = sizeof(Word) * 8;
  static constexpr std::size_t kWords = (N + kWordBits - 1) / kWordBits;

public:
  static constexpr std::size_t kSize = N;

  constexpr EnumSet() = default;
  constexpr EnumSet(std::initializer_list<Enum> Values) {
    for (Enum E : Values)
      insert(E);
  }
  constexpr bool contains(Enum E) const { return W[word(E)] & bit(E); }
  constexpr void insert(Enum E) { W[word(E)] |= bit(E); }
  constexpr void erase(Enum E) { W[word(E)] &= static_cast<Word>(~bit(E)); }
  constexpr void clear() { W = {}; }
  constexpr bool empty() const {
    for (Word X : W)
      if (X)
        return false;
    return true;
  }
  constexpr int size() const {
    int Count = 0;
    for (Word X : W)
      Count += __builtin_popcountll(X);
    return Count;
  }
  constexpr EnumSet operator|(EnumSet O) const { return O |= *this; }
  constexpr EnumSet operator&(EnumSet O) const {
    for (std::size_t I = 0; I < kWords; ++I)
      O.W[I] &= W[I];
    return O;
  }
  constexpr EnumSet &operator|=(EnumSet O) {
    for (std::size_t I = 0; I < kWords; ++I)
      W[I] |= O.W[I];
    return *this;
  }
  constexpr EnumSet minus(EnumSet O) const {
    EnumSet R = *this;
    for (std::size_t I = 0; I < kWords; ++I)
      R.W[I] &= static_cast<Word>(~O.W[I]);
    return R;
  }
  friend constexpr bool operator==(const EnumSet &, const EnumSet &) = default;

  /// The mask itself, while the set is one word.
  constexpr Word bits() const
    requires(kWords == 1)
  {
    return W[0];
  }
  /// Every word folded into 64 bits (state hashes, the audit's value
  /// records); the mask itself while the set fits one word.
  constexpr std::uint64_t fold() const {
    std::uint64_t H = W[0];
    for (std::size_t I = 1; I < kWords; ++I)
      H = (H << 7 | H >> 57) ^ W[I];
    return H;
  }

  /// Calls F for each member in enum order.
  template <class F> constexpr void forEach(F &&Fn) const {
    for (std::size_t I = 0; I < kWords; ++I)
      for (std::uint64_t M = W[I]; M; M &= M - 1)
        Fn(static_cast<Enum>(I * kWordBits + __builtin_ctzll(M)));
  }

private:
  static constexpr std::size_t word(Enum E) { return static_cast<std::size_t>(E) / kWordBits; }
  static constexpr Word bit(Enum E) {
    return static_cast<Word>(Word(1) << (static_cast<std::size_t>(E) % kWordBits));
  }
  std::array<Word, kWords> W{};
};

using ColorSet = EnumSet<Color, kColorNames.size()>;
using CardTypeSet = EnumSet<CardType, kCardTypeNames.size()>;
using SupertypeSet = EnumSet<Supertype, kSupertypeNames.size()>;
using KeywordSet = EnumSet<Keyword, kKeywordNames.size()>;

/// Subtypes: 127 bits, plus "every creature type" (CR 205.3m, 702.73a),
/// which stands for all creature types including ones not listed here.
class SubtypeSet {
public:
  constexpr SubtypeSet() = default;
  constexpr SubtypeSet(std::initializer_list<Subtype> Values) {
    for (Subtype S : Values)
      insert(S);
  }
  constexpr bool contains(Subtype S) const {
    if (hasAllCreatureTypes() && subtypeKind(S) == SubtypeKind::Creature)
      return true;
    return word(S) & bit(S);
  }
  constexpr void insert(Subtype S) { word(S) |= bit(S); }
  constexpr void erase(Subtype S) { word(S) &= ~bit(S); }
  constexpr bool hasAllCreatureTypes() const { return Hi & kAllCreatureTypes; }
  constexpr void setAllCreatureTypes(bool On) {
    Hi = On ? Hi | kAllCreatureTypes : Hi & ~kAllCreatureTypes;
  }
  /// Removes every subtype of one kind (CR 205.1a: setting replaces the
  /// subtypes of the same set only).
  constexpr void eraseKind(SubtypeKind K) {
    KindMask M = kindMask(K);
    Lo &= ~M.Lo;
    Hi &= ~M.Hi;
    if (K == SubtypeKind::Creature)
      setAllCreatureTypes(false);
  }
  constexpr bool hasKind(SubtypeKind K) const {
    if (K == SubtypeKind::Creature && hasAllCreatureTypes())
      return true;
    KindMask M = kindMask(K);
    return (Lo & M.Lo) || (Hi & M.Hi);
  }
  constexpr bool empty() const { return !Lo && !Hi; }
  /// CR 205.3i: its basic land types, bit K for kBasicLandTypes[K] (no
  /// branch: the five are one run of subtypes).
  constexpr unsigned basicLandTypes() const {
    unsigned M = 0;
    for (unsigned K = 0; K < 5; ++K) {
      auto S = static_cast<Subtype>(static_cast<unsigned>(Subtype::Plains) + K);
      M |= static_cast<unsigned>(word(S) >> (static_cast<unsigned>(S) % 64) & 1u) << K;
    }
    return M;
  }
  template <class F> constexpr void forEach(F &&Fn) const {
    for (std::uint64_t M = Lo; M; M &= M - 1)
      Fn(static_cast<Subtype>(__builtin_ctzll(M)));
    for (std::uint64_t M = Hi & ~kAllCreatureTypes; M; M &= M - 1)
      Fn(static_cast<Subtype>(64 + __builtin_ctzll(M)));
  }
  friend constexpr bool operator==(const SubtypeSet &, const SubtypeSet &) = default;

private:
  struct KindMask {
    std::uint64_t Lo = 0, Hi = 0;
  };
  /// The bits of every subtype of one kind, computed once per kind.
  static constexpr KindMask kindMask(SubtypeKind K) {
    constexpr auto Masks = [] {
      std::array<KindMask, 8> Out{};
      for (unsigned I = 0; I < kSubtypeNames.size(); ++I) {
        KindMask &M = Out[static_cast<unsigned>(subtypeKind(static_cast<Subtype>(I)))];
        (I < 64 ? M.Lo : M.Hi) |= std::uint64_t(1) << (I % 64);
      }
      return Out;
    }();
    return Masks[static_cast<unsigned>(K)];
  }
  static constexpr std::uint64_t bit(Subtype S) {
    return std::uint64_t(1) << (static_cast<unsigned>(S) % 64);
  }
  constexpr std::uint64_t &word(Subtype S) {
    return static_cast<unsigned>(S) < 64 ? Lo : Hi;
  }
  constexpr std::uint64_t word(Subtype S) const {
    return static_cast<unsigned>(S) < 64 ? Lo : Hi;
  }
  /// "Every creature type" is the top bit of Hi, which no subtype uses:
  /// 16 bytes, no padding (CoreCharacteristics keeps room for keywords).
  static constexpr std::uint64_t kAllCreatureTypes = std::uint64_t(1) << 63;
  static_assert(kSubtypeNames.size() < 127, "the top bit of Hi is the all-types flag");
  std::uint64_t Lo = 0, Hi = 0;
};

/// Looks a word up in a name table, ignoring case (scenario words are
/// case-insensitive).
template <class Enum, std::size_t N>
std::optional<Enum> parseWord(const std::array<std::string_view, N> &Names,
                              std::string_view Word) {
  for (std::size_t I = 0; I < N; ++I) {
    std::string_view Name = Names[I];
    if (Name.size() != Word.size())
      continue;
    bool Same = true;
    for (std::size_t C = 0; C < Name.size() && Same; ++C)
      Same = (Name[C] | 0x20) == (Word[C] | 0x20);
    if (Same)
      return static_cast<Enum>(I);
  }
  return std::nullopt;
}

constexpr std::string_view name(Color C) { return kColorNames[static_cast<int>(C)]; }
constexpr std::string_view name(CardType T) { return kCardTypeNames[static_cast<int>(T)]; }
constexpr std::string_view name(Supertype T) { return kSupertypeNames[static_cast<int>(T)]; }
constexpr std::string_view name(Subtype T) { return kSubtypeNames[static_cast<int>(T)]; }
constexpr std::string_view name(Keyword K) { return kKeywordNames[static_cast<int>(K)]; }

/// Player and object identities: dense indices into the board's arrays.
using PlayerId = std::uint8_t;
using ObjectId = std::uint16_t;
inline constexpr ObjectId kNoObject = 0xFFFF;
inline constexpr PlayerId kNoPlayer = 0xFF;

/// CR 400.1: zones.
/// None: no zone; a token that has ceased to exist (CR 111.7, 704.5d).
enum class Zone : std::uint8_t { Library, Hand, Battlefield, Graveyard, Stack, Exile, Command, None };
inline constexpr std::array<std::string_view, 8> kZoneNames = {
    "library", "hand", "battlefield", "graveyard", "stack", "exile", "command", "none"};
constexpr std::string_view name(Zone Z) { return kZoneNames[static_cast<int>(Z)]; }

} // namespace strata::runtime

#endif
