//===- IncrementalUpdate.tests.cpp - D66: recomputing only what changed ----===//
//
// After a counter changes, the engine recomputes only its object's power
// and toughness when no effect reads power, toughness or counters; every
// answer must equal a full pass of a fresh engine (CR 613.4c, 613.7c), and
// anything the metadata cannot bound makes a full pass.
//
//===----------------------------------------------------------------------===//
#include "strata/cards/CardLibrary.h"
#include "strata/layers/LayerEngine.h"

#include <catch2/catch.hpp>

using namespace strata;
using namespace strata::runtime;
using layers::BoardChange;

namespace {
const CardDef &card(const char *Name) {
  const CardDef *C = cards::findCard(Name);
  REQUIRE(C);
  return *C;
}

/// Every object as a fresh engine's full pass computes it.
void checkAgainstFullPass(const layers::LayerEngine &Engine, const Board &B) {
  layers::LayerEngine Fresh;
  Fresh.recompute(B);
  for (ObjectId Id = 0; Id < B.numObjects(); ++Id) {
    INFO("object " << Id << " " << B.objects()[Id].Card->Face.Name);
    CHECK(Engine.characteristics(Id) == Fresh.characteristics(Id));
    CHECK(Engine.copiableValues(Id) == Fresh.copiableValues(Id));
  }
}

/// The until-end-of-turn effect of spell \p Spell (card \p Source) on
/// \p Target, locked as it resolved (CR 611.2c).
CreatedEffect spellEffect(const char *Spell, ObjectId Source, ObjectId Target,
                          PlayerId Controller = 0) {
  CreatedEffect E;
  E.Effect = card(Spell).SpellEffects[0];
  E.Source = Source;
  E.Controller = Controller;
  E.Until = Duration::EndOfTurn;
  E.Choices.Targets[0] = Target;
  E.Locked = {Target};
  return E;
}

/// Giant Growth's effect on \p Target.
CreatedEffect pump(ObjectId Source, ObjectId Target) {
  return spellEffect("Giant Growth", Source, Target);
}
} // namespace

TEST_CASE("D66: a counter recomputes only its object, as a full pass would",
          "[layers][incremental][cr613.4c][cr613.7c]") {
  Board B;
  // 7b Humility sets, 7c Anthem, Crusade and a Giant Growth modify, 7d
  // Twisted Image switches: the counters must land between them exactly
  // as a full pass puts them (CR 613.4, 613.7c).
  B.addObject(card("Glorious Anthem"), 0, Zone::Battlefield);
  ObjectId Lions = B.addObject(card("Savannah Lions"), 0, Zone::Battlefield).Id;
  ObjectId Bears = B.addObject(card("Grizzly Bears"), 0, Zone::Battlefield).Id;
  ObjectId Giant = B.addObject(card("Hill Giant"), 1, Zone::Battlefield).Id;
  ObjectId Memnite = B.addObject(card("Memnite"), 1, Zone::Battlefield).Id;
  B.addObject(card("Crusade"), 1, Zone::Battlefield);
  ObjectId Twisted = B.addObject(card("Twisted Image"), 0, Zone::Graveyard).Id;
  B.addEffect(spellEffect("Twisted Image", Twisted, Bears));
  ObjectId Growth = B.addObject(card("Giant Growth"), 0, Zone::Graveyard).Id;
  B.addEffect(pump(Growth, Lions));
  bool Humble = GENERATE(false, true);
  if (Humble)
    B.addObject(card("Humility"), 1, Zone::Battlefield);
  B.putPlusOneCounters(Giant, 1); // counters before everything that follows

  layers::LayerEngine Engine;
  REQUIRE(Engine.recomputeIfChanged(B));
  checkAgainstFullPass(Engine, B);
  const layers::UpdateStats &U = Engine.updateStats();
  std::uint64_t Local = U.LocalUpdates;

  // One change at a time, of every kind a counter can make: added to an
  // object with none, more of a kind (a new timestamp, CR 613.7c), the
  // other kind, removed (timestamp kept), all removed; on a creature under
  // a switch, and on one without effects.
  struct Step {
    ObjectId Id;
    int PlusOne, MinusOne;
  };
  for (Step S : {Step{Lions, 2, 0}, Step{Bears, 1, 0}, Step{Bears, 0, 2}, Step{Lions, -1, 0},
                 Step{Memnite, 3, 0}, Step{Giant, 1, 1}, Step{Lions, -1, 0},
                 Step{Bears, -1, -2}, Step{Memnite, -3, 0}}) {
    if (S.PlusOne)
      B.putPlusOneCounters(S.Id, S.PlusOne);
    if (S.MinusOne)
      B.putMinusOneCounters(S.Id, S.MinusOne);
    CHECK(Engine.recomputeIfChanged(B));
    CHECK(U.LocalUpdates == ++Local); // no effect reads P/T or counters
    checkAgainstFullPass(Engine, B);
  }

  // The same through update(), with the changes named by the caller:
  // two objects at once, and a tap that the layers never read.
  B.putPlusOneCounters(Lions, 1);
  B.putMinusOneCounters(Giant, 1);
  BoardChange Two[] = {{Lions, BoardChange::KindT::Counters},
                       {Giant, BoardChange::KindT::Counters}};
  CHECK(Engine.update(B, Two));
  CHECK(U.LocalUpdates == ++Local);
  checkAgainstFullPass(Engine, B);
  B.edit(Bears).Tapped = true;
  BoardChange Tap[] = {{Bears, BoardChange::KindT::TappedOrDamage}};
  std::uint64_t Full = U.FullPasses;
  CHECK_FALSE(Engine.update(B, Tap));
  CHECK(U.FullPasses == Full);
}

