//===- BasiliskCollar.cpp - Basilisk Collar --------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1} Artifact - Equipment: "Equipped creature has deathtouch and
/// lifelink. / Equip {2}"
struct BasiliskCollar {
  static constexpr CardFace Face = {
      .Name = "Basilisk Collar",
      .Cost = ManaCost::parse("{1}"),
      .Types = {CardType::Artifact},
      .Subtypes = {Subtype::Equipment},
      .Keywords = {Keyword::Equip},
      .Text = "Equipped creature has deathtouch and lifelink. (Any amount of damage it deals to a creature is enough to destroy it. Damage dealt by this creature also causes you to gain that much life.)\nEquip {2}"};

  /// Layer 6 (CR 613.1f), on what it is attached to (604.4).
  struct GrantsDeathtouchAndLifelink : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addKeyword(Keyword::Deathtouch);
      O.addKeyword(Keyword::Lifelink);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<GrantsDeathtouchAndLifelink>,
                                 game::Activated<game::Equip<2>>>;
};

} // namespace strata::cards
