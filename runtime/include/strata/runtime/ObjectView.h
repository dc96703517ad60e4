//===- ObjectView.h - The one way effects touch an object -----*- C++ -*-===//
///
/// \file
/// Effects read and write characteristics only through ObjectView. Every
/// accessor says, in an annotation stratac reads, which characteristics it
/// reads or writes (docs/generator-protocol.md), and the write accessors
/// implement the type-line rules (CR 205.1, 305.7) once for every card.
///
/// A view can carry a ReadRecorder: the layer engine uses it to see what an
/// effect looked at, so that it can tell whether applying another effect
/// changes what this one does (CR 613.8a).
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_RUNTIME_OBJECTVIEW_H
#define STRATA_RUNTIME_OBJECTVIEW_H

#include "strata/runtime/Annotate.h"
#include "strata/runtime/Characteristic.h"
#include "strata/runtime/Characteristics.h"
#include "strata/runtime/GameObject.h"

#include <cstdint>
#include <string_view>

namespace strata::runtime {

/// Accumulates what an effect read: a hash of every value, and the set of
/// characteristics touched.
struct ReadRecorder {
  std::uint64_t Hash = 0xcbf29ce484222325ULL;
  CharacteristicSet Touched;
  void note(ObjectId Id, std::uint64_t Value) {
    Hash = (Hash ^ (Value + 0x9e3779b97f4a7c15ULL + (std::uint64_t(Id) << 32))) *
           0x100000001b3ULL;
  }
};

/// A view of one object's current characteristics (as the layers have built
/// them so far) and status.
class ObjectView {
public:
  /// \p GrantTs is the timestamp of the effect applying through this view,
  /// stamped on abilities it grants (CR 613.7a).
  ObjectView(Characteristics *C, const GameObject *G, ReadRecorder *R = nullptr,
             std::uint32_t GrantTs = 0)
      : C(C), G(G), R(R), GrantTs(GrantTs) {}

  // --- Identity and status (not characteristics, CR 109.3) ---
  STRATA_PURE ObjectId id() const { return G->Id; }
  STRATA_READS("Zone") Zone zone() const { return rec(G->In); }
  STRATA_READS("Owner") PlayerId owner() const { return rec(G->Owner); }
  STRATA_READS("Controller") PlayerId controller() const { return rec(C->Controller); }
  STRATA_READS("Attachment") ObjectId attachedTo() const { return rec(G->AttachedTo); }
  STRATA_READS("FaceDown") bool isFaceDown() const { return rec(G->FaceDown); }
  STRATA_READS("Counters") int plusOneCounters() const { return rec(G->Count.PlusOne); }

  // --- Name, mana cost, colors ---
  STRATA_READS("Name") std::string_view name() const;
  STRATA_READS("ManaCost") int manaValue() const { return rec(C->Cost.manaValue()); }
  STRATA_READS("Color.$0") bool isColor(Color X) const {
    return rec(C->Colors.contains(X));
  }
  STRATA_READS("Color.*") ColorSet colors() const { return rec(C->Colors); }

  // --- Type line ---
  STRATA_READS("CardType.$0") bool isType(CardType T) const {
    return rec(C->Types.contains(T));
  }
  STRATA_READS("CardType.*") CardTypeSet types() const { return rec(C->Types); }
  STRATA_READS("Supertype.$0") bool isSupertype(Supertype T) const {
    return rec(C->Supertypes.contains(T));
  }
  STRATA_READS("Subtype.Creature") bool hasCreatureType(Subtype T) const {
    return rec(C->Subtypes.contains(T));
  }
  STRATA_READS("Subtype.Land") bool hasLandType(Subtype T) const {
    return rec(C->Subtypes.contains(T));
  }
  STRATA_READS("Subtype.Enchantment") bool hasEnchantmentType(Subtype T) const {
    return rec(C->Subtypes.contains(T));
  }
  STRATA_READS("Subtype.Artifact") bool hasArtifactType(Subtype T) const {
    return rec(C->Subtypes.contains(T));
  }

  // --- Abilities ---
  STRATA_READS("Keyword.$0") bool hasKeyword(Keyword K) const {
    return rec(C->Keywords.contains(K));
  }
  /// Muraganda Petroglyphs' "no abilities".
  STRATA_READS("Keyword.* Ability.*") bool hasNoAbilities() const {
    return rec(C->Keywords.empty() && C->Abilities.empty());
  }
  STRATA_READS("Ability.Other") bool hasAbility(const AbilityRef &A) const {
    return rec(C->Abilities.contains(A));
  }

  // --- Power and toughness ---
  STRATA_READS("Power") int power() const { return rec(C->Power); }
  STRATA_READS("Toughness") int toughness() const { return rec(C->Toughness); }

  // --- Text-changeable words (CR 612) ---
  STRATA_READS("Text") Color textColor(int I) const {
    return rec(static_cast<Color>(C->Words.Words[I].Value));
  }
  STRATA_READS("Text") Subtype textSubtype(int I) const {
    return rec(static_cast<Subtype>(C->Words.Words[I].Value));
  }

