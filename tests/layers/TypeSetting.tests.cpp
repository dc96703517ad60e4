//===- TypeSetting.tests.cpp - CR 613.1d, 205.1, 305.7 ---------------------===//
//
// Layer 4: setting land types removes rules-text abilities and grants the
// intrinsic mana abilities (305.6-305.7); setting card types or creature
// types replaces only what it sets (205.1a); "in addition" keeps
// everything (205.1b).
//
//===----------------------------------------------------------------------===//
#include "BoardBuilder.h"

#include <catch2/catch.hpp>

using namespace strata::test;

TEST_CASE("CR 305.7: Blood Moon makes nonbasic lands Mountains with only "
          "{T}: Add {R}", "[layers][cr305.7][cr305.6]") {
  BoardBuilder B;
  ObjectId Tropical = B.add("Tropical Island");
  ObjectId Arbor = B.add("Dryad Arbor");
  ObjectId Seat = B.add("Seat of the Synod");
  ObjectId Forest = B.add("Forest");
  B.add("Blood Moon");
  B.recompute();

  SECTION("Tropical Island: a Mountain only, one mana ability") {
    CHECK(B.cardTypes(Tropical) == "Land");
    CHECK(B.landTypes(Tropical) == "Mountain");
    CHECK(B.numAbilities(Tropical) == 1);
    CHECK(B.hasIntrinsicManaAbility(Tropical, Subtype::Mountain));
    CHECK_FALSE(B.hasIntrinsicManaAbility(Tropical, Subtype::Forest));
    CHECK_FALSE(B.hasIntrinsicManaAbility(Tropical, Subtype::Island));
  }
  SECTION("Dryad Arbor: still a green 1/1 Dryad creature, land type Mountain") {
    // 305.7: card types are kept; 205.1a: only the land types are replaced.
    CHECK(B.cardTypes(Arbor) == "Creature Land");
    CHECK(B.landTypes(Arbor) == "Mountain");
    CHECK(B.creatureTypes(Arbor) == "Dryad");
    CHECK(B.colors(Arbor) == "Green");
    CHECK(B.pt(Arbor) == PT{1, 1});
    CHECK(B.numAbilities(Arbor) == 1);
    CHECK(B.hasIntrinsicManaAbility(Arbor, Subtype::Mountain));
  }
  SECTION("Seat of the Synod: loses its printed {T}: Add {U}, stays an "
          "artifact") {
    CHECK(B.cardTypes(Seat) == "Artifact Land");
    CHECK(B.landTypes(Seat) == "Mountain");
    CHECK_FALSE(B.hasPrintedAbility(Seat, "Seat of the Synod"));
    CHECK(B.numAbilities(Seat) == 1);
  }
  SECTION("a basic Forest is untouched (305.8)") {
    CHECK(B.landTypes(Forest) == "Forest");
    CHECK(B.supertypes(Forest) == "Basic");
    CHECK(B.hasIntrinsicManaAbility(Forest, Subtype::Forest));
    CHECK(B.numAbilities(Forest) == 1);
  }
}

TEST_CASE("CR 305.7: \"in addition to its other land types\" keeps types "
          "and abilities", "[layers][cr305.7][cr305.6]") {
  BoardBuilder B;
  ObjectId Tropical = B.add("Tropical Island");
  ObjectId Seat = B.add("Seat of the Synod");
  ObjectId TheirPlains = B.add("Plains", {.Owner = 1});
  SECTION("Urborg: Tropical Island is a Forest Island Swamp with three mana "
          "abilities") {
    B.add("Urborg, Tomb of Yawgmoth");
    B.recompute();
    CHECK(B.landTypes(Tropical) == "Island Swamp Forest");
    CHECK(B.numAbilities(Tropical) == 3);
    for (Subtype T : {Subtype::Island, Subtype::Swamp, Subtype::Forest})
      CHECK(B.hasIntrinsicManaAbility(Tropical, T));
  }
  SECTION("Prismatic Omen: its controller's lands are every basic land type") {
    B.add("Prismatic Omen");
    B.recompute();
    CHECK(B.landTypes(Tropical) == "Plains Island Swamp Mountain Forest");
    CHECK(B.landTypes(Seat) == "Plains Island Swamp Mountain Forest");
    CHECK(B.hasPrintedAbility(Seat, "Seat of the Synod"));
    CHECK(B.numAbilities(Seat) == 6);
    CHECK(B.landTypes(TheirPlains) == "Plains");
  }
}

