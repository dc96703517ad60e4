//===- HostileLong.cpp - a 65,536-character name ----------------------------===//
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

#define STRATA_X4(S) S S S S
#define STRATA_X16(S) STRATA_X4(STRATA_X4(S))
#define STRATA_X256(S) STRATA_X16(STRATA_X16(S))
#define STRATA_X4096(S) STRATA_X16(STRATA_X256(S))

/// A 65,536-character name, with markup and an escape at its end.
struct HostileLong {
  static constexpr CardFace Face = {
      .Name = STRATA_X4096("LongLongLongLong") "<script>\x1b[2J",
      .Cost = ManaCost::parse("{B}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Bear},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Text = STRATA_X256("Long text. ")};
};

#undef STRATA_X4
#undef STRATA_X16
#undef STRATA_X256
#undef STRATA_X4096

} // namespace strata::cards