TEST_CASE("D66, D120: what the metadata cannot bound makes a full pass; the rest is local",
          "[layers][incremental]") {
  Board B;
  ObjectId Anthem = B.addObject(card("Glorious Anthem"), 0, Zone::Battlefield).Id;
  ObjectId Bears = B.addObject(card("Grizzly Bears"), 0, Zone::Battlefield).Id;
  ObjectId Lord = B.addObject(card("Lord of Atlantis"), 0, Zone::Battlefield).Id;
  ObjectId Merfolk = B.addObject(card("Merfolk of the Pearl Trident"), 1, Zone::Battlefield).Id;
  layers::LayerEngine Engine;
  Engine.recomputeIfChanged(B);
  const layers::UpdateStats &U = Engine.updateStats();

  // A permanent with a static ability leaving (CR 611.3a: the Anthem stops
  // applying to all): its effect's whole set, a full pass.
  std::uint64_t Full = U.FullPasses, Reach = U.ReachUpdates;
  B.edit(Anthem).In = Zone::Graveyard;
  CHECK(Engine.recomputeIfChanged(B));
  CHECK(U.FullPasses == Full + 1);
  checkAgainstFullPass(Engine, B);
  // A counter together with a control change on another object (D120:
  // both objects again, the lord's filter reading the Merfolk's own types).
  B.putPlusOneCounters(Bears, 1);
  B.edit(Merfolk).BaseController = 0;
  CHECK(Engine.recomputeIfChanged(B));
  CHECK(U.FullPasses == Full + 1);
  CHECK(U.ReachUpdates == Reach + 1);
  checkAgainstFullPass(Engine, B);
  // Keyword counters apply in layer 6 (CR 613.1f), where the lord's
  // filter and others may read them.
  REQUIRE(B.putKeywordCounters(Lord, Keyword::Flying, 1));
  CHECK(Engine.recomputeIfChanged(B));
  CHECK(U.FullPasses == Full + 2);
  checkAgainstFullPass(Engine, B);
  // A created effect beginning (D120: its locked set again).
  B.addEffect(pump(kNoObject, Bears));
  CHECK(Engine.recomputeIfChanged(B));
  CHECK(U.FullPasses == Full + 2);
  CHECK(U.ReachUpdates == Reach + 2);
  checkAgainstFullPass(Engine, B);
  // update() with a change of kind Other: that object again.
  BoardChange Other[] = {{Bears, BoardChange::KindT::Other}};
  CHECK(Engine.update(B, Other));
  CHECK(U.ReachUpdates == Reach + 3);
  // And a counter after all that is local too.
  std::uint64_t Local = U.LocalUpdates;
  B.putPlusOneCounters(Merfolk, 2);
  BoardChange Counter[] = {{Merfolk, BoardChange::KindT::Counters}};
  CHECK(Engine.update(B, Counter));
  CHECK(U.LocalUpdates == Local + 1);
  checkAgainstFullPass(Engine, B);
  // recomputeIfChanged() compares with the board as the updates left it.
  B.putPlusOneCounters(Merfolk, 1);
  CHECK(Engine.recomputeIfChanged(B));
  CHECK(U.LocalUpdates == Local + 2);
  CHECK(U.FullPasses == Full + 2);
  checkAgainstFullPass(Engine, B);
}

