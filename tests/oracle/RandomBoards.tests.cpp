//===- RandomBoards.tests.cpp - The engine against the reference oracle ---===//
///
/// \file
/// Seeded random boards built on the real game engine, as a scenario would
/// build them (docs/decisions.md D12): 2 to 60 permanents drawn from the
/// whole pool in random order, with random controllers, counters (+1/+1,
/// -1/-1, keyword), attachments for Auras and Equipment, "as enters" choices
/// and copies answered at random, cards in graveyards, resolved spells and
/// activated abilities that create effects (with locked sets, CR 611.2c).
/// Each board is computed by the engine (metadata ordering) and by the
/// reference oracle (LayerEngine with Ordering::TrialAllPairs: every pair
/// tried, no metadata), and every object's characteristics must be
/// identical. The oracle also checks soundness directly: no pair the trial
/// finds dependent may lie outside the metadata's candidates.
///
/// On a difference the test prints the seed and a scenario file
/// (docs/scenario-format.md) that rebuilds the board through the
/// scenario runner, with the oracle's characteristics as expectations.
///
/// Environment: STRATA_ORACLE_BOARDS (default 2000), STRATA_ORACLE_SEED
/// (first seed, default 1), STRATA_ORACLE_PRECISION=1 prints the precision
/// table (candidate pairs the trial rejects, per layer).
///
//===----------------------------------------------------------------------===//
#include "strata/cards/CardLibrary.h"
#include "strata/game/Game.h"
#include "strata/layers/LayerEngine.h"
#include "strata/runtime/CounterKinds.h"
#include "strata/runtime/Effect.h"
#include "strata/scenario/Labels.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace {
using namespace strata;
using namespace strata::runtime;
using game::DecisionKind;
using game::TargetKind;
using game::scriptsOf;
using game::spellScriptOf;

std::uint64_t envOr(const char *Name, std::uint64_t Default) {
  const char *V = std::getenv(Name);
  return V && *V ? std::strtoull(V, nullptr, 10) : Default;
}

/// A YAML scalar, quoted when it holds anything special.
std::string q(const std::string &S) {
  bool Plain = !S.empty();
  for (char C : S)
    Plain &= std::isalnum(static_cast<unsigned char>(C)) || C == ' ' || C == '\'' ||
             C == '-' || C == '_';
  if (Plain && S.front() != ' ' && S.back() != ' ')
    return S;
  std::string Out = "\"";
  for (char C : S) {
    if (C == '"' || C == '\\')
      Out += '\\';
    Out += C;
  }
  return Out + "\"";
}

std::string list(const std::vector<std::string> &Items) {
  std::string Out = "[";
  for (std::size_t I = 0; I < Items.size(); ++I)
    Out += (I ? ", " : "") + q(Items[I]);
  return Out + "]";
}

const char *const kPlayers[] = {"Alice", "Bob"};

/// The pool, split by how a board uses each card.
struct Pool {
  std::vector<const CardDef *> Permanents, Spells, All;
  Pool() {
    for (const CardDef *C : cards::allCards()) {
      All.push_back(C);
      CardTypeSet T = C->Face.Types;
      bool Spell = T.contains(CardType::Instant) || T.contains(CardType::Sorcery);
      if (!Spell)
        Permanents.push_back(C);
      else if (spellScriptOf(*C) && spellScriptOf(*C)->Resolve)
        Spells.push_back(C); // effects, tokens (Raise the Alarm, Pongify), removal
    }
  }
};

const Pool &pool() {
  static const Pool P;
  return P;
}

/// Builds one board on a Game, and the scenario text that rebuilds it.
class BoardMaker {
public:
  explicit BoardMaker(std::uint64_t Seed)
      : Rng(Seed * 0x9E3779B97F4A7C15ULL + 1),
        G(std::make_unique<game::Game>(std::vector<std::string>{"Alice", "Bob"}, Seed)) {
    G->setManaCostsWaived(true);
  }

  void make() {
    int N = pick(2, 60);
    Yaml << "battlefield:\n";
    for (int I = 0; I < N; ++I)
      addPermanent();
    addGraveyards();
    int Casts = pick(0, 4), Activations = pick(0, 3);
    if (Casts > 0) {
      // Spells may draw (Twisted Image): a few cards to draw, so no one
      // loses to an empty library (704.5b).
      Graves << "library:\n";
      for (PlayerId P = 0; P < 2; ++P) {
        Graves << "  " << kPlayers[P] << ": [Plains, Plains, Plains, Plains]\n";
        for (int I = 0; I < 4; ++I)
          G->addCard(*cards::findCard("Plains"), P, Zone::Library);
      }
    }
    // As the scenario runner does: the game starts in the first player's
    // main phase, so state-based actions happen before the first action
    // (704.5f, 704.5m, 704.5q) and again after each one.
    G->setAlwaysAskPriority(true);
    G->start(game::Step::PrecombatMain);
    std::vector<std::string> Ignored;
    settle(Ignored);
    bool AnyAction = false;
    auto Header = [&] {
      if (!AnyAction)
        Actions << "actions:\n";
      AnyAction = true;
    };
    for (int I = 0; I < Casts; ++I)
      castSpell(Header);
    for (int I = 0; I < Activations; ++I)
      activateAbility(Header);
    G->recompute();
  }

