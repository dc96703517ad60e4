//===- HostileBytes.cpp - bytes that are not UTF-8 --------------------------===//
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

/// Bytes that are not UTF-8: a lone continuation byte, 0xFF, an encoded/// surrogate (U+D800) and an overlong '/'.
struct HostileBytes {
  static constexpr CardFace Face = {
      .Name = "bad \xff\xfe \x80 \xed\xa0\x80 \xc0\xaf utf8",
      .Cost = ManaCost::parse("{U}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Bear},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Text = "text \xff\xed\xb0\x80"};
};

} // namespace strata::cards
