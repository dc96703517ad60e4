//===- Script.h - What cards do in a game ----------------------*- C++ -*-===//
///
/// \file
/// The game behaviour of a card, apart from its continuous effects (which
/// the layers run): how its spell resolves, its activated and triggered
/// abilities, and the choices made as it enters. Cards build these with the
/// templates at the end of this file; the engine runs them through plain
/// function pointers and coroutines, and knows no card.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_GAME_SCRIPT_H
#define STRATA_GAME_SCRIPT_H

#include "strata/game/Task.h"
#include "strata/runtime/Card.h"

#include <array>
#include <cstdint>
#include <iterator>
#include <string_view>
#include <type_traits>
#include <vector>

namespace strata::game {

class CardGame;
struct StackItem;

/// What a target may be (CR 115).
enum class TargetKind : std::uint8_t {
  None,
  Creature,          ///< "target creature"
  Permanent,         ///< "target permanent"
  Land,
  NoncreatureArtifact,
  AnyTarget,         ///< CR 115.4: creature, player, planeswalker or battle
  Spell,             ///< "target spell"
  CreatureOrSorcerySpell,
  SpellOrPermanent,
  Opponent,          ///< "target opponent"
  Enchantment,
  Artifact,          ///< "enchant artifact" (Ensoul Artifact)
  CreatureYouControl, ///< equip (CR 702.6a)
  CreatureAnOpponentControls, ///< "target creature an opponent controls" (Sower of Temptation)
  EnchantmentCardInYourGraveyard, ///< Starfield of Nyx
  NonlegendaryCreature, ///< "target nonlegendary creature" (Mirrorweave)
  Player,               ///< "target player" (Blood Artist)
  /// "target non[color] creature" (Doom Blade's "nonblack"): the color is
  /// the first color word of the spell's or ability's text as it is now
  /// (a text change of the word is followed, 612.2), the creature's color
  /// its color now (613.1e).
  NonColorCreature,
  CreatureCardInYourGraveyard, ///< Gravedigger
  ArtifactOrEnchantment, ///< "target artifact or enchantment" (Reclamation Sage)
  NonlandPermanent,      ///< "enchant nonland permanent" (Minimus Containment)
};

/// Whose triggered abilities an event triggers (CR 603.2): the "this",
/// "your" or "a" of the trigger condition. An ability that watches other
/// objects' events says so itself (TriggeredScript::Watches).
enum class EventScope : std::uint8_t {
  Subject,            ///< the abilities of the object it is about ("when this enters")
  ActivePlayers,      ///< every permanent of the active player ("your upkeep", 503.1a)
  SubjectsController, ///< every permanent of the subject's controller (506.5: attacks alone)
  Everyone,           ///< every permanent ("the end step", 513.1a)
  PlayersOwn,         ///< every permanent of the player it is about ("you gain life", 119.9)
  Never,              ///< never raised (state triggers, 603.8)
};

/// The events a triggered ability may wait for (CR 603.2), one record each:
/// X(Name, EventScope, what the trigger condition says). Adding one is one
/// line here and one Game::raise where the rules say it happens (raise is
/// the one place an event is announced).
#define STRATA_TRIGGER_EVENTS(X)                                                              \
  X(EntersBattlefield, Subject, "when this enters")                                          \
  X(BeginningOfUpkeep, ActivePlayers, "at the beginning of your upkeep")                     \
  X(BecomesTarget, Subject, "when this becomes the target of a spell or ability")            \
  X(BlocksOrBecomesBlocked, Subject, "whenever this blocks or becomes blocked")              \
  X(Attacks, Subject, "whenever this creature attacks (508.3a)")                             \
  X(AttacksAlone, SubjectsController,                                                        \
    "whenever a creature you control attacks alone (506.5, 702.83a)")                        \
  X(BeginningOfEndStep, Everyone, "at the beginning of the end step (513.1a)")               \
  X(Dies, Subject, "when this creature dies (700.4; looks back, 603.10a)")                   \
  X(LeavesBattlefield, Subject, "when this leaves the battlefield (603.6c, 603.10a)")        \
  X(DealsCombatDamageToPlayer, Subject, "whenever this deals combat damage to a player")     \
  X(SpellCast, Subject, "whenever you cast a spell (601.2i; the subject is the spell)")      \
  X(LifeGained, PlayersOwn, "whenever you gain life (119.9; one event per gain)")            \
  /* CR 603.8: checked whenever a player would receive priority            */                \
  /* (TriggeredScript::State, Game::checkStateTriggers), never raised.     */                \
  X(State, Never, "when a state holds (603.8)")

enum class EventKind : std::uint8_t {
#define STRATA_EVENT_ENUMERATOR(Name, Scope, Text) Name,
  STRATA_TRIGGER_EVENTS(STRATA_EVENT_ENUMERATOR)
#undef STRATA_EVENT_ENUMERATOR
};

/// Each event's scope, in EventKind order.
inline constexpr EventScope kEventScopes[] = {
#define STRATA_EVENT_SCOPE(Name, Scope, Text) EventScope::Scope,
    STRATA_TRIGGER_EVENTS(STRATA_EVENT_SCOPE)
#undef STRATA_EVENT_SCOPE
};
inline constexpr std::size_t kNumEventKinds = std::size(kEventScopes);
constexpr EventScope scopeOf(EventKind K) { return kEventScopes[static_cast<std::size_t>(K)]; }

using ResolveFn = Task<> (*)(CardGame &, StackItem &);

/// An activated ability (CR 602) or mana ability (605).
struct ActivatedScript {
  runtime::ManaCost Cost;
  bool TapCost = false;        ///< {T} (CR 107.5)
  bool SacrificeSelf = false;  ///< "Sacrifice this"
  bool IsManaAbility = false;  ///< CR 605.1a: resolves at once
  /// A mana ability's "Add N mana of any one color" (CR 106.1a): the
  /// color is chosen as it resolves, or by the payment it is tapped for.
  std::uint8_t AddsManaOfAnyColor = 0;
  bool SorcerySpeed = false;   ///< "activate only as a sorcery" (equip)
  TargetKind Target = TargetKind::None;
  ResolveFn Resolve = nullptr;
  /// The continuous effect its resolution creates, if any (set by
  /// Activated<A> from `using Creates = ...;`).
  const runtime::EffectDescriptor *Creates = nullptr;
};

/// A triggered ability (CR 603).
struct TriggeredScript {
  EventKind On;
  bool Optional = false;       ///< "you may"
  TargetKind Target = TargetKind::None;
  ResolveFn Resolve = nullptr;
  const runtime::EffectDescriptor *Creates = nullptr;
  /// CR 603.2, 603.10a: an ability that watches other objects' events
  /// ("whenever another creature dies", "whenever a creature you control
  /// enters"): whether the event about \p Subject triggers the ability of
  /// \p Source. Without it, an event triggers only its subject's own
  /// abilities (or, for an event every permanent sees, those its row allows).
  bool (*Watches)(const CardGame &, runtime::ObjectId Source, runtime::ObjectId Subject) = nullptr;
  /// CR 603.8: with On == EventKind::State, the condition that triggers it.
  bool (*State)(const CardGame &, runtime::ObjectId Source) = nullptr;
  /// CR 603.4: an intervening "if" clause: it triggers only if this holds
  /// as the event happens, and does nothing if it no longer holds as it
  /// resolves (persist: "if it had no -1/-1 counters on it").
  bool (*If)(const CardGame &, runtime::ObjectId Source, runtime::ObjectId Subject) = nullptr;
  /// What it does does not depend on which object has it, only on the
  /// event's subject (exalted pumps "that creature"): instances of one
  /// keyword about one subject are then interchangeable, not ordered.
  bool SameForEverySource = false;
};

/// A spell's resolution (CR 608.2) and how it is cast.
struct SpellScript {
  TargetKind Targets[2] = {TargetKind::None, TargetKind::None};
  ResolveFn Resolve = nullptr; ///< Instants and sorceries.
  /// CR 702.34: flashback cost, if it has one.
  bool HasFlashback = false;
  runtime::ManaCost FlashbackCost;
  /// CR 702.37: morph cost, if it has one (cast face down for {3}).
  bool HasMorph = false;
  runtime::ManaCost MorphCost;
  /// "As this enters" choices (CR 614.12) and "enter as a copy" (707.5).
  /// The choices are copiable rules text: an object entering as a copy of
  /// this card runs them too, for itself (707.5; CardGame::putOntoBattlefield).
  Task<> (*AsEnters)(CardGame &, runtime::ObjectId) = nullptr;
  /// AsEnters chooses what to copy (Clone). A copy of such a card does not
  /// choose again: its entering was already replaced by a copy effect
  /// (CR 614.5: a replacement gets one opportunity to affect an event).
  bool ChoosesCopy = false;
};

/// What rules-modifying effects change (CR 613.11), recomputed after the
/// characteristics.
struct RuleModifiers {
  /// Mycosynth Lattice: players may spend mana as though it were any color.
  bool AnyColorMana[8] = {};
  /// Per object: "can't block", "can't be blocked" (CR 509.1b).
  std::vector<std::uint8_t> CantBlock, CantBeBlocked;
};

/// A static ability that modifies the rules (CR 613.11). Apply may read
/// the characteristics and what the layers read (zones, counters,
/// attachments...), not tapped status or damage: the game applies it again
/// only when those change (Game::recompute).
struct RulesScript {
  void (*Apply)(const CardGame &, runtime::ObjectId Source, RuleModifiers &) = nullptr;
};

/// The events replacement and prevention effects watch for (CR 614.1,
/// 615.1); Replacement.h defines the event itself.
enum class ReplacedEvent : std::uint8_t {
  Damage,      ///< CR 120, 614.2, 615: a source would deal damage
  PutCounters, ///< CR 122: +1/+1 counters would be put on a permanent
  Enter,       ///< CR 614.1c-d, 614.12: a permanent would enter
  /// CR 614.1, 614.6: an object would move from one zone to another (a
  /// creature put into a graveyard from the battlefield dies, 700.4).
  ZoneChange,
  CreateTokens, ///< CR 111.2, 614.1: an effect would create tokens
  /// CR 614.1c, 616.1c: a permanent would enter; the copy effects that
  /// modify how it enters ("creatures you control enter as a copy of this
  /// creature"), applied before its other entry replacements and before
  /// its own "as enters" choices, its own "enter as a copy" among them.
  EnterAsCopy,
};
/// A set of ReplacedEvent kinds, one bit each.
using ReplacedEvents = std::uint8_t;
constexpr ReplacedEvents on(ReplacedEvent K) { return static_cast<ReplacedEvents>(1u << static_cast<unsigned>(K)); }

struct ReplacementEvent;
struct ReplacementSource;

/// A replacement or prevention effect (CR 614, 615): which events it
/// watches, whether it applies to one (judged on the characteristics the
/// layers computed, CR 613), and how it modifies it. A static ability
/// declares one with Replaces<R>; a resolving spell creates one with
/// CardGame::createReplacement.
struct ReplacementScript {
  ReplacedEvents On = 0;
  /// CR 615: a prevention effect (reported as such; ordered like the rest, 616.1).
  bool Prevention = false;
  /// CR 614.1c/614.12: "[this permanent] enters with/tapped": it applies to
  /// its own source's entry. Any other effect of an entering permanent does
  /// not apply to that permanent's own entry (614.12).
  bool ThisPermanentEnters = false;
  std::string_view Text;
  bool (*Applies)(const CardGame &, const ReplacementSource &, const ReplacementEvent &) = nullptr;
  void (*Apply)(CardGame &, const ReplacementSource &, ReplacementEvent &) = nullptr;
};

/// The script of a replacement class \p R: `static constexpr ReplacedEvents
/// On`, `static constexpr std::string_view Text`, `applies`, `apply`, and
/// optionally `Prevention` and `ThisPermanentEnters`.
template <class R> constexpr ReplacementScript replacementScript() {
  ReplacementScript S{R::On, false, false, R::Text, &R::applies, &R::apply};
  if constexpr (requires { R::Prevention; })
    S.Prevention = R::Prevention;
  if constexpr (requires { R::ThisPermanentEnters; })
    S.ThisPermanentEnters = R::ThisPermanentEnters;
  return S;
}

//===--- Reading the scripts the object model carries ---------------------===//

/// The scripts of one ability (runtime::AbilityDef::Script points to one).
struct AbilityScripts {
  const ActivatedScript *Activated = nullptr;     ///< activated and mana abilities
  const TriggeredScript *Triggered = nullptr;     ///< triggered abilities
  const RulesScript *Rules = nullptr;             ///< CR 613.11
  const ReplacementScript *Replacement = nullptr; ///< CR 614, 615
};

/// The scripts of ability \p A (all null for an ability the layers alone
/// apply). Only the builders below set AbilityDef::Script.
inline const AbilityScripts &scriptsOf(const runtime::AbilityDef &A) {
  static constexpr AbilityScripts None{};
  return A.Script ? *static_cast<const AbilityScripts *>(A.Script) : None;
}

/// How card \p C is cast and resolves, or null if it only enters.
/// describeCard<C>() (Keywords.h) checks the class's `Spell` is a SpellScript.
inline const SpellScript *spellScriptOf(const runtime::CardDef &C) {
  return static_cast<const SpellScript *>(C.Spell);
}

//===--- Building card abilities -------------------------------------------===//

/// An activated ability whose class \p A has `static constexpr
/// std::string_view Text`, `static constexpr ActivatedScript script()` and
/// its resolve function.
namespace detail {
/// The descriptor of `X::Creates`, if X declares one. Only instantiated
/// by describeCard<C>() in the card library, after the generated metadata.
template <class X> constexpr const runtime::EffectDescriptor *createdBy() {
  if constexpr (requires { typename X::Creates; }) {
    // CR 611.2b: see CardTable in runtime/Card.h (D30).
    static_assert(!runtime::detail::HasCondition<typename X::Creates>,
                  "CR 611.2b: an effect created by an ability (Creates) can't have "
                  "isActive; give it a Duration instead (WhileSourceOnBattlefield, "
                  "WhileYouControlSource, UntilYourNextTurn)");
    return &runtime::describeEffect<typename X::Creates>();
  } else
    return nullptr;
}
template <class X, class S> constexpr S withCreates(S Script) {
  Script.Creates = createdBy<X>();
  return Script;
}
} // namespace detail

template <class A> struct Activated {
  static constexpr ActivatedScript Script = detail::withCreates<A>(A::script());
  static constexpr AbilityScripts Scripts{.Activated = &Script};
  static constexpr runtime::AbilityDef def() {
    runtime::AbilityDef D{Script.IsManaAbility ? runtime::AbilityKind::Mana
                                               : runtime::AbilityKind::Activated,
                          A::Text, nullptr, runtime::Zone::Battlefield, false};
    D.Script = &Scripts;
    // A keyword ability (equip) is labelled by its keyword.
    if constexpr (requires { A::IsKeyword; })
      D.KeywordOf = static_cast<std::int8_t>(A::IsKeyword);
    return D;
  }
};

/// Equip [cost] (CR 702.6a): "[Cost]: Attach to target creature you
/// control. Equip only as a sorcery." A factory: Equip<1> is "Equip {1}".
template <int GenericCost> struct Equip {
  static constexpr std::array<std::string_view, 6> Texts = {
      "Equip {0}", "Equip {1}", "Equip {2}", "Equip {3}", "Equip {4}", "Equip {5}"};
  static_assert(GenericCost >= 0 && GenericCost < 6);
  static constexpr std::string_view Text = Texts[GenericCost];
  static constexpr runtime::Keyword IsKeyword = runtime::Keyword::Equip;
  static Task<> resolve(CardGame &G, StackItem &Item);
  static constexpr ActivatedScript script() {
    runtime::ManaCost Cost;
    Cost.Present = true;
    Cost.Generic = static_cast<std::uint8_t>(GenericCost);
    return {.Cost = Cost,
            .SorcerySpeed = true,
            .Target = TargetKind::CreatureYouControl,
            .Resolve = &resolve};
  }
};

/// What equip does as it resolves (Game.cpp): attach, with a new timestamp.
Task<> resolveEquip(CardGame &G, StackItem &Item);
template <int GenericCost> Task<> Equip<GenericCost>::resolve(CardGame &G, StackItem &Item) {
  return resolveEquip(G, Item);
}

/// What an effect-creating spell does as it resolves (Game.cpp): CR 608.2b,
/// a targeted spell whose target became illegal does nothing; CR 611.2c,
/// the effect's set is locked now.
Task<> resolveCreatingEffect(CardGame &G, StackItem &Item, runtime::Duration Until);
template <runtime::Duration Until> Task<> resolveCreatingEffect(CardGame &G, StackItem &Item) {
  return resolveCreatingEffect(G, Item, Until);
}

/// A factory for the common spell "[target creature] gets/has/becomes ...
/// [until end of turn]": its first SpellEffects entry, created for \p Until
/// on resolution (Giant Growth, Infest).
template <runtime::Duration Until, TargetKind Target = TargetKind::None>
constexpr SpellScript spellCreatingEffect() {
  return {.Targets = {Target, TargetKind::None}, .Resolve = &resolveCreatingEffect<Until>};
}

/// A triggered ability (class \p T as for Activated).
template <class T> struct Triggered {
  static constexpr TriggeredScript Script = detail::withCreates<T>(T::script());
  static constexpr AbilityScripts Scripts{.Triggered = &Script};
  static constexpr runtime::AbilityDef def() {
    runtime::AbilityDef D{runtime::AbilityKind::Triggered, T::Text, nullptr,
                          runtime::Zone::Battlefield, false};
    D.Script = &Scripts;
    // A keyword ability (exalted) is labelled by its keyword.
    if constexpr (requires { T::IsKeyword; })
      D.KeywordOf = static_cast<std::int8_t>(T::IsKeyword);
    return D;
  }
};


/// A static ability that modifies the rules; \p R has `static void
/// apply(const CardGame &, ObjectId, RuleModifiers &)`.
template <class R> struct RulesAbility {
  static constexpr RulesScript Script = {&R::apply};
  static constexpr AbilityScripts Scripts{.Rules = &Script};
  static constexpr runtime::AbilityDef def() {
    runtime::AbilityDef D{runtime::AbilityKind::Static, {}, nullptr,
                          runtime::Zone::Battlefield, false};
    D.Script = &Scripts;
    return D;
  }
};

/// A static ability that generates a replacement or prevention effect
/// (CR 614, 615) while its object has it (604.2): the class \p R as for
/// replacementScript().
template <class R> struct Replaces {
  static constexpr ReplacementScript Script = replacementScript<R>();
  static constexpr AbilityScripts Scripts{.Replacement = &Script};
  static constexpr runtime::AbilityDef def() {
    runtime::AbilityDef D{runtime::AbilityKind::Static, {}, nullptr,
                          runtime::Zone::Battlefield, false};
    D.Script = &Scripts;
    return D;
  }
};

} // namespace strata::game

#endif
