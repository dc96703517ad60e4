//===- AuditSelfTest.tests.cpp - The audit build catches what it should ---===//
///
/// \file
/// An effect whose hand-written facts leave out what it really reads and
/// writes: in an audit build (STRATA_AUDIT) the layer engine must report
/// each access outside the facts, by role; in other builds nothing is
/// recorded and nothing is reported (the audit costs nothing).
///
//===----------------------------------------------------------------------===//
#include "strata/cards/CardLibrary.h"
#include "strata/layers/AuditedEffects.h"
#include "strata/layers/LayerEngine.h"
#include "strata/runtime/Audit.h"
#include "strata/runtime/Effect.h"

#include <catch2/catch.hpp>

#include <string>

namespace {
using namespace strata;
using namespace strata::runtime;

/// "Creatures with flying get +1/+0 for each card type of its source":
/// the facts below claim it reads only CardType.Creature (filter) and
/// writes only Power.
struct Mislabelled {
  static bool appliesTo(const EffectContext &, const ObjectView &O) {
    return O.isType(CardType::Creature) && O.hasKeyword(Keyword::Flying);
  }
  static void apply(const EffectContext &Ctx, ObjectView &O) {
    O.addPower(Ctx.source().types().size());
    O.addToughness(1);
  }
};

constexpr PartFacts kFacts = {"Mislabelled", "Mislabelled", Layer::L7c, false,
                              CharacteristicSet::parse("CardType.Creature"),
                              CharacteristicSet(), CharacteristicSet(), CharacteristicSet(),
                              CharacteristicSet::parse("Power")};
constexpr PartDescriptor kParts[] = {{Layer::L7c, &Mislabelled::apply, &kFacts}};
constexpr EffectDescriptor kEffect = {false, &Mislabelled::appliesTo,
                                      nullptr, kParts, 1, layerBit(Layer::L7c)};

bool mentions(const std::vector<std::string> &Problems, const std::string &What) {
  for (const std::string &P : Problems)
    if (P.find(What) != std::string::npos)
      return true;
  return false;
}
} // namespace

TEST_CASE("audit: accesses outside an effect's metadata are reported by role",
          "[audit]") {
  Board B;
  GameObject &Angel = B.addObject(*cards::findCard("Serra Angel"), 0, Zone::Battlefield);
  ObjectId AngelId = Angel.Id;
  ObjectId Anthem = B.addObject(*cards::findCard("Glorious Anthem"), 0, Zone::Battlefield).Id;
  CreatedEffect E;
  E.Effect = &kEffect;
  E.Source = Anthem;
  E.Locked = {AngelId};
  B.addEffect(E);
  layers::LayerEngine Engine;
  Engine.setAuditFatal(false);
  Engine.recompute(B); // lockAffectedSet reads the last characteristics
  Engine.lockAffectedSet(B, B.Effects[0]); // the filter runs here (611.2c)
  std::vector<std::string> P = Engine.problems();
  Engine.recompute(B);
  P.insert(P.end(), Engine.problems().begin(), Engine.problems().end());
  if constexpr (kAudit) {
    CHECK(mentions(P, "(filter) read Keyword.Flying"));
    CHECK(mentions(P, "(apply) read through its source CardType.*"));
    CHECK(mentions(P, "(apply) wrote Toughness"));
    CHECK_FALSE(mentions(P, "wrote Power"));
  } else {
    CHECK(P.empty());
  }
  // The real cards' metadata covers what they do.
  Board Clean;
  Clean.addObject(*cards::findCard("Serra Angel"), 0, Zone::Battlefield);
  Clean.addObject(*cards::findCard("Glorious Anthem"), 0, Zone::Battlefield);
  Engine.recompute(Clean);
  CHECK(Engine.problems().empty());
}

TEST_CASE("audit: the record of checked calls says which filters and applies ran",
          "[audit]") {
  const EffectDescriptor &Anthem = *cards::findCard("Glorious Anthem")->ability(0).Effect;
  const EffectDescriptor &Levitation = *cards::findCard("Levitation")->ability(0).Effect;
  auto Find = [](const EffectDescriptor &E) -> const layers::AuditedEffect * {
    static std::vector<layers::AuditedEffect> All;
    All = layers::auditedEffects();
    for (const layers::AuditedEffect &A : All)
      if (A.Effect == &E)
        return &A;
    return nullptr;
  };
  // Glorious Anthem pumps Serra Angel; Levitation's filter finds no
  // creature of Bob's, so its apply never runs.
  Board B;
  B.addObject(*cards::findCard("Serra Angel"), 0, Zone::Battlefield);
  B.addObject(*cards::findCard("Glorious Anthem"), 0, Zone::Battlefield);
  B.addObject(*cards::findCard("Levitation"), 1, Zone::Battlefield);
  layers::clearAuditedEffects();
  layers::LayerEngine Engine;
  Engine.recompute(B);
  if constexpr (kAudit) {
    const layers::AuditedEffect *A = Find(Anthem);
    REQUIRE(A);
    CHECK(A->Filter);
    CHECK(A->Applied == 1);
    const layers::AuditedEffect *L = Find(Levitation);
    REQUIRE(L);
    CHECK(L->Filter);
    CHECK(L->Applied == 0);
  } else {
    CHECK(layers::auditedEffects().empty());
  }
  layers::clearAuditedEffects();
  CHECK(layers::auditedEffects().empty());
}

