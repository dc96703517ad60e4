//===- ArcaneAdaptation.cpp - Arcane Adaptation -----------------------------===//
#include "strata/cards/Choices.h"
#include "strata/cards/SharedReads.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{U} Enchantment: "As Arcane Adaptation enters, choose a creature type.
/// / Creatures you control are the chosen type in addition to their other
/// types. The same is true for creature spells you control and creature
/// cards you own that aren't on the battlefield."
struct ArcaneAdaptation {
  static constexpr CardFace Face = {
      .Name = "Arcane Adaptation",
      .Cost = ManaCost::parse("{2}{U}"),
      .Types = {CardType::Enchantment},
      .Text = "As Arcane Adaptation enters, choose a creature type.\nCreatures you "
              "control are the chosen type in addition to their other types. The "
              "same is true for creature spells you control and creature cards you "
              "own that aren't on the battlefield."};

  /// Layer 4 (CR 613.1d): the chosen type in addition (205.1b), unlike
  /// Conspiracy's "are the chosen type".
  struct AddsChosenCreatureType : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return isYourCreatureAnywhere(Ctx, O); // SharedReads.h
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      if (std::optional<Subtype> T = Ctx.chosenType())
        O.addCreatureType(*T);
    }
  };

  using Abilities = AbilityTypes<OtherAbility<AbilityKind::Static>,
                                 StaticAbility<AddsChosenCreatureType>>;

  /// CR 614.12: the choice is made as it enters.
  static game::Task<> asEnters(game::CardGame &G, ObjectId Id) {
    std::optional<Subtype> T = co_await script::chooseCreatureType(
        G, G.board().object(Id).BaseController, G.label(Id));
    G.board().edit(Id).Choices.ChosenType = T;
  }
  static constexpr game::SpellScript Spell = {.AsEnters = &asEnters};
};

} // namespace strata::cards
