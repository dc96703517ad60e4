//===- VariantVisit.cpp - Warleader's Creed (ordinary idiom) --------------===//
//
// Ordinary idiom (issue 25, point 4): `std::variant<Subtype, int>` tests in
// a `static constexpr std::array`, checked with `std::visit` and the
// "overloaded" lambdas helper. Must be accepted with exactly these facts.
// The Subtype alternative reads Subtype.Creature (whatever its argument),
// the int alternative Power: both of the affected object, in the filter.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <array>
#include <variant>

namespace strata::cards {
using namespace runtime;

/// {2}{R} Enchantment: "Creatures you control that are Warriors or have
/// power 4 or greater have trample."
struct VariantVisit {
  static constexpr CardFace Face = {
      .Name = "Warleader's Creed",
      .Cost = ManaCost::parse("{2}{R}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control that are Warriors or have power 4 or "
              "greater have trample."};

  /// A creature type it must have, or a power it must reach.
  using Test = std::variant<Subtype, int>;
  static constexpr std::array<Test, 2> Tests = {Test{Subtype::Warrior}, Test{4}};

  template <class... Fs> struct Overloaded : Fs... {
    using Fs::operator()...;
  };
  template <class... Fs> Overloaded(Fs...) -> Overloaded<Fs...>;

  static bool passes(const ObjectReader &X, const Test &T) {
    return std::visit(Overloaded{[&X](Subtype S) { return X.hasCreatureType(S); },
                                 [&X](int P) { return X.power() >= P; }},
                      T);
  }

  /// Layer 6 (CR 613.1f).
  struct GrantsTrample : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      if (O.zone() != Zone::Battlefield || !O.isType(CardType::Creature) ||
          O.controller() != Ctx.source().controller())
        return false;
      for (const Test &T : Tests)
        if (passes(O, T))
          return true;
      return false;
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addKeyword(Keyword::Trample);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<GrantsTrample>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::VariantVisit::GrantsTrample, ::strata::cards::VariantVisit::GrantsTrample, L6, false, "CardType.Creature Controller Power Subtype.Creature Zone", "", "Controller", "", "Keyword.Trample"){{$}}