namespace {
/// \p Spell's effect on \p Target, locked as it resolved (CR 611.2c).
CreatedEffect lockedOn(const char *Spell, ObjectId Source, ObjectId Target) {
  CreatedEffect E = pump(Source, Target);
  E.Effect = card(Spell).SpellEffects[0];
  return E;
}
} // namespace

TEST_CASE("D66: an older counter goes before a newer layer-7c effect",
          "[layers][incremental][cr613.7c]") {
  // 7c is additive, so only the bound of power (kMaxPT) shows the order:
  // counters first (their timestamp is older, CR 613.7c): 2 + 999,999,999
  // held at 1,000,000,000, then Infest's -2/-2: 999,999,998. Counters last
  // would give 999,999,999.
  Board B;
  ObjectId Bears = B.addObject(card("Grizzly Bears"), 0, Zone::Battlefield).Id;
  B.putPlusOneCounters(Bears, Counters::kMaxCounters);
  ObjectId Infest = B.addObject(card("Infest"), 0, Zone::Graveyard).Id;
  B.addEffect(lockedOn("Infest", Infest, Bears));
  layers::LayerEngine Engine;
  REQUIRE(Engine.recomputeIfChanged(B));
  CHECK(Engine.get(Bears).Power == 999'999'998);
  std::uint64_t Local = Engine.updateStats().LocalUpdates;
  B.putPlusOneCounters(Bears, -1); // the timestamp stays the older one
  CHECK(Engine.recomputeIfChanged(B));
  CHECK(Engine.updateStats().LocalUpdates == Local + 1);
  CHECK(Engine.get(Bears).Power == 999'999'998);
  checkAgainstFullPass(Engine, B);
}

TEST_CASE("D66: a board whose created effects moved, or a copy, is a full pass",
          "[layers][incremental]") {
  // The instances of the last pass point to the board's created effects;
  // equal values elsewhere are not the same effects (ASan would catch a
  // read of the freed ones).
  Board B;
  ObjectId Bears = B.addObject(card("Grizzly Bears"), 0, Zone::Battlefield).Id;
  ObjectId Growth = B.addObject(card("Giant Growth"), 0, Zone::Graveyard).Id;
  B.addEffect(pump(Growth, Bears));
  layers::LayerEngine Engine;
  REQUIRE(Engine.recomputeIfChanged(B));
  const layers::UpdateStats &U = Engine.updateStats();
  std::uint64_t Full = U.FullPasses;
  B.Effects.reserve(B.Effects.capacity() + 8); // same values, new storage
  B.putPlusOneCounters(Bears, 1);
  // D120: the same effects found again by value, the instances pointed at
  // their new places, the counter recomputed locally.
  CHECK(Engine.recomputeIfChanged(B));
  CHECK(U.FullPasses == Full);
  CHECK(U.ReachUpdates == 1);
  CHECK(Engine.get(Bears).Power == 6);
  checkAgainstFullPass(Engine, B);

  auto Copy = std::make_unique<Board>(B);
  Copy->putPlusOneCounters(Bears, 1);
  BoardChange Counter[] = {{Bears, BoardChange::KindT::Counters}};
  CHECK(Engine.update(*Copy, Counter));
  CHECK(U.FullPasses == Full + 1);
  CHECK(Engine.get(Bears).Power == 7);
  checkAgainstFullPass(Engine, *Copy);
}

