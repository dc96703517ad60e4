//===- SolRing.cpp - Sol Ring ----------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1} Artifact: "{T}: Add {C}{C}."
struct SolRing {
  static constexpr CardFace Face = {.Name = "Sol Ring",
                                    .Cost = ManaCost::parse("{1}"),
                                    .Types = {CardType::Artifact},
                                    .Text = "{T}: Add {C}{C}."};

  using Abilities = AbilityTypes<TapForColorless<2>>;
};

} // namespace strata::cards
