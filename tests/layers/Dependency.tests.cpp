//===- Dependency.tests.cpp - CR 613.8: dependency order -------------------===//
//
// Blood Moon and Urborg (existence), Life and Limb and Yavimaya (a loop only
// when a nonland Saproling exists), and an order that changes as effects
// apply (613.8c).
//
//===----------------------------------------------------------------------===//
#include "BoardBuilder.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace strata::test;

TEST_CASE("CR 613.8a: Urborg's effect depends on Blood Moon, in either order",
          "[layers][cr613.8a][cr305.7]") {
  // Applying Blood Moon (or Magus of the Moon) makes Urborg a Mountain and
  // removes the abilities from its rules text (305.7): it would change the
  // existence of Urborg's effect, so Urborg's effect waits for it and then
  // no longer exists. Blood Moon does not depend on Urborg: adding Swamp
  // changes neither which lands are nonbasic nor what Blood Moon does.
  std::string Moon = GENERATE("Blood Moon", "Magus of the Moon");
  bool MoonFirst = GENERATE(true, false);
  CAPTURE(Moon, MoonFirst);
  BoardBuilder B;
  if (MoonFirst)
    B.add(Moon);
  ObjectId Urborg = B.add("Urborg, Tomb of Yawgmoth");
  ObjectId Tropical = B.add("Tropical Island");
  ObjectId Forest = B.add("Forest");
  ObjectId Swamp = B.add("Swamp");
  ObjectId OppForest = B.add("Forest", {.Owner = 1});
  if (!MoonFirst)
    B.add(Moon);
  B.recompute();

  SECTION("Urborg's effect never applies: it was gone before it began") {
    CHECK(B.skipped(Layer::L4, Urborg));
    for (ObjectId Id : B.order(Layer::L4))
      CHECK(Id != Urborg);
  }
  SECTION("Urborg is a legendary Mountain whose only ability is {T}: Add {R}") {
    CHECK(B.cardTypes(Urborg) == "Land");
    CHECK(B.supertypes(Urborg) == "Legendary"); // 305.7: supertypes stay
    CHECK(B.landTypes(Urborg) == "Mountain");
    CHECK_FALSE(B.hasPrintedAbility(Urborg, "Urborg, Tomb of Yawgmoth"));
    CHECK(B.hasIntrinsicManaAbility(Urborg, Subtype::Mountain));
    CHECK(B.numAbilities(Urborg) == 1);
  }
  SECTION("other nonbasic lands are Mountains only, not Swamps") {
    CHECK(B.landTypes(Tropical) == "Mountain");
    CHECK(B.numAbilities(Tropical) == 1);
    CHECK(B.hasIntrinsicManaAbility(Tropical, Subtype::Mountain));
  }
  SECTION("basic lands keep their own type and are not Swamps") {
    CHECK(B.landTypes(Forest) == "Forest");
    CHECK(B.landTypes(OppForest) == "Forest");
    CHECK_FALSE(B.hasIntrinsicManaAbility(Forest, Subtype::Swamp));
    CHECK(B.landTypes(Swamp) == "Swamp");
  }
}

TEST_CASE("CR 305.7: without a Moon, Urborg makes every land a Swamp in "
          "addition", "[layers][cr305.7]") {
  BoardBuilder B;
  ObjectId Urborg = B.add("Urborg, Tomb of Yawgmoth");
  ObjectId Tropical = B.add("Tropical Island");
  ObjectId OppForest = B.add("Forest", {.Owner = 1});
  ObjectId Bears = B.add("Grizzly Bears");
  B.recompute();
  CHECK(B.landTypes(Urborg) == "Swamp");
  CHECK(B.hasPrintedAbility(Urborg, "Urborg, Tomb of Yawgmoth"));
  CHECK(B.landTypes(Tropical) == "Island Swamp Forest");
  CHECK(B.landTypes(OppForest) == "Swamp Forest"); // "each land"
  CHECK(B.hasIntrinsicManaAbility(OppForest, Subtype::Swamp));
  CHECK(B.hasIntrinsicManaAbility(OppForest, Subtype::Forest));
  CHECK(B.landTypes(Bears) == "");
}

