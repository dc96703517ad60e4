//===- Bonesplitter.cpp - Bonesplitter -------------------------------------===//
#include "strata/game/CardGame.h"

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

  using Abilities =
      AbilityTypes<StaticAbility<PumpsEquippedCreature>, game::Activated<game::Equip<1>>>;
};

} // namespace strata::cards
