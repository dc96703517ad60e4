//===- SharedTriumph.cpp - Shared Triumph -----------------------------------===//
#include "strata/cards/Choices.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{W} Enchantment: "As Shared Triumph enters, choose a creature type. /
/// Creatures of the chosen type get +1/+1."
struct SharedTriumph {
  static constexpr CardFace Face = {
      .Name = "Shared Triumph",
      .Cost = ManaCost::parse("{1}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "As Shared Triumph enters, choose a creature type.\nCreatures of the "
              "chosen type get +1/+1."};

  /// Layer 7c, every player's creatures of the type (as layer 4 left them).
  struct PumpsChosenType : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      std::optional<Subtype> T = Ctx.chosenType();
      return T && O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.hasCreatureType(*T);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };

  using Abilities = AbilityTypes<OtherAbility<AbilityKind::Static>,
                                 StaticAbility<PumpsChosenType>>;

  static game::Task<> asEnters(game::CardGame &G, ObjectId Id) {
    std::optional<Subtype> T = co_await script::chooseCreatureType(
        G, G.board().object(Id).BaseController, G.label(Id));
    G.board().edit(Id).Choices.ChosenType = T;
  }
  static constexpr game::SpellScript Spell = {.AsEnters = &asEnters};
};

} // namespace strata::cards
