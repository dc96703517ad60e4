// Must not compile (test game.refused.creature-without-pt): a creature face
// that does not set HasPT would have no power or toughness (CR 208.1,
// 302.4), as Corpsejack Menace and Kinjalli's Sunwing once had in
// `strata cards`. Card.h's static_assert refuses it for every card and
// token face.
#include "strata/game/Game.h"

namespace {
using namespace strata::runtime;
struct ForgetfulBear {
  static constexpr CardFace Face = {.Name = "Forgetful Bear",
                                    .Cost = ManaCost::parse("{1}{G}"),
                                    .Types = {CardType::Creature},
                                    .Subtypes = {Subtype::Bear},
                                    .Power = 2,
                                    .Toughness = 2};
};
} // namespace

const CardDef &forgetfulBear() { return describeCard<ForgetfulBear>(); }
