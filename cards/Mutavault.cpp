//===- Mutavault.cpp - Mutavault -------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// Land: "{T}: Add {C}. / {1}: This land becomes a 2/2 creature with all
/// creature types until end of turn. It's still a land."
struct Mutavault {
  static constexpr CardFace Face = {
      .Name = "Mutavault",
      .Types = {CardType::Land},
      .Text = "{T}: Add {C}.\n{1}: This land becomes a 2/2 creature with all "
              "creature types until end of turn. It's still a land."};

  /// The effect its second ability creates, on Mutavault itself (the
  /// ability's source, CR 611.2c locks it). One effect, two layers (613.6).
  struct BecomesCreature : Effect {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().id();
    }
    /// Layer 4: creature with all creature types, still a land (205.1b,
    /// 205.3m).
    struct MakesCreature : Part<Layer::L4> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.addCardType(CardType::Creature);
        O.gainAllCreatureTypes();
      }
    };
    /// Layer 7b: "a 2/2 creature" sets its base P/T (613.4b).
    struct SetsBasePT : Part<Layer::L7b> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.setBasePower(2);
        O.setBaseToughness(2);
      }
    };
    using Parts = PartList<MakesCreature, SetsBasePT>;
  };

  struct Animate {
    static constexpr std::string_view Text =
        "{1}: This land becomes a 2/2 creature with all creature types until "
        "end of turn. It's still a land.";
    using Creates = BecomesCreature;
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      // CR 611.2c: nothing to animate once it has left the battlefield.
      if (G.board().object(Item.Object).In == Zone::Battlefield)
        G.createEffectOf(Item, 0, Duration::EndOfTurn);
      co_return;
    }
    static constexpr game::ActivatedScript script() {
      return {.Cost = ManaCost::parse("{1}"), .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<TapForColorless<1>, game::Activated<Animate>>;
};

} // namespace strata::cards
