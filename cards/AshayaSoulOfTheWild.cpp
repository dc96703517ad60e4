//===- AshayaSoulOfTheWild.cpp - Ashaya, Soul of the Wild -------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {3}{G}{G} Legendary Creature - Elemental Avatar */*: "Ashaya's power and
/// toughness are each equal to the number of lands you control. / Nontoken
/// creatures you control are Forest lands in addition to their other
/// types."
struct AshayaSoulOfTheWild {
  static constexpr CardFace Face = {
      .Name = "Ashaya, Soul of the Wild",
      .Cost = ManaCost::parse("{3}{G}{G}"),
      .Types = {CardType::Creature},
      .Supertypes = {Supertype::Legendary},
      .Subtypes = {Subtype::Elemental, Subtype::Avatar},
      .HasPT = true,
      .Words = words({landTypeWord(Subtype::Forest)}),
      .Text = "Ashaya's power and toughness are each equal to the number of "
              "lands you control.\nNontoken creatures you control are Forest "
              "lands in addition to their other types."};

  /// CR 613.4a: counts lands after layer 4, so the creatures its other
  /// ability makes lands count, Ashaya included (its ruling).
  struct DefinesPTByLands : CharacteristicDefining, Part<Layer::L7a> {
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      PlayerId You = Ctx.source().controller();
      int N = 0;
      for (int I = 0; I < Ctx.numObjects(); ++I) {
        const ObjectReader X = Ctx.object(static_cast<ObjectId>(I));
        if (X.zone() == Zone::Battlefield && X.isType(CardType::Land) &&
            X.controller() == You)
          ++N;
      }
      O.setBasePower(N);
      O.setBaseToughness(N);
    }
  };

  /// Layer 4 (CR 613.1d): a Forest land in addition (205.1b); as a Forest it
  /// has "{T}: Add {G}" (305.6). "Nontoken" (CR 111.1). "Forest" is a
  /// text-changeable word (612.2).
  struct MakesCreaturesForests : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) && !O.isToken() &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.addCardType(CardType::Land);
      O.addLandType(Ctx.source().textSubtype(0));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<DefinesPTByLands>,
                                 StaticAbility<MakesCreaturesForests>>;
};

} // namespace strata::cards
