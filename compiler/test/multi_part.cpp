// A multi-layer effect lists its parts; each gets a line with the effect's
// filter reads and its own apply facts.
#include "strata_stub.h"

using namespace stub;

namespace cards {

struct Humble : Effect {
  static bool filter(const Context &, const View &T) {
    return T.is(CardType::Creature);
  }
  struct LosesAbilities : Part<Layer::L6> {
    static void apply(const Context &, View &T) { T.loseAllAbilities(); }
  };
  struct SetsBase : Part<Layer::L7c> {
    static void apply(const Context &, View &T) {
      T.setPower(1);
      T.setToughness(T.toughness() - T.toughness() + 1);
    }
  };
  using Parts = List<LosesAbilities, SetsBase>;
};

} // namespace cards

// CHECK: STRATA_PART_FACTS(::cards::Humble::LosesAbilities, ::cards::Humble, L6, false, "CardType.Creature", "", "", "", "Ability.*")
// CHECK-NEXT: STRATA_PART_FACTS(::cards::Humble::SetsBase, ::cards::Humble, L7c, false, "CardType.Creature", "Toughness", "", "", "Power Toughness")
