//===- Xenograft.cpp - Xenograft -------------------------------------------===//
#include "strata/cards/Choices.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {4}{U} Enchantment.
struct Xenograft {
  static constexpr CardFace Face = {
      .Name = "Xenograft",
      .Cost = ManaCost::parse("{4}{U}"),
      .Types = {CardType::Enchantment},
      .Text = "As this enchantment enters, choose a creature type.\nEach "
              "creature you control is the chosen type in addition to its "
              "other types."};

  /// Layer 4: "in addition to its other types" (CR 205.1b).
  struct AddsChosenCreatureType : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      if (std::optional<Subtype> T = Ctx.chosenType())
        O.addCreatureType(*T);
    }
  };

  /// The "as enters" choice (CR 614.12) is a static ability (its label is
  /// kept here); asEnters below makes the choice.
  using Abilities = AbilityTypes<OtherAbility<AbilityKind::Static>,
                                 StaticAbility<AddsChosenCreatureType>>;

  /// CR 614.12: "As this enters, choose a creature type": made by its controller as
  /// it enters; the layers read it through chosenType().
  static game::Task<> asEnters(game::CardGame &G, ObjectId Id) {
    std::optional<Subtype> T = co_await script::chooseCreatureType(
        G, G.board().object(Id).BaseController, G.label(Id));
    G.board().edit(Id).Choices.ChosenType = T;
  }
  static constexpr game::SpellScript Spell = {.AsEnters = &asEnters};
};

} // namespace strata::cards
