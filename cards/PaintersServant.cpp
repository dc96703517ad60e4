//===- PaintersServant.cpp - Painter's Servant -----------------------------===//
#include "strata/cards/Choices.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2} Artifact Creature - Scarecrow 1/3.
struct PaintersServant {
  static constexpr CardFace Face = {
      .Name = "Painter's Servant",
      .Cost = ManaCost::parse("{2}"),
      .Types = {CardType::Artifact, CardType::Creature},
      .Subtypes = {Subtype::Scarecrow},
      .HasPT = true,
      .Power = 1,
      .Toughness = 3,
      .Text = "As this creature enters, choose a color.\nAll cards that "
              "aren't on the battlefield, spells, and permanents are the "
              "chosen color in addition to their other colors."};

  /// Layer 5 (CR 613.1e), "in addition to their other colors". Cards in
  /// every zone, spells and permanents: every object there is.
  struct AddsChosenColor : Effect, Part<Layer::L5> {
    static bool appliesTo(const EffectContext &, const ObjectView &) {
      return true;
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      // No color chosen: the effect does nothing.
      if (std::optional<Color> C = Ctx.chosenColor())
        O.addColor(*C);
    }
  };

  /// The "as enters" choice is a replacement effect (CR 614.12); asEnters
  /// below makes it, and the layers read its result through chosenColor().
  using Abilities = AbilityTypes<OtherAbility<AbilityKind::Static>,
                                 StaticAbility<AddsChosenColor>>;

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