TEST_CASE("CR 613.8a: Spreading Seas on Urborg turns Urborg's effect off",
          "[layers][cr613.8a][cr305.7]") {
  BoardBuilder B;
  ObjectId Urborg = B.add("Urborg, Tomb of Yawgmoth");
  ObjectId Forest = B.add("Forest");
  B.add("Spreading Seas", {.AttachedTo = Urborg});
  B.recompute();
  CHECK(B.landTypes(Urborg) == "Island");
  CHECK(B.numAbilities(Urborg) == 1);
  CHECK(B.hasIntrinsicManaAbility(Urborg, Subtype::Island));
  CHECK(B.landTypes(Forest) == "Forest");
}

TEST_CASE("CR 613.8b: Life and Limb and Yavimaya loop when a nonland "
          "Saproling exists, and apply in timestamp order",
          "[layers][cr613.8b]") {
  // Mistform Ultimus is every creature type (a layer-4 CDA, applied first,
  // 613.3), so it is a nonland Saproling. Life and Limb depends on
  // Yavimaya (Yavimaya makes Yavimaya and the Plains Forests, growing Life
  // and Limb's set); Yavimaya depends on Life and Limb (Life and Limb makes
  // the Ultimus a land, growing Yavimaya's set). A loop: timestamp order.
  BoardBuilder B;
  ObjectId Ultimus = B.add("Mistform Ultimus");
  ObjectId Plains = B.add("Plains");

  SECTION("Yavimaya earlier: every land becomes a Forest first, so every "
          "land is a 1/1 green Saproling creature") {
    ObjectId Yavimaya = B.add("Yavimaya, Cradle of Growth");
    ObjectId Limb = B.add("Life and Limb");
    B.recompute();
    // The CDA first (613.3), then the loop by timestamp.
    CHECK(B.order(Layer::L4) == std::vector<ObjectId>{Ultimus, Yavimaya, Limb});
    CHECK(B.reason(Layer::L4, Yavimaya) == OrderReason::DependencyLoop);
    for (ObjectId Id : {Yavimaya, Plains}) {
      CAPTURE(Id);
      CHECK(B.cardTypes(Id) == "Creature Land");
      CHECK(B.creatureTypes(Id) == "Saproling");
      CHECK(B.colors(Id) == "Green");
      CHECK(B.pt(Id) == PT{1, 1});
    }
    CHECK(B.landTypes(Yavimaya) == "Forest");
    CHECK(B.landTypes(Plains) == "Plains Forest");
    CHECK(B.cardTypes(Ultimus) == "Creature Land");
    CHECK(B.landTypes(Ultimus) == "Forest");
    CHECK(B.pt(Ultimus) == PT{1, 1});
  }
  SECTION("Life and Limb earlier: it applies to the Ultimus only; Yavimaya "
          "and the Plains become Forests too late to be animated") {
    ObjectId Limb = B.add("Life and Limb");
    ObjectId Yavimaya = B.add("Yavimaya, Cradle of Growth");
    B.recompute();
    CHECK(B.order(Layer::L4) == std::vector<ObjectId>{Ultimus, Limb, Yavimaya});
    CHECK(B.reason(Layer::L4, Limb) == OrderReason::DependencyLoop);
    CHECK(B.cardTypes(Ultimus) == "Creature Land");
    CHECK(B.landTypes(Ultimus) == "Forest");
    CHECK(B.colors(Ultimus) == "Green");
    CHECK(B.pt(Ultimus) == PT{1, 1});
    for (ObjectId Id : {Yavimaya, Plains}) {
      CAPTURE(Id);
      CHECK(B.cardTypes(Id) == "Land");
      CHECK(B.creatureTypes(Id) == "");
      CHECK(B.colors(Id) == "");
    }
    CHECK(B.landTypes(Yavimaya) == "Forest");
    CHECK(B.landTypes(Plains) == "Plains Forest");
  }
}