  game::Game &game() { return *G; }
  const std::string &id(ObjectId Id) const { return Ids.at(Id); }
  bool hasId(ObjectId Id) const { return Ids.count(Id) != 0; }
  std::string scenario() const { return Yaml.str() + Graves.str() + Actions.str(); }

private:
  int pick(int Lo, int Hi) { return std::uniform_int_distribution<int>(Lo, Hi)(Rng); }
  bool chance(double P) { return std::uniform_real_distribution<double>(0, 1)(Rng) < P; }
  template <class T> const T &any(const std::vector<T> &V) {
    return V[static_cast<std::size_t>(pick(0, static_cast<int>(V.size()) - 1))];
  }

  const CoreCharacteristics &now(ObjectId Id) const { return G->characteristics(Id); }
  bool onBattlefield(ObjectId Id) const {
    return G->board().object(Id).In == Zone::Battlefield;
  }

  /// Whether \p Id is a legal choice for \p K now (CR 115; the kinds the
  /// pool's spells, Auras and abilities use).
  bool fits(TargetKind K, ObjectId Id, PlayerId By = kNoPlayer) const {
    if (!onBattlefield(Id))
      return false;
    const CardTypeSet &T = now(Id).Types;
    switch (K) {
    case TargetKind::Creature:
      return T.contains(CardType::Creature);
    case TargetKind::CreatureYouControl: // Mother of Runes
      return T.contains(CardType::Creature) && now(Id).Controller == By;
    case TargetKind::Permanent:
    case TargetKind::SpellOrPermanent:
      return true;
    case TargetKind::Land:
      return T.contains(CardType::Land);
    case TargetKind::NoncreatureArtifact:
      return T.contains(CardType::Artifact) && !T.contains(CardType::Creature);
    case TargetKind::Enchantment:
      return T.contains(CardType::Enchantment);
    case TargetKind::Artifact:
      return T.contains(CardType::Artifact);
    default:
      return false;
    }
  }

  std::vector<ObjectId> candidates(TargetKind K, ObjectId Except = kNoObject,
                                   PlayerId By = kNoPlayer) const {
    std::vector<ObjectId> Out;
    for (const auto &[Id, Name] : Ids)
      if (Id != Except && fits(K, Id, By))
        Out.push_back(Id);
    return Out;
  }

  /// Answers every decision at random and notes the answer as the scenario
  /// would give it.
  game::Game::Answerer answerer(std::vector<std::string> &Choices,
                                std::vector<std::string> &Answers) {
    return [this, &Choices, &Answers](const game::Decision &D) -> std::optional<int> {
      if (D.Options.empty())
        return std::nullopt;
      int I = pick(0, static_cast<int>(D.Options.size()) - 1);
      const game::Option &O = D.Options[static_cast<std::size_t>(I)];
      switch (D.Kind) {
      case DecisionKind::CopyChoice:
        // Copy more often than not (a legendary original would bring the
        // legend rule); declining is an omitted choice.
        if ((O.Value < 0 && chance(0.8)) || legendary(O.Value))
          return answerCopy(D, Choices);
        if (O.Value >= 0)
          Choices.push_back(Ids.at(static_cast<ObjectId>(O.Value)));
        return I;
      case DecisionKind::Color:
      case DecisionKind::CreatureType:
      case DecisionKind::LandType:
      case DecisionKind::Word:
      case DecisionKind::Number:
        Choices.push_back(O.Label);
        return I;
      default:
        Answers.push_back(O.Label);
        return I;
      }
    };
  }
  std::optional<int> answerCopy(const game::Decision &D, std::vector<std::string> &Choices) {
    std::vector<int> Fine, Decline, Choosers;
    for (std::size_t K = 0; K < D.Options.size(); ++K) {
      std::int32_t V = D.Options[K].Value;
      (V < 0 ? Decline : legendary(V) ? Decline : Fine).push_back(static_cast<int>(K));
      if (V >= 0 && !legendary(V) && choosesAsItEnters(static_cast<ObjectId>(V)))
        Choosers.push_back(static_cast<int>(K));
    }
    std::erase_if(Decline, [&](int K) { return D.Options[static_cast<std::size_t>(K)].Value >= 0; });
    // Copies of cards with "as enters" choices half the time they can be:
    // the copy then makes its own (CR 707.5), written after the copy's id.
    int I = !Choosers.empty() && chance(0.5) ? any(Choosers)
            : !Fine.empty()                  ? any(Fine)
            : !Decline.empty()               ? Decline[0]
                                             : 0;
    std::int32_t V = D.Options[static_cast<std::size_t>(I)].Value;
    if (V >= 0)
      Choices.push_back(Ids.at(static_cast<ObjectId>(V)));
    return I;
  }

