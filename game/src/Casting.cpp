//===- Casting.cpp - CR 601 casting, 602 activating, 605 mana -------------===//
///
/// \file
/// Putting spells and abilities on the stack: timing, targets, costs paid
/// from a mana pool that mana abilities fill.
///
//===----------------------------------------------------------------------===//
#include "strata/game/Game.h"

#include "Scratch.h"

#include "strata/runtime/CardDef.h"

#include <algorithm>

namespace strata::game {
using namespace runtime;

namespace {

/// One untapped mana source and the mana each of its abilities makes.
struct Source {
  ObjectId Id;
  AbilityRef Ability;
  std::array<int, 6> Adds{};
  int Color = 0; ///< the color chosen for "mana of any color"
};

/// CR 601.2h with sources still to tap: can the pool plus some of these
/// sources (each used at most once) pay \p Need? Colored symbols are
/// matched by backtracking over the sources that make the first unpaid
/// color, tried as sets: \p From is where the search for color
/// \p FromColor goes on (sources for one color are taken in index order),
/// so a cost no set of sources can pay is refused without trying every
/// ordering of every source. The rest pays generic.
bool canPayWith(std::array<int, 6> Pool, const std::vector<Source> &Sources,
                std::size_t From, std::array<int, 5> Colored, int Generic,
                bool AnyColor, std::vector<std::uint8_t> &Used, int FromColor = -1) {
  // Pay colored symbols from the pool first.
  for (int C = 0; C < 5; ++C) {
    int Take = std::min(Pool[C], Colored[C]);
    Pool[C] -= Take;
    Colored[C] -= Take;
  }
  if (AnyColor)
    for (int C = 0; C < 5; ++C)
      for (int K = 0; K < 6 && Colored[C]; ++K) {
        int Take = std::min(Pool[K], Colored[C]);
        Pool[K] -= Take;
        Colored[C] -= Take;
      }
  int Need = 0;
  for (int C = 0; C < 5; ++C)
    Need += Colored[C];
  if (Need == 0) {
    int Left = 0;
    for (int A : Pool)
      Left += A;
    for (std::size_t I = 0; I < Sources.size(); ++I)
      if (!Used[I]) {
        // A source with several abilities still makes mana once.
        bool Counted = false;
        for (std::size_t J = 0; J < I; ++J)
          Counted |= !Used[J] && Sources[J].Id == Sources[I].Id;
        if (Counted)
          continue;
        int Most = 0;
        for (std::size_t J = I; J < Sources.size(); ++J)
          if (Sources[J].Id == Sources[I].Id) {
            int T = 0;
            for (int A : Sources[J].Adds)
              T += A;
            Most = std::max(Most, T);
          }
        Left += Most;
      }
    return Left >= Generic;
  }
  // Tap one more source for the first unpaid color: one that makes it
  // (any mana will do when it may be spent as though any color).
  int First = 0;
  while (Colored[First] == 0)
    ++First;
  for (std::size_t I = First == FromColor ? From : 0; I < Sources.size(); ++I) {
    if (Used[I])
      continue;
    int Makes = 0;
    for (int K = 0; K < 6; ++K)
      Makes += AnyColor || K == First ? Sources[I].Adds[K] : 0;
    if (Makes == 0)
      continue;
    bool SameObjectUsed = false;
    for (std::size_t J = 0; J < Sources.size(); ++J)
      SameObjectUsed |= Used[J] && Sources[J].Id == Sources[I].Id;
    if (SameObjectUsed)
      continue;
    std::array<int, 6> More = Pool;
    for (int K = 0; K < 6; ++K)
      More[K] += Sources[I].Adds[K];
    Used[I] = 1;
    bool Ok = canPayWith(More, Sources, I + 1, Colored, Generic, AnyColor, Used, First);
    Used[I] = 0;
    if (Ok)
      return true;
  }
  return false;
}

} // namespace

/// The mana sources \p P could tap now.
static void manaSources(const Game &G, PlayerId P, std::vector<Source> &Out) {
  for (ObjectId Id : G.zoneMap().in(Zone::Battlefield)) { // permanents only are read
    const GameObject &O = G.board().object(Id);
    if (G.controllerOf(O.Id) != P || !G.canTapForCost(O.Id))
      continue;
    for (const AbilityRef &A : G.rulesText(O.Id).Abilities) {
      Source S{O.Id, A, {}};
      if (A.Intrinsic) {
        S.Adds[A.Index] = 1; // CR 305.6
      } else {
        const AbilityDef &Def = A.Printer->ability(A.Index);
        if (Def.Kind != AbilityKind::Mana)
          continue;
        if (const ActivatedScript *Script = scriptsOf(Def).Activated) {
          // A mana ability whose only costs are {T} and sacrificing its
          // source (a Treasure's): one source per color it can make, of
          // which a payment taps at most one (the same object).
          if (!Script->TapCost || Script->Cost.Present || Script->Resolve ||
              Script->Target != TargetKind::None || !Script->AddsManaOfAnyColor)
            continue;
          for (int C = 0; C < 5; ++C) {
            Source Each = S;
            Each.Adds[C] = Script->AddsManaOfAnyColor;
            Each.Color = C;
            Out.push_back(Each);
          }
          continue;
        }
        for (int K = 0; K < 6; ++K)
          S.Adds[K] = Def.ManaAdds[K];
      }
      Out.push_back(S);
    }
  }
}

/// canPayWith for a cost with hybrid symbols (CR 107.4e): payable if some
/// split of them between their two colors is.
static bool canPayCost(const std::array<int, 6> &Pool, const std::vector<Source> &Sources,
                       const ManaCost &Cost, int X, bool AnyColor) {
  // CR 601.2h: not enough mana to be had at all (the pool, and each source
  // object's largest ability, its abilities being listed together): no
  // search.
  int Need = Cost.Generic + X * Cost.XCount + Cost.Hybrid;
  for (int C = 0; C < 5; ++C)
    Need += Cost.Colored[C];
  int Have = 0, Best = 0;
  for (int Amount : Pool)
    Have += Amount;
  ObjectId Last = kNoObject;
  for (const Source &S : Sources) {
    if (S.Id != Last) {
      Have += Best;
      Best = 0;
      Last = S.Id;
    }
    int Adds = 0;
    for (int Amount : S.Adds)
      Adds += Amount;
    Best = std::max(Best, Adds);
  }
  if (Need > Have + Best)
    return false;
  int A = -1, B = -1;
  for (int C = 0; C < 5; ++C)
    if (Cost.Hybrid && Cost.HybridColors.contains(static_cast<Color>(C)))
      (A < 0 ? A : B) = C;
  for (int K = 0; K <= Cost.Hybrid; ++K) {
    std::array<int, 5> Colored;
    for (int C = 0; C < 5; ++C)
      Colored[C] = Cost.Colored[C];
    if (Cost.Hybrid) {
      Colored[A] += K;
      Colored[B] += Cost.Hybrid - K;
    }
    // Reused storage: listing actions asks this for every castable card
    // and activatable ability (no allocation in the steady state).
    thread_local std::vector<std::uint8_t> Used;
    Used.assign(Sources.size(), 0);
    if (canPayWith(Pool, Sources, 0, Colored, Cost.Generic + X * Cost.XCount, AnyColor, Used))
      return true;
  }
  return false;
}

bool Game::canAfford(PlayerId P, const ManaCost &Cost, int X) const {
  if (ManaWaived)
    return true;
  // Reused storage, as above; while actions are listed, the sources found
  // for the first card serve every other (Game::ListingStamp).
  thread_local std::vector<Source> Sources;
  thread_local std::uint64_t SourcesStamp = 0;
  thread_local PlayerId SourcesOf = kNoPlayer;
  if (ListingStamp == 0 || SourcesStamp != ListingStamp || SourcesOf != P) {
    Sources.clear();
    manaSources(*this, P, Sources);
    SourcesStamp = ListingStamp;
    SourcesOf = P;
  }
  return canPayCost(Players[P].Pool.Amount, Sources, Cost, X, spendsManaAsAnyColor(P));
}

Task<> Game::activateManaAbility(ObjectId Id, AbilityRef A, int Color) {
  // CR 605.3b: a mana ability resolves immediately, without the stack.
  PlayerId P = controllerOf(Id);
  setTapped(Id, true);
  if (A.Intrinsic) {
    ++Players[P].Pool.Amount[A.Index];
    co_return;
  }
  const AbilityDef &Def = A.Printer->ability(A.Index);
  if (const ActivatedScript *Script = scriptsOf(Def).Activated) {
    if (Script->SacrificeSelf)
      co_await moveObject(Id, Zone::Graveyard); // CR 701.21a: a cost
    Players[P].Pool.Amount[Color] += Script->AddsManaOfAnyColor;
  }
  for (int K = 0; K < 6; ++K)
    Players[P].Pool.Amount[K] += Def.ManaAdds[K];
}

Task<bool> Game::payMana(PlayerId P, const ManaCost &Cost, int X) {
  // CR 601.2g-h: activate mana abilities, then pay. Only sources after
  // which the cost is still payable are offered, so paying never dead-ends.
  if (ManaWaived)
    co_return true; // scenarios waive mana costs
  Scratch<Source> KeptSources, KeptRest; // D145
  std::vector<Source> &Sources = *KeptSources, &Rest = *KeptRest;
  for (;;) {
    if (payFromPool(Players[P].Pool, Cost, X, spendsManaAsAnyColor(P)))
      co_return true;
    Sources.clear();
    manaSources(*this, P, Sources);
    Decision D = keptDecision(P, DecisionKind::PayMana); // D143
    D.Prompt.append(Players[P].Name).append(": pay ");
    Cost.appendTo(D.Prompt);
    D.Prompt.append(" (pool ");
    Players[P].Pool.appendTo(D.Prompt);
    D.Prompt.append(")");
    for (std::size_t I = 0; I < Sources.size(); ++I) {
      ManaPool Trial = Players[P].Pool;
      for (int K = 0; K < 6; ++K)
        Trial.Amount[K] += Sources[I].Adds[K];
      Rest.clear();
      for (const Source &S : Sources)
        if (S.Id != Sources[I].Id)
          Rest.push_back(S);
      if (!canPayCost(Trial.Amount, Rest, Cost, X, spendsManaAsAnyColor(P)))
        continue;
      // "tap Forest#3: {T}: Add {G}", in kept storage (D143).
      std::string Label = keptString();
      Label.append("tap ");
      appendLabel(Label, Sources[I].Id);
      Label.append(": ");
      const AbilityRef &A = Sources[I].Ability;
      if (A.Intrinsic) {
        Label.append("{T}: Add {").push_back("WUBRG"[A.Index]);
        Label.push_back('}');
      } else if (const AbilityDef &Def = A.Printer->ability(A.Index);
                 Def.Kind == AbilityKind::Mana || Def.Quoted) {
        Label.append(Def.Text); // its label (CardDef::label)
      } else {
        A.Printer->appendLabel(Label, A.Index);
      }
      if (!A.Intrinsic && scriptsOf(A.Printer->ability(A.Index)).Activated) {
        Label.append(" ({").push_back("WUBRG"[Sources[I].Color]);
        Label.append("})");
      }
      Option O{std::move(Label), static_cast<std::int32_t>(I)};
      O.Object = Sources[I].Id;
      D.Options.push_back(std::move(O));
    }
    if (D.Options.empty())
      co_return false;
    int Choice = co_await ask(std::move(D));
    if (Over || Choice == kCancelled)
      co_return false;
    const Source &Chosen = Sources[static_cast<std::size_t>(Choice)];
    co_await activateManaAbility(Chosen.Id, Chosen.Ability, Chosen.Color);
  }
}

bool Game::legalTarget(TargetKind K, const StackItem &Item, Target T) const {
  return targetRefusal(K, Item, T) == nullptr;
}

/// Whether a target of kind \p K can only be a permanent: every kind but
/// these is refused off the battlefield by targetRefusal ("it is not on the
/// battlefield"), which judges these first.
static bool targetsPermanentsOnly(TargetKind K) {
  return K != TargetKind::Spell && K != TargetKind::CreatureOrSorcerySpell &&
         K != TargetKind::SpellOrPermanent && K != TargetKind::EnchantmentCardInYourGraveyard &&
         K != TargetKind::CreatureCardInYourGraveyard;
}

// The reasons are literals: listing the legal targets, as a search does
// for every option, allocates nothing.
const char *Game::targetRefusal(TargetKind K, const StackItem &Item, Target T) const {
  static constexpr const char *kWrongKind =
      "it is not what the spell or ability can target (CR 115.1, 601.2c)";
  if (T.IsPlayer) {
    switch (K) {
    case TargetKind::AnyTarget:
    case TargetKind::Player:
      return nullptr;
    case TargetKind::Opponent:
      return T.Id != Item.Controller
                 ? nullptr
                 : "a player can't be their own opponent's target: it must be an opponent "
                   "(CR 115.1, 601.2c)";
    default:
      return kWrongKind;
    }
  }
  if (T.Id < 0 || T.Id >= Board.numObjects())
    return kWrongKind;
  ObjectId Id = static_cast<ObjectId>(T.Id);
  const GameObject &O = Board.object(Id);
  const CoreCharacteristics &C = Layers.get(Id);
  if (K == TargetKind::Spell || K == TargetKind::CreatureOrSorcerySpell ||
      (K == TargetKind::SpellOrPermanent && O.In == Zone::Stack)) {
    if (O.In != Zone::Stack || !stackItemOf(Id))
      return "it is not a spell on the stack (CR 115.1, 601.2c)";
    if (Id == Item.Object)
      return "a spell can't target itself (CR 115.5)";
    if (K == TargetKind::CreatureOrSorcerySpell && !C.Types.contains(CardType::Creature) &&
        !C.Types.contains(CardType::Sorcery))
      return "it is neither a creature nor a sorcery spell (CR 115.1, 601.2c)";
    return nullptr;
  }
  if (K == TargetKind::EnchantmentCardInYourGraveyard)
    return O.In == Zone::Graveyard && O.Owner == Item.Controller &&
                   C.Types.contains(CardType::Enchantment)
               ? nullptr
               : "it is not an enchantment card in your graveyard (CR 115.1, 601.2c)";
  // A card in a graveyard is judged on its characteristics there
  // (Opalescence makes no card in a graveyard a creature).
  if (K == TargetKind::CreatureCardInYourGraveyard)
    return O.In == Zone::Graveyard && O.Owner == Item.Controller && !O.Token &&
                   C.Types.contains(CardType::Creature)
               ? nullptr
               : "it is not a creature card in your graveyard (CR 115.1, 601.2c)";
  if (O.In != Zone::Battlefield) // (so targetsPermanentsOnly(K) holds here)
    return "it is not on the battlefield (CR 115.1, 601.2c)";
  // CR 702.11b: hexproof: not a target of opponents' spells or abilities.
  if (C.Keywords.contains(Keyword::Hexproof) && C.Controller != Item.Controller)
    return "it has hexproof: it can't be the target of spells or abilities its "
           "controller's opponents control (CR 702.11b, 601.2c)";
  // CR 702.16b: not a target of spells with a quality it has protection
  // from, nor of abilities from a source with it.
  if (Item.Object != kNoObject && protectedFrom(Id, sourceCharacteristics(Item.Object)))
    return "it has protection from a quality of the spell or the ability's source "
           "(CR 702.16b, 601.2c)";
  bool Legal = false;
  switch (K) {
  case TargetKind::Creature:
    Legal = C.Types.contains(CardType::Creature);
    break;
  case TargetKind::AnyTarget: // CR 115.4: creature, player, planeswalker or battle
    Legal = C.Types.contains(CardType::Creature) || C.Types.contains(CardType::Planeswalker) ||
            C.Types.contains(CardType::Battle);
    break;
  case TargetKind::Permanent:
  case TargetKind::SpellOrPermanent:
    Legal = true;
    break;
  case TargetKind::Land:
    Legal = C.Types.contains(CardType::Land);
    break;
  case TargetKind::NonlandPermanent:
    Legal = !C.Types.contains(CardType::Land);
    break;
  case TargetKind::NoncreatureArtifact:
    Legal = C.Types.contains(CardType::Artifact) && !C.Types.contains(CardType::Creature);
    break;
  case TargetKind::Enchantment:
    Legal = C.Types.contains(CardType::Enchantment);
    break;
  case TargetKind::Artifact:
    Legal = C.Types.contains(CardType::Artifact);
    break;
  case TargetKind::ArtifactOrEnchantment:
    Legal = C.Types.contains(CardType::Artifact) || C.Types.contains(CardType::Enchantment);
    break;
  case TargetKind::NonColorCreature: {
    // CR 612.2: the color word is the text's as it is now: Sleight of Mind
    // makes Doom Blade "nonwhite". The reasons are literals (no allocation).
    static constexpr const char *kIsThatColor[5] = {
        "it is white: it must be a nonwhite creature (CR 115.1, 601.2c)",
        "it is blue: it must be a nonblue creature (CR 115.1, 601.2c)",
        "it is black: it must be a nonblack creature (CR 115.1, 601.2c)",
        "it is red: it must be a nonred creature (CR 115.1, 601.2c)",
        "it is green: it must be a nongreen creature (CR 115.1, 601.2c)"};
    const TextWords &Text = Item.HasWords ? Item.Words : Layers.rulesText(Item.Object).Words;
    std::optional<Color> Non;
    for (int W = 0; W < Text.Count && !Non; ++W)
      if (Text.Words[W].Kind == TextWord::KindT::Color)
        Non = static_cast<Color>(Text.Words[W].Value);
    if (!Non)
      return kWrongKind; // a card that declares no color word: no creature is
    if (C.Types.contains(CardType::Creature) && C.Colors.contains(*Non))
      return kIsThatColor[static_cast<int>(*Non)];
    Legal = C.Types.contains(CardType::Creature);
    break;
  }
  case TargetKind::NonlegendaryCreature:
    Legal = C.Types.contains(CardType::Creature) && !C.Supertypes.contains(Supertype::Legendary);
    break;
  case TargetKind::CreatureYouControl:
    if (C.Types.contains(CardType::Creature) && C.Controller != Item.Controller)
      return "another player controls it: it must be a creature you control (CR 115.1, "
             "601.2c)";
    Legal = C.Types.contains(CardType::Creature);
    break;
  case TargetKind::CreatureAnOpponentControls: // CR 115.1, 601.2c: as it is now
    if (C.Types.contains(CardType::Creature) && C.Controller == Item.Controller)
      return "its controller is the one choosing: it must be a creature an opponent "
             "controls (CR 115.1, 601.2c)";
    Legal = C.Types.contains(CardType::Creature);
    break;
  case TargetKind::EnchantmentCardInYourGraveyard:
  case TargetKind::CreatureCardInYourGraveyard:
  case TargetKind::Player:
  case TargetKind::None:
  case TargetKind::Spell:
  case TargetKind::CreatureOrSorcerySpell:
  case TargetKind::Opponent:
    break;
  }
  return Legal ? nullptr : kWrongKind;
}

const char *Game::whyNotTarget(Target T) const {
  if (!Choosing.Item)
    return nullptr;
  // CR 115.3: the same object or player once per word "target".
  if (std::find(Choosing.Item->Targets.begin(), Choosing.Item->Targets.end(), T) !=
      Choosing.Item->Targets.end())
    return "it is already a target for another instance of the word \"target\" (CR 115.3)";
  return targetRefusal(Choosing.Kind, *Choosing.Item, T);
}

/// Calls \p Found with each legal target of kind \p K for \p Item, players
/// first, objects in id order, until it returns true. The cards in
/// libraries and hands, most of a game's objects, are passed over without
/// being judged when only permanents can be targets.
template <class F>
bool Game::eachLegalTarget(TargetKind K, const StackItem &Item, F &&Found) const {
  for (int P = 0; P < numPlayers(); ++P)
    if (legalTarget(K, Item, {true, P}) && Found(Target{true, P}))
      return true;
  if (targetsPermanentsOnly(K)) {
    for (ObjectId Id : zoneMap().in(Zone::Battlefield))
      if (legalTarget(K, Item, {false, Id}) && Found(Target{false, Id}))
        return true;
    return false;
  }
  for (const GameObject &O : Board.objects())
    if (legalTarget(K, Item, {false, O.Id}) && Found(Target{false, O.Id}))
      return true;
  return false;
}

void Game::listTargets(TargetKind K, const StackItem &Item, std::vector<Target> &Out) const {
  eachLegalTarget(K, Item, [&](Target T) {
    Out.push_back(T);
    return false;
  });
}

bool Game::hasLegalTarget(TargetKind K, const StackItem &Item) const {
  return eachLegalTarget(K, Item, [](Target) { return true; });
}

static TargetKind targetKindOf(const Game &G, const StackItem &Item, int I) {
  if (Item.Kind == StackItem::KindT::Spell) {
    const SpellScript *S = spellScriptOf(*G.board().object(Item.Object).Card);
    return S ? S->Targets[I] : TargetKind::None;
  }
  const AbilityDef &Def = Item.Printer->ability(Item.Ability);
  if (Item.Kind == StackItem::KindT::Activated)
    return I == 0 && scriptsOf(Def).Activated ? scriptsOf(Def).Activated->Target : TargetKind::None;
  return I == 0 && scriptsOf(Def).Triggered ? scriptsOf(Def).Triggered->Target : TargetKind::None;
}

bool Game::targetLegal(const StackItem &Item, int I) const {
  return legalTarget(targetKindOf(*this, Item, I), Item,
                     Item.Targets[static_cast<std::size_t>(I)]);
}

Task<bool> Game::chooseTargets(StackItem &Item, const TargetKind *Kinds, int N) {
  // CR 601.2c: choose targets; a spell with no legal target can't be cast.
  Scratch<Target> Kept; // D145
  std::vector<Target> &Legal = *Kept;
  for (int I = 0; I < N; ++I) {
    if (Kinds[I] == TargetKind::None)
      break;
    Legal.clear();
    listTargets(Kinds[I], Item, Legal);
    // CR 115.3: the same object can't be chosen twice for one "target".
    std::erase_if(Legal, [&](const Target &T) {
      return std::find(Item.Targets.begin(), Item.Targets.end(), T) != Item.Targets.end();
    });
    if (Legal.empty())
      co_return false;
    Decision D = keptDecision(Item.Controller, DecisionKind::Target); // D143
    D.Prompt.append(Players[Item.Controller].Name).append(": choose a target for ");
    D.Prompt.append(Item.Label);
    for (std::size_t K = 0; K < Legal.size(); ++K) {
      std::string Label = keptString();
      if (Legal[K].IsPlayer)
        Label.append(Players[static_cast<std::size_t>(Legal[K].Id)].Name);
      else
        appendLabel(Label, static_cast<ObjectId>(Legal[K].Id));
      Option O{std::move(Label), static_cast<std::int32_t>(K)};
      if (Legal[K].IsPlayer)
        O.Player = static_cast<PlayerId>(Legal[K].Id);
      else
        O.Object = static_cast<ObjectId>(Legal[K].Id);
      D.Options.push_back(std::move(O));
    }
    Choosing = {&Item, Kinds[I]};
    int Choice = co_await ask(std::move(D));
    Choosing = {};
    if (Over || Choice == kCancelled)
      co_return false;
    Item.Targets.push_back(Legal[static_cast<std::size_t>(Choice)]);
  }
  co_return true;
}

bool Game::canCastNow(PlayerId P, ObjectId Card, bool Flashback) const {
  const GameObject &O = Board.object(Card);
  const CoreCharacteristics &C = Layers.get(Card);
  if (C.Types.contains(CardType::Land))
    return false;
  // CR 117.1a / 307.1: instants (and flash) any time a player has
  // priority; everything else at sorcery timing.
  bool Instant = C.Types.contains(CardType::Instant) || C.Keywords.contains(Keyword::Flash);
  bool SorceryTiming = allows(spec(Current).Allowed, ActionKind::CastSorcerySpeed) &&
                       P == Board.Active && Stack.empty();
  if (!Instant && !SorceryTiming)
    return false;
  const SpellScript *S = spellScriptOf(*O.Card);
  // The cost first: it is the cheaper question, and most cards in hand
  // fail it.
  const ManaCost &Cost = Flashback ? S->FlashbackCost : C.Cost;
  if (!canAfford(P, Cost, 0))
    return false;
  if (S) {
    StackItem Probe;
    Probe.Object = Card;
    Probe.Controller = P;
    for (TargetKind K : S->Targets) {
      if (K == TargetKind::None)
        break;
      if (!hasLegalTarget(K, Probe))
        return false;
    }
  }
  return true;
}

std::string &Game::beginCancellable(PlayerId P) {
  // Into the same storage every time (D143): assigning keeps capacity.
  Rewind &R = RewindStore;
  R.Caster = P;
  R.What.clear();
  assignKeeping(R.Board, Board);
  R.Players = Players;
  assignKeeping(R.Stack, Stack);
  R.NextStackId = NextStackId;
  R.SummoningSick = SummoningSick;
  R.DeathtouchDamaged = DeathtouchDamaged;
  R.HasLastKnown = HasLastKnown;
  R.LastKnown = LastKnown;
  R.LastController = LastController;
  R.CreatedReplacements = CreatedReplacements;
  R.NextReplacementId = NextReplacementId;
  R.Rules = Rules;
  R.Rng = Rng;
  R.TriggersBefore = Triggers.size();
  R.EventsBefore = Events.size();
  CancelPoint = &R;
  CancelRequested = false;
  return R.What;
}

bool Game::endCancellable() {
  bool Cancelled = CancelRequested;
  CancelRequested = false;
  if (!Cancelled)
    CancelPoint = nullptr;
  return Cancelled;
}

void Game::rewind(bool Cancelled) {
  Rewind &R = *CancelPoint;
  // CR 601.2, 602.2: the player is told; the message waits for their next
  // priority prompt.
  if (Cancelled)
    CancelNotice = R.Players[R.Caster].Name + " cancelled " + R.What;
  // Swapped, so the store keeps storage for the next cast.
  // Assigned: a board copied anew has an identity of its own (D140).
  assignKeeping(Board, R.Board);
  std::swap(Players, R.Players);
  std::swap(Stack, R.Stack);
  NextStackId = R.NextStackId;
  std::swap(SummoningSick, R.SummoningSick);
  std::swap(DeathtouchDamaged, R.DeathtouchDamaged);
  std::swap(HasLastKnown, R.HasLastKnown);
  std::swap(LastKnown, R.LastKnown);
  std::swap(LastController, R.LastController);
  std::swap(CreatedReplacements, R.CreatedReplacements);
  NextReplacementId = R.NextReplacementId;
  std::swap(Rules, R.Rules);
  Rng = R.Rng;
  Triggers.resize(R.TriggersBefore);
  Events.resize(R.EventsBefore);
  CancelPoint = nullptr;
  // The layers' results as they were: the same board computes the same
  // characteristics (a full pass: the change-skipping cache saw the cast).
  Layers.recompute(Board);
  LayersComputed = Board.numObjects();
}

Task<bool> Game::castSpell(ObjectId Card, bool Flashback, bool FaceDown) {
  const GameObject &O = Board.object(Card);
  PlayerId P = O.Owner;
  ManaCost Cost = Flashback ? spellScriptOf(*O.Card)->FlashbackCost : Layers.get(Card).Cost;
  if (FaceDown)
    Cost = ManaCost::parse("{3}"); // CR 702.37c
  std::string &What = beginCancellable(P);
  What.append("casting ");
  if (FaceDown)
    What.append("a card face down");
  else
    appendLabel(What, Card);
  // CR 601.2a: the card moves to the stack (face down: a 2/2 with no text,
  // 708.2, so it has no targets).
  moveTo(Card, Zone::Stack);
  Board.edit(Card).FaceDown = FaceDown;
  StackItem Item = keptItem(); // D145
  RecycleOnExit Kept{*this, Item}; // D149
  Item.Kind = StackItem::KindT::Spell;
  Item.Id = NextStackId++;
  Item.Object = Card;
  Item.Controller = P;
  Item.Flashback = Flashback;
  Item.FaceDown = FaceDown;
  if (FaceDown)
    Item.Label.append("a face-down spell#").append(std::to_string(Card));
  else
    appendLabel(Item.Label, Card);
  recompute();
  const SpellScript *Spell = spellScriptOf(*Board.object(Card).Card);
  bool Ok = true;
  if (Spell && !FaceDown)
    Ok = co_await chooseTargets(Item, Spell->Targets, 2);
  if (Ok)
    Ok = co_await payMana(P, Cost, 0);
  bool Cancelled = endCancellable();
  if (!Ok || Cancelled) {
    // CR 601.2 / 732: an illegal or cancelled cast is reversed, whole.
    rewind(Cancelled);
    co_return false;
  }
  Stack.push_back(std::move(Item));
  const StackItem &Cast = Stack.back();
  // CR 601.2i: the spell becomes cast; "becomes the target" triggers.
  for (const Target &T : Cast.Targets)
    if (!T.IsPlayer)
      raise(EventKind::BecomesTarget, static_cast<ObjectId>(T.Id));
  raise(EventKind::SpellCast, Card);
  co_return true;
}

Task<> Game::turnFaceUp(ObjectId Id) {
  // CR 702.37e: pay the morph cost, turn it face up (a special action: no
  // stack); CR 613.7f: it gets a new timestamp.
  // (The result is named first: g++ 12 miscompiles `if (!co_await ...)
  // co_return;` in a void coroutine; it traps on resumption.)
  PlayerId P = controllerOf(Id);
  std::string &What = beginCancellable(P);
  What.append("turning ");
  appendLabel(What, Id);
  What.append(" face up");
  bool Paid = co_await payMana(P, spellScriptOf(*Board.object(Id).Card)->MorphCost, 0);
  bool Cancelled = endCancellable();
  if (!Paid || Cancelled) {
    rewind(Cancelled);
    co_return;
  }
  turnFaceUpNow(Id);
}

void Game::turnFaceUpNow(ObjectId Id) {
  // CR 708.8: its copiable values revert to its card's (layer 1b no
  // longer applies); effects applied to it face down still apply; it
  // doesn't enter, so no enters triggers or "as enters" choices.
  // CR 613.7f: it gets a new timestamp.
  Board.edit(Id).FaceDown = false;
  Board.edit(Id).Ts = Board.newTimestamp();
  recompute();
}

Task<bool> Game::activate(ObjectId Source, AbilityRef A) {
  PlayerId P = controllerOf(Source);
  const ActivatedScript *Script =
      A.Intrinsic ? nullptr : scriptsOf(A.Printer->ability(A.Index)).Activated;
  if (!Script) {
    co_await activateManaAbility(Source, A);
    co_return true;
  }
  std::string &What = beginCancellable(P);
  What.append("activating ");
  A.Printer->appendLabel(What, A.Index);
  What.append(" (");
  appendLabel(What, Source);
  What.append(")");
  StackItem Item = keptItem(); // D145
  RecycleOnExit Kept{*this, Item}; // D149
  Item.Kind = StackItem::KindT::Activated;
  Item.Id = NextStackId++;
  Item.Object = Source;
  Item.Printer = A.Printer;
  Item.Ability = A.Index;
  Item.Controller = P;
  A.Printer->appendLabel(Item.Label, A.Index);
  Item.Label.append(" (");
  appendLabel(Item.Label, Source);
  Item.Label.append(")");
  // CR 602.2b: targets, then costs.
  TargetKind Kinds[1] = {Script->Target};
  bool Ok = co_await chooseTargets(Item, Kinds, 1);
  // CR 107.3 / 602.2b: X is chosen while activating, then paid.
  if (Ok && Script->Cost.XCount > 0) {
    Decision D = keptDecision(P, DecisionKind::Number); // D149
    D.Prompt.append(Players[P].Name).append(": choose X for ").append(Item.Label);
    for (int X = 0; X <= 20; ++X)
      if (canAfford(P, Script->Cost, X))
        addOption(D, X).Label.append(std::to_string(X));
    int X = co_await ask(std::move(D));
    Ok = !Over && X != kCancelled;
    Item.Choices.X = Ok ? X : 0;
  }
  if (Ok && Script->TapCost)
    setTapped(Source, true);
  if (Ok)
    Ok = co_await payMana(P, Script->Cost, Item.Choices.X);
  bool Cancelled = endCancellable();
  if (!Ok || Cancelled) {
    // CR 602.2 / 732: an illegal or cancelled activation is reversed, whole.
    rewind(Cancelled);
    co_return false;
  }
  // CR 113.7a: the ability's text is its source's as it is activated.
  Item.PrintedWords = Layers.copiableValues(Source).Words;
  Item.Words = Layers.rulesText(Source).Words;
  Item.HasWords = true;
  if (Script->SacrificeSelf)
    co_await moveObject(Source, Zone::Graveyard); // CR 701.21a: sacrifice
  if (Script->IsManaAbility) {
    // CR 605.3a: mana abilities don't use the stack.
    if (Script->Resolve)
      co_await Script->Resolve(*this, Item);
    if (Script->AddsManaOfAnyColor) {
      // CR 106.1a: the color is chosen as the ability resolves.
      Decision D = keptDecision(P, DecisionKind::Color); // D149
      D.Prompt.append(Players[P].Name).append(": choose a color of mana for ").append(Item.Label);
      for (int C = 0; C < 5; ++C)
        addOption(D, C).Label.append(kColorNames[C]);
      int C = co_await ask(std::move(D));
      if (!Over && C >= 0 && C < 5)
        Players[P].Pool.Amount[C] += Script->AddsManaOfAnyColor;
    }
    co_return true;
  }
  Stack.push_back(std::move(Item));
  for (const Target &T : Stack.back().Targets)
    if (!T.IsPlayer)
      raise(EventKind::BecomesTarget, static_cast<ObjectId>(T.Id));
  co_return true;
}

} // namespace strata::game
