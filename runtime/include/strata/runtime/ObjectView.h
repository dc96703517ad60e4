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
#include "strata/runtime/Audit.h"
#include "strata/runtime/Characteristic.h"
#include "strata/runtime/Characteristics.h"
#include "strata/runtime/GameObject.h"
#include "strata/runtime/Layer.h"

#include <cstdint>
#include <string_view>
#include <type_traits>

namespace strata::runtime {

/// Accumulates what an effect read: a hash of every value, and the set of
/// characteristics touched.
struct STRATA_STORAGE ReadRecorder {
  std::uint64_t Hash = 0xcbf29ce484222325ULL;
  CharacteristicSet Touched;
  void note(ObjectId Id, std::uint64_t Value) {
    Hash = (Hash ^ (Value + 0x9e3779b97f4a7c15ULL + (std::uint64_t(Id) << 32))) *
           0x100000001b3ULL;
  }
};

/// An accessor's annotation, spelled once: the attribute stratac reads, and
/// the same names as a constant (kReads_<Fn>, kWrites_<Fn>) that the
/// accessor notes in audit builds (Audit.h). `X.$0` is kept as the group
/// `X.*` in the constant and refined to the enumerator at run time.
#define STRATA_VIEW_READS(Fn, Names)                                           \
  static constexpr CharacteristicSet kReads_##Fn =                             \
      CharacteristicSet::parseAccessor(Names);                                 \
  STRATA_READS(Names)
#define STRATA_VIEW_WRITES(Fn, Names)                                          \
  static constexpr CharacteristicSet kWrites_##Fn =                            \
      CharacteristicSet::parseAccessor(Names);                                 \
  STRATA_WRITES(Names)
#define STRATA_VIEW_READS_WRITES(Fn, Reads, Writes)                            \
  static constexpr CharacteristicSet kReads_##Fn =                             \
      CharacteristicSet::parseAccessor(Reads);                                 \
  static constexpr CharacteristicSet kWrites_##Fn =                            \
      CharacteristicSet::parseAccessor(Writes);                                \
  STRATA_READS(Reads) STRATA_WRITES(Writes)

class EffectContext;

/// A read-only view of one object's current characteristics (as the layers
/// have built them so far) and status: what EffectContext gives for the
/// source and for other objects. CR 613.1 applies an effect to the objects
/// it applies to, so only the view an apply receives (ObjectView) can
/// write: an effect cannot change another object, by construction.
class STRATA_STORAGE ObjectReader {
public:
  /// \p GrantTs is the timestamp of the effect applying through this view,
  /// stamped on abilities it grants (CR 613.7a).
  ObjectReader(Characteristics *C, const GameObject *G, ReadRecorder *R = nullptr,
               std::uint32_t GrantTs = 0)
      : C(C), T(C), G(G), R(R), GrantTs(GrantTs) {}
  /// The layer engine's view of one object of its arrays (the two parts of
  /// its characteristics kept apart, D19).
  ObjectReader(CoreCharacteristics *C, TextAndAbilities *T, const GameObject *G,
               ReadRecorder *R = nullptr, std::uint32_t GrantTs = 0)
      : C(C), T(T), G(G), R(R), GrantTs(GrantTs) {}
  /// A view is bound to one object for life: an effect cannot re-point the
  /// view it was given at another object.
  ObjectReader(const ObjectReader &) = default;
  ObjectReader &operator=(const ObjectReader &) = delete;

