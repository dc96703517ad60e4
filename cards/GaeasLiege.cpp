//===- GaeasLiege.cpp - Gaea's Liege ---------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {3}{G}{G}{G} Creature - Avatar */*: "As long as Gaea's Liege isn't
/// attacking, its power is equal to the number of Forests you control. As
/// long as Gaea's Liege is attacking, its power is equal to the number of
/// Forests defending player controls. / Gaea's Liege's toughness is equal
/// to the number of Forests you control. / {T}: Target land becomes a
/// Forest until Gaea's Liege leaves the battlefield."
struct GaeasLiege {
  static constexpr CardFace Face = {
      .Name = "Gaea's Liege",
      .Cost = ManaCost::parse("{3}{G}{G}{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Avatar},
      .HasPT = true,
      .Words = words({landTypeWord(Subtype::Forest)}),
      .Text = "As long as Gaea's Liege isn't attacking, its power is equal to the "
              "number of Forests you control. As long as Gaea's Liege is attacking, "
              "its power is equal to the number of Forests defending player "
              "controls.\nGaea's Liege's toughness is equal to the number of Forests "
              "you control.\n{T}: Target land becomes a Forest until Gaea's Liege "
              "leaves the battlefield."};

  /// Permanents with the land type in its text (a text change replaces
  /// every "Forest", 612.2) that player \p P controls.
  static int forestsOf(const EffectContext &Ctx, PlayerId P) {
    Subtype Forest = Ctx.source().textSubtype(0);
    int N = 0;
    for (int I = 0; I < Ctx.numObjects(); ++I) {
      const ObjectReader X = Ctx.object(static_cast<ObjectId>(I));
      if (X.zone() == Zone::Battlefield && X.hasLandType(Forest) && X.controller() == P)
        ++N;
    }
    return N;
  }

  /// CR 613.4a, 604.3: defines its own P/T in every zone. Attacking is its
  /// status (110.5, 506.4); the defending player is the one it attacks
  /// (508.1b).
  struct DefinesPTByForests : CharacteristicDefining, Part<Layer::L7a> {
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      PlayerId You = Ctx.source().controller();
      PlayerId Defending = O.attackedPlayer();
      O.setBasePower(forestsOf(Ctx, Defending != kNoPlayer ? Defending : You));
      O.setBaseToughness(forestsOf(Ctx, You));
    }
  };

  /// Layer 4 (CR 613.1d, 305.7): the land's land types are replaced by the
  /// type the ability's text named as it resolved; until the Liege leaves
  /// the battlefield (611.2b).
  struct BecomesForest : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      if (std::optional<Subtype> T = Ctx.chosenType())
        O.setBasicLandTypes(SubtypeSet{*T});
    }
  };

  struct MakesForest {
    static constexpr std::string_view Text =
        "{T}: Target land becomes a Forest until Gaea's Liege leaves the battlefield.";
    using Creates = BecomesForest;
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      if (!G.targetLegal(Item, 0)) // CR 608.2b
        co_return;
      const TextWords &W = G.rulesText(Item.Object).Words;
      if (W.Count > 0 && W.Words[0].Kind == TextWord::KindT::LandType)
        Item.Choices.ChosenType = static_cast<Subtype>(W.Words[0].Value);
      G.createEffectOf(Item, 0, Duration::WhileSourceOnBattlefield);
    }
    static constexpr game::ActivatedScript script() {
      return {.TapCost = true, .Target = game::TargetKind::Land, .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<StaticAbility<DefinesPTByForests>, game::Activated<MakesForest>>;
};

} // namespace strata::cards
