//===- CardDef.cpp - Printed characteristics and ability labels ------------===//
#include "strata/runtime/CardDef.h"

#include <algorithm>
#include <cctype>

namespace strata::runtime {

std::string CardDef::label(int I) const {
  std::string L;
  appendLabel(L, I);
  return L;
}

void CardDef::appendLabel(std::string &Out, int I) const {
  const AbilityDef &A = Abilities[I];
  if (A.Kind == AbilityKind::Mana || A.Quoted) {
    Out.append(A.Text);
    return;
  }
  if (A.KeywordOf >= 0) {
    Out.append(name(static_cast<Keyword>(A.KeywordOf)));
    return;
  }
  int NonMana = 0, Ordinal = 0;
  for (int J = 0; J < NumAbilities; ++J) {
    if (Abilities[J].Kind == AbilityKind::Mana || Abilities[J].KeywordOf >= 0 ||
        Abilities[J].Quoted)
      continue;
    ++NonMana;
    if (J == I)
      Ordinal = NonMana;
  }
  Out.append(Face.Name);
  if (NonMana > 1)
    Out.append(" #").append(std::to_string(Ordinal)); // a short string: inline
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
    if (!Abilities[I].Quoted) // granted to others, not its own
      C.Abilities.add({this, static_cast<std::uint8_t>(I), /*FromText=*/true,
                     /*Intrinsic=*/false});
  C.Words = Face.Words;
  C.HasPT = Face.HasPT;
  C.Power = Face.Power;
  C.Toughness = Face.Toughness;
  return C;
}

namespace {

bool sameWord(std::string_view A, std::string_view B) {
  return A.size() == B.size() && std::equal(A.begin(), A.end(), B.begin(), [](char X, char Y) {
           return std::tolower(static_cast<unsigned char>(X)) ==
                  std::tolower(static_cast<unsigned char>(Y));
         });
}

/// \p Word is \p Name, or its plural ("Goblins", "Elves", "Plains").
bool namesOrPlural(std::string_view Word, std::string_view Name) {
  if (Word == Name)
    return true;
  std::string N(Name);
  if (Word == N + "s" || Word == N + "es")
    return true;
  if (N.size() > 1 && N.back() == 'f') // Elf -> Elves, Dwarf -> Dwarves
    return Word == N.substr(0, N.size() - 1) + "ves";
  return false;
}

bool declared(const TextWords &W, TextWord Word) {
  return std::find(W.Words.begin(), W.Words.begin() + W.Count, Word) !=
         W.Words.begin() + W.Count;
}

} // namespace

std::vector<std::string> undeclaredTextWords(const CardFace &F) {
  // The rules words: the text without reminder text and the card's name.
  std::string Text;
  int Depth = 0;
  for (char C : F.Text) {
    Depth += C == '(';
    Text += Depth ? ' ' : C;
    Depth -= C == ')' && Depth > 0;
  }
  if (!F.Name.empty())
    for (auto At = Text.find(F.Name); At != std::string::npos; At = Text.find(F.Name, At))
      Text.replace(At, F.Name.size(), F.Name.size(), ' ');

  std::vector<std::string> Out;
  auto Report = [&](std::string Entry) {
    if (std::find(Out.begin(), Out.end(), Entry) == Out.end())
      Out.push_back(std::move(Entry));
  };
  std::size_t I = 0;
  while (I < Text.size()) {
    if (!std::isalpha(static_cast<unsigned char>(Text[I]))) {
      ++I;
      continue;
    }
    std::size_t Begin = I;
    while (I < Text.size() && std::isalpha(static_cast<unsigned char>(Text[I])))
      ++I;
    std::string_view Word(Text.data() + Begin, I - Begin);
    // "nonblack", "non-Swamp" (the tokenizer splits at the hyphen).
    if (Word.size() > 3 && sameWord(Word.substr(0, 3), "non"))
      Word.remove_prefix(3);
    for (int C = 0; C < 5; ++C)
      if (sameWord(Word, kColorNames[C]) && !declared(F.Words, colorWord(static_cast<Color>(C))))
        Report("'" + std::string(Word) + "' (a color word)");
    for (std::size_t S = 0; S < kSubtypeNames.size(); ++S) {
      auto T = static_cast<Subtype>(S);
      std::string_view Name = kSubtypeNames[S];
      if (isBasicLandType(T)) {
        // "Forest", "Forests", and landwalk: "forestwalk".
        std::string Lower(Name);
        std::transform(Lower.begin(), Lower.end(), Lower.begin(),
                       [](unsigned char X) { return std::tolower(X); });
        bool Walk = sameWord(Word, Lower + "walk");
        if ((namesOrPlural(Word, Name) || Walk) && !declared(F.Words, landTypeWord(T)))
          Report("'" + std::string(Word) + "' (a basic land type)");
      } else if (subtypeKind(T) == SubtypeKind::Creature && namesOrPlural(Word, Name) &&
                 !declared(F.Words, creatureTypeWord(T))) {
        Report("'" + std::string(Word) + "' (a creature type)");
      }
    }
  }
  return Out;
}

} // namespace strata::runtime
