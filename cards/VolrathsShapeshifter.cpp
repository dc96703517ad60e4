//===- VolrathsShapeshifter.cpp - Volrath's Shapeshifter -------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{U}{U} Creature - Phyrexian Shapeshifter 0/1: "As long as the top card of your
/// graveyard is a creature card, Volrath's Shapeshifter has the full text of
/// that card and has the text "{2}: Discard a card." (Volrath's
/// Shapeshifter has that card's name, mana cost, color, types, abilities,
/// power, and toughness.) / {2}: Discard a card."
struct VolrathsShapeshifter {
  static constexpr CardFace Face = {
      .Name = "Volrath's Shapeshifter",
      .Cost = ManaCost::parse("{1}{U}{U}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Phyrexian, Subtype::Shapeshifter},
      .HasPT = true,
      .Power = 0,
      .Toughness = 1,
      .Text = "As long as the top card of your graveyard is a creature card, Volrath's "
              "Shapeshifter has the full text of that card and has the text \"{2}: Discard "
              "a card.\" (Volrath's Shapeshifter has that card's name, mana cost, color, "
              "types, abilities, power, and toughness.)\n{2}: Discard a card."};

  /// The top card of your graveyard: of the cards you own there, the one
  /// put there last (CR 404.2; its timestamp, 613.7d, is the latest), or
  /// kNoObject when it is empty.
  static ObjectId topCardOfYourGraveyard(const EffectContext &Ctx) {
    PlayerId You = Ctx.source().controller();
    ObjectId Top = kNoObject;
    Timestamp Latest = 0;
    for (int I = 0; I < Ctx.numObjects(); ++I) {
      const ObjectReader X = Ctx.object(static_cast<ObjectId>(I));
      if (X.zone() == Zone::Graveyard && X.owner() == You &&
          (Top == kNoObject || X.timestamp() > Latest)) {
        Top = X.id();
        Latest = X.timestamp();
      }
    }
    return Top;
  }

  /// Layer 3 (CR 613.1c): a text-changing effect (612) on itself. Not a
  /// copy effect, so a copy of the Shapeshifter copies its printed text
  /// (707.2), and effects of later layers apply over the text it has; the
  /// abilities it gains generate their effects from there (604.3a: a
  /// characteristic-defining ability acquired by a text-changing effect is
  /// one). Its own ability leaves with its text, but the effect has begun
  /// applying and finishes (613.6).
  struct HasTopCreatureCardsText : Effect, Part<Layer::L3> {
    /// CR 604.2, 611.3b: "as long as the top card of your graveyard is a
    /// creature card".
    static bool isActive(const EffectContext &Ctx) {
      ObjectId Top = topCardOfYourGraveyard(Ctx);
      return Top != kNoObject && Ctx.object(Top).isType(CardType::Creature);
    }
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().id();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      // "... and has the text "{2}: Discard a card."" (the quoted one).
      O.haveFullText(Ctx.object(topCardOfYourGraveyard(Ctx)).fullText(), Ctx.quotedAbility());
    }
  };

  /// "{2}: Discard a card." (CR 701.8: a card of its controller's choice).
  struct DiscardACard {
    static constexpr std::string_view Text = "{2}: Discard a card.";
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      co_await G.discardOne(Item.Controller);
    }
    static constexpr game::ActivatedScript script() {
      return {.Cost = ManaCost::parse("{2}"), .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<StaticAbility<HasTopCreatureCardsText>,
                                 game::Activated<DiscardACard>,
                                 Quoted<game::Activated<DiscardACard>>>;
};

} // namespace strata::cards
