//===- DivineReckoning.cpp - Divine Reckoning ------------------------------===//
#include "strata/game/CardGame.h"

#include <algorithm>

namespace strata::cards {
using namespace runtime;

/// {2}{W}{W} Sorcery: "Each player chooses a creature they control. Destroy
/// the rest. / Flashback {5}{W}{W}"
struct DivineReckoning {
  static constexpr CardFace Face = {
      .Name = "Divine Reckoning",
      .Cost = ManaCost::parse("{2}{W}{W}"),
      .Types = {CardType::Sorcery},
      .Keywords = {Keyword::Flashback},
      .Text = "Each player chooses a creature they control. Destroy the rest.\nFlashback "
              "{5}{W}{W} (You may cast this card from your graveyard for its flashback cost. "
              "Then exile it.)"};

  /// "A creature they control": a creature as the layers make it now (an
  /// animated land or an enchantment under Opalescence is one).
  static game::Task<ObjectId> chooseOne(game::CardGame &G, PlayerId P) {
    game::Decision D = G.keptDecision(P, game::DecisionKind::Target);
    D.Prompt.append(G.player(P).Name)
        .append(": choose a creature you control to keep (Divine Reckoning)");
    for (const GameObject &O : G.board().objects())
      if (O.In == Zone::Battlefield && G.isCreature(O.Id) && G.controllerOf(O.Id) == P) {
        game::Option &Keep = G.addOption(D, O.Id);
        G.appendLabel(Keep.Label, O.Id);
        Keep.Object = O.Id;
      }
    // With no option, ask() answers -1 at once (and keeps the storage).
    int V = co_await G.ask(std::move(D));
    co_return V < 0 ? kNoObject : static_cast<ObjectId>(V);
  }

  /// CR 101.4: every player chooses, the active player first; then the
  /// other creatures are destroyed at once (701.7, 704.3-like: each
  /// death is judged on the board before any of them).
  static game::Task<> resolve(game::CardGame &G, game::StackItem &) {
    std::vector<ObjectId> Kept = co_await G.eachPlayerChooses<ObjectId>(
        [&G](PlayerId P) { return chooseOne(G, P); });
    std::vector<ObjectId> Rest;
    for (const GameObject &O : G.board().objects())
      if (O.In == Zone::Battlefield && G.isCreature(O.Id) &&
          std::find(Kept.begin(), Kept.end(), O.Id) == Kept.end())
        Rest.push_back(O.Id);
    co_await G.destroyAll(Rest);
  }
  static constexpr game::SpellScript Spell = {
      .Resolve = &resolve, .HasFlashback = true, .FlashbackCost = ManaCost::parse("{5}{W}{W}")};
};

} // namespace strata::cards
