//===- BerserkersStandard.cpp - Berserker's Standard (adversarial card) ---===//
//
// Accepted adversarial card (issue 11, point 4). Category: a tuple-like type
// unpacked by a structured binding. Hidden access: `auto [P, T] =
// Stats{&O}` calls Stats::get<0>() and get<1>(), which read Power and
// Toughness (role: filter); the calls are implicit in the binding. Board:
// boards/berserkers-standard.yaml (Bonesplitter, later, makes Grizzly
// Bears 4/2: the Standard depends on it).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <cstddef>
#include <tuple>
#include <type_traits>

namespace strata::cards {
using namespace runtime;

/// {1}{R} Enchantment: "Each creature you control with power greater than
/// its toughness gets +1/+0."
struct BerserkersStandard {
  static constexpr CardFace Face = {
      .Name = "Berserker's Standard",
      .Cost = ManaCost::parse("{1}{R}"),
      .Types = {CardType::Enchantment},
      .Text = "Each creature you control with power greater than its "
              "toughness gets +1/+0."};

  /// Power and toughness, read as a structured binding unpacks them.
  struct Stats {
    const ObjectView *V;
    template <std::size_t I> int get() const {
      if constexpr (I == 0)
        return V->power();
      else
        return V->toughness();
    }
  };

  /// Layer 7c (CR 613.4c).
  struct PumpsBerserkers : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O);
    static void apply(const EffectContext &, ObjectView &O) { O.addPower(1); }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsBerserkers>>;
};

} // namespace strata::cards

// Stats is tuple-like (its structured bindings call get<I>).
template <>
struct std::tuple_size<strata::cards::BerserkersStandard::Stats>
    : std::integral_constant<std::size_t, 2> {};
template <std::size_t I>
struct std::tuple_element<I, strata::cards::BerserkersStandard::Stats> {
  using type = int;
};

namespace strata::cards {

// Defined once Stats is tuple-like.
inline bool BerserkersStandard::PumpsBerserkers::appliesTo(const EffectContext &Ctx,
                                                           const ObjectView &O) {
  if (O.zone() != Zone::Battlefield || !O.isType(CardType::Creature) ||
      O.controller() != Ctx.source().controller())
    return false;
  auto [Power, Toughness] = Stats{&O};
  return Power > Toughness;
}

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::BerserkersStandard::PumpsBerserkers, ::strata::cards::BerserkersStandard::PumpsBerserkers, L7c, false, "CardType.Creature Controller Power Toughness Zone", "", "Controller", "", "Power"){{$}}
