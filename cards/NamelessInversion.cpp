//===- NamelessInversion.cpp - Nameless Inversion ---------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{B} Kindred Instant - Shapeshifter: "Changeling (This card is every
/// creature type.) / Target creature gets +3/-3 and loses all creature
/// types until end of turn."
struct NamelessInversion {
  static constexpr CardFace Face = {
      .Name = "Nameless Inversion",
      .Cost = ManaCost::parse("{1}{B}"),
      .Types = {CardType::Kindred, CardType::Instant},
      .Subtypes = {Subtype::Shapeshifter},
      .Keywords = {Keyword::Changeling},
      .Text = "Changeling (This card is every creature type.)\nTarget creature "
              "gets +3/-3 and loses all creature types until end of turn."};

  struct Inverts : Effect {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    /// Layer 4: no creature type (205.1a); changeling's types come from a
    /// characteristic-defining ability applied before (613.3), so they go too.
    struct LosesCreatureTypes : Part<Layer::L4> {
      static void apply(const EffectContext &, ObjectView &O) { O.setCreatureTypes(SubtypeSet{}); }
    };
    /// Layer 7c (CR 613.4c).
    struct Modifies : Part<Layer::L7c> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.addPower(3);
        O.addToughness(-3);
      }
    };
    using Parts = PartList<LosesCreatureTypes, Modifies>;
  };

  using SpellEffects = EffectTypes<Inverts>;
  static constexpr game::SpellScript Spell =
      game::spellCreatingEffect<Duration::EndOfTurn, game::TargetKind::Creature>();
};

} // namespace strata::cards