TEST_CASE("D66: a change update() is told wrongly is checked where it can be",
          "[layers][incremental]") {
  Board B;
  ObjectId Anthem = B.addObject(card("Glorious Anthem"), 0, Zone::Battlefield).Id;
  ObjectId Bears = B.addObject(card("Grizzly Bears"), 0, Zone::Battlefield).Id;
  layers::LayerEngine Engine;
  REQUIRE(Engine.recomputeIfChanged(B)); // keeps a copy of the inputs
  const layers::UpdateStats &U = Engine.updateStats();
  std::uint64_t Full = U.FullPasses;
  // The Anthem left (CR 611.3a), told as counters, then as a tap.
  B.edit(Anthem).In = Zone::Graveyard;
  BoardChange AsCounters[] = {{Anthem, BoardChange::KindT::Counters}};
  CHECK(Engine.update(B, AsCounters));
  CHECK(U.FullPasses == Full + 1);
  CHECK(Engine.get(Bears).Power == 2);
  B.edit(Anthem).In = Zone::Battlefield;
  BoardChange AsTap[] = {{Anthem, BoardChange::KindT::TappedOrDamage}};
  REQUIRE(Engine.recomputeIfChanged(B)); // the copy is the board's again
  B.edit(Anthem).In = Zone::Graveyard;
  CHECK(Engine.update(B, AsTap));
  CHECK(Engine.get(Bears).Power == 2);
  checkAgainstFullPass(Engine, B);
  // Ids beyond the board: a full pass, nothing read out of range.
  BoardChange Beyond[] = {{static_cast<ObjectId>(B.numObjects() + 5),
                           BoardChange::KindT::Counters}};
  CHECK(Engine.update(B, Beyond));
  checkAgainstFullPass(Engine, B);
}

TEST_CASE("D66: an empty board", "[layers][incremental]") {
  Board Empty;
  layers::LayerEngine Engine;
  CHECK(Engine.recomputeIfChanged(Empty));
  CHECK_FALSE(Engine.recomputeIfChanged(Empty));
  CHECK_FALSE(Engine.update(Empty, {}));
}

TEST_CASE("D120: a creature entering, leaving, changing control recomputes what it reaches",
          "[layers][incremental][cr613.1][cr611.3a]") {
  Board B;
  B.addObject(card("Glorious Anthem"), 0, Zone::Battlefield);
  B.addObject(card("Lord of Atlantis"), 1, Zone::Battlefield);
  B.addObject(card("Crusade"), 1, Zone::Battlefield);
  ObjectId Goyf = B.addObject(card("Tarmogoyf"), 0, Zone::Battlefield).Id;
  ObjectId Bears = B.addObject(card("Grizzly Bears"), 0, Zone::Hand).Id;
  ObjectId Merfolk = B.addObject(card("Merfolk of the Pearl Trident"), 1, Zone::Hand).Id;
  ObjectId Lions = B.addObject(card("Savannah Lions"), 0, Zone::Battlefield).Id;
  ObjectId Bolt = B.addObject(card("Lightning Bolt"), 1, Zone::Hand).Id;
  layers::LayerEngine Engine;
  Engine.recomputeIfChanged(B);
  const layers::UpdateStats &U = Engine.updateStats();
  const std::uint64_t Full = U.FullPasses;
  auto Move = [&](ObjectId Id, Zone To) {
    B.edit(Id).In = To;
    B.edit(Id).Ts = B.newTimestamp(); // CR 400.7, 613.7d
  };
  // Entering: the Anthem's filter on the Bears, the lord's on the Merfolk.
  Move(Bears, Zone::Battlefield);
  CHECK(Engine.recomputeIfChanged(B));
  CHECK(Engine.get(Bears).Power == 3);
  checkAgainstFullPass(Engine, B);
  Move(Merfolk, Zone::Battlefield);
  CHECK(Engine.recomputeIfChanged(B));
  CHECK(Engine.get(Merfolk).Power == 2); // the lord's +1/+1, not the Anthem's
  checkAgainstFullPass(Engine, B);
  // Control (CR 110.2): "creatures you control".
  B.edit(Merfolk).BaseController = 0;
  CHECK(Engine.recomputeIfChanged(B));
  CHECK(Engine.get(Merfolk).Power == 3);
  checkAgainstFullPass(Engine, B);
  // Crusade pumps white creatures: the Lions change controller, no
  // matter; they leave, the others stay as they were.
  B.edit(Lions).BaseController = 1;
  CHECK(Engine.recomputeIfChanged(B));
  checkAgainstFullPass(Engine, B);
  Move(Lions, Zone::Graveyard);
  CHECK(Engine.recomputeIfChanged(B));
  checkAgainstFullPass(Engine, B);
  // A card put into a graveyard reaches Tarmogoyf (its CDA reads other
  // objects, CR 604.3: recomputed with its own object).
  int GoyfBefore = Engine.get(Goyf).Power;
  Move(Bolt, Zone::Graveyard);
  CHECK(Engine.recomputeIfChanged(B));
  CHECK(Engine.get(Goyf).Power == GoyfBefore + 1); // an instant: one more type
  checkAgainstFullPass(Engine, B);
  // A creature entering with counters (CR 122.6): 7c by their timestamps.
  Move(Bears, Zone::Graveyard);
  CHECK(Engine.recomputeIfChanged(B));
  Move(Bears, Zone::Battlefield);
  B.putPlusOneCounters(Bears, 2);
  CHECK(Engine.recomputeIfChanged(B));
  CHECK(Engine.get(Bears).Power == 5);
  checkAgainstFullPass(Engine, B);
  CHECK(U.FullPasses == Full);
  CHECK(U.ReachUpdates >= 8);
}

