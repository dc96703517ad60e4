//===- MagicalHack.cpp - Magical Hack --------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {U} Instant: replaces one basic land type with another in the target's
/// text (CR 612).
struct MagicalHack {
  static constexpr CardFace Face = {
      .Name = "Magical Hack",
      .Cost = ManaCost::parse("{U}"),
      .Types = {CardType::Instant},
      .Text = "Change the text of target spell or permanent by replacing all instances of one basic land type with another. (For example, you may change \"swampwalk\" to \"plainswalk.\" This effect lasts indefinitely.)"};

  /// Layer 3 (CR 613.1c): every instance of the chosen basic land type, used as
  /// one, is replaced on the target (612.2); it lasts indefinitely (611.2a).
  struct ReplacesLandTypeWord : Effect, Part<Layer::L3> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.replaceWord(Ctx.wordFrom(), Ctx.wordTo());
    }
  };

  using SpellEffects = EffectTypes<ReplacesLandTypeWord>;
};

} // namespace strata::cards
