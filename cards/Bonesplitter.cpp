//===- Bonesplitter.cpp - Bonesplitter -------------------------------------===//
#include "strata/game/Game.h"

namespace strata::cards {
using namespace runtime;

/// {1} Artifact - Equipment: "Equipped creature gets +2/+0. / Equip {1}"
struct Bonesplitter {
  static constexpr CardFace Face = {
      .Name = "Bonesplitter",
      .Cost = ManaCost::parse("{1}"),
      .Types = {CardType::Artifact},
      .Subtypes = {Subtype::Equipment},
      .Keywords = {Keyword::Equip},
      .Text = "Equipped creature gets +2/+0.\nEquip {1}"};

  /// Layer 7c (CR 613.4c), on what it is attached to (604.4).
  struct PumpsEquippedCreature : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(2);
    }
  };

  /// Equip {1} (CR 702.6a): "{1}: Attach to target creature you control.
  /// Equip only as a sorcery."
  struct Equip {
    static constexpr std::string_view Text = "Equip {1}";
    static constexpr Keyword IsKeyword = Keyword::Equip;
    static game::Task<> resolve(game::Game &G, game::StackItem &Item) {
      if (!G.targetLegal(Item, 0))
        co_return;
      auto Creature = static_cast<ObjectId>(Item.Targets[0].Id);
      // CR 701.3b: an Equipment that left the battlefield, or that can't
      // legally equip the creature (301.5c: it is itself a creature), stays
      // where it is.
      if (G.board().object(Item.Object).In != Zone::Battlefield ||
          G.isCreature(Item.Object) || G.controllerOf(Creature) != Item.Controller)
        co_return;
      G.board().attach(Item.Object, Creature); // CR 613.7e: new timestamp
      G.recompute();
    }
    static constexpr game::ActivatedScript script() {
      return {.Cost = ManaCost::parse("{1}"),
              .SorcerySpeed = true,
              .Target = game::TargetKind::CreatureYouControl,
              .Resolve = &resolve};
    }
  };

  using Abilities =
      AbilityTypes<StaticAbility<PumpsEquippedCreature>, game::Activated<Equip>>;
};

} // namespace strata::cards