  /// Whether a copy of \p Id would make "as enters" choices (Painter's
  /// Servant, or an animated Conspiracy, Xenograft, Shifting Sky).
  bool choosesAsItEnters(ObjectId Id) const {
    const CardDef *C = G->layers().copiableValues(Id).Card;
    return C && spellScriptOf(*C) && spellScriptOf(*C)->AsEnters && !spellScriptOf(*C)->ChoosesCopy &&
           !G->board().object(Id).FaceDown;
  }

public:
  /// Objects that entered as a copy and made the copied card's choices.
  int CopiesWithChoices = 0;

private:
  bool namePresent(std::string_view Name) const {
    for (const auto &[Id, Alias] : Ids)
      if (onBattlefield(Id) && G->board().object(Id).Card->Face.Name == Name)
        return true;
    return false;
  }
  bool legendary(std::int32_t Value) const {
    return Value >= 0 && now(static_cast<ObjectId>(Value)).Supertypes.contains(Supertype::Legendary);
  }

  void addPermanent() {
    // One of each legendary name, so the legend rule (704.5j) never asks
    // anything before the first action.
    const CardDef *Pick = any(pool().Permanents);
    while (Pick->Face.Supertypes.contains(Supertype::Legendary) && namePresent(Pick->Face.Name))
      Pick = any(pool().Permanents);
    const CardDef &Card = *Pick;
    auto Controller = static_cast<PlayerId>(pick(0, 1));
    ObjectId Obj = G->addCard(Card, Controller, Zone::Command);
    std::string Id = "o" + std::to_string(Obj);
    std::vector<std::string> Choices, Answers;
    // Face down as it enters (CR 708.2): no abilities, no choices.
    bool FaceDown = chance(0.03);
    auto Failed = G->runSideProcedure(
        G->putOntoBattlefield(Obj, Controller, kNoObject, /*Setup=*/true, FaceDown),
        answerer(Choices, Answers));
    REQUIRE_FALSE(Failed);
    Ids[Obj] = Id;
    const GameObject &O = G->board().object(Obj);
    G->recompute(); // a set-up placement leaves the recompute to its caller
    const CardDef *Copied = G->layers().copiableValues(Obj).Card;
    if (!FaceDown && Copied != &Card && Copied && spellScriptOf(*Copied) && spellScriptOf(*Copied)->AsEnters &&
        (O.Choices.ChosenColor || O.Choices.ChosenType))
      ++CopiesWithChoices;
    Yaml << "  - card: " << q(std::string(Card.Face.Name)) << "\n    id: " << Id
         << "\n    controller: " << kPlayers[Controller] << "\n";
    if (!Choices.empty())
      Yaml << "    choices: " << list(Choices) << "\n";
    // Auras and Equipment attach to something legal listed earlier (the
    // scenario format stamps them in list order).
    bool Aura = Card.Face.Subtypes.contains(Subtype::Aura);
    bool Equipment = Card.Face.Subtypes.contains(Subtype::Equipment);
    if ((Aura || Equipment) && chance(0.85)) {
      TargetKind K = Aura && spellScriptOf(Card) ? spellScriptOf(Card)->Targets[0] : TargetKind::Creature;
      std::vector<ObjectId> Hosts = candidates(K, Obj);
      if (!Hosts.empty()) {
        G->board().edit(Obj).AttachedTo = any(Hosts);
        Yaml << "    attached_to: " << Ids[O.AttachedTo] << "\n";
      }
    }
    if (FaceDown)
      Yaml << "    face_down: true\n";
    std::vector<std::string> Counters;
    if (chance(0.3)) {
      int K = pick(1, 3);
      G->board().putPlusOneCounters(Obj, K);
      Counters.push_back("\"+1/+1\": " + std::to_string(K));
    }
    if (chance(0.15)) {
      int K = pick(1, 2);
      G->board().putMinusOneCounters(Obj, K);
      Counters.push_back("\"-1/-1\": " + std::to_string(K));
    }
    if (chance(0.12)) {
      // Any kind CR 122.1b names (the one table, CounterKinds.h).
      CounterKind K{CounterKind::Of::Keyword,
                    kKeywordCounterKinds[pick(0, kKeywordCounterKinds.size() - 1)]};
      int Count = pick(1, 2);
      if (putCounters(G->board(), Obj, K, Count))
        Counters.push_back(q(counterKindName(K)) + ": " + std::to_string(Count));
    }
    if (!Counters.empty()) {
      Yaml << "    counters: {";
      for (std::size_t I = 0; I < Counters.size(); ++I)
        Yaml << (I ? ", " : "") << Counters[I];
      Yaml << "}\n";
    }
    // The next entry's recompute (or the one after the board is placed)
    // sees these counters and attachments, as the scenario runner's would.
  }

