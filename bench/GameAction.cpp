//===- GameAction.cpp - The typical board as a game, and one action in it -===//
#include "GameAction.h"

#include "Boards.h"

#include "strata/cards/CardLibrary.h"

#include <stdexcept>
#include <string>

namespace strata::bench {
using runtime::ObjectId;
using runtime::PlayerId;
using runtime::Zone;

namespace {

const runtime::CardDef &card(std::string_view Name) {
  const runtime::CardDef *C = cards::findCard(Name);
  if (!C)
    throw std::runtime_error("no card named '" + std::string(Name) + "'");
  return *C;
}

template <class F> int optionWhere(const game::Decision &D, F &&Want) {
  for (std::size_t I = 0; I < D.Options.size(); ++I)
    if (Want(D.Options[I]))
      return static_cast<int>(I);
  throw std::logic_error("the benchmark game has no option for: " + D.Prompt);
}

} // namespace

int castAndResolve(game::Game &G, ObjectId Spell, PlayerId Caster, ObjectId Target) {
  int Answers = 0;
  for (;;) {
    const game::Decision *D = G.pending();
    if (!D)
      throw std::logic_error("the benchmark game ended");
    Zone In = G.board().object(Spell).In;
    if (In == Zone::Graveyard && D->Kind == game::DecisionKind::Priority &&
        D->Player == G.activePlayer())
      return Answers; // resolved (CR 608.2n), the active player holds priority (117.3b)
    int Pick = 0;
    switch (D->Kind) {
    case game::DecisionKind::Priority:
      Pick = In == Zone::Hand && D->Player == Caster
                 ? optionWhere(*D,
                               [&](const game::Option &O) {
                                 return (O.Action == game::ActionKind::CastSpell ||
                                         O.Action == game::ActionKind::CastSorcerySpeed) &&
                                        O.Object == Spell;
                               })
                 : optionWhere(*D, [](const game::Option &O) {
                     return O.Action == game::ActionKind::PassPriority;
                   });
      break;
    case game::DecisionKind::Target:
      Pick = optionWhere(*D, [&](const game::Option &O) { return O.Object == Target; });
      break;
    default:
      throw std::logic_error("the benchmark game asks what it should not: " + D->Prompt);
    }
    if (auto Refused = G.answer(Pick))
      throw std::logic_error(Refused->Message);
    ++Answers;
  }
}

ActionGame typicalActionGame() {
  BenchBoard Bd = typicalBoard();
  const runtime::Board &B = Bd.B;
  ActionGame A;
  A.G = std::make_unique<game::Game>(std::vector<std::string>{"Alice", "Bob"}, /*Seed=*/1);
  game::Game &G = *A.G;
  G.setManaCostsWaived(true);
  // Every player is asked at every priority (as a scenario is): the
  // action ends at Alice's priority after the resolution, not in combat.
  G.setAlwaysAskPriority(true);
  // The board's objects in id order (timestamps compare); a resolved
  // spell (one that created effects) waits in its caster's hand and is
  // cast below, in the same order.
  struct Cast {
    ObjectId Spell, Target;
    PlayerId Caster;
  };
  std::vector<Cast> Casts;
  for (const runtime::GameObject &O : B.objects()) {
    const runtime::CreatedEffect *Made = nullptr;
    for (const runtime::CreatedEffect &E : B.Effects)
      if (E.Source == O.Id)
        Made = &E;
    Zone In = Made ? Zone::Hand : O.In;
    PlayerId Owner = Made ? Made->Controller : O.Owner;
    ObjectId Id = G.addCard(*O.Card, Owner, In);
    if (Id != O.Id)
      throw std::logic_error("the game's object ids are not the board's");
    if (Made) {
      Casts.push_back({Id, Made->Choices.Targets[0], Made->Controller});
      continue;
    }
    runtime::GameObject &Placed = G.board().edit(Id);
    Placed.AttachedTo = O.AttachedTo;
    if (O.Count.PlusOne)
      G.board().putPlusOneCounters(Id, O.Count.PlusOne);
  }
  A.Spell = G.addCard(card(A.SpellName), A.Caster, Zone::Hand);
  for (ObjectId Id = 0; Id < B.numObjects(); ++Id)
    if (B.objects()[Id].In == Zone::Battlefield && B.objects()[Id].Card->Face.Name == "Llanowar Elves") {
      A.Target = Id;
      break;
    }
  G.recompute();
  G.start(game::Step::PrecombatMain);
  for (const Cast &C : Casts)
    castAndResolve(G, C.Spell, C.Caster, C.Target);
  // The same permanents as the layer engine computes for typicalBoard().
  layers::LayerEngine Engine;
  Engine.recompute(B);
  for (ObjectId Id = 0; Id < B.numObjects(); ++Id)
    if (B.objects()[Id].In == Zone::Battlefield &&
        !(G.layers().characteristics(Id) == Engine.characteristics(Id)))
      throw std::logic_error("the game's " + G.label(Id) +
                             " differs from the typical board's");
  if (G.pending()->Kind != game::DecisionKind::Priority || G.pending()->Player != A.Caster ||
      !G.stack().empty())
    throw std::logic_error("the benchmark game is not at Alice's priority, stack empty");
  return A;
}

} // namespace strata::bench
