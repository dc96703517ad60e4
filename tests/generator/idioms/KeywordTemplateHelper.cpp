//===- KeywordTemplateHelper.cpp - Canopy Sentries (ordinary idiom) -------===//
//
// Ordinary idiom (issue 25, point 4): a function template helper taking
// the keyword as a template argument (`template <Keyword K> has(...)`)
// and the view type as a deduced parameter. Must be accepted with exactly
// these facts. A template argument is a constant, so each read is named:
// Keyword.Flying and Keyword.Reach, of the affected object, in the filter.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {2}{G} Enchantment: "Creatures you control with flying or reach get
/// +0/+2."
struct KeywordTemplateHelper {
  static constexpr CardFace Face = {
      .Name = "Canopy Sentries",
      .Cost = ManaCost::parse("{2}{G}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control with flying or reach get +0/+2."};

  template <Keyword K, class View> static bool has(const View &X) {
    return X.hasKeyword(K);
  }

  /// Layer 7c (CR 613.4c).
  struct GuardsTheCanopy : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller() &&
             (has<Keyword::Flying>(O) || has<Keyword::Reach>(O));
    }
    static void apply(const EffectContext &, ObjectView &O) { O.addToughness(2); }
  };

  using Abilities = AbilityTypes<StaticAbility<GuardsTheCanopy>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::KeywordTemplateHelper::GuardsTheCanopy, ::strata::cards::KeywordTemplateHelper::GuardsTheCanopy, L7c, false, "CardType.Creature Controller Keyword.Flying Keyword.Reach Zone", "", "Controller", "", "Toughness"){{$}}