  void addGraveyards() {
    bool Any = false;
    for (PlayerId P = 0; P < 2; ++P) {
      int N = pick(0, 4);
      if (N == 0)
        continue;
      if (!Any)
        Graves << "graveyard:\n";
      Any = true;
      Graves << "  " << kPlayers[P] << ":\n";
      // A scenario lists a graveyard top first: the card put there last
      // (CR 404.2, Volrath's Shapeshifter's "top card").
      std::vector<std::string> Lines;
      for (int I = 0; I < N; ++I) {
        const CardDef &Card = *any(pool().All);
        ObjectId Obj = G->addCard(Card, P, Zone::Graveyard);
        Ids[Obj] = "g" + std::to_string(Obj);
        Lines.push_back("    - {card: " + q(std::string(Card.Face.Name)) + ", id: " + Ids[Obj] +
                        "}\n");
      }
      for (auto It = Lines.rbegin(); It != Lines.rend(); ++It)
        Graves << *It;
    }
    G->recompute();
  }

  /// Lets state-based actions happen (CR 704.3), answering what they ask
  /// into \p Answers, until a player has priority again.
  void settle(std::vector<std::string> &Answers) {
    G->reconsiderPriority();
    for (int Guard = 0; Guard < 100 && !G->over() && G->pending() &&
                        G->pending()->Kind != DecisionKind::Priority;
         ++Guard) {
      const game::Decision &D = *G->pending();
      int I = pick(0, static_cast<int>(D.Options.size()) - 1);
      Answers.push_back(D.Options[static_cast<std::size_t>(I)].Label);
      G->answer(I);
    }
    nameTokens();
  }

  /// Tokens made since (CR 111): the ids the scenario runner gives them,
  /// `NAME N` (docs/scenario-format.md), so later targets and the
  /// comparison name them.
  void nameTokens() {
    for (auto N = static_cast<ObjectId>(G->board().numObjects()); TokensSeen < N; ++TokensSeen) {
      const GameObject &O = G->board().object(TokensSeen);
      if (!O.Token)
        continue;
      std::string Name(O.Card->Face.Name);
      Ids[TokensSeen] = Name + " " + std::to_string(++TokenCount[Name]);
      ++Tokens;
    }
  }
  ObjectId TokensSeen = 0;
  std::map<std::string, int> TokenCount;

public:
  /// Tokens the boards' spells and abilities made.
  int Tokens = 0;

private:

  /// Chooses targets for \p Kinds; false when one has no legal choice.
  bool chooseTargets(const TargetKind *Kinds, int N, game::StackItem &Item,
                     std::vector<std::string> &Names) {
    for (int I = 0; I < N && Kinds[I] != TargetKind::None; ++I) {
      std::vector<ObjectId> Legal = candidates(Kinds[I], kNoObject, Item.Controller);
      std::erase_if(Legal, [&](ObjectId Id) {
        if (now(Id).Keywords.contains(Keyword::Hexproof) && now(Id).Controller != Item.Controller)
          return true; // CR 702.11b
        // CR 702.16b: an ability's source is known (a spell's card is made
        // after its targets; its resolution checks them, 608.2b).
        if (Item.Object != kNoObject &&
            G->protectedFrom(Id, G->sourceCharacteristics(Item.Object)))
          return true;
        // Phantasmal Image is sacrificed when targeted (a trigger the
        // scenario's casting would run and this direct resolution does not).
        for (const AbilityRef &R : G->rulesText(Id).Abilities)
          if (!R.Intrinsic && scriptsOf(R.Printer->ability(R.Index)).Triggered &&
              scriptsOf(R.Printer->ability(R.Index)).Triggered->On == game::EventKind::BecomesTarget)
            return true;
        for (const game::Target &T : Item.Targets)
          if (!T.IsPlayer && T.Id == Id)
            return true; // CR 115.3
        return false;
      });
      if (Legal.empty())
        return false;
      ObjectId T = any(Legal);
      Item.Targets.push_back({false, T});
      Names.push_back(Ids[T]);
    }
    return true;
  }

