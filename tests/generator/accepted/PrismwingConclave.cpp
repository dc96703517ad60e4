//===- PrismwingConclave.cpp - Prismwing Conclave (adversarial card) ------===//
//
// Accepted adversarial card (issue 11, point 4). Categories: helpers in a
// namespace, and a tuple-like type whose get<> is a free function found by
// argument-dependent lookup. Hidden access: `auto [Colors, Types] =
// Profile{&O}` calls prismwing::get<0> and get<1>, which read Color.* and
// CardType.* (role: filter), from the namespace helper
// multicoloredCreature(). Board: boards/prismwing-conclave.yaml (Painter's
// Servant, later, makes Hill Giant red and blue: the Conclave depends on
// it).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <cstddef>
#include <tuple>
#include <type_traits>

namespace strata::cards::prismwing {

/// An object's colors and card types, each read as a structured binding
/// unpacks it.
struct Profile {
  const runtime::ObjectView *V;
};
template <std::size_t I> auto get(const Profile &P) {
  if constexpr (I == 0)
    return P.V->colors();
  else
    return P.V->types();
}

} // namespace strata::cards::prismwing

template <>
struct std::tuple_size<strata::cards::prismwing::Profile>
    : std::integral_constant<std::size_t, 2> {};
template <> struct std::tuple_element<0, strata::cards::prismwing::Profile> {
  using type = strata::runtime::ColorSet;
};
template <> struct std::tuple_element<1, strata::cards::prismwing::Profile> {
  using type = strata::runtime::CardTypeSet;
};

namespace strata::cards::prismwing {

/// CR 105.4: a multicolored creature has two or more colors.
inline bool multicoloredCreature(const runtime::ObjectView &O) {
  auto [Colors, Types] = Profile{&O};
  return Types.contains(runtime::CardType::Creature) && Colors.size() >= 2;
}

} // namespace strata::cards::prismwing

namespace strata::cards {
using namespace runtime;

/// {2}{W}{U} Enchantment: "Multicolored creatures you control are every
/// color."
struct PrismwingConclave {
  static constexpr CardFace Face = {
      .Name = "Prismwing Conclave",
      .Cost = ManaCost::parse("{2}{W}{U}"),
      .Types = {CardType::Enchantment},
      .Text = "Multicolored creatures you control are every color."};

  /// Layer 5 (CR 613.1e).
  struct MakesMulticoloredEveryColor : Effect, Part<Layer::L5> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield &&
             O.controller() == Ctx.source().controller() &&
             prismwing::multicoloredCreature(O);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.setColors({Color::White, Color::Blue, Color::Black, Color::Red, Color::Green});
    }
  };

  using Abilities = AbilityTypes<StaticAbility<MakesMulticoloredEveryColor>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::PrismwingConclave::MakesMulticoloredEveryColor, ::strata::cards::PrismwingConclave::MakesMulticoloredEveryColor, L5, false, "CardType.* Color.* Controller Zone", "", "Controller", "", "Color.*"){{$}}
