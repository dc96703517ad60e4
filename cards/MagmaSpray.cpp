//===- MagmaSpray.cpp - Magma Spray ----------------------------------------===//
#include "strata/game/Replacement.h"

namespace strata::cards {
using namespace runtime;

/// {R} Instant: "Magma Spray deals 2 damage to target creature. If that
/// creature would die this turn, exile it instead." The second sentence is
/// a replacement effect the spell creates for the turn (CR 614.1a); it
/// watches that object, as long as it is a creature when it would die
/// (700.4: an animated land that died).
struct MagmaSpray {
  static constexpr CardFace Face = {
      .Name = "Magma Spray",
      .Cost = ManaCost::parse("{R}"),
      .Types = {CardType::Instant},
      .Text = "Magma Spray deals 2 damage to target creature. If that creature "
              "would die this turn, exile it instead."};

  struct ExileInstead {
    static constexpr game::ReplacedEvents On = game::on(game::ReplacedEvent::ZoneChange);
    static constexpr std::string_view Text = "exile it instead";
    static bool applies(const game::CardGame &, const game::ReplacementSource &Src,
                        const game::ReplacementEvent &E) {
      // "would die" (CR 700.4): from the battlefield to a graveyard.
      return E.From == Zone::Battlefield && E.Destination == Zone::Graveyard &&
             !Src.Affected.IsPlayer &&
             E.Object == static_cast<ObjectId>(Src.Affected.Id);
    }
    static void apply(game::CardGame &, const game::ReplacementSource &,
                      game::ReplacementEvent &E) {
      E.Destination = Zone::Exile;
    }
  };
  static constexpr game::ReplacementScript Exiles = game::replacementScript<ExileInstead>();

  /// CR 608.2b: an illegal target is neither dealt damage nor watched. The
  /// replacement exists before the damage's state-based actions (614.4).
  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    if (!G.targetLegal(Item, 0))
      co_return;
    G.createReplacement(Exiles, Item, Item.Targets[0]);
    co_await G.dealDamage(Item.Object, Item.Targets[0], 2);
  }
  static constexpr game::SpellScript Spell = {
      .Targets = {game::TargetKind::Creature}, .Resolve = &resolve};
};

} // namespace strata::cards
