//===- CardDef.cpp - Printed characteristics and ability labels ------------===//
#include "strata/runtime/CardDef.h"

namespace strata::runtime {

std::string CardDef::label(int I) const {
  const AbilityDef &A = Abilities[I];
  if (A.Kind == AbilityKind::Mana)
    return std::string(A.Text);
  if (A.KeywordOf >= 0)
    return std::string(name(static_cast<Keyword>(A.KeywordOf)));
  int NonMana = 0, Ordinal = 0;
  for (int J = 0; J < NumAbilities; ++J) {
    if (Abilities[J].Kind == AbilityKind::Mana || Abilities[J].KeywordOf >= 0)
      continue;
    ++NonMana;
    if (J == I)
      Ordinal = NonMana;
  }
  std::string L(Face.Name);
  if (NonMana > 1)
    L += " #" + std::to_string(Ordinal);
  return L;
}

Characteristics CardDef::printed() const {
  Characteristics C;
  C.Card = this;
  C.Cost = Face.Cost;
  // CR 105.2 / 202.2: color comes from the mana cost and color indicator.
  C.Colors = Face.Cost.colors() | Face.ColorIndicator;
  C.Types = Face.Types;
  C.Supertypes = Face.Supertypes;
  C.Subtypes = Face.Subtypes;
  C.Keywords = Face.Keywords;
  C.TextKeywords = Face.Keywords;
  // CR 702.73a: changeling is a CDA, "this object is every creature type";
  // it defines the printed type line in every zone.
  if (Face.Keywords.contains(Keyword::Changeling))
    C.Subtypes.setAllCreatureTypes(true);
  for (int I = 0; I < NumAbilities; ++I)
    C.Abilities.add({this, static_cast<std::uint8_t>(I), /*FromText=*/true,
                     /*Intrinsic=*/false});
  C.Words = Face.Words;
  C.HasPT = Face.HasPT;
  C.Power = Face.Power;
  C.Toughness = Face.Toughness;
  return C;
}

} // namespace strata::runtime
