//===- UnnaturalSelection.cpp - Unnatural Selection -------------------------===//
#include "strata/cards/Choices.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{U} Enchantment: "{1}: Choose a creature type other than Wall. Target
/// creature becomes that type until end of turn."
struct UnnaturalSelection {
  static constexpr CardFace Face = {
      .Name = "Unnatural Selection",
      .Cost = ManaCost::parse("{1}{U}"),
      .Types = {CardType::Enchantment},
      .Words = words({creatureTypeWord(Subtype::Wall)}),
      .Text = "{1}: Choose a creature type other than Wall. Target creature becomes "
              "that type until end of turn."};

  /// Layer 4: "becomes that type" replaces its creature types (205.1a); the
  /// type was chosen as the ability resolved and is the effect's own.
  struct BecomesChosenType : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      if (std::optional<Subtype> T = Ctx.chosenType())
        O.setCreatureTypes(SubtypeSet{*T});
    }
  };

  struct Select {
    static constexpr std::string_view Text =
        "{1}: Choose a creature type other than Wall. Target creature becomes that "
        "type until end of turn.";
    using Creates = BecomesChosenType;
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      if (!G.targetLegal(Item, 0))
        co_return;
      std::optional<Subtype> T = co_await script::chooseCreatureType(
          G, Item.Controller, Item.Label, /*NotWall=*/true);
      if (!T)
        co_return;
      Item.Choices.ChosenType = T;
      G.createEffectOf(Item, 0, Duration::EndOfTurn);
    }
    static constexpr game::ActivatedScript script() {
      return {.Cost = ManaCost::parse("{1}"), .Target = game::TargetKind::Creature,
              .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Activated<Select>>;
};

} // namespace strata::cards
