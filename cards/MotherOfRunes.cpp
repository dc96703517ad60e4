//===- MotherOfRunes.cpp - Mother of Runes ---------------------------------===//
#include "strata/cards/Choices.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {G} Creature - Human Cleric 1/1.
struct MotherOfRunes {
  static constexpr CardFace Face = {
      .Name = "Mother of Runes",
      .Cost = ManaCost::parse("{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Human, Subtype::Cleric},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Text = "{T}: Target creature you control gains protection from the color of your choice until end of turn."};

  /// Layer 6 (CR 613.1f): the target gains protection from the color
  /// chosen as the ability resolved (locked in then, 608.2h).
  struct GrantsProtection : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      if (std::optional<Color> C = Ctx.chosenColor())
        O.addKeyword(protectionFrom(*C));
    }
  };

  struct GivesProtection {
    static constexpr std::string_view Text =
        "{T}: Target creature you control gains protection from the color of "
        "your choice until end of turn.";
    using Creates = GrantsProtection;
    /// CR 608.2b: nothing happens to a target that became illegal; the
    /// color is chosen as it resolves.
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      if (!G.targetLegal(Item, 0))
        co_return;
      auto Chosen = co_await script::chooseColor(G, Item.Controller, Item.Label);
      if (!Chosen)
        co_return;
      Item.Choices.ChosenColor = *Chosen;
      G.createEffectOf(Item, 0, Duration::EndOfTurn);
    }
    static constexpr game::ActivatedScript script() {
      return {.TapCost = true,
              .Target = game::TargetKind::CreatureYouControl,
              .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Activated<GivesProtection>>;
};

} // namespace strata::cards