  // --- Identity and status (not characteristics, CR 109.3) ---
  STRATA_PURE ObjectId id() const { return G->Id; }
  STRATA_VIEW_READS(zone, "Zone") Zone zone() const {
    noteRead(kReads_zone);
    return rec(G->In);
  }
  STRATA_VIEW_READS(owner, "Owner") PlayerId owner() const {
    noteRead(kReads_owner);
    return rec(G->Owner);
  }
  STRATA_VIEW_READS(controller, "Controller") PlayerId controller() const {
    noteRead(kReads_controller);
    return rec(C->Controller);
  }
  STRATA_VIEW_READS(attachedTo, "Attachment") ObjectId attachedTo() const {
    noteRead(kReads_attachedTo);
    return rec(G->AttachedTo);
  }
  /// CR 111.1: token or card ("nontoken"). No effect changes it, so no
  /// effect can depend on another through it (CR 613.8a): not a
  /// characteristic the metadata tracks.
  STRATA_PURE bool isToken() const { return G->Token; }
  /// CR 110.5: status. Tapped (701.26), attacking (506.4).
  STRATA_VIEW_READS(isTapped, "Status") bool isTapped() const {
    noteRead(kReads_isTapped);
    return rec(G->Tapped);
  }
  STRATA_VIEW_READS(isAttacking, "Status") bool isAttacking() const {
    noteRead(kReads_isAttacking);
    return rec(G->Attacking != kNoPlayer);
  }
  /// CR 506.2, 508.1b: the player it attacks (the defending player), or
  /// kNoPlayer when it is not attacking.
  STRATA_VIEW_READS(attackedPlayer, "Status") PlayerId attackedPlayer() const {
    noteRead(kReads_attackedPlayer);
    return rec(G->Attacking);
  }
  /// CR 613.7d-f: when it entered its zone, became attached or was turned
  /// face up. In a graveyard, the order its cards were put there (404.2:
  /// the latest is on top).
  STRATA_VIEW_READS(timestamp, "Zone Attachment FaceDown") Timestamp timestamp() const {
    noteRead(kReads_timestamp);
    return rec(G->Ts);
  }
  /// CR 612 (Volrath's Shapeshifter): the full text of the card or token it
  /// is, as printed: name, mana cost, color indicator, types, abilities,
  /// P/T and words, for ObjectView::haveFullText. Nothing for a face-down
  /// object (708.2). No effect changes what a card prints, so it reads only
  /// whether it is face down.
  STRATA_VIEW_READS(fullText, "FaceDown") Characteristics fullText() const;
  STRATA_VIEW_READS(isFaceDown, "FaceDown") bool isFaceDown() const {
    noteRead(kReads_isFaceDown);
    return rec(G->FaceDown);
  }
  STRATA_VIEW_READS(plusOneCounters, "Counters") int plusOneCounters() const {
    noteRead(kReads_plusOneCounters);
    return rec(G->Count.PlusOne);
  }

  // --- Name, mana cost, colors ---
  STRATA_VIEW_READS(name, "Name") std::string_view name() const;
  STRATA_VIEW_READS(manaValue, "ManaCost") int manaValue() const {
    noteRead(kReads_manaValue);
    return rec(C->Cost.manaValue());
  }
  STRATA_VIEW_READS(isColor, "Color.$0") bool isColor(Color X) const {
    noteRead(kReads_isColor.refine(static_cast<unsigned>(X)));
    return rec(C->Colors.contains(X));
  }
  STRATA_VIEW_READS(colors, "Color.*") ColorSet colors() const {
    noteRead(kReads_colors);
    return rec(C->Colors);
  }

  // --- Type line ---
  STRATA_VIEW_READS(isType, "CardType.$0") bool isType(CardType T) const {
    noteRead(kReads_isType.refine(static_cast<unsigned>(T)));
    return rec(C->Types.contains(T));
  }
  STRATA_VIEW_READS(types, "CardType.*") CardTypeSet types() const {
    noteRead(kReads_types);
    return rec(C->Types);
  }
  STRATA_VIEW_READS(isSupertype, "Supertype.$0") bool isSupertype(Supertype T) const {
    noteRead(kReads_isSupertype.refine(static_cast<unsigned>(T)));
    return rec(C->Supertypes.contains(T));
  }
  STRATA_VIEW_READS(hasCreatureType, "Subtype.Creature") bool hasCreatureType(Subtype T) const {
    noteRead(kReads_hasCreatureType);
    return rec(C->Subtypes.contains(T));
  }
  STRATA_VIEW_READS(hasLandType, "Subtype.Land") bool hasLandType(Subtype T) const {
    noteRead(kReads_hasLandType);
    return rec(C->Subtypes.contains(T));
  }
  STRATA_VIEW_READS(hasEnchantmentType, "Subtype.Enchantment") bool hasEnchantmentType(Subtype T) const {
    noteRead(kReads_hasEnchantmentType);
    return rec(C->Subtypes.contains(T));
  }
  STRATA_VIEW_READS(hasArtifactType, "Subtype.Artifact") bool hasArtifactType(Subtype T) const {
    noteRead(kReads_hasArtifactType);
    return rec(C->Subtypes.contains(T));
  }

