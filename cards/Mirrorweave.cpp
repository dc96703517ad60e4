//===- Mirrorweave.cpp - Mirrorweave ----------------------------------------===//
#include "strata/cards/Choices.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{W/U}{W/U} Instant: "Each other creature becomes a copy of target
/// nonlegendary creature until end of turn."
struct Mirrorweave {
  static constexpr CardFace Face = {
      .Name = "Mirrorweave",
      .Cost = ManaCost::parse("{2}{W/U}{W/U}"),
      .Types = {CardType::Instant},
      .Text = "Each other creature becomes a copy of target nonlegendary creature "
              "until end of turn."};

  /// Layer 1 (CR 613.2a, 707.2): the copiable values of the target as the
  /// spell resolves; the set is the other creatures then (611.2c).
  struct OthersBecomeCopies : Effect, Part<Layer::L1a> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() != Ctx.target(0) && O.zone() == Zone::Battlefield &&
             O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.becomeCopy(Ctx.copiedValues());
    }
  };

  using SpellEffects = EffectTypes<OthersBecomeCopies>;

  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    if (!G.targetLegal(Item, 0)) // CR 608.2b
      co_return;
    ObjectId Original = static_cast<ObjectId>(Item.Targets[0].Id);
    EffectChoices C =
        script::captureCopy(G, Original, script::copiableValuesOf(G, Original));
    Item.Choices.CopiedValues = C.CopiedValues;
    G.createEffectOf(Item, 0, Duration::EndOfTurn);
  }
  static constexpr game::SpellScript Spell = {
      .Targets = {game::TargetKind::NonlegendaryCreature}, .Resolve = &resolve};
};

} // namespace strata::cards
