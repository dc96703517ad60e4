//===- Effect.cpp - Effect context -----------------------------------------===//
#include "strata/runtime/Effect.h"

#include "strata/runtime/CardDef.h"

namespace strata::runtime {

std::optional<Color> EffectContext::chosenColor() const {
  // A created effect's own choice wins; a static ability uses the choice
  // its source made as it entered (e.g. Painter's Servant).
  if (Choices && Choices->ChosenColor)
    return *Choices->ChosenColor;
  return B->objects()[SourceId].Choices.ChosenColor;
}

std::optional<Subtype> EffectContext::chosenType() const {
  if (Choices && Choices->ChosenType)
    return *Choices->ChosenType;
  return B->objects()[SourceId].Choices.ChosenType;
}

AbilityRef EffectContext::printedKeywordAbility(Keyword K) const {
  int I = Printer ? Printer->abilityOfKeyword(K) : -1;
  if (I < 0)
    return {};
  return {Printer, static_cast<std::uint8_t>(I)};
}

AbilityRef EffectContext::quotedAbility(int N) const {
  if (Printer)
    for (int I = 0; I < Printer->NumAbilities; ++I)
      if (Printer->ability(I).Quoted && N-- == 0)
        return {Printer, static_cast<std::uint8_t>(I)};
  return {};
}

} // namespace strata::runtime
