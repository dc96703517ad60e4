//===- MindBend.cpp - Mind Bend --------------------------------------------===//
#include "strata/cards/Choices.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {U} Instant: "Change the text of target permanent by replacing all
/// instances of one color word with another or one basic land type with
/// another."
struct MindBend {
  static constexpr CardFace Face = {
      .Name = "Mind Bend",
      .Cost = ManaCost::parse("{U}"),
      .Types = {CardType::Instant},
      .Text = "Change the text of target permanent by replacing all instances of one "
              "color word with another or one basic land type with another. (For "
              "example, you may change \"nonblack creature\" to \"nongreen creature\" "
              "or \"forestwalk\" to \"islandwalk.\" This effect lasts indefinitely.)"};

  /// Layer 3 (CR 613.1c): every instance of the chosen word, used as one,
  /// is replaced on the target (612.2); it lasts indefinitely (611.2a).
  struct ReplacesWord : Effect, Part<Layer::L3> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.replaceWord(Ctx.wordFrom(), Ctx.wordTo());
    }
  };

  using SpellEffects = EffectTypes<ReplacesWord>;

  /// CR 612, 608.2: the words are chosen as it resolves: the word to
  /// replace (a color word or a basic land type), then a new word of the
  /// same kind.
  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    if (!G.targetLegal(Item, 0))
      co_return;
    auto From = co_await script::chooseColorOrLandTypeWord(G, Item.Controller, Item.Label);
    if (!From)
      co_return;
    auto To = co_await script::chooseColorOrLandTypeWord(G, Item.Controller, Item.Label, From);
    if (!To)
      co_return;
    Item.Choices.From = *From;
    Item.Choices.To = *To;
    G.createEffectOf(Item, 0, Duration::Indefinite);
  }
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Permanent},
                                              .Resolve = &resolve};
};

} // namespace strata::cards