  // --- Abilities ---
  STRATA_VIEW_READS(hasKeyword, "Keyword.$0") bool hasKeyword(Keyword K) const {
    noteRead(kReads_hasKeyword.refine(K));
    return rec(C->Keywords.contains(K));
  }
  /// Muraganda Petroglyphs' "no abilities".
  STRATA_VIEW_READS(hasNoAbilities, "Keyword.* Ability.*") bool hasNoAbilities() const {
    noteRead(kReads_hasNoAbilities);
    return rec(C->Keywords.empty() && T->Abilities.empty());
  }
  STRATA_VIEW_READS(hasAbility, "Ability.Other") bool hasAbility(const AbilityRef &A) const {
    noteRead(kReads_hasAbility);
    return rec(T->Abilities.contains(A));
  }

  // --- Power and toughness ---
  STRATA_VIEW_READS(power, "Power") int power() const {
    noteRead(kReads_power);
    return rec(C->Power);
  }
  STRATA_VIEW_READS(toughness, "Toughness") int toughness() const {
    noteRead(kReads_toughness);
    return rec(C->Toughness);
  }

  // --- Text-changeable words (CR 612) ---
  STRATA_VIEW_READS(textColor, "Text") Color textColor(int I) const {
    noteRead(kReads_textColor);
    return rec(static_cast<Color>(T->Words.Words[I].Value));
  }
  STRATA_VIEW_READS(textSubtype, "Text") Subtype textSubtype(int I) const {
    noteRead(kReads_textSubtype);
    return rec(static_cast<Subtype>(T->Words.Words[I].Value));
  }

protected:
  friend class EffectContext;
  /// Marks whose the view is (audit builds): the one EffectContext::source()
  /// returns, or another object's from EffectContext::object(); a view the
  /// engine makes is the affected object's.
  ObjectReader &asSource() {
    Whose = ViewOf::Source;
    return *this;
  }
  ObjectReader &asOther() {
    Whose = ViewOf::Other;
    return *this;
  }
  void noteRead(CharacteristicSet S) const {
    if constexpr (kAudit)
      if (CurrentAccessLog) {
        (Whose == ViewOf::Source ? CurrentAccessLog->SourceReads : CurrentAccessLog->Reads) |= S;
        if (Whose == ViewOf::Other)
          CurrentAccessLog->OtherObjectReads |= S;
      }
  }
  void noteWrite(CharacteristicSet S) const {
    if constexpr (kAudit)
      if (CurrentAccessLog) {
        CurrentAccessLog->Writes |= S;
        if (G->Id != CurrentAccessLog->Target && G->Id != CurrentAccessLog->Source &&
            CurrentAccessLog->StrayWrite == kNoObject)
          CurrentAccessLog->StrayWrite = G->Id;
      }
  }
  enum class ViewOf : std::uint8_t { Affected, Source, Other };
  /// Whose view this is; no storage outside audit builds.
  struct NoFlag {
    constexpr operator ViewOf() const { return ViewOf::Affected; }
    constexpr NoFlag &operator=(ViewOf) { return *this; }
  };

  template <class T> T rec(T V) const {
    if (R)
      R->note(G->Id, valueBits(V));
    return V;
  }
  template <class T> static std::uint64_t valueBits(const T &V) {
    if constexpr (requires { V.fold(); })
      return V.fold();
    else if constexpr (requires { V.bits(); })
      return static_cast<std::uint64_t>(V.bits());
    else
      return static_cast<std::uint64_t>(V);
  }

  CoreCharacteristics *C;
  TextAndAbilities *T;
  const GameObject *G;
  ReadRecorder *R;
  std::uint32_t GrantTs;
  [[no_unique_address]] std::conditional_t<kAudit, ViewOf, NoFlag> Whose{};
};

/// The view an effect's apply receives: the object it applies to, which it
/// may change (the write accessors implement the type-line rules once for
/// every card).
class ObjectView : public ObjectReader {
public:
  using ObjectReader::ObjectReader;
  ObjectView(const ObjectView &) = default;
  ObjectView &operator=(const ObjectView &) = delete;

  // --- Layer 1: copiable values ---
  /// CR 707.2: become a copy of \p Values (copiable values only: controller,
  /// status and counters stay).
  STRATA_VIEW_WRITES(becomeCopy, "Copiable") void becomeCopy(const Characteristics &Values);

  // --- Layer 2: control ---
  STRATA_VIEW_WRITES(setController, "Controller") void setController(PlayerId P) {
    noteWrite(kWrites_setController);
    C->Controller = P;
  }

