// A card library (--card-library): an effect that no `strata.lists` list
// names, directly or through what a named class names (an ability's
// `using Creates = E;`), builds and never applies, so it is reported; a part
// list out of layer order (CR 613.6) is an error with the list in order as a
// fix-it (card_library_fixits.cpp checks the fix-its' text).
#include "strata_stub.h"

using namespace stub;

namespace cards {

struct Anthem {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool filter(const Context &, const View &) { return true; }
    static void apply(const Context &, View &T) { T.setPower(1); }
  };
  // Forgotten in Abilities below.
  struct Forgotten : Effect, Part<Layer::L7c> { // expected-warning {{effect 'cards::Anthem::Forgotten' is not named by any Abilities list, so nothing creates it and it never applies: list it (or the ability that creates it), or remove it}}
    static bool filter(const Context &, const View &) { return true; }
    static void apply(const Context &, View &T) { T.setPower(2); }
  };
  // Named only by the ability that creates it.
  struct Animates : Effect, Part<Layer::L4> {
    static bool filter(const Context &, const View &) { return true; }
    static void apply(const Context &, View &T) { T.addType(CardType::Creature); }
  };
  struct Animate {
    using Creates = Animates;
  };
  // Named only by an alias the lists do not read (not `Creates`): nothing
  // creates it.
  struct Decoyed : Effect, Part<Layer::L7c> { // expected-warning {{effect 'cards::Anthem::Decoyed' is not named by any Abilities list}}
    static bool filter(const Context &, const View &) { return true; }
    static void apply(const Context &, View &T) { T.setPower(3); }
  };
  struct Decoy {
    using Unused = Decoyed;
  };
  using Abilities = stub::Abilities<Static<Pumps>, Animate, Decoy>;
};

struct Humble : Effect {
  static bool filter(const Context &, const View &) { return true; }
  struct SetsBase : Part<Layer::L7c> {
    static void apply(const Context &, View &T) { T.setPower(1); }
  };
  struct LosesAbilities : Part<Layer::L6> {
    static void apply(const Context &, View &T) { T.loseAllAbilities(); }
  };
  using Parts = List<SetsBase, LosesAbilities>; // expected-error {{effect 'cards::Humble' lists its parts out of layer order (CR 613.6): 'LosesAbilities' (layer L6) comes after 'SetsBase' (layer L7c); list them in layer order in 'Parts'}} expected-note {{in layer order}}
};
using HumbleCard = stub::Abilities<Static<Humble>>;

} // namespace cards
