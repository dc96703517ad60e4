//===- AmoeboidChangeling.cpp - Amoeboid Changeling -------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{U} Creature - Shapeshifter 1/1: "Changeling (This card is every
/// creature type.) / {T}: Target creature gains all creature types until
/// end of turn. / {T}: Target creature loses all creature types until end
/// of turn."
struct AmoeboidChangeling {
  static constexpr CardFace Face = {
      .Name = "Amoeboid Changeling",
      .Cost = ManaCost::parse("{1}{U}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Shapeshifter},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Keywords = {Keyword::Changeling},
      .Text = "Changeling (This card is every creature type.)\n{T}: Target "
              "creature gains all creature types until end of turn.\n{T}: Target "
              "creature loses all creature types until end of turn."};

  /// Layer 4 (CR 613.1d); the two effects of its abilities apply in
  /// timestamp order (613.7), the later one winning.
  struct GainsAllTypes : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &, ObjectView &O) { O.gainAllCreatureTypes(); }
  };
  struct LosesAllTypes : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &, ObjectView &O) { O.setCreatureTypes(SubtypeSet{}); }
  };

  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    if (G.targetLegal(Item, 0)) // CR 608.2b
      G.createEffectOf(Item, 0, Duration::EndOfTurn);
    co_return;
  }
  struct Gain {
    static constexpr std::string_view Text =
        "{T}: Target creature gains all creature types until end of turn.";
    using Creates = GainsAllTypes;
    static constexpr game::ActivatedScript script() {
      return {.TapCost = true, .Target = game::TargetKind::Creature, .Resolve = &resolve};
    }
  };
  struct Lose {
    static constexpr std::string_view Text =
        "{T}: Target creature loses all creature types until end of turn.";
    using Creates = LosesAllTypes;
    static constexpr game::ActivatedScript script() {
      return {.TapCost = true, .Target = game::TargetKind::Creature, .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Activated<Gain>, game::Activated<Lose>>;
};

} // namespace strata::cards
