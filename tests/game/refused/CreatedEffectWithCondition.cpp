// Must not compile (test game.refused.created-effect-with-condition): an
// effect a spell creates can't have isActive, which the layers evaluate
// only for static abilities (CR 611.2b; docs/decisions.md D30).
#include "strata/game/Game.h"

namespace {
using namespace strata::runtime;
struct ConditionalJump {
  static constexpr CardFace Face = {.Name = "Conditional Jump", .Types = {CardType::Instant}};
  struct GrantsFlying : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static bool isActive(const EffectContext &) { return true; }
    static void apply(const EffectContext &, ObjectView &O) { O.addKeyword(Keyword::Flying); }
  };
  using SpellEffects = EffectTypes<GrantsFlying>;
};
} // namespace

const CardDef &conditionalJump() { return describeCard<ConditionalJump>(); }