  template <class H> void castSpell(H &Header) {
    const CardDef &Card = *any(pool().Spells);
    // A sorcery is cast by the active player (CR 307.1); an instant by
    // either.
    auto By = static_cast<PlayerId>(Card.Face.Types.contains(CardType::Sorcery) ? 0 : pick(0, 1));
    game::StackItem Item;
    Item.Kind = game::StackItem::KindT::Spell;
    Item.Controller = By;
    std::vector<std::string> Targets, Choices, Answers;
    if (!chooseTargets(spellScriptOf(Card)->Targets, 2, Item, Targets))
      return;
    ObjectId Obj = G->addCard(Card, By, Zone::Stack);
    // As casting does (CR 601.2i): the layers know the spell before it
    // resolves (its own color is read by protection, 702.16b).
    G->recompute();
    Ids[Obj] = "s" + std::to_string(Obj);
    Item.Object = Obj;
    Item.Label = G->label(Obj);
    auto Failed = G->runSideProcedure(spellScriptOf(Card)->Resolve(*G, Item), answerer(Choices, Answers));
    REQUIRE_FALSE(Failed);
    G->moveTo(Obj, Zone::Graveyard); // CR 608.2n
    settle(Answers);
    Header();
    Actions << "  - cast: " << q(std::string(Card.Face.Name)) << "\n    id: " << Ids[Obj]
            << "\n    by: " << kPlayers[By] << "\n";
    if (!Targets.empty())
      Actions << "    targets: " << list(Targets) << "\n";
    if (!Choices.empty())
      Actions << "    choices: " << list(Choices) << "\n";
    if (!Answers.empty())
      Actions << "    answers: " << list(Answers) << "\n";
  }

  template <class H> void activateAbility(H &Header) {
    // Abilities that create a continuous effect, among those permanents
    // have now (Mutavault, Chimeric Staff, Karn, Liquimetal Coating...).
    struct Option {
      ObjectId Id;
      AbilityRef A;
      int Number; ///< 1-based among its activated abilities (scenario format)
    };
    std::vector<Option> Options;
    for (const auto &[Id, Name] : Ids) {
      if (!onBattlefield(Id) || G->board().object(Id).Tapped)
        continue;
      int Seen = 0;
      for (const AbilityRef &R : G->rulesText(Id).Abilities) {
        bool Activated = R.Intrinsic;
        if (!R.Intrinsic) {
          AbilityKind K = R.Printer->ability(R.Index).Kind;
          Activated = K == AbilityKind::Activated || K == AbilityKind::Mana;
        }
        if (!Activated)
          continue;
        ++Seen;
        if (R.Intrinsic)
          continue;
        const game::ActivatedScript *S = scriptsOf(R.Printer->ability(R.Index)).Activated;
        if (S && S->Creates && S->Resolve && !S->SacrificeSelf)
          Options.push_back({Id, R, Seen});
      }
    }
    if (Options.empty())
      return;
    const Option &O = any(Options);
    const game::ActivatedScript &S = *scriptsOf(O.A.Printer->ability(O.A.Index)).Activated;
    game::StackItem Item;
    Item.Kind = game::StackItem::KindT::Activated;
    Item.Object = O.Id;
    Item.Printer = O.A.Printer;
    Item.Ability = O.A.Index;
    Item.Controller = now(O.Id).Controller;
    Item.Label = G->label(O.Id);
    std::vector<std::string> Targets, Choices, Answers;
    TargetKind Kinds[2] = {S.Target, TargetKind::None};
    if (!chooseTargets(Kinds, 1, Item, Targets))
      return;
    bool HasX = S.Cost.XCount > 0;
    if (HasX)
      Item.Choices.X = pick(0, 5);
    if (S.TapCost)
      G->setTapped(O.Id, true);
    auto Failed = G->runSideProcedure(S.Resolve(*G, Item), answerer(Choices, Answers));
    REQUIRE_FALSE(Failed);
    settle(Answers);
    Header();
    Actions << "  - activate: " << Ids[O.Id] << "\n    ability: " << O.Number << "\n    by: "
            << kPlayers[Item.Controller] << "\n";
    if (HasX)
      Actions << "    x: " << Item.Choices.X << "\n";
    if (!Targets.empty())
      Actions << "    targets: " << list(Targets) << "\n";
    if (!Choices.empty())
      Actions << "    choices: " << list(Choices) << "\n";
    if (!Answers.empty())
      Actions << "    answers: " << list(Answers) << "\n";
  }

  std::mt19937_64 Rng;
  std::unique_ptr<game::Game> G;
  std::map<ObjectId, std::string> Ids;
  std::ostringstream Yaml, Graves, Actions;
};

std::string names(const std::vector<std::string_view> &V) {
  std::vector<std::string> S(V.begin(), V.end());
  return list(S);
}

/// The oracle's characteristics of \p Id as scenario expectations.
std::string expectation(const Characteristics &C, const GameObject &O) {
  std::vector<std::string_view> Types, Supers, Subs, Colors;
  C.Types.forEach([&](CardType T) { Types.push_back(name(T)); });
  C.Supertypes.forEach([&](Supertype T) { Supers.push_back(name(T)); });
  C.Subtypes.forEach([&](Subtype T) { Subs.push_back(name(T)); });
  C.Colors.forEach([&](Color X) { Colors.push_back(name(X)); });
  std::ostringstream S;
  S << "{";
  if (O.In == Zone::Battlefield && C.Types.contains(CardType::Creature))
    S << "pt: " << C.Power << "/" << C.Toughness << ", ";
  S << "types: " << names(Types) << ", supertypes: " << names(Supers);
  if (!C.Subtypes.hasAllCreatureTypes())
    S << ", subtypes: " << names(Subs);
  S << ", colors: " << names(Colors) << ", abilities: " << list(scenario::abilityLabels(C))
    << ", controller: " << kPlayers[C.Controller < 2 ? C.Controller : 0] << "}";
  return S.str();
}

