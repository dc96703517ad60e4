//===- ArtificialEvolution.cpp - Artificial Evolution ----------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {U} Instant: replaces one creature type with another in the target's
/// text (CR 612).
struct ArtificialEvolution {
  static constexpr CardFace Face = {
      .Name = "Artificial Evolution",
      .Cost = ManaCost::parse("{U}"),
      .Types = {CardType::Instant},
      .Text = "Change the text of target spell or permanent by replacing all "
              "instances of one creature type with another. The new creature "
              "type can't be Wall. (This effect lasts indefinitely.)"};

  /// Layer 3 (CR 613.1c): every instance of the chosen creature type, used
  /// as one, is replaced on the target (612.2); it lasts indefinitely
  /// (611.2a). That the new type isn't Wall is checked as it is cast.
  struct ReplacesCreatureTypeWord : Effect, Part<Layer::L3> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.replaceWord(Ctx.wordFrom(), Ctx.wordTo());
    }
  };

  using SpellEffects = EffectTypes<ReplacesCreatureTypeWord>;
};

} // namespace strata::cards