TEST_CASE("CR 613.8a: with no nonland Saproling, Life and Limb simply "
          "depends on Yavimaya", "[layers][cr613.8a]") {
  // No loop (613.8 note: the dependency depends on the board): Yavimaya
  // applies first in either order, so its Forests are all animated.
  bool YavimayaFirst = GENERATE(true, false);
  CAPTURE(YavimayaFirst);
  BoardBuilder B;
  ObjectId Plains = B.add("Plains");
  ObjectId Yavimaya = kNoObject;
  if (YavimayaFirst)
    Yavimaya = B.add("Yavimaya, Cradle of Growth");
  ObjectId Limb = B.add("Life and Limb");
  if (!YavimayaFirst)
    Yavimaya = B.add("Yavimaya, Cradle of Growth");
  B.recompute();
  CHECK(B.order(Layer::L4) == std::vector<ObjectId>{Yavimaya, Limb});
  for (ObjectId Id : {Yavimaya, Plains}) {
    CAPTURE(Id);
    CHECK(B.cardTypes(Id) == "Creature Land");
    CHECK(B.creatureTypes(Id) == "Saproling");
    CHECK(B.colors(Id) == "Green");
    CHECK(B.pt(Id) == PT{1, 1});
    CHECK(B.hasIntrinsicManaAbility(Id, Subtype::Forest));
  }
}

TEST_CASE("CR 613.8c: Life and Limb becomes dependent on Xenograft once "
          "Kormus Bell has animated a Swamp", "[layers][cr613.8c]") {
  // Timestamps: Kormus Bell, Life and Limb, Xenograft. At the start of
  // layer 4 there are no creatures: Xenograft waits on Kormus Bell (which
  // would give it a creature to apply to), and Life and Limb depends on
  // nothing, so Kormus Bell (earliest) applies. Re-evaluated (613.8c):
  // Xenograft naming Saproling would now make the Swamp a Saproling, so
  // Life and Limb waits for it, and then animates the Swamp. (Had the order
  // been fixed at the start of the layer, Life and Limb would have applied
  // before the later Xenograft and missed the Swamp.)
  BoardBuilder B;
  ObjectId Swamp = B.add("Swamp");
  ObjectId Bell = B.add("Kormus Bell");
  ObjectId Limb = B.add("Life and Limb");

  SECTION("Xenograft naming Saproling: the Swamp is a green Saproling "
          "Forest") {
    ObjectId Graft = B.add("Xenograft", {.ChosenType = Subtype::Saproling});
    B.recompute();
    CHECK(B.order(Layer::L4) == std::vector<ObjectId>{Bell, Graft, Limb});
    CHECK(B.reason(Layer::L4, Limb) == OrderReason::Dependency);
    CHECK(B.cardTypes(Swamp) == "Creature Land");
    CHECK(B.creatureTypes(Swamp) == "Saproling");
    CHECK(B.landTypes(Swamp) == "Swamp Forest");
    CHECK(B.colors(Swamp) == "Green"); // Life and Limb's layer 5 is later
    CHECK(B.pt(Swamp) == PT{1, 1});
  }
  SECTION("Xenograft naming Elf: Life and Limb never reaches the Swamp") {
    B.add("Xenograft", {.ChosenType = Subtype::Elf});
    B.recompute();
    CHECK(B.cardTypes(Swamp) == "Creature Land");
    CHECK(B.creatureTypes(Swamp) == "Elf");
    CHECK(B.landTypes(Swamp) == "Swamp");
    CHECK(B.colors(Swamp) == "Black");
    CHECK(B.pt(Swamp) == PT{1, 1});
  }
}