struct Totals {
  std::uint64_t Boards = 0, Objects = 0, Effects = 0, CopiesWithChoices = 0, Tokens = 0;
  std::uint64_t CounterUpdates = 0, LocalUpdates = 0;
  std::uint64_t OtherChanges = 0, ReachUpdates = 0;
  double BuildSeconds = 0, EngineSeconds = 0, OracleSeconds = 0;
  layers::OrderStats Engine, Oracle;
};

/// D66: counters put and removed on a copy of \p B, one object at a time;
/// after each, the engine's update (local where the metadata allows) must
/// equal a fresh full pass.
void checkCounterUpdates(std::uint64_t Seed, const Board &B, Totals &T, std::ostream &Why) {
  Board Copy = B;
  layers::LayerEngine Incremental, Fresh;
  Incremental.setAuditFatal(false);
  Fresh.setAuditFatal(false);
  Incremental.recomputeIfChanged(Copy);
  std::mt19937_64 Rng(Seed * 31 + 7);
  auto N = static_cast<std::uint64_t>(Copy.numObjects());
  for (int K = 0; K < 4 && N > 0; ++K) {
    auto Id = static_cast<ObjectId>(Rng() % N);
    int Count = static_cast<int>(Rng() % 5) - 2; // -2..2: removing too
    if (Count == 0)
      Count = 1;
    if (Rng() % 3 == 0)
      Copy.putMinusOneCounters(Id, std::max(Count, -Copy.objects()[Id].Count.MinusOne));
    else
      Copy.putPlusOneCounters(Id, std::max(Count, -Copy.objects()[Id].Count.PlusOne));
    Incremental.recomputeIfChanged(Copy);
    Fresh.recompute(Copy);
    ++T.CounterUpdates;
    for (ObjectId X = 0; X < Copy.numObjects(); ++X)
      if (!(Incremental.characteristics(X) == Fresh.characteristics(X)))
        Why << "  after counters on object " << Id << ": object " << X
            << " differs between the incremental update and a full pass\n";
  }
  T.LocalUpdates += Incremental.updateStats().LocalUpdates;
}

/// D120: permanents entering and leaving, control changes, created
/// effects ending and beginning, on a copy of \p B, one at a time; after
/// each, the engine's update (of what the change reaches, where the
/// metadata bounds it) must equal a fresh full pass.
void checkReachUpdates(std::uint64_t Seed, const Board &B, Totals &T, std::ostream &Why) {
  Board Copy = B;
  Copy.Effects.reserve(Copy.Effects.size() + 8);
  layers::LayerEngine Incremental, Fresh;
  Incremental.setAuditFatal(false);
  Fresh.setAuditFatal(false);
  Incremental.recomputeIfChanged(Copy);
  std::mt19937_64 Rng(Seed * 131 + 17);
  auto N = static_cast<std::uint64_t>(Copy.numObjects());
  std::vector<CreatedEffect> Ended;
  static constexpr const char *kKinds[] = {"a zone change", "a control change",
                                           "a created effect ending",
                                           "a created effect beginning"};
  for (int K = 0; K < 6 && N > 0; ++K) {
    auto Id = static_cast<ObjectId>(Rng() % N);
    int Kind = static_cast<int>(Rng() % 4);
    GameObject &O = Copy.edit(Id);
    if (Kind == 0) { // CR 400.7: a new object, a new timestamp
      bool Leaves = O.In == Zone::Battlefield;
      O.In = Leaves ? Zone::Graveyard : Zone::Battlefield;
      O.Ts = Copy.newTimestamp();
      O.Count = Counters();
      O.AttachedTo = kNoObject;
      if (Leaves)
        for (CreatedEffect &E : Copy.Effects)
          std::erase(E.Locked, Id);
    } else if (Kind == 1) {
      O.BaseController = O.BaseController == 0 ? 1 : 0;
    } else if (Kind == 2 && !Copy.Effects.empty()) {
      auto At = Copy.Effects.begin() + static_cast<std::ptrdiff_t>(Rng() % Copy.Effects.size());
      Ended.push_back(*At);
      Copy.Effects.erase(At);
    } else if (Kind == 3 && !Ended.empty()) {
      CreatedEffect E = Ended.back();
      Ended.pop_back();
      E.Ts = Copy.newTimestamp(); // CR 613.7b: it begins again, later
      Copy.Effects.push_back(E);
    } else {
      continue;
    }
    Incremental.recomputeIfChanged(Copy);
    Fresh.recompute(Copy);
    ++T.OtherChanges;
    for (ObjectId X = 0; X < Copy.numObjects(); ++X)
      if (!(Incremental.characteristics(X) == Fresh.characteristics(X)) ||
          !(Incremental.copiableValues(X) == Fresh.copiableValues(X)))
        Why << "  after " << kKinds[Kind] << " (object " << Id << "): object " << X
            << " differs between the incremental update and a full pass\n";
  }
  T.ReachUpdates += Incremental.updateStats().ReachUpdates;
}

