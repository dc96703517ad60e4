//===- EnumSwitch.cpp - Ward of Hues (ordinary idiom) ---------------------===//
//
// Ordinary idiom (issue 25, point 4): a `switch` over an enum (the color
// chosen as the Ward entered), each case writing a constant keyword.
// Must be accepted with exactly these facts. Every case can run, so each
// of the five protections is written, by name (each argument a constant).
// `chosenColor()` reads nothing.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{W} Enchantment: "As Ward of Hues enters, choose a color. / Creatures
/// you control have protection from the chosen color."
struct EnumSwitch {
  static constexpr CardFace Face = {
      .Name = "Ward of Hues",
      .Cost = ManaCost::parse("{1}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "As Ward of Hues enters, choose a color.\nCreatures you control "
              "have protection from the chosen color."};

  /// Layer 6 (CR 613.1f).
  struct GrantsProtection : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const std::optional<Color> Chosen = Ctx.chosenColor();
      if (!Chosen)
        return;
      switch (*Chosen) {
      case Color::White:
        O.addKeyword(Keyword::ProtectionFromWhite);
        break;
      case Color::Blue:
        O.addKeyword(Keyword::ProtectionFromBlue);
        break;
      case Color::Black:
        O.addKeyword(Keyword::ProtectionFromBlack);
        break;
      case Color::Red:
        O.addKeyword(Keyword::ProtectionFromRed);
        break;
      case Color::Green:
        O.addKeyword(Keyword::ProtectionFromGreen);
        break;
      }
    }
  };

  using Abilities = AbilityTypes<StaticAbility<GrantsProtection>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::EnumSwitch::GrantsProtection, ::strata::cards::EnumSwitch::GrantsProtection, L6, false, "CardType.Creature Controller Zone", "", "Controller", "", "Keyword.ProtectionFromBlack Keyword.ProtectionFromBlue Keyword.ProtectionFromGreen Keyword.ProtectionFromRed Keyword.ProtectionFromWhite"){{$}}
