//===- ZoneMap.tests.cpp - Every object's zone from the edit journal -------===//
///
/// \file
/// D150: a ZoneMap lists the objects of a zone in id order, kept up to
/// date from the board's edit journal: objects written through
/// Board::edit(), objects added, a board assigned (another identity), and
/// more writes than the journal holds (every object read again).
///
//===----------------------------------------------------------------------===//
#include "strata/runtime/Board.h"
#include "strata/runtime/CardDef.h"
#include "strata/runtime/ZoneMap.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace strata::runtime;

namespace {
std::vector<ObjectId> in(const ZoneMap &M, Zone Z) {
  std::vector<ObjectId> Out;
  for (ObjectId Id : M.in(Z))
    Out.push_back(Id);
  return Out;
}
std::vector<ObjectId> truth(const Board &B, Zone Z) {
  std::vector<ObjectId> Out;
  for (const GameObject &O : B.objects())
    if (O.In == Z)
      Out.push_back(O.Id);
  return Out;
}
void checkAll(const ZoneMap &M, const Board &B) {
  for (Zone Z : {Zone::Library, Zone::Hand, Zone::Battlefield, Zone::Graveyard, Zone::Stack,
                 Zone::Exile, Zone::Command, Zone::None})
    CHECK(in(M, Z) == truth(B, Z));
}
} // namespace

TEST_CASE("a zone map follows writes, new objects, assignment and a full journal",
          "[zones]") {
  static const CardDef Card{};
  Board B;
  // 130 objects: the bit sets span three words.
  for (int I = 0; I < 130; ++I)
    B.addObject(Card, static_cast<PlayerId>(I % 2), I % 3 == 0 ? Zone::Battlefield : Zone::Library);
  ZoneMap M;
  M.update(B);
  checkAll(M, B);
  CHECK(in(M, Zone::Battlefield).front() == 0);
  CHECK(in(M, Zone::Battlefield).back() == 129);

  // A few writes: read from the journal.
  B.edit(3).In = Zone::Graveyard;
  B.edit(64).In = Zone::Hand; // the first bit of the second word
  B.edit(1).In = Zone::Battlefield;
  M.update(B);
  checkAll(M, B);
  CHECK(in(M, Zone::Hand) == std::vector<ObjectId>{64});

  // Objects added since.
  B.addObject(Card, 0, Zone::Exile);
  B.addObject(Card, 1, Zone::Battlefield);
  M.update(B);
  checkAll(M, B);

  // More writes than the journal holds: every object read again.
  for (ObjectId Id = 0; Id < 2 * Board::kEditJournal; ++Id)
    B.edit(Id).In = Id % 2 ? Zone::Graveyard : Zone::Hand;
  M.update(B);
  checkAll(M, B);

  // Several zones at once, in id order.
  std::vector<ObjectId> Both;
  for (ObjectId Id : M.in({Zone::Hand, Zone::Graveyard}))
    Both.push_back(Id);
  std::vector<ObjectId> Expected;
  for (const GameObject &O : B.objects())
    if (O.In == Zone::Hand || O.In == Zone::Graveyard)
      Expected.push_back(O.Id);
  CHECK(Both == Expected);

  // Another board assigned (fewer objects, another identity).
  Board Small;
  Small.addObject(Card, 0, Zone::Hand);
  B = Small;
  M.update(B);
  checkAll(M, B);
  CHECK(in(M, Zone::Battlefield).empty());
}