/// Builds board \p Seed and compares engine and oracle; returns the failure
/// report, empty when they agree.
std::string checkBoard(std::uint64_t Seed, Totals &T) {
  using Clock = std::chrono::steady_clock;
  auto Since = [](Clock::time_point T0) {
    return std::chrono::duration<double>(Clock::now() - T0).count();
  };
  auto T0 = Clock::now();
  BoardMaker M(Seed);
  M.make();
  T.BuildSeconds += Since(T0);
  T.CopiesWithChoices += static_cast<std::uint64_t>(M.CopiesWithChoices);
  T.Tokens += static_cast<std::uint64_t>(M.Tokens);
  const Board &B = M.game().board();
  layers::LayerEngine Engine, Oracle;
  Engine.setAuditFatal(false);
  Oracle.setAuditFatal(false);
  Oracle.setOrdering(layers::Ordering::TrialAllPairs);
  Engine.setStats(&T.Engine);
  Oracle.setStats(&T.Oracle);
  std::size_t MissesBefore = T.Oracle.Misses.size();
  std::uint64_t MissedBefore = 0;
  for (const auto &L : T.Oracle.Layers)
    MissedBefore += L.Missed;
  T0 = Clock::now();
  Engine.recompute(B);
  T.EngineSeconds += Since(T0);
  T0 = Clock::now();
  Oracle.recompute(B);
  T.OracleSeconds += Since(T0);
  // The engine's caches between passes: one engine that computed the
  // previous board (its per-object printed values and flags, copiable
  // values), and the game's own, which recomputes only when something the
  // layers read changed (recomputeIfChanged). Both must agree with a fresh
  // engine.
  static layers::LayerEngine Reused;
  Reused.setAuditFatal(false);
  Reused.recompute(B);
  M.game().recompute();
  const layers::LayerEngine &InGame = M.game().layers();
  ++T.Boards;
  T.Objects += static_cast<std::uint64_t>(B.numObjects());
  T.Effects += B.Effects.size();

  std::ostringstream Why;
  std::ostringstream Expect;
  for (ObjectId Id = 0; Id < B.numObjects(); ++Id) {
    bool Same = Engine.characteristics(Id) == Oracle.characteristics(Id) &&
                Engine.copiableValues(Id) == Oracle.copiableValues(Id);
    if (!(Reused.characteristics(Id) == Engine.characteristics(Id)) ||
        !(Reused.copiableValues(Id) == Engine.copiableValues(Id)))
      Why << "  object " << Id << ": an engine reused from the previous board differs\n";
    if (!(InGame.characteristics(Id) == Engine.characteristics(Id)))
      Why << "  object " << Id << ": the game's engine (recomputeIfChanged) differs\n";
    if (Same || !M.hasId(Id))
      continue;
    Why << "  object " << M.id(Id) << " (" << B.objects()[Id].Card->Face.Name
        << "): engine " << expectation(Engine.characteristics(Id), B.objects()[Id]) << "\n"
        << "                oracle " << expectation(Oracle.characteristics(Id), B.objects()[Id]) << "\n";
    Expect << "  " << M.id(Id) << ": " << expectation(Oracle.characteristics(Id), B.objects()[Id]) << "\n";
  }
  checkCounterUpdates(Seed, B, T, Why);
  checkReachUpdates(Seed, B, T, Why);
  for (const std::string &P : Engine.problems())
    Why << "  engine problem: " << P << "\n";
  for (const std::string &P : Oracle.problems())
    Why << "  oracle problem: " << P << "\n";
  std::uint64_t MissedAfter = 0;
  for (const auto &L : T.Oracle.Layers)
    MissedAfter += L.Missed;
  if (MissedAfter != MissedBefore) {
    Why << "  the oracle found a dependency outside the metadata's candidates (unsound):\n";
    for (std::size_t I = MissesBefore; I < T.Oracle.Misses.size(); ++I)
      Why << "    " << T.Oracle.Misses[I] << "\n";
  }
  if (const char *Dir = std::getenv("STRATA_ORACLE_DUMP")) {
    // Every board as a scenario with every battlefield object expected
    // (to check that the scenarios rebuild the boards: strata check DIR).
    std::ostringstream All;
    for (ObjectId Id = 0; Id < B.numObjects(); ++Id)
      if (M.hasId(Id) && B.objects()[Id].In == Zone::Battlefield)
        All << "  " << M.id(Id) << ": " << expectation(Oracle.characteristics(Id), B.objects()[Id]) << "\n";
    std::string Path = std::string(Dir) + "/board-" + std::to_string(Seed) + ".yaml";
    if (std::FILE *F = std::fopen(Path.c_str(), "w")) {
      std::string Text = "name: random board " + std::to_string(Seed) + "\n" + M.scenario() +
                         "expect:\n" + (All.str().empty() ? "  Alice: {life: 20}\n" : All.str());
      std::fputs(Text.c_str(), F);
      std::fclose(F);
    }
  }
  if (Why.str().empty())
    return {};
  std::ostringstream Out;
  Out << "seed " << Seed << ": the engine and the reference oracle differ\n"
      << Why.str() << "scenario (the oracle's values expected):\n"
      << "name: random board " << Seed << "\n"
      << M.scenario() << "expect:\n"
      << (Expect.str().empty() ? "  Alice: {life: 20}\n" : Expect.str());
  return Out.str();
}

