//===- ShiftingSky.cpp - Shifting Sky --------------------------------------===//
#include "strata/cards/Choices.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{U} Enchantment.
struct ShiftingSky {
  static constexpr CardFace Face = {
      .Name = "Shifting Sky",
      .Cost = ManaCost::parse("{2}{U}"),
      .Types = {CardType::Enchantment},
      .Text = "As this enchantment enters, choose a color.\nAll nonland "
              "permanents are the chosen color."};

  /// Layer 5: "are the chosen color" sets the color (613.1e).
  struct MakesNonlandPermanentsChosenColor : Effect, Part<Layer::L5> {
    static bool appliesTo(const EffectContext &, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && !O.isType(CardType::Land);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      if (std::optional<Color> C = Ctx.chosenColor())
        O.setColors({*C});
    }
  };

  /// The "as enters" choice (CR 614.12) is a static ability (its label is
  /// kept here); asEnters below makes the choice.
  using Abilities = AbilityTypes<OtherAbility<AbilityKind::Static>,
                                 StaticAbility<MakesNonlandPermanentsChosenColor>>;

  /// CR 614.12: "As this enters, choose a color": made by its controller as
  /// it enters; the layers read it through chosenColor().
  static game::Task<> asEnters(game::CardGame &G, ObjectId Id) {
    std::optional<Color> C = co_await script::chooseColor(
        G, G.board().object(Id).BaseController, G.label(Id));
    G.board().edit(Id).Choices.ChosenColor = C;
  }
  static constexpr game::SpellScript Spell = {.AsEnters = &asEnters};
};

} // namespace strata::cards
