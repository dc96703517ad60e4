//===- Memnarch.cpp - Memnarch -----------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {7} Legendary Artifact Creature - Wizard 4/5: "{1}{U}{U}: Target
/// permanent becomes an artifact in addition to its other types. (This
/// effect lasts indefinitely.) / {3}{U}: Gain control of target artifact.
/// (This effect lasts indefinitely.)"
struct Memnarch {
  static constexpr CardFace Face = {
      .Name = "Memnarch",
      .Cost = ManaCost::parse("{7}"),
      .Types = {CardType::Artifact, CardType::Creature},
      .Supertypes = {Supertype::Legendary},
      .Subtypes = {Subtype::Wizard},
      .HasPT = true,
      .Power = 4,
      .Toughness = 5,
      .Text = "{1}{U}{U}: Target permanent becomes an artifact in addition to its "
              "other types. (This effect lasts indefinitely.)\n{3}{U}: Gain "
              "control of target artifact. (This effect lasts indefinitely.)"};

  /// Layer 4 (CR 613.1d), indefinitely (611.2a).
  struct MakesArtifact : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addCardType(CardType::Artifact);
    }
  };
  /// Layer 2 (CR 613.1b): the ability's controller gains control.
  struct GainsControl : Effect, Part<Layer::L2> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.setController(Ctx.effectController());
    }
  };

  struct Artifacts {
    static constexpr std::string_view Text =
        "{1}{U}{U}: Target permanent becomes an artifact in addition to its "
        "other types. (This effect lasts indefinitely.)";
    using Creates = MakesArtifact;
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      if (G.targetLegal(Item, 0)) // CR 608.2b
        G.createEffectOf(Item, 0, Duration::Indefinite);
      co_return;
    }
    static constexpr game::ActivatedScript script() {
      return {.Cost = ManaCost::parse("{1}{U}{U}"), .Target = game::TargetKind::Permanent,
              .Resolve = &resolve};
    }
  };
  struct Steals {
    static constexpr std::string_view Text =
        "{3}{U}: Gain control of target artifact. (This effect lasts indefinitely.)";
    using Creates = GainsControl;
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      if (G.targetLegal(Item, 0))
        G.createEffectOf(Item, 0, Duration::Indefinite);
      co_return;
    }
    static constexpr game::ActivatedScript script() {
      return {.Cost = ManaCost::parse("{3}{U}"), .Target = game::TargetKind::Artifact,
              .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Activated<Artifacts>, game::Activated<Steals>>;
};

} // namespace strata::cards