TEST_CASE("CR 613.8a: Anger's effect depends on Yixlid Jailer, in either "
          "order", "[layers][cr613.8a][cr113.6]") {
  // Anger's ability functions in its owner's graveyard (113.6) while its
  // owner controls a Mountain. Yixlid Jailer removes abilities from cards
  // in graveyards in layer 6, the layer Anger's effect applies in: applying
  // the Jailer would end the existence of Anger's effect.
  BoardBuilder B;
  ObjectId Bears = B.add("Grizzly Bears");
  ObjectId Theirs = B.add("Runeclaw Bear", {.Owner = 1});
  SECTION("a Mountain and Anger in the graveyard: its owner's creatures "
          "have haste") {
    B.add("Mountain");
    B.add("Anger", {.In = Zone::Graveyard});
    B.recompute();
    CHECK(B.hasKeyword(Bears, Keyword::Haste));
    CHECK_FALSE(B.hasKeyword(Theirs, Keyword::Haste));
  }
  SECTION("no Mountain: no haste") {
    B.add("Forest");
    B.add("Anger", {.In = Zone::Graveyard});
    B.recompute();
    CHECK_FALSE(B.hasKeyword(Bears, Keyword::Haste));
  }
  SECTION("a Tropical Island made a Mountain by Blood Moon (layer 4) counts") {
    B.add("Tropical Island");
    B.add("Blood Moon", {.Owner = 1});
    B.add("Anger", {.In = Zone::Graveyard});
    B.recompute();
    CHECK(B.hasKeyword(Bears, Keyword::Haste));
  }
  SECTION("on the battlefield, only its own printed haste") {
    B.add("Mountain");
    ObjectId Anger = B.add("Anger");
    B.recompute();
    CHECK(B.hasKeyword(Anger, Keyword::Haste));
    CHECK_FALSE(B.hasKeyword(Bears, Keyword::Haste));
  }
  SECTION("with Yixlid Jailer, earlier or later: no haste") {
    bool JailerFirst = GENERATE(true, false);
    CAPTURE(JailerFirst);
    B.add("Mountain");
    if (JailerFirst)
      B.add("Yixlid Jailer", {.Owner = 1});
    ObjectId Anger = B.add("Anger", {.In = Zone::Graveyard});
    if (!JailerFirst)
      B.add("Yixlid Jailer", {.Owner = 1});
    B.recompute();
    CHECK_FALSE(B.hasKeyword(Bears, Keyword::Haste));
    CHECK(B.skipped(Layer::L6, Anger));
  }
}

TEST_CASE("CR 613.8a: March of the Machines depends on Mycosynth Lattice, "
          "in either order", "[layers][cr613.8a]") {
  // The Lattice makes every permanent an artifact, which changes what March
  // applies to (613.8a (b)); so March waits for it even when March is
  // earlier, and animates every noncreature permanent, March included.
  bool MarchFirst = GENERATE(true, false);
  CAPTURE(MarchFirst);
  BoardBuilder B;
  ObjectId March = kNoObject, Lattice = kNoObject;
  ObjectId Forest = B.add("Forest");
  if (MarchFirst)
    March = B.add("March of the Machines");
  Lattice = B.add("Mycosynth Lattice");
  if (!MarchFirst)
    March = B.add("March of the Machines");
  B.recompute();
  CHECK(B.cardTypes(March) == "Artifact Creature Enchantment");
  CHECK(B.pt(March) == PT{4, 4});
  CHECK(B.pt(Lattice) == PT{6, 6});
  // A land has no mana cost: mana value 0 (202.3a).
  CHECK(B.cardTypes(Forest) == "Artifact Creature Land");
  CHECK(B.pt(Forest) == PT{0, 0});
}