TEST_CASE("D120: Giant Growth's effect beginning and ending recomputes its target",
          "[layers][incremental][cr611.2c]") {
  Board B;
  B.addObject(card("Glorious Anthem"), 0, Zone::Battlefield);
  ObjectId Bears = B.addObject(card("Grizzly Bears"), 0, Zone::Battlefield).Id;
  ObjectId Lions = B.addObject(card("Savannah Lions"), 0, Zone::Battlefield).Id;
  ObjectId Growth = B.addObject(card("Giant Growth"), 0, Zone::Graveyard).Id;
  layers::LayerEngine Engine;
  Engine.recomputeIfChanged(B);
  const layers::UpdateStats &U = Engine.updateStats();
  const std::uint64_t Full = U.FullPasses;
  B.addEffect(pump(Growth, Bears));
  CHECK(Engine.recomputeIfChanged(B));
  CHECK(Engine.get(Bears).Power == 6);
  checkAgainstFullPass(Engine, B);
  B.addEffect(pump(Growth, Lions));
  CHECK(Engine.recomputeIfChanged(B));
  CHECK(Engine.get(Lions).Power == 6); // 2/1, the Anthem, Giant Growth
  checkAgainstFullPass(Engine, B);
  // The first ends (its instance's slot is reused by the next to begin).
  B.Effects.erase(B.Effects.begin());
  CHECK(Engine.recomputeIfChanged(B));
  CHECK(Engine.get(Bears).Power == 3);
  checkAgainstFullPass(Engine, B);
  B.addEffect(pump(Growth, Bears));
  BoardChange Began[] = {{kNoObject, BoardChange::KindT::CreatedEffects}};
  CHECK(Engine.update(B, Began));
  CHECK(Engine.get(Bears).Power == 6);
  checkAgainstFullPass(Engine, B);
  // A locked set losing an object that left (CR 400.7) reaches it alone.
  B.edit(Lions).In = Zone::Graveyard;
  B.edit(Lions).Ts = B.newTimestamp();
  std::erase(B.Effects.front().Locked, Lions);
  CHECK(Engine.recomputeIfChanged(B));
  checkAgainstFullPass(Engine, B);
  CHECK(U.FullPasses == Full);
  CHECK(U.ReachUpdates == 5);
}

