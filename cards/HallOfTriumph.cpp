//===- HallOfTriumph.cpp - Hall of Triumph ----------------------------------===//
#include "strata/cards/Choices.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {3} Legendary Artifact: "As Hall of Triumph enters, choose a color. /
/// Creatures you control of the chosen color get +1/+1."
struct HallOfTriumph {
  static constexpr CardFace Face = {
      .Name = "Hall of Triumph",
      .Cost = ManaCost::parse("{3}"),
      .Types = {CardType::Artifact},
      .Supertypes = {Supertype::Legendary},
      .Text = "As Hall of Triumph enters, choose a color.\nCreatures you control "
              "of the chosen color get +1/+1."};

  /// Layer 7c (CR 613.4c); the color is read after layer 5, so a creature
  /// Painter's Servant colors is pumped.
  struct PumpsChosenColor : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      std::optional<Color> C = Ctx.chosenColor();
      return C && O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller() && O.isColor(*C);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };

  using Abilities = AbilityTypes<OtherAbility<AbilityKind::Static>,
                                 StaticAbility<PumpsChosenColor>>;

  static game::Task<> asEnters(game::CardGame &G, ObjectId Id) {
    std::optional<Color> C = co_await script::chooseColor(
        G, G.board().object(Id).BaseController, G.label(Id));
    G.board().edit(Id).Choices.ChosenColor = C;
  }
  static constexpr game::SpellScript Spell = {.AsEnters = &asEnters};
};

} // namespace strata::cards
