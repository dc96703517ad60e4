//===- HostileControls.cpp - controls beside NUL, and NUL -------------------===//
///
/// A card of tools/test's hostile card module (hostile-cards.py, issue 29,
/// D112): a legal card to the engine whose name and text strata must print
/// escaped, every byte shown as what it is.
///
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <string_view>

namespace strata::cards {
using namespace runtime;
using namespace std::string_view_literals;

/// C0 controls beside NUL, DEL, a C1 control (CSI, U+009B), and a NUL/// inside the name (a string_view holds it; C strings would cut it).
struct HostileControls {
  static constexpr CardFace Face = {
      .Name = "nul\x01\x7f\u009b31m\0after"sv,
      .Cost = ManaCost::parse("{R}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Bear},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Text = "carriage\rreturn\bback\0nul"sv};
};

} // namespace strata::cards