TEST_CASE("D158: an effect changing only power and toughness recomputes them alone",
          "[layers][incremental][cr611.2c][cr613.4c][cr613.7c]") {
  // 7b Humility sets, 7c the Anthem, Crusade and counters modify, 7d
  // Twisted Image switches: a pump or shrink beginning or ending lands
  // among them by its timestamp, as a full pass puts it.
  Board B;
  B.addObject(card("Glorious Anthem"), 0, Zone::Battlefield);
  B.addObject(card("Crusade"), 1, Zone::Battlefield);
  ObjectId Bears = B.addObject(card("Grizzly Bears"), 0, Zone::Battlefield).Id;
  ObjectId Giant = B.addObject(card("Hill Giant"), 1, Zone::Battlefield).Id;
  ObjectId Growth = B.addObject(card("Giant Growth"), 0, Zone::Graveyard).Id;
  ObjectId Twisted = B.addObject(card("Twisted Image"), 0, Zone::Graveyard).Id;
  ObjectId Disfigure = B.addObject(card("Disfigure"), 1, Zone::Graveyard).Id;
  const bool Humble = GENERATE(false, true);
  if (Humble)
    B.addObject(card("Humility"), 1, Zone::Battlefield);
  B.putPlusOneCounters(Bears, 2); // older than every effect below
  layers::LayerEngine Engine;
  Engine.recomputeIfChanged(B);
  const layers::UpdateStats &U = Engine.updateStats();
  const std::uint64_t Full = U.FullPasses;
  std::uint64_t Alone = U.PowerToughnessUpdates;
  auto Check = [&](bool PowerToughnessOnly) {
    CHECK(Engine.recomputeIfChanged(B));
    checkAgainstFullPass(Engine, B);
    CHECK(U.FullPasses == Full);
    if (PowerToughnessOnly)
      ++Alone;
    CHECK(U.PowerToughnessUpdates == Alone);
  };
  B.addEffect(pump(Growth, Bears));
  Check(true);
  // CR 613.4d: after every 7c modification.
  B.addEffect(spellEffect("Twisted Image", Twisted, Bears));
  Check(true);
  B.putMinusOneCounters(Bears, 1); // newer than the pump: a counter update
  CHECK(Engine.recomputeIfChanged(B));
  checkAgainstFullPass(Engine, B);
  B.addEffect(spellEffect("Disfigure", Disfigure, Giant, 1));
  Check(true);
  CHECK(Engine.get(Giant).Power == (Humble ? -1 : 1)); // 3/3 or 1/1 (7b), -2/-2
  // The pump ends: Bears' power and toughness alone again.
  B.Effects.erase(B.Effects.begin());
  Check(true);
  // One begins with a +1/+1 counter's timestamp: the pass's tie break
  // (CR 613.7c) is not redone locally, so the whole reach is replayed.
  CreatedEffect Tied = pump(Growth, Bears);
  Tied.Ts = B.objects()[Bears].Count.MinusOneTs;
  B.addEffect(Tied);
  Check(false);
  // Nameless Inversion also takes creature types (layer 4): replayed.
  ObjectId Inversion = B.addObject(card("Nameless Inversion"), 0, Zone::Graveyard).Id;
  CHECK(Engine.recomputeIfChanged(B)); // a new object: replayed alone
  checkAgainstFullPass(Engine, B);
  B.addEffect(spellEffect("Nameless Inversion", Inversion, Giant));
  Check(false);
}

TEST_CASE("D120: changes the metadata cannot bound make full passes, and stay exact",
          "[layers][incremental][cr613.8a]") {
  // Humility entering reaches every creature; an enchantment entering
  // under Opalescence becomes a creature Humility then applies to, and
  // Opalescence's trial on it could change what Humility applies to
  // (CR 613.8a): neither can keep the pass's order, both are full passes.
  Board B;
  B.addObject(card("Glorious Anthem"), 0, Zone::Battlefield);
  B.addObject(card("Grizzly Bears"), 0, Zone::Battlefield);
  ObjectId Humility = B.addObject(card("Humility"), 0, Zone::Hand).Id;
  ObjectId Opalescence = B.addObject(card("Opalescence"), 1, Zone::Hand).Id;
  ObjectId Crusade = B.addObject(card("Crusade"), 1, Zone::Hand).Id;
  layers::LayerEngine Engine;
  Engine.recomputeIfChanged(B);
  const layers::UpdateStats &U = Engine.updateStats();
  std::uint64_t Full = U.FullPasses;
  for (ObjectId Id : {Humility, Opalescence}) {
    B.edit(Id).In = Zone::Battlefield;
    B.edit(Id).Ts = B.newTimestamp();
    CHECK(Engine.recomputeIfChanged(B));
    CHECK(U.FullPasses == ++Full);
    checkAgainstFullPass(Engine, B);
  }
  // Crusade entering now is a creature (Opalescence) without abilities
  // (Humility, layer 6) before its effect's layer (7c) comes: its effect
  // never begins (CR 613.6), and nothing else reads it: local.
  B.edit(Crusade).In = Zone::Battlefield;
  B.edit(Crusade).Ts = B.newTimestamp();
  CHECK(Engine.recomputeIfChanged(B));
  CHECK(U.FullPasses == Full);
  checkAgainstFullPass(Engine, B);
  // A vanilla creature entering now: Opalescence and
  // Humility both apply to it, neither's trial on it changes the other's
  // set (it is not an enchantment): local.
  // Created since the pass (a token would be), it is one more object of
  // the reach: no full pass.
  ObjectId Lions = B.addObject(card("Savannah Lions"), 0, Zone::Hand).Id;
  CHECK(Engine.recomputeIfChanged(B));
  CHECK(U.FullPasses == Full);
  checkAgainstFullPass(Engine, B);
  B.edit(Lions).In = Zone::Battlefield;
  B.edit(Lions).Ts = B.newTimestamp();
  CHECK(Engine.recomputeIfChanged(B));
  CHECK(U.FullPasses == Full);
  checkAgainstFullPass(Engine, B);
  // Humility leaving: every creature again.
  B.edit(Humility).In = Zone::Graveyard;
  B.edit(Humility).Ts = B.newTimestamp();
  CHECK(Engine.recomputeIfChanged(B));
  CHECK(U.FullPasses == Full + 1);
  checkAgainstFullPass(Engine, B);
}

