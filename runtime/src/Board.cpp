//===- Board.cpp - Objects and created effects -----------------------------===//
#include "strata/runtime/Board.h"

namespace strata::runtime {

GameObject &Board::addObject(const CardDef &Card, PlayerId Owner, Zone In) {
  GameObject O;
  O.Id = static_cast<ObjectId>(Objects.size());
  O.Card = &Card;
  O.Owner = Owner;
  O.BaseController = Owner;
  O.In = In;
  O.Ts = newTimestamp(); // CR 613.7d
  Objects.push_back(O);
  return Objects.back();
}

CreatedEffect &Board::addEffect(CreatedEffect E) {
  if (E.Ts == 0)
    E.Ts = newTimestamp(); // CR 613.7b
  Effects.push_back(std::move(E));
  return Effects.back();
}

} // namespace strata::runtime