  // --- Layer 3: text ---
  /// CR 612 (Volrath's Shapeshifter: "has the full text of that card"):
  /// its name, mana cost, colors, types, abilities, P/T and words become
  /// \p Values' (ObjectReader::fullText), with \p AlsoHas, an ability
  /// the effect's text adds to them ("and has the text "{2}: Discard a
  /// card.""), as rules text; controller, status and counters stay. A
  /// text-changing effect, so not copiable (707.2).
  STRATA_VIEW_WRITES(haveFullText, "FullText")
  void haveFullText(const Characteristics &Values, AbilityRef AlsoHas = {});

  /// CR 612.2: replaces every instance of one word with another, in the
  /// role the word plays.
  /// What it does depends on the words there now, so it reads them too.
  /// Also rewrites the word inside keywords from the rules text that name
  /// one (protection from a color, landwalk; 612.2, 702.16a, 702.14).
  STRATA_VIEW_READS_WRITES(replaceWord, "Text " STRATA_WORDED_KEYWORDS,
                           "Text " STRATA_WORDED_KEYWORDS)
  void replaceWord(TextWord From, TextWord To);

  // --- Layer 4: types ---
  /// CR 205.1a: the card types become exactly \p Types (an instant or
  /// sorcery keeps that type); subtypes of removed types go with them.
  STRATA_VIEW_READS_WRITES(setCardTypes, "CardType.Instant CardType.Sorcery",
                           "CardType.* Subtype.*") void setCardTypes(CardTypeSet Types);
  /// CR 205.1b: "in addition to its other types".
  STRATA_VIEW_WRITES(addCardType, "CardType.$0") void addCardType(CardType T);
  /// CR 205.1a: the creature types become exactly these. Whether it can
  /// have them depends on its card types (205.3d), which it reads.
  STRATA_VIEW_READS_WRITES(setCreatureTypes, "CardType.Creature CardType.Kindred",
                           "Subtype.Creature") void setCreatureTypes(SubtypeSet Types);
  /// CR 205.3d: only a creature or kindred object can gain a creature type.
  STRATA_VIEW_READS_WRITES(addCreatureType, "CardType.Creature CardType.Kindred",
                           "Subtype.Creature") void addCreatureType(Subtype T);
  /// CR 205.1a, 205.3g: the artifact types become exactly these ("is a
  /// Treasure artifact"); only an artifact can have one.
  STRATA_VIEW_READS_WRITES(setArtifactTypes, "CardType.Artifact",
                           "Subtype.Artifact") void setArtifactTypes(SubtypeSet Types);
  /// CR 702.73a / 205.3m: "is every creature type".
  STRATA_VIEW_READS_WRITES(gainAllCreatureTypes, "CardType.Creature CardType.Kindred",
                           "Subtype.Creature") void gainAllCreatureTypes();
  /// CR 305.7: a land's land type becomes exactly these basic land types:
  /// it loses its old land types and the abilities from its rules text,
  /// and gains their mana abilities (the engine adds those, 305.6).
  STRATA_VIEW_WRITES(setBasicLandTypes, "Subtype.Land Ability.Text") void setBasicLandTypes(SubtypeSet Types);
  /// CR 305.7, last sentence: "in addition to its other land types".
  STRATA_VIEW_READS_WRITES(addLandType, "CardType.Land", "Subtype.Land") void addLandType(Subtype T);
  STRATA_VIEW_WRITES(removeSupertype, "Supertype.$0") void removeSupertype(Supertype T) {
    noteWrite(kWrites_removeSupertype.refine(static_cast<unsigned>(T)));
    C->Supertypes.erase(T);
  }

  // --- Layer 5: colors ---
  STRATA_VIEW_WRITES(setColors, "Color.*") void setColors(ColorSet Colors) {
    noteWrite(kWrites_setColors);
    C->Colors = Colors;
  }
  STRATA_VIEW_WRITES(addColor, "Color.$0") void addColor(Color X) {
    noteWrite(kWrites_addColor.refine(static_cast<unsigned>(X)));
    C->Colors.insert(X);
  }