TEST_CASE("D156: a full pass after edits, looking again only at the edited objects, "
          "equals a fresh engine's",
          "[layers][incremental][cr613.1][cr122.2][cr708.2]") {
  // One engine makes every pass on one board; between passes a few objects
  // are written (counters, keyword counters, zones, control, face down,
  // another card), sometimes more than the edit journal holds, sometimes
  // an object is added or the board copied. Every pass must equal a fresh
  // engine's (which looks at every object).
  const char *Names[] = {"Glorious Anthem", "Crusade", "Lord of Atlantis", "Tarmogoyf",
                         "Grizzly Bears", "Savannah Lions", "Merfolk of the Pearl Trident",
                         "Hill Giant", "Memnite", "Lightning Bolt", "Forest", "Blood Moon",
                         "Tropical Island", "Urborg, Tomb of Yawgmoth", "Humility"};
  Board B;
  for (int K = 0; K < 24; ++K)
    B.addObject(card(Names[K % std::size(Names)]), static_cast<PlayerId>(K % 2),
                K % 5 == 4 ? Zone::Hand : Zone::Battlefield);
  layers::LayerEngine Engine;
  Engine.recompute(B);
  std::uint32_t Seed = 2026;
  auto Next = [&](std::uint32_t Below) {
    Seed = Seed * 1664525u + 1013904223u; // a fixed sequence: the same test every run
    return (Seed >> 8) % Below;
  };
  for (int Step = 0; Step < 300; ++Step) {
    const int Edits = Step % 37 == 36 ? static_cast<int>(Board::kEditJournal) + 3
                                      : 1 + static_cast<int>(Next(3));
    for (int K = 0; K < Edits; ++K) {
      auto Id = static_cast<ObjectId>(Next(static_cast<std::uint32_t>(B.numObjects())));
      switch (Next(8)) {
      case 0:
        B.putPlusOneCounters(Id, Next(2) ? 1 : -1);
        break;
      case 1:
        B.putMinusOneCounters(Id, Next(2) ? 1 : -1);
        break;
      case 2:
        REQUIRE(B.putKeywordCounters(Id, Keyword::Flying, Next(2) ? 1 : -1));
        break;
      case 3: { // CR 400.7: a new object with a new timestamp (613.7d)
        GameObject &O = B.edit(Id);
        O.In = O.In == Zone::Battlefield ? Zone::Graveyard : Zone::Battlefield;
        O.Ts = B.newTimestamp();
        break;
      }
      case 4:
        B.edit(Id).BaseController ^= 1;
        break;
      case 5:
        B.edit(Id).FaceDown = !B.objects()[Id].FaceDown;
        break;
      case 6:
        B.edit(Id).Card = &card(Names[Next(std::size(Names))]);
        break;
      default:
        B.edit(Id).Tapped = !B.objects()[Id].Tapped; // not in the key
        break;
      }
    }
    if (Step % 50 == 25)
      B.addObject(card(Names[Next(std::size(Names))]), 0, Zone::Battlefield);
    if (Step % 60 == 59) {
      Board Copy = B; // another board to the engine: its journal says nothing
      B = Copy;
    }
    INFO("step " << Step);
    Engine.recompute(B);
    checkAgainstFullPass(Engine, B);
  }
}
