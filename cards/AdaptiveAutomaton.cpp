//===- AdaptiveAutomaton.cpp - Adaptive Automaton ---------------------------===//
#include "strata/cards/Choices.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {3} Artifact Creature - Construct 2/2: "As this creature enters, choose a
/// creature type. / This creature is the chosen type in addition to its
/// other types. / Other creatures you control of the chosen type get
/// +1/+1."
struct AdaptiveAutomaton {
  static constexpr CardFace Face = {
      .Name = "Adaptive Automaton",
      .Cost = ManaCost::parse("{3}"),
      .Types = {CardType::Artifact, CardType::Creature},
      .Subtypes = {Subtype::Construct},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      .Text = "As this creature enters, choose a creature type.\nThis creature is "
              "the chosen type in addition to its other types.\nOther creatures you "
              "control of the chosen type get +1/+1."};

  /// Layer 4, on itself: the chosen type in addition (205.1b). Not a CDA:
  /// it depends on a choice (604.3 (5)).
  struct IsChosenType : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().id();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      if (std::optional<Subtype> T = Ctx.chosenType())
        O.addCreatureType(*T);
    }
  };
  /// Layer 7c: other creatures you control of the chosen type.
  struct PumpsChosenType : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      std::optional<Subtype> T = Ctx.chosenType();
      const ObjectReader Self = Ctx.source();
      return T && O.id() != Self.id() && O.zone() == Zone::Battlefield &&
             O.isType(CardType::Creature) && O.controller() == Self.controller() &&
             O.hasCreatureType(*T);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };

  using Abilities = AbilityTypes<OtherAbility<AbilityKind::Static>, StaticAbility<IsChosenType>,
                                 StaticAbility<PumpsChosenType>>;

  static game::Task<> asEnters(game::CardGame &G, ObjectId Id) {
    std::optional<Subtype> T = co_await script::chooseCreatureType(
        G, G.board().object(Id).BaseController, G.label(Id));
    G.board().edit(Id).Choices.ChosenType = T;
  }
  static constexpr game::SpellScript Spell = {.AsEnters = &asEnters};
};

} // namespace strata::cards