void printPrecision(const Totals &T, double Seconds) {
  std::printf("%llu boards (%llu objects, %llu created effects) in %.1f s: %.0f boards/s\n",
              static_cast<unsigned long long>(T.Boards),
              static_cast<unsigned long long>(T.Objects),
              static_cast<unsigned long long>(T.Effects), Seconds,
              Seconds > 0 ? static_cast<double>(T.Boards) / Seconds : 0.0);
  std::printf("building boards on the game engine %.1f s, engine %.2f s, oracle %.1f s "
              "(oracle/engine %.0fx)\n",
              T.BuildSeconds, T.EngineSeconds, T.OracleSeconds,
              T.EngineSeconds > 0 ? T.OracleSeconds / T.EngineSeconds : 0.0);
  std::printf("%-6s %12s %12s %9s | %12s %12s %8s\n", "layer", "candidates", "rejected",
              "rejected%", "oracle pairs", "dependent", "missed");
  for (int L = 0; L < kLayerCount; ++L) {
    const auto &E = T.Engine.Layers[static_cast<std::size_t>(L)];
    const auto &O = T.Oracle.Layers[static_cast<std::size_t>(L)];
    std::printf("%-6s %12llu %12llu %8.1f%% | %12llu %12llu %8llu\n",
                std::string(kLayerNames[static_cast<std::size_t>(L)]).c_str(),
                static_cast<unsigned long long>(E.Candidates),
                static_cast<unsigned long long>(E.Rejected),
                E.Candidates ? 100.0 * static_cast<double>(E.Rejected) /
                                   static_cast<double>(E.Candidates)
                             : 0.0,
                static_cast<unsigned long long>(O.Tried),
                static_cast<unsigned long long>(O.Dependent),
                static_cast<unsigned long long>(O.Missed));
  }
}

} // namespace

TEST_CASE("random boards: the engine agrees with the reference oracle (CR 613.8)",
          "[oracle][random]") {
  std::uint64_t Count = envOr("STRATA_ORACLE_BOARDS", 2000);
  std::uint64_t First = envOr("STRATA_ORACLE_SEED", 1);
  Totals T;
  auto Start = std::chrono::steady_clock::now();
  int Failures = 0;
  for (std::uint64_t Seed = First; Seed < First + Count; ++Seed) {
    std::string Report = checkBoard(Seed, T);
    if (Report.empty())
      continue;
    std::fputs(Report.c_str(), stdout);
    std::fflush(stdout);
    if (++Failures >= 3)
      break;
  }
  double Seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
  if (envOr("STRATA_ORACLE_PRECISION", 0) || Failures)
    printPrecision(T, Seconds);
  else
    std::printf("%llu boards in %.1f s (%llu copies made the copied card's choices, %llu "
                "tokens made)\n",
                static_cast<unsigned long long>(T.Boards), Seconds,
                static_cast<unsigned long long>(T.CopiesWithChoices),
                static_cast<unsigned long long>(T.Tokens));
  std::printf("%llu counter changes, %llu recomputed locally (D66), each equal to a full pass\n",
              static_cast<unsigned long long>(T.CounterUpdates),
              static_cast<unsigned long long>(T.LocalUpdates));
  std::printf("%llu zone, control and created effect changes, %llu recomputed by their reach "
              "(D120), each equal to a full pass\n",
              static_cast<unsigned long long>(T.OtherChanges),
              static_cast<unsigned long long>(T.ReachUpdates));
  CHECK(Failures == 0);
  CHECK(T.Boards == Count);
  CHECK(T.ReachUpdates > T.OtherChanges / 10);
  // The local path was taken (else the comparison above proves nothing).
  CHECK(T.LocalUpdates > T.CounterUpdates / 4);
  // The boards include copies that made the copied card's "as enters"
  // choices (CR 707.5), written into the scenarios after the copy's id.
  // And tokens (CR 111) the spells and abilities made, compared like
  // every other object.
  if (Count >= 200) {
    CHECK(T.CopiesWithChoices > 0);
    CHECK(T.Tokens > 0);
  }
}
