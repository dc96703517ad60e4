//===- Cytoshape.cpp - Cytoshape -------------------------------------------===//
#include "strata/cards/Choices.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{G}{U} Instant: "Choose a nonlegendary creature on the battlefield.
/// Target creature becomes a copy of that creature until end of turn."
struct Cytoshape {
  static constexpr CardFace Face = {
      .Name = "Cytoshape",
      .Cost = ManaCost::parse("{1}{G}{U}"),
      .Types = {CardType::Instant},
      .Text = "Choose a nonlegendary creature on the battlefield. Target "
              "creature becomes a copy of that creature until end of turn."};

  /// Layer 1a (CR 613.2a, 707.2): the target takes the copiable values
  /// captured as the spell resolved (707.2b).
  struct TargetBecomesCopy : Effect, Part<Layer::L1a> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.becomeCopy(Ctx.copiedValues());
    }
  };

  using SpellEffects = EffectTypes<TargetBecomesCopy>;

  /// The creature to copy is chosen as it resolves (not targeted, so it
  /// may be any nonlegendary creature, the target included).
  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    if (!G.targetLegal(Item, 0))
      co_return;
    ObjectId Original = co_await script::chooseCreatureToCopy(
        G, Item.Controller, kNoObject, Item.Label, /*Optional=*/false,
        /*NonlegendaryOnly=*/true);
    if (Original == kNoObject)
      co_return;
    EffectChoices C = script::captureCopy(
        G, Original, script::copiableValuesOf(G, Original));
    Item.Choices.CopiedValues = C.CopiedValues;
    G.createEffectOf(Item, 0, Duration::EndOfTurn);
  }
  static constexpr game::SpellScript Spell = {
      .Targets = {game::TargetKind::Creature}, .Resolve = &resolve};
};

} // namespace strata::cards
