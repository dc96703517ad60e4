//===- MendingHands.cpp - Mending Hands ------------------------------------===//
#include "strata/game/Replacement.h"

#include <algorithm>

namespace strata::cards {
using namespace runtime;

/// {W} Instant: "Prevent the next 4 damage that would be dealt to any target
/// this turn." A prevention shield (CR 615.7) on the target, for the turn.
struct MendingHands {
  static constexpr CardFace Face = {
      .Name = "Mending Hands",
      .Cost = ManaCost::parse("{W}"),
      .Types = {CardType::Instant},
      .Text = "Prevent the next 4 damage that would be dealt to any target this turn."};

  struct Shield {
    static constexpr game::ReplacedEvents On = game::on(game::ReplacedEvent::Damage);
    static constexpr bool Prevention = true;
    static constexpr std::string_view Text = "prevent the next 4 damage";
    static bool applies(const game::CardGame &, const game::ReplacementSource &Src,
                        const game::ReplacementEvent &E) {
      return *Src.Remaining > 0 && E.To == Src.Affected;
    }
    /// CR 615.7: each 1 damage prevented reduces the shield by 1.
    static void apply(game::CardGame &, const game::ReplacementSource &Src,
                      game::ReplacementEvent &E) {
      int Prevented = std::min(*Src.Remaining, E.Amount);
      *Src.Remaining -= Prevented;
      E.Amount -= Prevented;
    }
  };
  static constexpr game::ReplacementScript ShieldScript = game::replacementScript<Shield>();

  /// CR 608.2b: an illegal target gets no shield.
  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    if (G.targetLegal(Item, 0))
      G.createReplacement(ShieldScript, Item, Item.Targets[0], /*Shield=*/4);
    co_return;
  }
  static constexpr game::SpellScript Spell = {
      .Targets = {game::TargetKind::AnyTarget}, .Resolve = &resolve};
};

} // namespace strata::cards
