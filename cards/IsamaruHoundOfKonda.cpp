//===- IsamaruHoundOfKonda.cpp - Isamaru, Hound of Konda -------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {W} Legendary Creature - Dog 2/2.
struct IsamaruHoundOfKonda {
  static constexpr CardFace Face = {.Name = "Isamaru, Hound of Konda",
                                    .Cost = ManaCost::parse("{W}"),
                                    .Types = {CardType::Creature},
                                    .Supertypes = {Supertype::Legendary},
                                    .Subtypes = {Subtype::Dog},
                                    .HasPT = true,
                                    .Power = 2,
                                    .Toughness = 2};
};

} // namespace strata::cards
