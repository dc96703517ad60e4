//===- Effect.cpp - Effect context -----------------------------------------===//
#include "strata/runtime/Effect.h"

namespace strata::runtime {

std::optional<Color> EffectContext::chosenColor() const {
  // A created effect's own choice wins; a static ability uses the choice
  // its source made as it entered (e.g. Painter's Servant).
  if (Choices && Choices->ChosenColor)
    return *Choices->ChosenColor;
  return B->Objects[SourceId].Choices.ChosenColor;
}

std::optional<Subtype> EffectContext::chosenType() const {
  if (Choices && Choices->ChosenType)
    return *Choices->ChosenType;
  return B->Objects[SourceId].Choices.ChosenType;
}

} // namespace strata::runtime
