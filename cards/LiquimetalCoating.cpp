//===- LiquimetalCoating.cpp - Liquimetal Coating --------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2} Artifact: "{T}: Target permanent becomes an artifact in addition to
/// its other types until end of turn."
struct LiquimetalCoating {
  static constexpr CardFace Face = {
      .Name = "Liquimetal Coating",
      .Cost = ManaCost::parse("{2}"),
      .Types = {CardType::Artifact},
      .Text = "{T}: Target permanent becomes an artifact in addition to its "
              "other types until end of turn."};

  /// Layer 4 (CR 613.1d, 205.1b), on its target.
  struct MakesTargetArtifact : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addCardType(CardType::Artifact);
    }
  };

  struct Coat {
    static constexpr std::string_view Text =
        "{T}: Target permanent becomes an artifact in addition to its other "
        "types until end of turn.";
    using Creates = MakesTargetArtifact;
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      if (G.targetLegal(Item, 0)) // CR 608.2b
        G.createEffectOf(Item, 0, Duration::EndOfTurn);
      co_return;
    }
    static constexpr game::ActivatedScript script() {
      return {.TapCost = true,
              .Target = game::TargetKind::Permanent,
              .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Activated<Coat>>;
};

} // namespace strata::cards
