//===- ObjectView.cpp - Type-line rules shared by every card ---------------===//
#include "strata/runtime/ObjectView.h"

#include "strata/runtime/CardDef.h"

namespace strata::runtime {

std::string_view ObjectReader::name() const {
  // CR 708.2: a face-down object has no name.
  noteRead(kReads_name);
  std::string_view N = C->HasName && C->Card ? C->Card->Face.Name : "";
  return rec(N.size()), N;
}

/// \p Values' characteristics, except control (CR 707.2, 110.2: neither
/// a copy nor a text change gives the object another controller).
static void takeValues(CoreCharacteristics &C, TextAndAbilities &T,
                       const Characteristics &Values) {
  PlayerId Controller = C.Controller;
  C = Values.core();
  T.assign(Values.text());
  C.Controller = Controller;
}

void ObjectView::becomeCopy(const Characteristics &Values) {
  // CR 707.2: copiable values only.
  noteWrite(kWrites_becomeCopy);
  takeValues(*C, *T, Values);
}

Characteristics ObjectReader::fullText() const {
  noteRead(kReads_fullText);
  if (rec(G->FaceDown)) { // CR 708.2: no name, no text
    Characteristics None;
    None.HasName = false;
    return None;
  }
  return G->Card->printed();
}

void ObjectView::haveFullText(const Characteristics &Values, AbilityRef AlsoHas) {
  // Like a copy (becomeCopy) but in layer 3.
  noteWrite(kWrites_haveFullText);
  takeValues(*C, *T, Values);
  if (AlsoHas.Printer) {
    AlsoHas.FromText = true; // text, which CR 305.7 would remove
    T->Abilities.add(AlsoHas);
  }
}

void ObjectView::replaceWord(TextWord From, TextWord To) {
  // CR 612.2: only words used in the same role change.
  noteRead(kReads_replaceWord);
  noteWrite(kWrites_replaceWord);
  for (int I = 0; I < T->Words.Count; ++I) {
    rec(static_cast<int>(T->Words.Words[I].Kind) * 256 + T->Words.Words[I].Value);
    if (T->Words.Words[I] == From)
      T->Words.Words[I] = To;
  }
  // A keyword from the rules text that names the word is rewritten with it
  // (Sleight of Mind: "protection from black" -> "protection from white";
  // Magical Hack: "swampwalk" -> "plainswalk"). Keywords granted by other
  // effects come later (layer 6) and keep their word.
  if (From.Kind != To.Kind || From == To)
    return;
  auto Rewrite = [&](Keyword Old, Keyword New) {
    if (!rec(C->TextKeywords.contains(Old)))
      return;
    C->TextKeywords.erase(Old);
    C->Keywords.erase(Old);
    C->TextKeywords.insert(New);
    C->Keywords.insert(New);
  };
  if (From.Kind == TextWord::KindT::Color)
    Rewrite(protectionFrom(static_cast<Color>(From.Value)),
            protectionFrom(static_cast<Color>(To.Value)));
  else if (From.Kind == TextWord::KindT::LandType &&
           isBasicLandType(static_cast<Subtype>(From.Value)) &&
           isBasicLandType(static_cast<Subtype>(To.Value)))
    Rewrite(landwalkFor(static_cast<Subtype>(From.Value)),
            landwalkFor(static_cast<Subtype>(To.Value)));
}

/// CR 205.3c: does a subtype of kind \p K still correspond to one of the
/// object's card types? Creature types also belong to kindred (205.3m).
static bool keepsSubtypesOf(SubtypeKind K, CardTypeSet Types) {
  switch (K) {
  case SubtypeKind::Creature:
    return Types.contains(CardType::Creature) || Types.contains(CardType::Kindred);
  case SubtypeKind::Land:
    return Types.contains(CardType::Land);
  case SubtypeKind::Artifact:
    return Types.contains(CardType::Artifact);
  case SubtypeKind::Enchantment:
    return Types.contains(CardType::Enchantment);
  }
  return false;
}

void ObjectView::setCardTypes(CardTypeSet Types) {
  // CR 205.1a: an instant or sorcery keeps that type.
  noteRead(kReads_setCardTypes);
  noteWrite(kWrites_setCardTypes);
  Types |= rec(C->Types & CardTypeSet{CardType::Instant, CardType::Sorcery});
  C->Types = Types;
  // CR 205.1a: subtypes of a removed card type go with it.
  for (SubtypeKind K : {SubtypeKind::Creature, SubtypeKind::Land,
                        SubtypeKind::Artifact, SubtypeKind::Enchantment})
    if (!keepsSubtypesOf(K, Types))
      C->Subtypes.eraseKind(K);
}

void ObjectView::addCardType(CardType T) {
  noteWrite(kWrites_addCardType.refine(static_cast<unsigned>(T)));
  C->Types.insert(T);
}

void ObjectView::setCreatureTypes(SubtypeSet Types) {
  noteRead(kReads_setCreatureTypes);
  noteWrite(kWrites_setCreatureTypes);
  C->Subtypes.eraseKind(SubtypeKind::Creature);
  Types.forEach([&](Subtype S) {
    if (subtypeKind(S) == SubtypeKind::Creature)
      addCreatureType(S);
  });
  if (Types.hasAllCreatureTypes())
    gainAllCreatureTypes();
}

void ObjectView::setArtifactTypes(SubtypeSet Types) {
  noteRead(kReads_setArtifactTypes);
  noteWrite(kWrites_setArtifactTypes);
  C->Subtypes.eraseKind(SubtypeKind::Artifact);
  if (rec(keepsSubtypesOf(SubtypeKind::Artifact, C->Types)))
    Types.forEach([&](Subtype S) {
      if (subtypeKind(S) == SubtypeKind::Artifact)
        C->Subtypes.insert(S);
    });
}

void ObjectView::addCreatureType(Subtype T) {
  // CR 205.3d: a subtype must correspond to one of the object's types.
  noteRead(kReads_addCreatureType);
  noteWrite(kWrites_addCreatureType);
  if (rec(keepsSubtypesOf(SubtypeKind::Creature, C->Types)))
    C->Subtypes.insert(T);
}

void ObjectView::gainAllCreatureTypes() {
  noteRead(kReads_gainAllCreatureTypes);
  noteWrite(kWrites_gainAllCreatureTypes);
  if (rec(keepsSubtypesOf(SubtypeKind::Creature, C->Types)))
    C->Subtypes.setAllCreatureTypes(true);
}

void ObjectView::setBasicLandTypes(SubtypeSet Types) {
  // CR 305.7: the land loses its old land types and every ability from its
  // rules text (abilities granted by other effects stay); the engine adds
  // the new types' mana abilities after layer 4 (305.6).
  noteWrite(kWrites_setBasicLandTypes);
  C->Subtypes.eraseKind(SubtypeKind::Land);
  Types.forEach([&](Subtype S) {
    if (isBasicLandType(S))
      C->Subtypes.insert(S);
  });
  T->Abilities.removeIf([](const AbilityRef &A) { return A.FromText; });
  C->Keywords = C->Keywords.minus(C->TextKeywords);
  C->TextKeywords.clear();
}

void ObjectView::addLandType(Subtype T) {
  noteRead(kReads_addLandType);
  noteWrite(kWrites_addLandType);
  if (rec(C->Types.contains(CardType::Land)))
    C->Subtypes.insert(T);
}

} // namespace strata::runtime
