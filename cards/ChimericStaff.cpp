//===- ChimericStaff.cpp - Chimeric Staff ----------------------------------===//
#include "strata/game/CardGame.h"

#include <string>

namespace strata::cards {
using namespace runtime;

/// {4} Artifact: "{X}: This artifact becomes an X/X Construct artifact
/// creature until end of turn."
struct ChimericStaff {
  static constexpr CardFace Face = {
      .Name = "Chimeric Staff",
      .Cost = ManaCost::parse("{4}"),
      .Types = {CardType::Artifact},
      .Text = "{X}: This artifact becomes an X/X Construct artifact creature "
              "until end of turn."};

  /// On the Staff itself; X is locked in as the ability resolves (CR
  /// 608.2h). One effect, two layers (613.6).
  struct BecomesConstruct : Effect {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().id();
    }
    /// Layer 4: "a Construct artifact creature": it keeps its types and
    /// gains these (205.1b).
    struct MakesConstructCreature : Part<Layer::L4> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.addCardType(CardType::Artifact);
        O.addCardType(CardType::Creature);
        O.addCreatureType(Subtype::Construct);
      }
    };
    /// Layer 7b: "X/X" (613.4b).
    struct SetsBasePT : Part<Layer::L7b> {
      static void apply(const EffectContext &Ctx, ObjectView &O) {
        O.setBasePower(Ctx.chosenX());
        O.setBaseToughness(Ctx.chosenX());
      }
    };
    using Parts = PartList<MakesConstructCreature, SetsBasePT>;
  };

  struct Animate {
    static constexpr std::string_view Text =
        "{X}: This artifact becomes an X/X Construct artifact creature until "
        "end of turn.";
    using Creates = BecomesConstruct;
    /// X was chosen and paid as it was activated (CR 107.3, 602.2b) and
    /// is locked in the item's choices (611.2d).
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      if (G.board().object(Item.Object).In != Zone::Battlefield)
        co_return;
      G.createEffectOf(Item, 0, Duration::EndOfTurn);
    }
    static constexpr game::ActivatedScript script() {
      return {.Cost = ManaCost::parse("{X}"), .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Activated<Animate>>;
};

} // namespace strata::cards
