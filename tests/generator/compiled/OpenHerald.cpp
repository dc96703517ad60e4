//===- OpenHerald.cpp - Open Herald (adversarial card) ----===//
//
// Refused adversarial card (issue 25). Root: the analysed binding is not the
// loaded binding. The card's helper asks for default visibility: compiled
// position-independent, the apply calls it through the PLT, and a process
// that defines the same symbol first (the executable, another module) has
// its body run instead (shown by an outside attack: "the executable's
// heraldBonus ran, not the card's"). strata_add_cards compiles card objects
// with hidden visibility (cmake/StrataCards.cmake), so only such an
// attribute makes a definition preemptible; stratac --compile refuses any
// reached definition that is not bound within its module.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// Exported so a companion tool can reuse the bonus rule.
[[gnu::visibility("default"), gnu::noinline]] int heraldBonus(const EffectContext &Ctx) { return Ctx.chosenX() + 1; }

struct OpenHerald {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) { O.addPower(heraldBonus(Ctx)); }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<OpenHerald::Pumps>(); }
} // namespace strata::cards

// expected-error@20 {{effect 'strata::cards::OpenHerald::Pumps' runs 'strata::cards::heraldBonus', whose definition the linker or loader may replace (preemptible: with default visibility another module's definition of the symbol replaces it when the program is loaded}}
// expected-note@27 {{through 'strata::cards::OpenHerald::Pumps::apply' in the compiled code}}