  // --- Layer 1: copiable values ---
  /// CR 707.2: become a copy of \p Values (copiable values only: controller,
  /// status and counters stay).
  STRATA_WRITES("Copiable") void becomeCopy(const Characteristics &Values);

  // --- Layer 2: control ---
  STRATA_WRITES("Controller") void setController(PlayerId P) { C->Controller = P; }

  // --- Layer 3: text ---
  /// CR 612.2: replaces every instance of one word with another, in the
  /// role the word plays.
  /// What it does depends on the words there now, so it reads them too.
  STRATA_READS("Text") STRATA_WRITES("Text") void replaceWord(TextWord From, TextWord To);

  // --- Layer 4: types ---
  /// CR 205.1a: the card types become exactly \p Types (an instant or
  /// sorcery keeps that type); subtypes of removed types go with them.
  STRATA_READS("CardType.Instant CardType.Sorcery")
  STRATA_WRITES("CardType.* Subtype.*") void setCardTypes(CardTypeSet Types);
  /// CR 205.1b: "in addition to its other types".
  STRATA_WRITES("CardType.$0") void addCardType(CardType T);
  /// CR 205.1a: the creature types become exactly these. Whether it can
  /// have them depends on its card types (205.3d), which it reads.
  STRATA_READS("CardType.Creature CardType.Kindred")
  STRATA_WRITES("Subtype.Creature") void setCreatureTypes(SubtypeSet Types);
  /// CR 205.3d: only a creature or kindred object can gain a creature type.
  STRATA_READS("CardType.Creature CardType.Kindred")
  STRATA_WRITES("Subtype.Creature") void addCreatureType(Subtype T);
  /// CR 702.73a / 205.3m: "is every creature type".
  STRATA_READS("CardType.Creature CardType.Kindred")
  STRATA_WRITES("Subtype.Creature") void gainAllCreatureTypes();
  /// CR 305.7: a land's land type becomes exactly these basic land types:
  /// it loses its old land types and the abilities from its rules text,
  /// and gains their mana abilities (the engine adds those, 305.6).
  STRATA_WRITES("Subtype.Land Ability.Text") void setBasicLandTypes(SubtypeSet Types);
  /// CR 305.7, last sentence: "in addition to its other land types".
  STRATA_READS("CardType.Land") STRATA_WRITES("Subtype.Land") void addLandType(Subtype T);
  STRATA_WRITES("Supertype.$0") void removeSupertype(Supertype T) {
    C->Supertypes.erase(T);
  }

  // --- Layer 5: colors ---
  STRATA_WRITES("Color.*") void setColors(ColorSet Colors) { C->Colors = Colors; }
  STRATA_WRITES("Color.$0") void addColor(Color X) { C->Colors.insert(X); }

  // --- Layer 6: abilities ---
  STRATA_WRITES("Keyword.$0") void addKeyword(Keyword K) { C->Keywords.insert(K); }
  /// CR 113.10: removal removes every instance.
  STRATA_WRITES("Keyword.$0") void removeKeyword(Keyword K) {
    C->Keywords.erase(K);
    C->TextKeywords.erase(K);
  }
  STRATA_WRITES("Keyword.* Ability.*") void loseAllAbilities() {
    C->Keywords.clear();
    C->TextKeywords.clear();
    C->Abilities.clear();
  }
  /// Grants a non-keyword ability (it keeps its printer's label).
  STRATA_WRITES("Ability.Other") void gainAbility(AbilityRef A) {
    A.FromText = false;
    A.GrantTs = GrantTs;
    C->Abilities.add(A);
  }

  // --- Layer 7 ---
  /// CR 613.4b: set base power / toughness.
  STRATA_WRITES("Power") void setBasePower(int P) { C->Power = static_cast<std::int16_t>(P); }
  STRATA_WRITES("Toughness") void setBaseToughness(int T) { C->Toughness = static_cast<std::int16_t>(T); }
  /// CR 613.4c: modify without setting.
  STRATA_WRITES("Power") void addPower(int P) { C->Power = static_cast<std::int16_t>(C->Power + P); }
  STRATA_WRITES("Toughness") void addToughness(int T) { C->Toughness = static_cast<std::int16_t>(C->Toughness + T); }
  /// CR 613.4d: switch.
  STRATA_WRITES("Power Toughness") void switchPowerToughness() {
    std::int16_t P = C->Power;
    C->Power = C->Toughness;
    C->Toughness = P;
  }

  /// The engine's access to the whole value (not for effects).
  const Characteristics &characteristics() const { return *C; }
  const GameObject &object() const { return *G; }

private:
  template <class T> T rec(T V) const {
    if (R)
      R->note(G->Id, valueBits(V));
    return V;
  }
  template <class T> static std::uint64_t valueBits(const T &V) {
    if constexpr (requires { V.bits(); })
      return static_cast<std::uint64_t>(V.bits());
    else
      return static_cast<std::uint64_t>(V);
  }

  Characteristics *C;
  const GameObject *G;
  ReadRecorder *R;
  std::uint32_t GrantTs;
};

} // namespace strata::runtime

#endif