TEST_CASE("CR 613.7: Blood Moon and Prismatic Omen apply in timestamp order",
          "[layers][cr305.7][cr613.7]") {
  // Neither depends on the other: Omen changes neither which lands are
  // nonbasic nor what Blood Moon does, and Blood Moon doesn't touch the Omen.
  BoardBuilder B;
  ObjectId Seat = B.add("Seat of the Synod");
  ObjectId Forest = B.add("Forest");
  SECTION("Omen later: the Seat is every basic type, but its printed "
          "ability is gone (Blood Moon set its type first)") {
    B.add("Blood Moon");
    B.add("Prismatic Omen");
    B.recompute();
    CHECK(B.landTypes(Seat) == "Plains Island Swamp Mountain Forest");
    CHECK_FALSE(B.hasPrintedAbility(Seat, "Seat of the Synod"));
    CHECK(B.numAbilities(Seat) == 5);
    CHECK(B.landTypes(Forest) == "Plains Island Swamp Mountain Forest");
  }
  SECTION("Blood Moon later: the Seat is a Mountain only") {
    B.add("Prismatic Omen");
    B.add("Blood Moon");
    B.recompute();
    CHECK(B.landTypes(Seat) == "Mountain");
    CHECK(B.numAbilities(Seat) == 1);
    // Basic: Blood Moon leaves it with what the Omen gave it.
    CHECK(B.landTypes(Forest) == "Plains Island Swamp Mountain Forest");
  }
}

TEST_CASE("CR 205.1a: Darksteel Mutation sets card types and creature types",
          "[layers][cr205.1a][cr613.1d]") {
  BoardBuilder B;
  SECTION("on Dryad Arbor: no longer a land, so no Forest type and no "
          "mana ability") {
    ObjectId Arbor = B.add("Dryad Arbor");
    B.add("Darksteel Mutation", {.AttachedTo = Arbor});
    B.recompute();
    CHECK(B.cardTypes(Arbor) == "Artifact Creature");
    CHECK(B.landTypes(Arbor) == "");
    CHECK(B.creatureTypes(Arbor) == "Insect");
    CHECK(B.numAbilities(Arbor) == 0);
    CHECK(B.hasKeyword(Arbor, Keyword::Indestructible));
    CHECK(B.pt(Arbor) == PT{0, 1});
    CHECK(B.colors(Arbor) == "Green"); // color is not a type
  }
  SECTION("on Serra Angel: an indestructible 0/1 Insect artifact creature") {
    ObjectId Angel = B.add("Serra Angel");
    B.add("Darksteel Mutation", {.AttachedTo = Angel});
    B.recompute();
    CHECK(B.cardTypes(Angel) == "Artifact Creature");
    CHECK(B.creatureTypes(Angel) == "Insect");
    CHECK_FALSE(B.hasKeyword(Angel, Keyword::Flying));
    CHECK_FALSE(B.hasKeyword(Angel, Keyword::Vigilance));
    CHECK(B.hasKeyword(Angel, Keyword::Indestructible));
    CHECK(B.pt(Angel) == PT{0, 1});
  }
  SECTION("on Mistform Ultimus: it stays legendary (205.4b)") {
    ObjectId Ultimus = B.add("Mistform Ultimus");
    B.add("Darksteel Mutation", {.AttachedTo = Ultimus});
    B.recompute();
    CHECK(B.supertypes(Ultimus) == "Legendary");
    // The CDA applied first (613.3); the set type replaces all of them.
    CHECK(B.creatureTypes(Ultimus) == "Insect");
  }
}

