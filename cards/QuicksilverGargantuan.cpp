//===- QuicksilverGargantuan.cpp - Quicksilver Gargantuan ------------------===//
#include "strata/cards/Choices.h"
#include "strata/game/Game.h"

namespace strata::cards {
using namespace runtime;

/// {5}{U}{U} Creature - Shapeshifter 7/7: "You may have this creature enter
/// as a copy of any creature on the battlefield, except it's 7/7."
struct QuicksilverGargantuan {
  static constexpr CardFace Face = {
      .Name = "Quicksilver Gargantuan",
      .Cost = ManaCost::parse("{5}{U}{U}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Shapeshifter},
      .HasPT = true,
      .Power = 7,
      .Toughness = 7,
      .Text = "You may have this creature enter as a copy of any creature on "
              "the battlefield, except it's 7/7."};

  /// Layer 1a (CR 613.2a, 707.5); the 7/7 exception is part of the captured
  /// copiable values (707.9b).
  struct CopiesChosenCreature : Effect, Part<Layer::L1a> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().id();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.becomeCopy(Ctx.copiedValues());
    }
  };

  /// The "enter as a copy" replacement effect (CR 614.1c): its label.
  using Abilities = AbilityTypes<OtherAbility<AbilityKind::Static>>;
  using EntryEffects = EffectTypes<CopiesChosenCreature>;

  static game::Task<> asEnters(game::Game &G, ObjectId Id) {
    ObjectId Original = co_await script::chooseCreatureToCopy(
        G, G.board().object(Id).BaseController, Id, G.label(Id), /*Optional=*/true);
    if (Original == kNoObject)
      co_return;
    Characteristics Values = script::copiableValuesOf(G, Original);
    // CR 707.9b: "except it's 7/7"; 707.9d: the original's P/T-defining
    // ability (Tarmogoyf's) is not copied.
    Values.HasPT = true;
    Values.Power = 7;
    Values.Toughness = 7;
    script::dropCdasIn(Values, Layer::L7a);
    G.createEntryEffect(Id, 0, script::captureCopy(G, Original, Values));
  }
  static constexpr game::SpellScript Spell = {.AsEnters = &asEnters};
};

} // namespace strata::cards
