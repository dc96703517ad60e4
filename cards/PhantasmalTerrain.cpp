//===- PhantasmalTerrain.cpp - Phantasmal Terrain ---------------------------===//
#include "strata/cards/Choices.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {U}{U} Enchantment - Aura: "Enchant land / As Phantasmal Terrain enters,
/// choose a basic land type. / Enchanted land is the chosen type."
struct PhantasmalTerrain {
  static constexpr CardFace Face = {
      .Name = "Phantasmal Terrain",
      .Cost = ManaCost::parse("{U}{U}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      .Text = "Enchant land\nAs Phantasmal Terrain enters, choose a basic land "
              "type.\nEnchanted land is the chosen type."};

  /// Layer 4: the chosen basic land type replaces its land types and their
  /// mana abilities (305.7).
  struct SetsChosenLandType : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      if (std::optional<Subtype> T = Ctx.chosenType())
        O.setBasicLandTypes(SubtypeSet{*T});
    }
  };

  using Abilities = AbilityTypes<OtherAbility<AbilityKind::Static>,
                                 StaticAbility<SetsChosenLandType>>;

  static game::Task<> asEnters(game::CardGame &G, ObjectId Id) {
    std::optional<Subtype> T = co_await script::chooseBasicLandType(
        G, G.board().object(Id).BaseController, G.label(Id));
    G.board().edit(Id).Choices.ChosenType = T;
  }
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Land},
                                              .AsEnters = &asEnters};
};

} // namespace strata::cards
