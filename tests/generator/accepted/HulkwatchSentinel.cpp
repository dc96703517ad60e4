//===- HulkwatchSentinel.cpp - Hulkwatch Sentinel (adversarial card) ------===//
//
// Accepted adversarial card (issue 11, point 4). Category: a user iterator
// driven by the standard library. Hidden access: HulkCursor::operator++
// reads Zone, CardType.Creature and Power of the other objects (role:
// apply); only std::next and std::distance call it (the cursor's
// constructor reads nothing). Board: boards/hulkwatch-sentinel.yaml
// (Glorious Anthem, later, makes Hill Giant 4/4: the Sentinel depends on
// it).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <cstddef>
#include <iterator>

namespace strata::cards {
using namespace runtime;

/// {3}{G} Creature - Human Warrior 2/3: "Hulkwatch Sentinel gets +1/+1 for
/// each other creature on the battlefield with power 4 or greater."
struct HulkwatchSentinel {
  static constexpr CardFace Face = {
      .Name = "Hulkwatch Sentinel",
      .Cost = ManaCost::parse("{3}{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Human, Subtype::Warrior},
      .HasPT = true,
      .Power = 2,
      .Toughness = 3,
      .Text = "Hulkwatch Sentinel gets +1/+1 for each other creature on the "
              "battlefield with power 4 or greater."};

  /// Walks the other creatures on the battlefield with power 4 or
  /// greater, by id. A cursor starts before its first object: std::next
  /// moves it onto the first one.
  class HulkCursor {
  public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = ObjectId;
    using difference_type = std::ptrdiff_t;
    using pointer = const ObjectId *;
    using reference = ObjectId;

    HulkCursor() = default;
    HulkCursor(const EffectContext &Ctx, ObjectId Self, int At)
        : Ctx(&Ctx), Self(Self), At(At) {}

    ObjectId operator*() const { return static_cast<ObjectId>(At); }
    HulkCursor &operator++() {
      for (++At; At < Ctx->numObjects(); ++At) {
        const auto X = Ctx->object(static_cast<ObjectId>(At));
        if (X.id() != Self && X.zone() == Zone::Battlefield &&
            X.isType(CardType::Creature) && X.power() >= 4)
          break;
      }
      return *this;
    }
    HulkCursor operator++(int) {
      HulkCursor Before = *this;
      ++*this;
      return Before;
    }
    friend bool operator==(const HulkCursor &A, const HulkCursor &B) {
      return A.At == B.At;
    }

  private:
    const EffectContext *Ctx = nullptr;
    ObjectId Self = kNoObject;
    int At = 0;
  };

  /// Layer 7c (CR 613.4c), on itself.
  struct PumpsPerHulk : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().id();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const HulkCursor First = std::next(HulkCursor(Ctx, O.id(), -1));
      const HulkCursor Last(Ctx, O.id(), Ctx.numObjects());
      const auto N = static_cast<int>(std::distance(First, Last));
      O.addPower(N);
      O.addToughness(N);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsPerHulk>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::HulkwatchSentinel::PumpsPerHulk, ::strata::cards::HulkwatchSentinel::PumpsPerHulk, L7c, false, "", "CardType.Creature Power Zone", "", "CardType.Creature Power Zone", "Power Toughness"){{$}}
