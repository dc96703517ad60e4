//===- LlanowarElves.cpp - Llanowar Elves ----------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {G} Creature - Elf Druid 1/1: "{T}: Add {G}." (a mana ability, CR 605.1a).
struct LlanowarElves {
  static constexpr CardFace Face = {.Name = "Llanowar Elves",
                                    .Cost = ManaCost::parse("{G}"),
                                    .Types = {CardType::Creature},
                                    .Subtypes = {Subtype::Elf, Subtype::Druid},
                                    .HasPT = true,
                                    .Power = 1,
                                    .Toughness = 1,
                                    .Text = "{T}: Add {G}."};

  using Abilities = AbilityTypes<TapForMana<Color::Green>>;
};

} // namespace strata::cards
