//===- Priority.cpp - CR 117 priority, CR 405 and 608 the stack -----------===//
///
/// \file
/// Who may act, what they may do, and what happens when everyone passes.
///
//===----------------------------------------------------------------------===//
#include "strata/game/Game.h"

#include "Scratch.h"

#include <atomic>
#include <utility>

#include "strata/runtime/CardDef.h"

namespace strata::game {
using namespace runtime;

Task<> Game::beforePriority() {
  // CR 117.5: each time a player would receive priority, state-based
  // actions are checked (repeatedly, 704.3), then triggered abilities go on
  // the stack; repeat until neither happens.
  for (;;) {
    bool Acted = co_await checkStateBasedActions();
    if (Over)
      co_return;
    checkStateTriggers();
    bool Triggered = !Triggers.empty();
    if (Triggered)
      co_await putTriggersOnStack();
    if (!Acted && !Triggered)
      co_return;
  }
}

Task<> Game::priorityRound(bool Resuming) {
  // CR 117.3a-b: the active player receives priority at the start of a
  // step and after a spell or ability resolves. A resuming clone starts
  // where its original waited (Clone.cpp).
  PlayerId Holder = Resuming ? PriorityHolder : Board.Active;
  int Passes = Resuming ? PriorityPasses : 0;
  // Kept storage (D145), given back however this round ends.
  Scratch<Action> Kept;
  std::vector<Action> &Actions = *Kept;
  for (;;) {
    int Choice;
    if (std::exchange(Resuming, false)) {
      Actions = PendingActions;
      Choice = co_await askAgain();
    } else {
      co_await beforePriority();
      if (Over)
        co_return;
      Decision D = keptDecision(Holder, DecisionKind::Priority); // D143
      // "Alice has priority (main 1)", in one allocation (every priority).
      std::string_view Step = spec(Current).Name;
      D.Prompt.reserve(CancelNotice.size() + 24 + Players[Holder].Name.size() + 16 +
                       Step.size() + 1);
      if (!CancelNotice.empty())
        D.Prompt.append(CancelNotice).append("; the game is as it was. ");
      D.Prompt.append(Players[Holder].Name).append(" has priority (").append(Step).append(")");
      CancelNotice.clear();
      Actions.clear();
      listActions(Holder, Actions, D.Options);
      PendingKinds.clear();
      for (const Action &A : Actions)
        PendingKinds.push_back(A.Kind);
      PendingActions = Actions;
      PriorityHolder = Holder;
      PriorityPasses = Passes;
      AtPriorityRound = true;
      Choice = co_await ask(std::move(D));
    }
    AtPriorityRound = false;
    PendingKinds.clear();
    PendingActions.clear();
    if (Over)
      co_return;
    if (Choice < 0)
      continue; // reconsiderPriority(): the board changed; ask again
    const Action Taken = Actions[static_cast<std::size_t>(Choice)];
    if (Taken.Kind != ActionKind::PassPriority) {
      co_await take(Taken);
      // CR 117.3c: the player who acted receives priority again, and the
      // passes start over; after a cancelled cast nothing happened, so the
      // passes stand.
      if (CancelNotice.empty())
        Passes = 0;
      continue;
    }
    // CR 117.3d / 117.4: passing; when all players pass in succession, the
    // top object resolves (then the active player gets priority) or, with
    // an empty stack, the step ends.
    if (++Passes < numPlayers()) {
      Holder = opponentOf(Holder);
      continue;
    }
    if (Stack.empty())
      co_return;
    co_await resolveTop();
    Holder = Board.Active;
    Passes = 0;
  }
}

void Game::listActions(PlayerId P, std::vector<Action> &Actions,
                       std::vector<Option> &Options) {
  const StepSpec &Row = spec(Current);
  Actions.push_back({ActionKind::PassPriority});
  Options.push_back({"pass priority", 0});
  // Nothing changes while actions are listed: the mana sources canAfford()
  // finds are found once (Game::ListingStamp).
  static std::atomic<std::uint64_t> Listings{0};
  ListingStamp = ++Listings;
  struct Listing {
    std::uint64_t &Stamp;
    ~Listing() { Stamp = 0; }
  } Scope{ListingStamp};
  // Labels written into the strings of the last decision's options (D143).
  auto Labelled = [&](std::string_view Verb, ObjectId Id,
                      std::initializer_list<std::string_view> Rest = {}) {
    std::string S = keptString();
    actionLabelInto(S, Verb, Id, Rest);
    return S;
  };
  auto Add = [&](Action A, std::string Label) {
    Option O{std::move(Label), static_cast<std::int32_t>(Actions.size())};
    O.Object = A.Object;
    O.Action = A.Kind;
    Options.push_back(std::move(O));
    Actions.push_back(A);
  };
  // CR 307.1 / 305.1: sorcery timing: own main phase, empty stack.
  bool SorceryTiming = allows(Row.Allowed, ActionKind::CastSorcerySpeed) &&
                       P == Board.Active && Stack.empty();
  // Only hands, graveyards and the battlefield are read (zoneMap()): most
  // objects are in a library.
  for (ObjectId Id : zoneMap().in({Zone::Hand, Zone::Graveyard, Zone::Battlefield})) {
    const GameObject &O = Board.object(Id);
    const CoreCharacteristics &C = Layers.get(O.Id);
    if (O.In == Zone::Hand && O.Owner == P) {
      if (C.Types.contains(CardType::Land)) {
        // CR 305.2: one land per turn.
        if (SorceryTiming && Players[P].LandsPlayed == 0)
          Add({ActionKind::PlayLand, O.Id}, Labelled("play", O.Id));
        continue;
      }
      if (canCastNow(P, O.Id, false))
        Add({ActionKind::CastSpell, O.Id}, Labelled("cast", O.Id));
      // CR 702.37c: a card with morph may be cast face down as a 2/2
      // creature spell for {3}, at sorcery timing.
      if (spellScriptOf(*O.Card) && spellScriptOf(*O.Card)->HasMorph && C.Keywords.contains(Keyword::Morph) &&
          SorceryTiming && canAfford(P, ManaCost::parse("{3}"), 0)) {
        Action A{ActionKind::CastSorcerySpeed, O.Id};
        A.FaceDown = true;
        Add(A, Labelled("cast", O.Id, {" face down"}));
      }
      continue;
    }
    // CR 702.34a: flashback from the graveyard.
    if (O.In == Zone::Graveyard && O.Owner == P && spellScriptOf(*O.Card) &&
        spellScriptOf(*O.Card)->HasFlashback &&
        // A card that lost its abilities (Yixlid Jailer) has no flashback.
        C.Keywords.contains(Keyword::Flashback) && canCastNow(P, O.Id, true)) {
      Action A{ActionKind::CastSpell, O.Id};
      A.Flashback = true;
      Add(A, Labelled("cast", O.Id, {" with flashback"}));
      continue;
    }
    if (O.In != Zone::Battlefield || C.Controller != P)
      continue;
    // CR 116.2b / 702.37e: turning a face-down permanent face up is a
    // special action, any time its controller has priority.
    if (O.FaceDown && spellScriptOf(*O.Card) && spellScriptOf(*O.Card)->HasMorph &&
        canAfford(P, spellScriptOf(*O.Card)->MorphCost, 0))
      Add({ActionKind::TurnFaceUp, O.Id}, Labelled("turn", O.Id, {" face up"}));
    // CR 602.2: activated abilities of permanents the player controls.
    for (const AbilityRef &Ref : Layers.rulesText(O.Id).Abilities) {
      if (!Ref.Intrinsic) {
        const AbilityDef &Def = Ref.Printer->ability(Ref.Index);
        if (!scriptsOf(Def).Activated && Def.Kind != AbilityKind::Mana)
          continue; // not an activated ability
      }
      if (whyNotActivatable(P, O.Id, Ref))
        continue;
      // CR 305.6: a basic land type's intrinsic mana ability.
      static constexpr std::string_view kIntrinsic[5] = {"{T}: Add {W}", "{T}: Add {U}",
                                                         "{T}: Add {B}", "{T}: Add {R}",
                                                         "{T}: Add {G}"};
      std::string_view What;
      if (Ref.Intrinsic)
        What = kIntrinsic[Ref.Index];
      else if (!Ref.Printer->ability(Ref.Index).Text.empty())
        What = Ref.Printer->ability(Ref.Index).Text;
      Action A{ActionKind::ActivateAbility, O.Id};
      A.Ability = Ref;
      std::string Label = Labelled("activate", O.Id, {": ", What});
      if (What.empty()) // no text of its own: the ability's label
        Ref.Printer->appendLabel(Label, Ref.Index);
      Add(A, std::move(Label));
    }
  }
}

Task<> Game::take(const Action &A) {
  switch (A.Kind) {
  case ActionKind::PlayLand:
    // CR 305.1: playing a land is a special action; it doesn't use the
    // stack.
    ++Players[Board.Active].LandsPlayed;
    co_await putOntoBattlefield(A.Object, Board.Active);
    break;
  case ActionKind::CastSpell:
  case ActionKind::CastSorcerySpeed:
    co_await castSpell(A.Object, A.Flashback, A.FaceDown);
    break;
  case ActionKind::TurnFaceUp:
    co_await turnFaceUp(A.Object);
    break;
  case ActionKind::ActivateAbility:
    co_await activate(A.Object, A.Ability);
    break;
  case ActionKind::PassPriority:
  case ActionKind::DeclareAttackers:
  case ActionKind::DeclareBlockers:
    break;
  }
  recompute();
}

Task<> Game::resolveTop() {
  // CR 608.1: the top object resolves.
  StackItem Item = std::move(Stack.back());
  Stack.pop_back();
  RecycleOnExit Kept{*this, Item}; // D145
  Resolving = &Item;
  // CR 608.2b: if every target is now illegal, it doesn't resolve (it
  // "fizzles"): a spell goes to its owner's graveyard.
  bool HadTargets = !Item.Targets.empty();
  bool AnyLegal = false;
  for (std::size_t I = 0; I < Item.Targets.size(); ++I)
    AnyLegal |= targetLegal(Item, static_cast<int>(I));
  if (HadTargets && !AnyLegal) {
    if (Item.Kind == StackItem::KindT::Spell)
      co_await moveObject(Item.Object, Item.Flashback ? Zone::Exile : Zone::Graveyard);
    Resolving = nullptr;
    recompute();
    co_return;
  }
  const CardDef &Card = *Board.object(Item.Object).Card;
  switch (Item.Kind) {
  case StackItem::KindT::Spell: {
    const CoreCharacteristics &C = Layers.get(Item.Object);
    bool Permanent = !C.Types.contains(CardType::Instant) &&
                     !C.Types.contains(CardType::Sorcery);
    if (Permanent) {
      // CR 608.3: a permanent spell becomes a permanent; an Aura spell
      // enters attached to its target (303.4f).
      ObjectId AttachTo = kNoObject;
      if (C.Subtypes.contains(Subtype::Aura) && !Item.Targets.empty() &&
          !Item.Targets[0].IsPlayer)
        AttachTo = static_cast<ObjectId>(Item.Targets[0].Id);
      co_await putOntoBattlefield(Item.Object, Item.Controller, AttachTo, /*Setup=*/false,
                                  Item.FaceDown);
    } else {
      if (spellScriptOf(Card) && spellScriptOf(Card)->Resolve)
        co_await spellScriptOf(Card)->Resolve(*this, Item);
      // CR 608.2n: last, the instant or sorcery goes to the graveyard (or
      // exile after flashback, 702.34a).
      if (Board.object(Item.Object).In == Zone::Stack)
        co_await moveObject(Item.Object, Item.Flashback ? Zone::Exile : Zone::Graveyard);
    }
    break;
  }
  case StackItem::KindT::Activated: {
    const AbilityDef &Def = Item.Printer->ability(Item.Ability);
    if (scriptsOf(Def).Activated && scriptsOf(Def).Activated->Resolve)
      co_await scriptsOf(Def).Activated->Resolve(*this, Item);
    break;
  }
  case StackItem::KindT::Triggered: {
    const AbilityDef &Def = Item.Printer->ability(Item.Ability);
    // CR 603.4: an intervening "if" is checked again as it resolves.
    bool Go = !scriptsOf(Def).Triggered->If ||
              scriptsOf(Def).Triggered->If(*this, Item.Object, Item.Subject);
    if (Go && scriptsOf(Def).Triggered->Optional) {
      // CR 603.5: "you may" is chosen as the ability resolves.
      Decision D = keptDecision(Item.Controller, DecisionKind::YesNo); // D149
      D.Prompt.append(Players[Item.Controller].Name).append(": use ").append(Item.Label).append("?");
      addOption(D, 1).Label.append("yes");
      addOption(D, 0).Label.append("no");
      Go = co_await ask(std::move(D));
    }
    if (Go && scriptsOf(Def).Triggered->Resolve)
      co_await scriptsOf(Def).Triggered->Resolve(*this, Item);
    break;
  }
  }
  Resolving = nullptr;
  recompute();
}

const char *Game::whyNotActivatable(PlayerId P, ObjectId Id, const AbilityRef &Ref) const {
  if (Board.object(Id).In != Zone::Battlefield)
    return "it is not on the battlefield (CR 602.2)";
  if (controllerOf(Id) != P)
    return "only its controller may activate it (CR 602.2)";
  const ActivatedScript *Script =
      Ref.Intrinsic ? nullptr : scriptsOf(Ref.Printer->ability(Ref.Index)).Activated;
  // CR 106.1, 305.6: a mana ability with no script is "{T}: Add".
  bool TapCost = !Script || Script->TapCost;
  if (TapCost && Board.object(Id).Tapped)
    return "it is tapped: its {T} cost can't be paid (CR 602.2b, 118.3)";
  if (TapCost && !canTapForCost(Id))
    return "its {T} cost can't be paid: it has not been under its controller's control "
           "since their most recent turn began and lacks haste (CR 302.6)";
  if (!Script)
    return nullptr;
  if (Script->SorcerySpeed &&
      !(allows(spec(Current).Allowed, ActionKind::CastSorcerySpeed) && P == Board.Active &&
        Stack.empty()))
    return "it can be activated only as a sorcery: in its controller's main phase with an "
           "empty stack (CR 602.5d, 307.1)";
  if (!canAfford(P, Script->Cost, 0))
    return "its mana cost can't be paid (CR 602.2b, 118.3)";
  if (Script->Target != TargetKind::None) {
    StackItem Probe;
    Probe.Object = Id;
    Probe.Controller = P;
    if (!hasLegalTarget(Script->Target, Probe))
      return "it has no legal target (CR 602.2b, 601.2c, 115.1)";
  }
  return nullptr;
}

} // namespace strata::game
