//===- HostileEscapes.cpp - a name of escape sequences, an OSC title in its text ---===//
///
/// A card of tools/test's hostile card module (hostile-cards.py, issue 29,
/// D112): a legal card to the engine whose name and text strata must print
/// escaped, every byte shown as what it is.
///
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <string_view>

namespace strata::cards {
using namespace runtime;
using namespace std::string_view_literals;

/// Clears the screen and prints a red "ALL TESTS PASSED"; its text retitles/// the terminal (OSC 0) and rings the bell.
struct HostileEscapes {
  static constexpr CardFace Face = {
      .Name = "\x1b[2J\x1b[H\x1b[31mALL TESTS PASSED\x1b[0m",
      .Cost = ManaCost::parse("{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Bear},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      .Text = "\x1b]0;pwned\x07 gets +1/+1.\x1b[8m hidden\x1b[0m"};

  /// "+1/+1": a layer 7c effect on itself, so explain and graph name the
  /// card as a source.
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().id();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };
  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

} // namespace strata::cards
