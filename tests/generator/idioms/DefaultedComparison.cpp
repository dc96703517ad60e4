//===- DefaultedComparison.cpp - Duelist's Measure (ordinary idiom) -------===//
//
// Ordinary idiom (issue 25, point 4): a small value struct with a
// defaulted `operator<=>` (and so `==`), built from the source's and the
// affected object's power and toughness and compared with `<`. Must be
// accepted with exactly these facts. The source's Power and Toughness are
// source reads, the affected object's filter reads.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <compare>

namespace strata::cards {
using namespace runtime;

/// {1}{R}{W} Creature - Human Knight 3/3: "Other creatures you control that
/// are smaller than Duelist's Measure (compare power, then toughness) have
/// first strike."
struct DefaultedComparison {
  static constexpr CardFace Face = {
      .Name = "Duelist's Measure",
      .Cost = ManaCost::parse("{1}{R}{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Human, Subtype::Knight},
      .HasPT = true,
      .Power = 3,
      .Toughness = 3,
      .Text = "Other creatures you control that are smaller than Duelist's "
              "Measure (compare power, then toughness) have first strike."};

  /// Power, then toughness: compared in that order.
  struct Size {
    int Power = 0;
    int Toughness = 0;
    friend auto operator<=>(const Size &, const Size &) = default;
  };
  static Size sizeOf(const ObjectReader &X) { return {X.power(), X.toughness()}; }

  /// Layer 6 (CR 613.1f).
  struct GrantsFirstStrike : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.id() != Ctx.source().id() &&
             O.controller() == Ctx.source().controller() &&
             sizeOf(O) < sizeOf(Ctx.source());
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addKeyword(Keyword::FirstStrike);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<GrantsFirstStrike>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::DefaultedComparison::GrantsFirstStrike, ::strata::cards::DefaultedComparison::GrantsFirstStrike, L6, false, "CardType.Creature Controller Power Toughness Zone", "", "Controller Power Toughness", "", "Keyword.FirstStrike"){{$}}
