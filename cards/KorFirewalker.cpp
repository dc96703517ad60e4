//===- KorFirewalker.cpp - Kor Firewalker ----------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {W}{W} Creature - Kor Soldier 2/2: "Protection from red / Whenever a
/// player casts a red spell, you may gain 1 life."
struct KorFirewalker {
  static constexpr CardFace Face = {
      .Name = "Kor Firewalker",
      .Cost = ManaCost::parse("{W}{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Kor, Subtype::Soldier},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      .Keywords = {Keyword::ProtectionFromRed},
      .Words = words({colorWord(Color::Red)}),
      .Text = "Protection from red\nWhenever a player casts a red spell, you may gain 1 "
              "life."};

  struct LifeOnRedSpell {
    static constexpr std::string_view Text =
        "Whenever a player casts a red spell, you may gain 1 life.";
    /// CR 601.2i: the spell's color as the layers make it on the stack
    /// (Painter's Servant colors spells, 613.1e); "red" is this text's word
    /// (612.2: Sleight of Mind changes which spells count).
    static bool watches(const game::CardGame &G, ObjectId Source, ObjectId Spell) {
      const TextWords &W = G.rulesText(Source).Words;
      auto Red = W.Count > 0 ? static_cast<Color>(W.Words[0].Value) : Color::Red;
      return G.characteristics(Spell).Colors.contains(Red);
    }
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      G.gainLife(Item.Controller, 1);
      co_return;
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::SpellCast, .Optional = true, .Resolve = &resolve,
              .Watches = &watches};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<LifeOnRedSpell>>;
};

} // namespace strata::cards
