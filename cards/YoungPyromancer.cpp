//===- YoungPyromancer.cpp - Young Pyromancer ------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{R} Creature - Human Shaman 2/1: "Whenever you cast an instant or
/// sorcery spell, create a 1/1 red Elemental creature token."
struct YoungPyromancer {
  static constexpr CardFace Face = {
      .Name = "Young Pyromancer",
      .Cost = ManaCost::parse("{1}{R}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Human, Subtype::Shaman},
      .HasPT = true,
      .Power = 2,
      .Toughness = 1,
      .Words = words({colorWord(Color::Red), creatureTypeWord(Subtype::Elemental)}),
      .Text = "Whenever you cast an instant or sorcery spell, create a 1/1 red "
              "Elemental creature token."};

  /// CR 111.4: named by its subtype and the word Token.
  struct ElementalToken {
    static constexpr CardFace Face = {.Name = "Elemental Token",
                                      .ColorIndicator = {Color::Red},
                                      .Types = {CardType::Creature},
                                      .Subtypes = {Subtype::Elemental},
                                      .HasPT = true,
                                      .Power = 1,
                                      .Toughness = 1};
  };

  struct TokenOnSpell {
    static constexpr std::string_view Text =
        "Whenever you cast an instant or sorcery spell, create a 1/1 red Elemental "
        "creature token.";
    /// CR 601.2i: the spell's types as the layers make them on the stack.
    static bool watches(const game::CardGame &G, ObjectId Source, ObjectId Spell) {
      const CoreCharacteristics &C = G.characteristics(Spell);
      return C.Controller == G.controllerOf(Source) &&
             (C.Types.contains(CardType::Instant) || C.Types.contains(CardType::Sorcery));
    }
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      co_await G.createTokens(game::describeCard<ElementalToken>(), Item.Controller, 1);
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::SpellCast, .Resolve = &resolve, .Watches = &watches};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<TokenOnSpell>>;
};

} // namespace strata::cards
