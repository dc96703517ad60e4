//===- LoxodonWarhammer.cpp - Loxodon Warhammer -----------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {3} Artifact - Equipment: "Equipped creature gets +3/+0 and has trample
/// and lifelink. / Equip {3}"
struct LoxodonWarhammer {
  static constexpr CardFace Face = {
      .Name = "Loxodon Warhammer",
      .Cost = ManaCost::parse("{3}"),
      .Types = {CardType::Artifact},
      .Subtypes = {Subtype::Equipment},
      .Keywords = {Keyword::Equip},
      .Text = "Equipped creature gets +3/+0 and has trample and lifelink.\nEquip {3}"};

  struct Arms : Effect {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    struct GrantsKeywords : Part<Layer::L6> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.addKeyword(Keyword::Trample);
        O.addKeyword(Keyword::Lifelink);
      }
    };
    struct Pumps : Part<Layer::L7c> {
      static void apply(const EffectContext &, ObjectView &O) { O.addPower(3); }
    };
    using Parts = PartList<GrantsKeywords, Pumps>;
  };

  using Abilities = AbilityTypes<StaticAbility<Arms>, game::Activated<game::Equip<3>>>;
};

} // namespace strata::cards