namespace {
/// Test only: pumps the object it applies to, and the next object too,
/// which no apply may write. Other objects' views are read-only
/// (ObjectReader); this downcasts one, which stratac refuses in card code,
/// to check that the audit still catches it.
struct WritesAnother {
  static bool appliesTo(const EffectContext &, const ObjectView &) { return true; }
  static void apply(const EffectContext &Ctx, ObjectView &O) {
    O.addPower(1);
    ObjectReader Next = Ctx.object(static_cast<ObjectId>((O.id() + 1) % Ctx.numObjects()));
    static_cast<ObjectView &>(Next).addPower(1);
  }
};
constexpr PartFacts kStrayFacts = {"WritesAnother", "WritesAnother", Layer::L7c, false,
                                   CharacteristicSet(), CharacteristicSet(),
                                   CharacteristicSet(), CharacteristicSet(),
                                   CharacteristicSet::parse("Power")};
constexpr PartDescriptor kStrayParts[] = {{Layer::L7c, &WritesAnother::apply, &kStrayFacts}};
constexpr EffectDescriptor kStray = {false, &WritesAnother::appliesTo,
                                     nullptr, kStrayParts, 1, layerBit(Layer::L7c)};
} // namespace

TEST_CASE("audit: an apply that writes an object other than its own and its source's is "
          "reported",
          "[audit]") {
  Board B;
  ObjectId Bears = B.addObject(*cards::findCard("Grizzly Bears"), 0, Zone::Battlefield).Id;
  B.addObject(*cards::findCard("Savannah Lions"), 0, Zone::Battlefield);
  B.addObject(*cards::findCard("Glorious Anthem"), 0, Zone::Battlefield);
  CreatedEffect E;
  E.Effect = &kStray;
  E.Source = kNoObject;
  E.Locked = {Bears};
  B.addEffect(E);
  layers::LayerEngine Engine;
  Engine.setAuditFatal(false);
  Engine.recompute(B);
  if constexpr (kAudit)
    CHECK(mentions(Engine.problems(),
                   "(apply) wrote object 1, neither the object it applies to nor its source"));
  else
    CHECK(Engine.problems().empty());
}

namespace {
/// "Each creature gets +X/+0, where X is the next object's toughness": the
/// facts below list the read among the apply's but not among other
/// objects' reads, as if it were the affected object's own.
struct ReadsAnother {
  static bool appliesTo(const EffectContext &, const ObjectView &O) {
    return O.isType(CardType::Creature);
  }
  static void apply(const EffectContext &Ctx, ObjectView &O) {
    O.addPower(Ctx.object(static_cast<ObjectId>((O.id() + 1) % Ctx.numObjects())).toughness());
  }
};
constexpr PartFacts kWhoseFacts = {"ReadsAnother", "ReadsAnother", Layer::L7c, false,
                                   CharacteristicSet::parse("CardType.Creature"),
                                   CharacteristicSet::parse("Toughness"),
                                   CharacteristicSet(), CharacteristicSet(),
                                   CharacteristicSet::parse("Power")};
constexpr PartDescriptor kWhoseParts[] = {{Layer::L7c, &ReadsAnother::apply, &kWhoseFacts}};
constexpr EffectDescriptor kWhose = {false, &ReadsAnother::appliesTo,
                                     nullptr, kWhoseParts, 1, layerBit(Layer::L7c)};
} // namespace

TEST_CASE("audit: a read on another object the facts take for the affected object's is "
          "reported",
          "[audit]") {
  Board B;
  ObjectId Bears = B.addObject(*cards::findCard("Grizzly Bears"), 0, Zone::Battlefield).Id;
  B.addObject(*cards::findCard("Savannah Lions"), 0, Zone::Battlefield);
  CreatedEffect E;
  E.Effect = &kWhose;
  E.Source = kNoObject;
  E.Locked = {Bears};
  B.addEffect(E);
  layers::LayerEngine Engine;
  Engine.setAuditFatal(false);
  Engine.recompute(B);
  if constexpr (kAudit) {
    CHECK(mentions(Engine.problems(), "(apply) read on another object Toughness"));
    CHECK_FALSE(mentions(Engine.problems(), "(apply) read Toughness"));
  } else {
    CHECK(Engine.problems().empty());
  }
}
