//===- KarnSilverGolem.cpp - Karn, Silver Golem ----------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {5} Legendary Artifact Creature - Golem 4/4.
struct KarnSilverGolem {
  static constexpr CardFace Face = {
      .Name = "Karn, Silver Golem",
      .Cost = ManaCost::parse("{5}"),
      .Types = {CardType::Artifact, CardType::Creature},
      .Supertypes = {Supertype::Legendary},
      .Subtypes = {Subtype::Golem},
      .HasPT = true,
      .Power = 4,
      .Toughness = 4,
      .Text = "Whenever Karn, Silver Golem blocks or becomes blocked, it gets "
              "-4/+4 until end of turn.\n{1}: Target noncreature artifact "
              "becomes an artifact creature with power and toughness each "
              "equal to its mana value until end of turn."};

  /// Layer 7c (CR 613.4c), on Karn itself (the ability's source).
  struct ShiftsPT : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().id();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(-4);
      O.addToughness(4);
    }
  };

  /// CR 509.3a / 509.3c: blocks or becomes blocked.
  struct ShiftsWhenBlocking {
    static constexpr std::string_view Text =
        "Whenever Karn, Silver Golem blocks or becomes blocked, it gets -4/+4 "
        "until end of turn.";
    using Creates = ShiftsPT;
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      if (G.board().object(Item.Object).In == Zone::Battlefield)
        G.createEffectOf(Item, 0, Duration::EndOfTurn);
      co_return;
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::BlocksOrBecomesBlocked, .Resolve = &resolve};
    }
  };

  /// The effect of its activated ability, on its target. One effect, two
  /// layers (CR 613.6).
  struct AnimatesArtifact : Effect {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    /// Layer 4: "an artifact creature" (it is an artifact already; 205.1b).
    struct MakesArtifactCreature : Part<Layer::L4> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.addCardType(CardType::Artifact);
        O.addCardType(CardType::Creature);
      }
    };
    /// Layer 7b: P/T equal to its mana value (CR 613.4b, 202.3).
    struct SetsBasePTToManaValue : Part<Layer::L7b> {
      static void apply(const EffectContext &, ObjectView &O) {
        int MV = O.manaValue();
        O.setBasePower(MV);
        O.setBaseToughness(MV);
      }
    };
    using Parts = PartList<MakesArtifactCreature, SetsBasePTToManaValue>;
  };

  struct AnimateArtifact {
    static constexpr std::string_view Text =
        "{1}: Target noncreature artifact becomes an artifact creature with "
        "power and toughness each equal to its mana value until end of turn.";
    using Creates = AnimatesArtifact;
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      if (G.targetLegal(Item, 0)) // CR 608.2b
        G.createEffectOf(Item, 0, Duration::EndOfTurn);
      co_return;
    }
    static constexpr game::ActivatedScript script() {
      return {.Cost = ManaCost::parse("{1}"),
              .Target = game::TargetKind::NoncreatureArtifact,
              .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<ShiftsWhenBlocking>,
                                 game::Activated<AnimateArtifact>>;
};

} // namespace strata::cards
