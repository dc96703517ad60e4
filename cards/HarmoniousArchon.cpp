//===- HarmoniousArchon.cpp - Harmonious Archon ---------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {4}{W}{W} Creature - Archon 4/5: "Flying / Non-Archon creatures have
/// base power and toughness 1/1. / When this creature enters, create two
/// 1/1 white Human creature tokens."
struct HarmoniousArchon {
  static constexpr CardFace Face = {
      .Name = "Harmonious Archon",
      .Cost = ManaCost::parse("{4}{W}{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Archon},
      .HasPT = true,
      .Power = 4,
      .Toughness = 5,
      .Keywords = {Keyword::Flying},
      .Words = words({creatureTypeWord(Subtype::Archon),
                      colorWord(Color::White),
                      creatureTypeWord(Subtype::Human)}),
      .Text = "Flying\nNon-Archon creatures have base power and toughness 1/1.\n"
              "When this creature enters, create two 1/1 white Human creature tokens."};

  /// Layer 7b (CR 613.4b): "non-Archon" is judged after layer 4, so a
  /// changeling (an Archon) keeps its own base P/T and an Archon made a
  /// Human by another effect does not.
  struct SetsNonArchonBasePT : Effect, Part<Layer::L7b> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             !O.hasCreatureType(Ctx.source().textSubtype(0)); // "Archon" (CR 612.2)
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.setBasePower(1);
      O.setBaseToughness(1);
    }
  };

  /// CR 111.4: "Human Token", white (its color indicator, 111.3).
  struct HumanToken {
    static constexpr CardFace Face = {.Name = "Human Token",
                                      .ColorIndicator = {Color::White},
                                      .Types = {CardType::Creature},
                                      .Subtypes = {Subtype::Human},
                                      .HasPT = true,
                                      .Power = 1,
                                      .Toughness = 1};
  };

  struct CreatesHumans {
    static constexpr std::string_view Text =
        "When this creature enters, create two 1/1 white Human creature tokens.";
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      co_await G.createTokens(game::describeCard<HumanToken>(), Item.Controller, 2);
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::EntersBattlefield, .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<StaticAbility<SetsNonArchonBasePT>,
                                 game::Triggered<CreatesHumans>>;
};

} // namespace strata::cards
