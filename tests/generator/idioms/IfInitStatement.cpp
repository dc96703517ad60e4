//===- IfInitStatement.cpp - Runed Halberd (ordinary idiom) ---------------===//
//
// Ordinary idiom (issue 25, point 4): `if` statements with an initialiser
// (`if (const ObjectId Host = ...; Host != kNoObject)`), in the filter and
// in the apply. Must be accepted with exactly these facts. The source's
// Attachment is a source read; the affected object's Counters an apply
// read.
//
//===----------------------------------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2} Artifact - Equipment: "Equipped creature gets +1/+0 for each +1/+1
/// counter on it, and +0/+1 if it has none. / Equip {2}"
struct IfInitStatement {
  static constexpr CardFace Face = {
      .Name = "Runed Halberd",
      .Cost = ManaCost::parse("{2}"),
      .Types = {CardType::Artifact},
      .Subtypes = {Subtype::Equipment},
      .Keywords = {Keyword::Equip},
      .Text = "Equipped creature gets +1/+0 for each +1/+1 counter on it, and "
              "+0/+1 if it has none.\nEquip {2}"};

  /// Layer 7c (CR 613.4c), on the equipped creature (CR 301.5).
  struct EmpowersTheBearer : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      if (const ObjectId Host = Ctx.source().attachedTo(); Host != kNoObject)
        return O.id() == Host;
      return false;
    }
    static void apply(const EffectContext &, ObjectView &O) {
      if (const int Counters = O.plusOneCounters(); Counters > 0)
        O.addPower(Counters);
      else
        O.addToughness(1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<EmpowersTheBearer>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::IfInitStatement::EmpowersTheBearer, ::strata::cards::IfInitStatement::EmpowersTheBearer, L7c, false, "", "Counters", "Attachment", "", "Power Toughness"){{$}}
