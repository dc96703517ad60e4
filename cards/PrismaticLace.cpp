//===- PrismaticLace.cpp - Prismatic Lace ----------------------------------===//
#include "strata/cards/Choices.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {U} Instant: "Target permanent becomes the color or colors of your
/// choice. (This effect lasts indefinitely.)"
struct PrismaticLace {
  static constexpr CardFace Face = {
      .Name = "Prismatic Lace",
      .Cost = ManaCost::parse("{U}"),
      .Types = {CardType::Instant},
      .Text = "Target permanent becomes the color or colors of your choice. (This "
              "effect lasts indefinitely.)"};

  /// Layer 5 (CR 613.1e): its colors become exactly those chosen (105.3),
  /// locked in as it resolved (608.2h); the set is the target (611.2c).
  struct SetsColors : Effect, Part<Layer::L5> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.setColors(Ctx.chosenColors());
    }
  };
  using SpellEffects = EffectTypes<SetsColors>;

  /// CR 608.2b: an illegal target is not affected; the colors are chosen as
  /// it resolves.
  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    if (!G.targetLegal(Item, 0))
      co_return;
    Item.Choices.ChosenColors = co_await script::chooseColors(G, Item.Controller, Item.Label);
    if (Item.Choices.ChosenColors.empty())
      co_return;
    G.createEffectOf(Item, 0, Duration::Indefinite);
  }
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Permanent},
                                              .Resolve = &resolve};
};

} // namespace strata::cards
