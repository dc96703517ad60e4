//===- CardDef.h - A card's printed face and abilities --------*- C++ -*-===//
///
/// \file
/// CardFace is what a card class spells out (CR 109.3's printed
/// characteristics, with Oracle text); CardDef adds the abilities, built
/// from the class's ability list by describeCard<C>() (Card.h).
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_RUNTIME_CARDDEF_H
#define STRATA_RUNTIME_CARDDEF_H

#include "strata/runtime/Characteristics.h"
#include "strata/runtime/ManaCost.h"
#include "strata/runtime/Vocabulary.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace strata::runtime {

/// What the engine that plays games attaches to a card or an ability: its
/// scripts (how a spell resolves, an ability's cost and effect, a rules or
/// replacement effect). The object model carries the address and never
/// reads it, so it knows no game; the game engine reads it back with its
/// own types (strata/game/Script.h: scriptsOf, spellScriptOf).
using EngineScript = const void *;

struct EffectDescriptor;

/// The printed face of a card, as its class spells it.
struct CardFace {
  std::string_view Name;
  ManaCost Cost;
  ColorSet ColorIndicator; ///< CR 204.
  CardTypeSet Types;
  SupertypeSet Supertypes;
  SubtypeSet Subtypes;
  bool HasPT = false;
  std::int16_t Power = 0; ///< For */* (a P/T CDA), 0 (CR 208.2a).
  std::int16_t Toughness = 0;
  KeywordSet Keywords; ///< Keyword abilities printed in the text box.
  std::int16_t Loyalty = 0; ///< CR 209: a planeswalker's printed loyalty.
  TextWords Words;     ///< Text-changeable words its abilities use (612.2).
  std::string_view Text; ///< Oracle text.
};

/// CR 612.2: the words of \p F's rules text that a text-changing effect can
/// change (color words, basic land types, creature types, as words, plurals,
/// "non-" forms and landwalk) but that \p F's Words does not declare, so
/// Sleight of Mind, Magical Hack or Artificial Evolution would not change
/// them. Each as "'black' (a color word)", in text order, once each. The
/// card's own name and reminder text (in parentheses) are not rules words.
std::vector<std::string> undeclaredTextWords(const CardFace &F);

constexpr TextWord colorWord(Color C) {
  return {TextWord::KindT::Color, static_cast<std::uint8_t>(C)};
}
constexpr TextWord landTypeWord(Subtype S) {
  return {TextWord::KindT::LandType, static_cast<std::uint8_t>(S)};
}
constexpr TextWord creatureTypeWord(Subtype S) {
  return {TextWord::KindT::CreatureType, static_cast<std::uint8_t>(S)};
}
constexpr TextWords words(std::initializer_list<TextWord> W) {
  TextWords T;
  for (TextWord X : W)
    T.Words[T.Count++] = X;
  return T;
}

/// CR 113.3: kinds of abilities.
enum class AbilityKind : std::uint8_t { Static, Activated, Triggered, Mana };

/// One non-keyword ability printed on a card.
struct AbilityDef {
  AbilityKind Kind = AbilityKind::Static;
  /// Mana abilities are labelled by their text ("{T}: Add {G}"); others by
  /// the card's name (see CardDef::label()).
  std::string_view Text;
  /// Static abilities: the continuous effect the ability generates.
  const EffectDescriptor *Effect = nullptr;
  /// CR 113.6: the zone the ability functions in. CDAs function
  /// everywhere (604.3), which AllZones says.
  Zone FunctionsIn = Zone::Battlefield;
  bool AllZones = false;
  /// CR 113.6 / 604.3: does it function where its object is, in \p Z?
  constexpr bool functionsWhereObjectIs(Zone Z) const { return AllZones || FunctionsIn == Z; }
  /// What the game engine does with it: an activated or mana ability's
  /// cost and effect, a triggered ability's event and effect, a static
  /// ability's rules modification (CR 613.11) or replacement (614, 615).
  EngineScript Script = nullptr;
  /// The keyword this ability is (Equip, Flashback): labelled by the
  /// keyword, not counted among the card's other abilities; -1 if none.
  std::int8_t KeywordOf = -1;
  /// An ability the card's text grants in quotation marks ("is a Treasure
  /// artifact with \"{T}, Sacrifice this artifact: ...\""): the card does
  /// not have it itself; its effects grant it (EffectContext::quotedAbility),
  /// labelled by its text and printed by this card (CR 613.1f).
  bool Quoted = false;
  /// "{T}: Add ..." mana abilities with no script: the mana they add
  /// (white, blue, black, red, green, colorless).
  std::array<std::uint8_t, 6> ManaAdds{};
};

/// A card: its printed face and its abilities.
struct CardDef {
  CardFace Face;
  const AbilityDef *Abilities = nullptr;
  std::uint8_t NumAbilities = 0;
  /// Continuous effects its resolution creates (instants and sorceries,
  /// CR 611.2), in the order the text gives them.
  const EffectDescriptor *const *SpellEffects = nullptr;
  std::uint8_t NumSpellEffects = 0;

  /// Effects the card generates as it enters, applying to itself from
  /// then on (CR 614.1c/707.5 "enter as a copy"; 611.2e), e.g. Clone.
  const EffectDescriptor *const *EntryEffects = nullptr;
  std::uint8_t NumEntryEffects = 0;

  /// How it is cast and resolves, if it does more than enter (the game
  /// engine's SpellScript, the class's `Spell` member).
  EngineScript Spell = nullptr;

  /// CR 702: the keyword abilities the rules write (game::KeywordRules),
  /// compiled and analysed in this card's own library, so the code that
  /// runs is the code stratac read. The layer engine gives an object with
  /// a keyword counter (CR 122.1b) the ability from here. Null for a card
  /// bound without the game (runtime::describeCard): the keyword alone.
  const CardDef *KeywordRules = nullptr;

  const AbilityDef &ability(int I) const { return Abilities[I]; }

  /// The index of this card's ability that is keyword \p K's (its
  /// `KeywordOf`), or -1.
  constexpr int abilityOfKeyword(Keyword K) const {
    for (int I = 0; I < NumAbilities; ++I)
      if (Abilities[I].KeywordOf == static_cast<int>(K))
        return I;
    return -1;
  }
  /// CR 122.1b: the ability the rules give keyword \p K, as this card's
  /// library compiled it (KeywordRules); none (a null printer) if the rules
  /// write it as no ability object (flying) or the card has no rules bound.
  AbilityRef rulesAbility(Keyword K) const {
    int I = KeywordRules ? KeywordRules->abilityOfKeyword(K) : -1;
    if (I < 0)
      return {};
    return {KeywordRules, static_cast<std::uint8_t>(I)};
  }

  /// The label scenarios and explanations use for ability \p I: its text
  /// for a mana ability, else the card's name, or "Name #N" when the card
  /// printed several non-keyword, non-mana abilities.
  std::string label(int I) const;
  /// label(\p I) appended to \p Out (whose storage a caller may keep).
  void appendLabel(std::string &Out, int I) const;

  /// CR 613.1 / 302.4c: the characteristics the layer system starts from.
  Characteristics printed() const;
};

} // namespace strata::runtime

#endif
