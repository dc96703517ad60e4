//===- MultiLayer.tests.cpp - CR 613.6: effects in several layers --------===//
//
// Humility, Opalescence and lords: an effect that starts in one layer keeps
// its set in later layers even if its ability is removed meanwhile; one
// whose first layer comes after the removal never starts.
//
//===----------------------------------------------------------------------===//
#include "BoardBuilder.h"
#include "strata/cards/CardLibrary.h"
#include "strata/runtime/Effect.h"

#include <catch2/catch.hpp>

using namespace strata::test;

TEST_CASE("CR 613.6: Humility and Opalescence in either timestamp order",
          "[layers][cr613.6][cr613.4b]") {
  BoardBuilder B;
  ObjectId Bears = B.add("Grizzly Bears");
  ObjectId Anthem = B.add("Glorious Anthem");

  // Layer 4: Opalescence makes Humility (and the Anthem) creatures. Layer 6:
  // Humility removes every creature's abilities, its own and the Anthem's
  // included; Opalescence is no creature and keeps its ability. Layer 7b:
  // both set base P/T, in timestamp order (no dependency: neither changes
  // what the other applies to or does).
  SECTION("Humility earlier: Humility is a 4/4, other creatures 1/1, "
          "animated enchantments their mana value") {
    ObjectId Humility = B.add("Humility");
    B.add("Opalescence");
    B.recompute();
    CHECK(B.isType(Humility, CardType::Creature));
    CHECK(B.numAbilities(Humility) == 0);
    CHECK(B.pt(Humility) == PT{4, 4}); // Opalescence's 1/1 -> MV applies last
    CHECK(B.pt(Bears) == PT{1, 1});
    // The Anthem's ability is gone (layer 6) before its 7c effect would
    // start: no +1/+1 for anyone (613.6).
    CHECK(B.pt(Anthem) == PT{3, 3});
  }
  SECTION("Opalescence earlier: every creature is 1/1, Humility too") {
    B.add("Opalescence");
    ObjectId Humility = B.add("Humility");
    B.recompute();
    CHECK(B.isType(Humility, CardType::Creature));
    CHECK(B.numAbilities(Humility) == 0);
    // Humility lost its ability in layer 6, yet its 7b part still applies
    // to the set fixed in layer 6, Humility included, and applies last.
    CHECK(B.pt(Humility) == PT{1, 1});
    CHECK(B.pt(Bears) == PT{1, 1});
    CHECK(B.pt(Anthem) == PT{1, 1});
  }
}

TEST_CASE("CR 613.6: Opalescence doesn't animate itself or Auras",
          "[layers][cr613.6][cr205.1b]") {
  BoardBuilder B;
  ObjectId Opal = B.add("Opalescence");
  ObjectId Bears = B.add("Grizzly Bears");
  ObjectId Holy = B.add("Holy Strength", {.AttachedTo = Bears});
  ObjectId Crusade = B.add("Crusade");
  B.recompute();
  CHECK_FALSE(B.isType(Opal, CardType::Creature)); // "each other"
  CHECK_FALSE(B.isType(Holy, CardType::Creature)); // "non-Aura"
  // "In addition to its other types" (205.1b): still an enchantment.
  CHECK(B.cardTypes(Crusade) == "Creature Enchantment");
  // Crusade ({W}{W}) is a white 2/2 creature and pumps white creatures,
  // itself included.
  CHECK(B.pt(Crusade) == PT{3, 3});
  CHECK(B.pt(Bears) == PT{3, 4}); // Holy Strength +1/+2; Bears are green
}

TEST_CASE("CR 613.6: a lord under Humility gives no bonus, in either order",
          "[layers][cr613.6][cr613.8a]") {
  // Lord of Atlantis' effect begins in layer 6 (islandwalk). Humility's
  // layer-6 effect removes the Lord's ability: the Lord's effect depends on
  // Humility (613.8a, existence), so Humility applies first whatever the
  // timestamps, and the Lord's effect never starts - not in 6, not in 7c.
  bool HumilityFirst = GENERATE(true, false);
  CAPTURE(HumilityFirst);
  BoardBuilder B;
  if (HumilityFirst)
    B.add("Humility");
  ObjectId Lord = B.add("Lord of Atlantis");
  ObjectId Merfolk = B.add("Merfolk of the Pearl Trident");
  if (!HumilityFirst)
    B.add("Humility");
  B.recompute();
  CHECK(B.pt(Merfolk) == PT{1, 1});
  CHECK_FALSE(B.hasKeyword(Merfolk, Keyword::Islandwalk));
  CHECK(B.pt(Lord) == PT{1, 1});
  CHECK(B.numAbilities(Lord) == 0);
}

TEST_CASE("CR 613.6: without Humility the lord's one effect applies in 6 and 7c",
          "[layers][cr613.6]") {
  BoardBuilder B;
  ObjectId Lord = B.add("Lord of Atlantis");
  ObjectId Merfolk = B.add("Merfolk of the Pearl Trident");
  ObjectId Bears = B.add("Grizzly Bears");
  B.recompute();
  CHECK(B.pt(Merfolk) == PT{2, 2});
  CHECK(B.hasKeyword(Merfolk, Keyword::Islandwalk));
  CHECK(B.pt(Lord) == PT{2, 2}); // "Other"
  CHECK_FALSE(B.hasKeyword(Lord, Keyword::Islandwalk));
  CHECK(B.pt(Bears) == PT{2, 2});
}