  // --- Layer 6: abilities ---
  STRATA_VIEW_WRITES(addKeyword, "Keyword.$0") void addKeyword(Keyword K) {
    noteWrite(kWrites_addKeyword.refine(K));
    C->Keywords.insert(K);
  }
  /// CR 113.10: removal removes every instance.
  STRATA_VIEW_WRITES(removeKeyword, "Keyword.$0") void removeKeyword(Keyword K) {
    noteWrite(kWrites_removeKeyword.refine(K));
    C->Keywords.erase(K);
    C->TextKeywords.erase(K);
  }
  STRATA_VIEW_WRITES(loseAllAbilities, "Keyword.* Ability.Other Ability.Text") void loseAllAbilities() {
    noteWrite(kWrites_loseAllAbilities);
    C->Keywords.clear();
    C->TextKeywords.clear();
    T->Abilities.clear();
  }
  /// Grants a non-keyword ability (it keeps its printer's label).
  STRATA_VIEW_WRITES(gainAbility, "Ability.Other Ability.Gain") void gainAbility(AbilityRef A) {
    noteWrite(kWrites_gainAbility);
    if (!A.Printer)
      return;
    A.FromText = false;
    A.GrantTs = GrantTs;
    T->Abilities.add(A);
  }

  // --- Layer 7 ---
  /// CR 613.4b: set base power / toughness.
  STRATA_VIEW_WRITES(setBasePower, "Power") void setBasePower(int P) {
    noteWrite(kWrites_setBasePower);
    C->Power = clampPT(P);
  }
  STRATA_VIEW_WRITES(setBaseToughness, "Toughness") void setBaseToughness(int T) {
    noteWrite(kWrites_setBaseToughness);
    C->Toughness = clampPT(T);
  }
  /// CR 613.4c: modify without setting.
  STRATA_VIEW_WRITES(addPower, "Power") void addPower(int P) {
    noteWrite(kWrites_addPower);
    C->Power = clampPT(std::int64_t{C->Power} + P);
  }
  STRATA_VIEW_WRITES(addToughness, "Toughness") void addToughness(int T) {
    noteWrite(kWrites_addToughness);
    C->Toughness = clampPT(std::int64_t{C->Toughness} + T);
  }
  /// CR 613.4d: switch.
  STRATA_VIEW_WRITES(switchPowerToughness, "Power Toughness") void switchPowerToughness() {
    noteWrite(kWrites_switchPowerToughness);
    std::int32_t P = C->Power;
    C->Power = C->Toughness;
    C->Toughness = P;
  }
};

// refine() relies on each group's bits following its enum's order; the
// keywords past Forestwalk share two bits (characteristicSlot), and the
// names stratac writes for them are aliases of those bits.
static_assert(CharacteristicSet::parse("Keyword.Forestwalk") ==
              CharacteristicSet::parse("Keyword.*").refine(Keyword::Forestwalk));
static_assert(CharacteristicSet::parse("Keyword.Protection") ==
              CharacteristicSet::ofKeyword(Keyword::ProtectionFromWhite));
// A keyword's metadata name is its enumerator's, found from the keyword
// list (characteristicAlias): no table to keep for a new keyword.
static_assert(CharacteristicSet::parse("Keyword.Prowess Keyword.Persist Keyword.Undying") ==
              CharacteristicSet::parse("Keyword.Other"));
static_assert(CharacteristicSet::parse("Keyword.ProtectionFromGreen") ==
              CharacteristicSet::parse("Keyword.Protection"));
static_assert(CharacteristicSet::parse("Keyword.ProtectionFromGreen") ==
              CharacteristicSet::ofKeyword(Keyword::ProtectionFromGreen));
static_assert(CharacteristicSet::parse("Keyword.Other") ==
              CharacteristicSet::ofKeyword(Keyword::Decayed));
static_assert(CharacteristicSet::parse("Keyword.Shadow") ==
              CharacteristicSet::ofKeyword(Keyword::Shadow));
static_assert(CharacteristicSet::parse("Keyword.Exalted") ==
              CharacteristicSet::parse("Keyword.Other"));
// Every keyword has its own bit or a shared one, inside the group.
static_assert([] {
  for (unsigned K = 0; K < kKeywordNames.size(); ++K) {
    CharacteristicSet B = CharacteristicSet::ofKeyword(static_cast<Keyword>(K));
    if (B.empty() || !CharacteristicSet::parse("Keyword.*").contains(B))
      return false;
  }
  return true;
}());
static_assert(CharacteristicSet::parse("Color.Green") ==
              CharacteristicSet::parse("Color.*").refine(static_cast<unsigned>(Color::Green)));
static_assert(CharacteristicSet::parse("CardType.Sorcery") ==
              CharacteristicSet::parse("CardType.*").refine(
                  static_cast<unsigned>(CardType::Sorcery)));
static_assert(CharacteristicSet::parse("Supertype.World") ==
              CharacteristicSet::parse("Supertype.*").refine(
                  static_cast<unsigned>(Supertype::World)));

} // namespace strata::runtime

#endif
