//===- DivineVisitation.cpp - Divine Visitation ----------------------------===//
#include "strata/game/Replacement.h"

namespace strata::cards {
using namespace runtime;

/// {3}{W}{W} Enchantment: "If one or more creature tokens would be created
/// under your control, that many 4/4 white Angel creature tokens with
/// flying are created instead."
struct DivineVisitation {
  static constexpr CardFace Face = {
      .Name = "Divine Visitation",
      .Cost = ManaCost::parse("{3}{W}{W}"),
      .Types = {CardType::Enchantment},
      .Words = words({colorWord(Color::White), creatureTypeWord(Subtype::Angel)}),
      .Text = "If one or more creature tokens would be created under your control, "
              "that many 4/4 white Angel creature tokens with flying are created "
              "instead."};

  /// CR 111.4: named by its subtype and the word Token.
  struct AngelToken {
    static constexpr CardFace Face = {.Name = "Angel Token",
                                      .ColorIndicator = {Color::White},
                                      .Types = {CardType::Creature},
                                      .Subtypes = {Subtype::Angel},
                                      .HasPT = true,
                                      .Power = 4,
                                      .Toughness = 4,
                                      .Keywords = {Keyword::Flying}};
  };

  /// CR 614.1a: the event is modified: what is created changes, the count
  /// stays (a doubling applied before or after counts the same, 616.1).
  struct AngelsInstead {
    static constexpr game::ReplacedEvents On = game::on(game::ReplacedEvent::CreateTokens);
    static constexpr std::string_view Text = "that many 4/4 white Angel tokens instead";
    static bool applies(const game::CardGame &, const game::ReplacementSource &Src,
                        const game::ReplacementEvent &E) {
      return E.Amount > 0 && E.Player == Src.Controller && E.Token &&
             E.Token->Face.Types.contains(CardType::Creature);
    }
    /// CR 612.2: the Angels as this text now reads (a text change of
    /// "white" or "Angel" on Divine Visitation changes them).
    static void apply(game::CardGame &G, const game::ReplacementSource &S,
                      game::ReplacementEvent &E) {
      E.Token = &G.tokenAsWritten(game::describeCard<AngelToken>(), S.Object);
    }
  };

  using Abilities = AbilityTypes<game::Replaces<AngelsInstead>>;
};

} // namespace strata::cards