namespace {
/// Every object of \p B as the reference oracle (every pair tried after
/// every application) computes it, and the same applications in the same
/// order for the same reasons.
void checkAgainstOracle(BoardBuilder &B, const std::vector<ObjectId> &Ids) {
  strata::layers::LayerEngine Engine, Oracle;
  Oracle.setOrdering(strata::layers::Ordering::TrialAllPairs);
  strata::layers::Trace EngineOrder, OracleOrder;
  Engine.recompute(B.board(), &EngineOrder);
  Oracle.recompute(B.board(), &OracleOrder);
  for (ObjectId Id : Ids) {
    INFO("object " << Id << " " << B.board().objects()[Id].Card->Face.Name);
    CHECK(Engine.characteristics(Id) == Oracle.characteristics(Id));
  }
  REQUIRE(EngineOrder.Steps.size() == OracleOrder.Steps.size());
  for (std::size_t K = 0; K < EngineOrder.Steps.size(); ++K) {
    const auto &E = EngineOrder.Steps[K], &O = OracleOrder.Steps[K];
    INFO("application " << K << ": " << E.Effect << " of " << E.Source);
    CHECK(E.L == O.L);
    CHECK(E.Source == O.Source);
    CHECK(E.Effect == O.Effect);
    CHECK(E.Reason == O.Reason);
  }
}
} // namespace

TEST_CASE("D159: many candidate pairs in layer 6, re-evaluated only when needed, give the "
          "order of every pair tried",
          "[layers][cr613.8a][cr613.8b][cr613.8c]") {
  // Lords granting abilities (each lord's existence reads its source's
  // abilities, which the others and Humility write: hundreds of candidate
  // pairs), Levitations granting flying (which no pair reads: applications
  // after which the pairs need no second look), Humility among them by
  // timestamp, creatures of each lord's type.
  BoardBuilder B;
  static constexpr const char *kLords[] = {"Goblin King", "Elvish Champion",
                                           "Lord of Atlantis"};
  static constexpr const char *kCreatures[] = {"Raging Goblin", "Llanowar Elves",
                                               "Merfolk of the Pearl Trident", "Grizzly Bears"};
  const int HumilityAt = GENERATE(0, 9, 30);
  std::vector<ObjectId> Ids;
  for (int I = 0; I < 40; ++I) {
    if (I == HumilityAt)
      Ids.push_back(B.add("Humility", {.Owner = 1}));
    Ids.push_back(B.add(I % 3 == 2 ? "Levitation" : kLords[I % 3],
                        {.Owner = static_cast<PlayerId>(I % 2)}));
    Ids.push_back(B.add(kCreatures[I % 4], {.Owner = static_cast<PlayerId>(I % 2)}));
  }
  checkAgainstOracle(B, Ids);
}

TEST_CASE("D159: CR 613.8c's re-evaluation in a layer of many candidate pairs",
          "[layers][cr613.8c]") {
  // Kormus Bell, Life and Limb, then Xenografts (the case above, 613.8c:
  // Life and Limb comes to depend on the first Xenograft once the Bell has
  // animated the Swamp), among enough other Xenografts that layer 4 has
  // more candidate pairs than D159 sweeps after every application.
  BoardBuilder B;
  std::vector<ObjectId> Ids;
  Ids.push_back(B.add("Swamp"));
  ObjectId Bell = B.add("Kormus Bell");
  ObjectId Limb = B.add("Life and Limb");
  ObjectId Graft = B.add("Xenograft", {.ChosenType = Subtype::Saproling});
  for (int I = 0; I < 12; ++I)
    Ids.push_back(B.add("Xenograft", {.ChosenType = I % 2 ? Subtype::Elf : Subtype::Goblin}));
  Ids.insert(Ids.end(), {Bell, Limb, Graft});
  B.recompute();
  CHECK(B.reason(Layer::L4, Limb) == OrderReason::Dependency);
  CHECK(B.landTypes(Ids[0]) == "Swamp Forest");
  checkAgainstOracle(B, Ids);
}