TEST_CASE("CR 205.1a: Lignify makes a creature a Treefolk only",
          "[layers][cr205.1a][cr613.3]") {
  BoardBuilder B;
  ObjectId Ultimus = B.add("Mistform Ultimus");
  ObjectId Lignify = B.add("Lignify", {.AttachedTo = Ultimus});
  B.recompute();
  CHECK(B.creatureTypes(Ultimus) == "Treefolk");
  CHECK(B.cardTypes(Ultimus) == "Creature");
  CHECK(B.pt(Ultimus) == PT{0, 4});
  CHECK(B.numAbilities(Ultimus) == 0);
  // A Kindred Enchantment - Treefolk Aura: Treefolk belongs to kindred.
  CHECK(B.cardTypes(Lignify) == "Enchantment Kindred");
  CHECK(B.creatureTypes(Lignify) == "Treefolk");
}

TEST_CASE("CR 205.1b: Kormus Bell's Swamps are creatures that are still lands",
          "[layers][cr205.1b][cr613.1d]") {
  BoardBuilder B;
  ObjectId Swamp = B.add("Swamp");
  ObjectId TheirSwamp = B.add("Swamp", {.Owner = 1});
  ObjectId Forest = B.add("Forest");
  B.add("Kormus Bell");
  B.recompute();
  for (ObjectId Id : {Swamp, TheirSwamp}) {
    CAPTURE(Id);
    CHECK(B.cardTypes(Id) == "Creature Land");
    CHECK(B.supertypes(Id) == "Basic");
    CHECK(B.landTypes(Id) == "Swamp");
    CHECK(B.creatureTypes(Id) == "");
    CHECK(B.colors(Id) == "Black");
    CHECK(B.pt(Id) == PT{1, 1});
    CHECK(B.hasIntrinsicManaAbility(Id, Subtype::Swamp));
  }
  CHECK(B.cardTypes(Forest) == "Land");
}

TEST_CASE("CR 205.1b: Life and Limb makes Forests 1/1 green Saproling "
          "creatures that keep their types", "[layers][cr205.1b]") {
  BoardBuilder B;
  ObjectId Forest = B.add("Forest");
  ObjectId Arbor = B.add("Dryad Arbor");
  ObjectId Bears = B.add("Grizzly Bears");
  B.add("Life and Limb");
  B.recompute();
  CHECK(B.cardTypes(Forest) == "Creature Land");
  CHECK(B.supertypes(Forest) == "Basic");
  CHECK(B.landTypes(Forest) == "Forest");
  CHECK(B.creatureTypes(Forest) == "Saproling");
  CHECK(B.pt(Forest) == PT{1, 1});
  CHECK(B.creatureTypes(Arbor) == "Dryad Saproling");
  CHECK(B.pt(Arbor) == PT{1, 1});
  CHECK(B.cardTypes(Bears) == "Creature"); // neither Forest nor Saproling
}

TEST_CASE("CR 205.1b: Mycosynth Lattice makes permanents artifacts, not "
          "cards elsewhere", "[layers][cr205.1b]") {
  BoardBuilder B;
  ObjectId Forest = B.add("Forest");
  ObjectId Bears = B.add("Grizzly Bears");
  ObjectId InHand = B.add("Grizzly Bears", {.In = Zone::Hand});
  B.add("Mycosynth Lattice");
  B.recompute();
  CHECK(B.cardTypes(Forest) == "Artifact Land");
  CHECK(B.cardTypes(Bears) == "Artifact Creature");
  CHECK(B.creatureTypes(Bears) == "Bear");
  CHECK(B.cardTypes(InHand) == "Creature");
  CHECK(B.colors(InHand) == ""); // but colorless everywhere
}

TEST_CASE("CR 205.1b: Xenograft's type makes creatures Elves for Elvish "
          "Champion", "[layers][cr205.1b][cr613.1d]") {
  BoardBuilder B;
  ObjectId Bears = B.add("Grizzly Bears");
  ObjectId TheirBears = B.add("Grizzly Bears", {.Owner = 1});
  B.add("Xenograft", {.ChosenType = Subtype::Elf});
  B.add("Elvish Champion", {.Owner = 1});
  B.recompute();
  CHECK(B.creatureTypes(Bears) == "Bear Elf");
  CHECK(B.pt(Bears) == PT{3, 3});
  CHECK(B.hasKeyword(Bears, Keyword::Forestwalk));
  CHECK(B.creatureTypes(TheirBears) == "Bear");
  CHECK(B.pt(TheirBears) == PT{2, 2});
}
