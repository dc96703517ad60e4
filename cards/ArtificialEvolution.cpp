//===- ArtificialEvolution.cpp - Artificial Evolution ----------------------===//
#include "strata/cards/Choices.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {U} Instant: replaces one creature type with another in the target's
/// text (CR 612).
struct ArtificialEvolution {
  static constexpr CardFace Face = {
      .Name = "Artificial Evolution",
      .Cost = ManaCost::parse("{U}"),
      .Types = {CardType::Instant},
      .Text = "Change the text of target spell or permanent by replacing all "
              "instances of one creature type with another. The new creature "
              "type can't be Wall. (This effect lasts indefinitely.)"};

  /// Layer 3 (CR 613.1c): every instance of the chosen creature type, used
  /// as one, is replaced on the target (612.2); it lasts indefinitely
  /// (611.2a). The new type is chosen as it resolves, never Wall (resolve
  /// below).
  struct ReplacesCreatureTypeWord : Effect, Part<Layer::L3> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.replaceWord(Ctx.wordFrom(), Ctx.wordTo());
    }
  };

  using SpellEffects = EffectTypes<ReplacesCreatureTypeWord>;

  /// CR 612 / 608.2: the words are chosen as it resolves: the word to
  /// replace, then the new word (one creature type with another (the new one can't be Wall)). The
  /// effect lasts indefinitely (611.2a).
  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    if (!G.targetLegal(Item, 0))
      co_return;
    auto From = co_await script::chooseCreatureType(G, Item.Controller, Item.Label);
    auto To = co_await script::chooseCreatureType(G, Item.Controller, Item.Label, /*NotWall=*/true);
    if (!From || !To)
      co_return;
    Item.Choices.From = creatureTypeWord(*From);
    Item.Choices.To = creatureTypeWord(*To);
    G.createEffectOf(Item, 0, Duration::Indefinite);
  }
  static constexpr game::SpellScript Spell = {
      .Targets = {game::TargetKind::SpellOrPermanent}, .Resolve = &resolve};
};

} // namespace strata::cards
