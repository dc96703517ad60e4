//===- WallbreakerRam.cpp - Wallbreaker Ram (adversarial card) ------------===//
//
// Accepted adversarial card (issue 11, point 4). Category: a user iterator
// whose operator* reads, driven by std::count_if, in a condition. Hidden
// access: SightingIterator::operator* reads Zone, CardType.Creature,
// Controller and Toughness of every object (role: source, as every read of
// a condition); only std::count_if dereferences it. Board:
// boards/wallbreaker-ram.yaml (Bob's Glorious Anthem, later, makes his Hill
// Giant 4/4: the Ram's effect stops existing, CR 613.8a).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <algorithm>
#include <cstddef>
#include <iterator>

namespace strata::cards {
using namespace runtime;

/// {2}{R} Creature - Sheep 2/2: "Wallbreaker Ram gets +2/+0 as long as no
/// opponent controls a creature with toughness 4 or greater."
struct WallbreakerRam {
  static constexpr CardFace Face = {
      .Name = "Wallbreaker Ram",
      .Cost = ManaCost::parse("{2}{R}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Sheep},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      .Text = "Wallbreaker Ram gets +2/+0 as long as no opponent controls a "
              "creature with toughness 4 or greater."};

  /// What the Ram sees of one object.
  struct Sighting {
    bool OpposingCreature;
    int Toughness;
  };

  /// Every object, seen from the side of player You.
  class SightingIterator {
  public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Sighting;
    using difference_type = std::ptrdiff_t;
    using pointer = const Sighting *;
    using reference = Sighting;

    SightingIterator() = default;
    SightingIterator(const EffectContext &Ctx, PlayerId You, int At)
        : Ctx(&Ctx), You(You), At(At) {}

    Sighting operator*() const {
      const auto X = Ctx->object(static_cast<ObjectId>(At));
      return {X.zone() == Zone::Battlefield && X.isType(CardType::Creature) &&
                  X.controller() != You,
              X.toughness()};
    }
    SightingIterator &operator++() {
      ++At;
      return *this;
    }
    SightingIterator operator++(int) {
      SightingIterator Before = *this;
      ++At;
      return Before;
    }
    friend bool operator==(const SightingIterator &A, const SightingIterator &B) {
      return A.At == B.At;
    }

  private:
    const EffectContext *Ctx = nullptr;
    PlayerId You = kNoPlayer;
    int At = 0;
  };

  /// Layer 7c (CR 613.4c), on itself, while no wall stands against it.
  struct ChargesUnopposed : Effect, Part<Layer::L7c> {
    static bool isActive(const EffectContext &Ctx) {
      const PlayerId You = Ctx.source().controller();
      return std::count_if(SightingIterator(Ctx, You, 0),
                           SightingIterator(Ctx, You, Ctx.numObjects()),
                           [](const Sighting &S) {
                             return S.OpposingCreature && S.Toughness >= 4;
                           }) == 0;
    }
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().id();
    }
    static void apply(const EffectContext &, ObjectView &O) { O.addPower(2); }
  };

  using Abilities = AbilityTypes<StaticAbility<ChargesUnopposed>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::WallbreakerRam::ChargesUnopposed, ::strata::cards::WallbreakerRam::ChargesUnopposed, L7c, false, "", "", "CardType.Creature Controller Toughness Zone", "CardType.Creature Controller Toughness Zone", "Power"){{$}}
