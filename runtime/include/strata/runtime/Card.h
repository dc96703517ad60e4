//===- Card.h - Writing a card as a C++ class -----------------*- C++ -*-===//
///
/// \file
/// A card is a plain class in namespace strata::cards:
///
/// \code
///   struct GloriousAnthem {
///     static constexpr CardFace Face = {.Name = "Glorious Anthem", ...};
///     struct Pump : Effect, Part<Layer::L7c> { ... };   // see Effect.h
///     using Abilities = AbilityTypes<StaticAbility<Pump>>;
///   };
/// \endcode
///
/// Instants and sorceries list the continuous effects their resolution
/// creates as `using SpellEffects = EffectTypes<...>;` and cards that enter
/// with an effect on themselves (Clone) `using EntryEffects = ...;`.
/// Abilities are listed as types so that nothing is instantiated until the
/// card library binds the generated metadata (describeCard<C>()).
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_RUNTIME_CARD_H
#define STRATA_RUNTIME_CARD_H

#include "strata/runtime/CardDef.h"
#include "strata/runtime/Effect.h"

#include <array>
#include <string_view>

namespace strata::runtime {

/// The lists that give a card what it has. stratac warns about an effect
/// no such list names, directly or through an ability's `Creates`
/// (`strata.lists`, `members=` the aliases the engine reads): it would
/// build and never apply.
template <class... As> struct STRATA_ANNOTATE("strata.lists members=Creates") AbilityTypes {};
template <class... Es> struct STRATA_ANNOTATE("strata.lists members=Creates") EffectTypes {};

/// A static ability generating effect \p E (CR 604.1), functioning on the
/// battlefield unless it says otherwise (113.6); a CDA functions everywhere
/// (604.3).
template <class E, Zone FunctionsIn = Zone::Battlefield> struct StaticAbility {
  static constexpr AbilityDef def() {
    constexpr bool Cda = std::is_base_of_v<CharacteristicDefining, E>;
    return {AbilityKind::Static, {}, &describeEffect<E>(), FunctionsIn, Cda};
  }
};

/// "{T}: Add {C}" for one colored mana (CR 106.1, 605.1a).
template <Color C> struct TapForMana {
  static constexpr std::array<std::string_view, 5> Texts = {
      "{T}: Add {W}", "{T}: Add {U}", "{T}: Add {B}", "{T}: Add {R}", "{T}: Add {G}"};
  static constexpr AbilityDef def() {
    AbilityDef D{AbilityKind::Mana, Texts[static_cast<int>(C)], nullptr,
                 Zone::Battlefield, false};
    D.ManaAdds[static_cast<int>(C)] = 1;
    return D;
  }
};

/// "{T}: Add {C}" or "{T}: Add {C}{C}".
template <int N> struct TapForColorless {
  static_assert(N == 1 || N == 2);
  static constexpr AbilityDef def() {
    AbilityDef D{AbilityKind::Mana, N == 1 ? "{T}: Add {C}" : "{T}: Add {C}{C}",
                 nullptr, Zone::Battlefield, false};
    D.ManaAdds[5] = N;
    return D;
  }
};

/// Ability \p A written in quotation marks in the card's text: an ability
/// the card's effects grant (EffectContext::quotedAbility), not one the
/// card has. "Enchanted permanent is a Treasure artifact with \"{T},
/// Sacrifice this artifact: Add one mana of any color\"" lists
/// `Quoted<game::Activated<...>>`.
template <class A> struct Quoted {
  static constexpr AbilityDef def() {
    AbilityDef D = A::def();
    D.Quoted = true;
    return D;
  }
};

/// An ability with no effect or script of its own, kept for its label and
/// zone (e.g. an "as enters" choice the card's own AsEnters makes).
template <AbilityKind K> struct OtherAbility {
  static constexpr AbilityDef def() { return {K, {}, nullptr, Zone::Battlefield, false}; }
};

namespace detail {
template <class C, class = void> struct AbilitiesOf { using type = AbilityTypes<>; };
template <class C> struct AbilitiesOf<C, std::void_t<typename C::Abilities>> {
  using type = typename C::Abilities;
};
template <class C, class = void> struct SpellEffectsOf { using type = EffectTypes<>; };
template <class C> struct SpellEffectsOf<C, std::void_t<typename C::SpellEffects>> {
  using type = typename C::SpellEffects;
};

template <class C>
concept HasSpellScript = requires { &C::Spell; };
template <class C> constexpr EngineScript spellScriptOf() {
  if constexpr (HasSpellScript<C>)
    return &C::Spell;
  else
    return nullptr;
}

template <class C, class = void> struct EntryEffectsOf { using type = EffectTypes<>; };
template <class C> struct EntryEffectsOf<C, std::void_t<typename C::EntryEffects>> {
  using type = typename C::EntryEffects;
};

template <class C, class As, class Es, class Ns, const CardDef *Rules> struct CardTable;
template <class C, class... As, class... Es, class... Ns, const CardDef *Rules>
struct CardTable<C, AbilityTypes<As...>, EffectTypes<Es...>, EffectTypes<Ns...>, Rules> {
  // CR 611.2a-b: an effect a spell or ability creates lasts for its
  // duration (runtime::Duration, ended by the game); the layers evaluate
  // isActive only for static abilities, so a condition here would be
  // ignored. Refused rather than ignored (D30).
  static_assert(!(HasCondition<Es> || ...) && !(HasCondition<Ns> || ...),
                "CR 611.2b: an effect created by a spell or ability (SpellEffects, "
                "EntryEffects) can't have isActive; give it a Duration instead "
                "(WhileSourceOnBattlefield, WhileYouControlSource, UntilYourNextTurn)");
  // CR 208.1, 302.4: a creature card or token has power and toughness. A
  // face that forgets HasPT would be printed and computed without them
  // (208.3), so it is refused here, for every card and token face.
  static_assert(!C::Face.Types.contains(CardType::Creature) || C::Face.HasPT,
                "CR 208.1: a creature face must set P/T: give its CardFace "
                ".HasPT = true with .Power and .Toughness (0 for */*, CR 208.2a)");
  static constexpr std::array<AbilityDef, sizeof...(As)> Abilities = {As::def()...};
  static constexpr std::array<const EffectDescriptor *, sizeof...(Es)> Spell = {
      &describeEffect<Es>()...};
  static constexpr std::array<const EffectDescriptor *, sizeof...(Ns)> Entry = {
      &describeEffect<Ns>()...};
  static constexpr CardDef Value = {C::Face,
                                    Abilities.data(),
                                    static_cast<std::uint8_t>(sizeof...(As)),
                                    Spell.data(),
                                    static_cast<std::uint8_t>(sizeof...(Es)),
                                    Entry.data(),
                                    static_cast<std::uint8_t>(sizeof...(Ns)),
                                    spellScriptOf<C>(),
                                    Rules};
};
} // namespace detail

/// The CardDef of card class \p C (static storage), with \p Rules as its
/// keyword rules (CardDef::KeywordRules; the game's describeCard gives them).
template <class C, const CardDef *Rules = nullptr> constexpr const CardDef &describeCard() {
  return detail::CardTable<C, typename detail::AbilitiesOf<C>::type,
                           typename detail::SpellEffectsOf<C>::type,
                           typename detail::EntryEffectsOf<C>::type, Rules>::Value;
}

} // namespace strata::runtime

#endif
