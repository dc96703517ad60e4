//===- Keywords.h - Keyword abilities the rules define ---------*- C++ -*-===//
///
/// \file
/// Keyword abilities whose effect the rules write (CR 702), in the card
/// API (CardGame.h includes it), and describeCard, which binds each card
/// with them (KeywordRules): stratac analyses their effects in every card
/// library, from the parse that compiles them.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_GAME_KEYWORDS_H
#define STRATA_GAME_KEYWORDS_H

#include "strata/game/Script.h"
#include "strata/runtime/CounterKinds.h"

namespace strata::game {

/// Exalted (CR 702.83a): "Whenever a creature you control attacks alone,
/// that creature gets +1/+1 until end of turn." The rules write the
/// ability, no card: a card prints it with `Keyword::Exalted` in its face
/// and `game::Triggered<game::Exalted>` in its abilities, an effect grants
/// it with grantExalted(), an exalted counter (122.1b) gives it from
/// KeywordRules. Its +1/+1 is an effect like any card's, which stratac
/// analyses in every card library (KeywordRules). Each instance triggers
/// on its own (702.83b): a permanent's rules text holds one entry per
/// grant (AbilityList::add), a counters' entry says how many
/// (AbilityRef::Instances).
struct Exalted {
  static constexpr std::string_view Text = "Exalted";
  static constexpr runtime::Keyword IsKeyword = runtime::Keyword::Exalted;
  /// Layer 7c (CR 613.4c): the creature that attacked alone ("that
  /// creature": the trigger's subject, not a target).
  struct PumpsLoneAttacker : runtime::Effect, runtime::Part<runtime::Layer::L7c> {
    static bool appliesTo(const runtime::EffectContext &Ctx, const runtime::ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const runtime::EffectContext &, runtime::ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };
  using Creates = PumpsLoneAttacker;
  /// Game.cpp: the effect on the subject, if it is still on the
  /// battlefield (400.7: a creature that left is a new object).
  static Task<> resolve(CardGame &G, StackItem &Item);
  static constexpr TriggeredScript script() {
    return {.On = EventKind::AttacksAlone, .Resolve = &resolve, .SameForEverySource = true};
  }
};

/// Prowess (CR 702.108a): "Whenever you cast a noncreature spell, this
/// creature gets +1/+1 until end of turn." Printed like Exalted; each
/// instance triggers (702.108b).
struct Prowess {
  static constexpr std::string_view Text = "Prowess";
  static constexpr runtime::Keyword IsKeyword = runtime::Keyword::Prowess;
  /// Layer 7c (CR 613.4c): the creature with the ability (its set is
  /// locked as the trigger resolves, 611.2c).
  struct PumpsItself : runtime::Effect, runtime::Part<runtime::Layer::L7c> {
    static bool appliesTo(const runtime::EffectContext &Ctx, const runtime::ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const runtime::EffectContext &, runtime::ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };
  using Creates = PumpsItself;
  /// Game.cpp: a spell its controller cast that is not a creature spell
  /// (as the layers make it on the stack: a face-down spell is a creature
  /// spell, 708.4).
  static bool watches(const CardGame &G, runtime::ObjectId Source, runtime::ObjectId Spell);
  /// Game.cpp: the effect on the creature, if it is still on the
  /// battlefield (400.7).
  static Task<> resolve(CardGame &G, StackItem &Item);
  static constexpr TriggeredScript script() {
    return {.On = EventKind::SpellCast, .Resolve = &resolve, .Watches = &watches};
  }
};

/// Persist (CR 702.79a) and undying (702.93a): "When this permanent is put
/// into a graveyard from the battlefield, if it had no [-1/-1 | +1/+1]
/// counters on it, return it to the battlefield under its owner's control
/// with a [-1/-1 | +1/+1] counter on it." A dies trigger (603.10a: it looks
/// back, so the counters it had as it died count) with an intervening "if"
/// (603.4); the counter is given as it enters (122.6), so Doubling Season
/// and Hardened Scales modify it (614.1c).
template <runtime::Keyword K, runtime::CounterKind::Of Kind> struct ReturnsWithCounter {
  static constexpr std::string_view Text = K == runtime::Keyword::Persist ? "Persist" : "Undying";
  static constexpr runtime::Keyword IsKeyword = K;
  /// Game.cpp: no counter of the kind on it as it died (the trigger is
  /// raised before the move; afterwards the card in the graveyard has none).
  static bool hadNone(const CardGame &G, runtime::ObjectId Source, runtime::ObjectId);
  /// Game.cpp: the card, if it is still in its owner's graveyard (400.7;
  /// a token ceased to exist, 111.7), returns under its owner's control.
  static Task<> resolve(CardGame &G, StackItem &Item);
  static constexpr TriggeredScript script() {
    return {.On = EventKind::Dies, .Resolve = &resolve, .If = &hadNone};
  }
};
using Persist = ReturnsWithCounter<runtime::Keyword::Persist, runtime::CounterKind::Of::MinusOne>;
using Undying = ReturnsWithCounter<runtime::Keyword::Undying, runtime::CounterKind::Of::PlusOne>;

/// Layer 6 (CR 613.1f): \p O has exalted, one more instance (702.83b):
/// the one the effect's card prints (Sublime Archangel prints exalted and
/// grants it), each granting effect an instance of its own.
inline void grantExalted(const runtime::EffectContext &Ctx, runtime::ObjectView &O) {
  O.addKeyword(runtime::Keyword::Exalted);
  O.gainAbility(Ctx.printedKeywordAbility(runtime::Keyword::Exalted));
}

/// CR 702: the keyword abilities the rules write as ability objects, as one
/// card definition no player owns and no deck lists. Every card the game's
/// describeCard binds points at it (CardDef::KeywordRules), compiled and
/// analysed by stratac in that card's own library like any card's
/// abilities; the layer engine gives an object with a keyword counter the
/// ability from there (122.1b: an exalted counter triggers like printed
/// exalted). A keyword the engine checks by its word alone (flying,
/// decayed) needs no entry.
struct KeywordRules {
  static constexpr runtime::CardFace Face = {.Name = "Keyword abilities (CR 702)"};
  using Abilities = runtime::AbilityTypes<Triggered<Exalted>, Triggered<Prowess>,
                                          Triggered<Persist>, Triggered<Undying>>;
};

/// The CardDef of card class \p C, as the card library binds it: the
/// object model's describeCard, with the keyword rules compiled beside it
/// (KeywordRules), once the game has checked the class's `Spell` is one of
/// its SpellScripts (the object model keeps only its address).
template <class C> constexpr const runtime::CardDef &describeCard() {
  if constexpr (requires { &C::Spell; })
    static_assert(std::is_same_v<std::remove_cv_t<decltype(C::Spell)>, SpellScript>,
                  "a card's `Spell` member is a game::SpellScript (Script.h)");
  return runtime::describeCard<C, &runtime::describeCard<KeywordRules>()>();
}

} // namespace strata::game

#endif
