//===- Conspiracy.cpp - Conspiracy -----------------------------------------===//
#include "strata/cards/Choices.h"
#include "strata/cards/SharedReads.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {3}{B}{B} Enchantment.
struct Conspiracy {
  static constexpr CardFace Face = {
      .Name = "Conspiracy",
      .Cost = ManaCost::parse("{3}{B}{B}"),
      .Types = {CardType::Enchantment},
      .Text = "As this enchantment enters, choose a creature type.\nCreatures "
              "you control are the chosen type. The same is true for creature "
              "spells you control and creature cards you own that aren't on "
              "the battlefield."};

  /// Layer 4: "are the chosen type" replaces the creature types (205.1a).
  struct SetsChosenCreatureType : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return isYourCreatureAnywhere(Ctx, O); // SharedReads.h
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      if (std::optional<Subtype> T = Ctx.chosenType())
        O.setCreatureTypes({*T});
    }
  };

  /// The "as enters" choice is a replacement effect (CR 614.12); asEnters
  /// below makes it, and the layers read its result through chosenType().
  using Abilities = AbilityTypes<OtherAbility<AbilityKind::Static>,
                                 StaticAbility<SetsChosenCreatureType>>;

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
