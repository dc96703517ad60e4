//===- MirrorEntity.cpp - Mirror Entity -------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{W} Creature - Shapeshifter 1/1: "Changeling (This card is every
/// creature type.) / {X}: Until end of turn, creatures you control have base
/// power and toughness X/X and gain all creature types."
struct MirrorEntity {
  static constexpr CardFace Face = {
      .Name = "Mirror Entity",
      .Cost = ManaCost::parse("{2}{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Shapeshifter},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Keywords = {Keyword::Changeling},
      .Text = "Changeling (This card is every creature type.)\n{X}: Until end of "
              "turn, creatures you control have base power and toughness X/X and "
              "gain all creature types."};

  /// The effect its ability creates: the set is the creatures its
  /// controller controls as it resolves (CR 611.2c: a creature entering
  /// later is not affected); X is locked in (608.2h).
  struct ShapesCreatures : Effect {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.effectController();
    }
    /// Layer 4: all creature types (205.3m).
    struct GainsAllCreatureTypes : Part<Layer::L4> {
      static void apply(const EffectContext &, ObjectView &O) { O.gainAllCreatureTypes(); }
    };
    /// Layer 7b: base X/X (613.4b).
    struct SetsBasePT : Part<Layer::L7b> {
      static void apply(const EffectContext &Ctx, ObjectView &O) {
        O.setBasePower(Ctx.chosenX());
        O.setBaseToughness(Ctx.chosenX());
      }
    };
    using Parts = PartList<GainsAllCreatureTypes, SetsBasePT>;
  };

  struct Shape {
    static constexpr std::string_view Text =
        "{X}: Until end of turn, creatures you control have base power and "
        "toughness X/X and gain all creature types.";
    using Creates = ShapesCreatures;
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      G.createEffectOf(Item, 0, Duration::EndOfTurn);
      co_return;
    }
    static constexpr game::ActivatedScript script() {
      return {.Cost = ManaCost::parse("{X}"), .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Activated<Shape>>;
};

} // namespace strata::cards