TEST_CASE("CR 613.6: Ovinize keeps its target for 7b after removing its "
          "abilities in 6", "[layers][cr613.6][cr611.2c]") {
  // Ovinize, a resolved effect, starts in layer 6 on its target and keeps
  // that set for 7b: the target is 0/1 even though Ovinize's 6 part removed
  // all abilities (nothing to lose for the 7b part).
  BoardBuilder B;
  ObjectId Angel = B.add("Serra Angel");
  B.cast("Ovinize", {.Targets = {Angel}});
  B.recompute();
  CHECK(B.pt(Angel) == PT{0, 1});
  CHECK_FALSE(B.hasKeyword(Angel, Keyword::Flying));
  CHECK_FALSE(B.hasKeyword(Angel, Keyword::Vigilance));
}

TEST_CASE("CR 613.1f/613.7: Humility and Levitation apply in layer 6 by "
          "timestamp", "[layers][cr613.7][cr613.1f]") {
  // Neither depends on the other (Humility removes whatever is there; the
  // Levitation is no creature), so the later one wins. Favorable Winds then
  // reads flying as layer 6 left it.
  BoardBuilder B;
  ObjectId Bears = B.add("Grizzly Bears");
  B.add("Favorable Winds");
  SECTION("Levitation later: the Bears have flying, 1/1 +1/+1") {
    B.add("Humility");
    B.add("Levitation");
    B.recompute();
    CHECK(B.hasKeyword(Bears, Keyword::Flying));
    CHECK(B.pt(Bears) == PT{2, 2});
  }
  SECTION("Humility later: no flying, 1/1") {
    B.add("Levitation");
    B.add("Humility");
    B.recompute();
    CHECK_FALSE(B.hasKeyword(Bears, Keyword::Flying));
    CHECK(B.pt(Bears) == PT{1, 1});
  }
}

TEST_CASE("CR 613.6: March of the Machines' set is fixed in layer 4 and still "
          "gets its 7b part once they are creatures", "[layers][cr613.6]") {
  // Its description ("noncreature artifact") no longer matches the objects
  // once layer 4 made them creatures; 613.6 keeps the set for 7b.
  BoardBuilder B;
  ObjectId Ring = B.add("Sol Ring");
  ObjectId Lattice = B.add("Mycosynth Lattice");
  ObjectId Memnite = B.add("Memnite");
  B.add("March of the Machines");
  B.recompute();
  CHECK(B.cardTypes(Ring) == "Artifact Creature");
  CHECK(B.pt(Ring) == PT{1, 1});
  CHECK(B.pt(Lattice) == PT{6, 6});
  CHECK(B.pt(Memnite) == PT{1, 1}); // already a creature: printed 1/1
}

TEST_CASE("CR 613.6: Turn to Frog applies in layers 4, 5, 6 and 7b",
          "[layers][cr613.6][cr205.1a]") {
  BoardBuilder B;
  ObjectId Angel = B.add("Serra Angel");
  B.add("Glorious Anthem");
  B.cast("Turn to Frog", {.Targets = {Angel}});
  B.recompute();
  CHECK(B.creatureTypes(Angel) == "Frog");
  CHECK(B.colors(Angel) == "Blue");
  CHECK_FALSE(B.hasKeyword(Angel, Keyword::Flying));
  CHECK(B.pt(Angel) == PT{2, 2}); // 1/1 +1/+1
}

namespace {
using namespace strata::runtime;

/// Test only (the pool has no such card): "Target creature gains
/// Glorious Anthem's ability", a layer-6 effect that adds an ability
/// (writes Ability.Gain).
const CardDef *AnthemCard = nullptr;
struct GrantsAnthemAbility {
  static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
    return O.id() == Ctx.target(0);
  }
  static void apply(const EffectContext &, ObjectView &O) { O.gainAbility({AnthemCard, 0}); }
};
constexpr PartFacts kGrantFacts = {"GrantsAnthemAbility", "GrantsAnthemAbility", Layer::L6,
                                   false, CharacteristicSet(), CharacteristicSet(),
                                   CharacteristicSet(), CharacteristicSet(),
                                   CharacteristicSet::parse("Ability.Other Ability.Gain")};
constexpr PartDescriptor kGrantParts[] = {{Layer::L6, &GrantsAnthemAbility::apply, &kGrantFacts}};
constexpr EffectDescriptor kGrantAnthem = {false,
                                           &GrantsAnthemAbility::appliesTo, nullptr,
                                           kGrantParts, 1, layerBit(Layer::L6)};
} // namespace

TEST_CASE("CR 613.6, 604.2: a static ability gained in layer 6 has its effect in layer 7c",
          "[layers][cr613.6][cr604.2]") {
  BoardBuilder B;
  AnthemCard = strata::cards::findCard("Glorious Anthem");
  REQUIRE(AnthemCard);
  ObjectId Bears = B.add("Grizzly Bears");
  ObjectId Lions = B.add("Savannah Lions");
  CreatedEffect Grant;
  Grant.Effect = &kGrantAnthem;
  Grant.Locked = {Bears};
  Grant.Choices.Targets[0] = Bears;
  B.board().addEffect(Grant);
  B.recompute();
  // The Bears has "Creatures you control get +1/+1" from layer 6 on, so the
  // effect of that ability exists by layer 7c and pumps both creatures
  // (the engine looks for new static effects after an ability is gained).
  CHECK(B.numAbilities(Bears) == 1);
  CHECK(B.pt(Bears) == PT{3, 3});
  CHECK(B.pt(Lions) == PT{3, 2});
}
