//===- HostileBidi.cpp - U+202E, zero-width and separator characters --------===//
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

/// U+202E reverses what follows; U+200B and U+2060 hide; U+FEFF; U+2028.
struct HostileBidi {
  static constexpr CardFace Face = {
      .Name = "right \u202Eexe.txt\u200B\u2060\uFEFF",
      .Cost = ManaCost::parse("{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Bear},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Text = "line\u2028separator \u2066isolate\u2069 \u200Dzwj"};
};

} // namespace strata::cards
