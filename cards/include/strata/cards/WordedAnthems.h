//===- WordedAnthems.h - Pumps named by a word of the text ------*- C++ -*-===//
///
/// \file
/// Static abilities that several cards print with one word changed. The
/// word is read from the source's text (CR 612.2), so one effect class
/// serves every card that prints it, and a text-changing effect (Magical
/// Hack, Sleight of Mind) changes what it names. A card lists the words in
/// its CardFace::Words in the order each effect gives.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_CARDS_WORDEDANTHEMS_H
#define STRATA_CARDS_WORDEDANTHEMS_H

#include "strata/runtime/Card.h"

namespace strata::cards {

/// "Other [creature type] get +1/+1 and have [land type]walk." (Lord of
/// Atlantis, Goblin King, Elvish Champion.) Words: the creature type, then
/// the land type. One effect, two layers (CR 613.6): its set is fixed in
/// layer 6 and the same objects get the bonus in 7c.
struct LordOfItsType : runtime::Effect {
  /// "Other [type]" (the source is excluded by id): permanents with that
  /// creature type (CR 205.3c).
  static bool appliesTo(const runtime::EffectContext &Ctx, const runtime::ObjectView &O) {
    return O.zone() == runtime::Zone::Battlefield && O.id() != Ctx.source().id() &&
           O.hasCreatureType(Ctx.source().textSubtype(0));
  }
  /// Layer 6: grants the landwalk for its land word (CR 702.14).
  struct GrantsLandwalk : runtime::Part<runtime::Layer::L6> {
    static void apply(const runtime::EffectContext &Ctx, runtime::ObjectView &O) {
      O.addKeyword(runtime::landwalkFor(Ctx.source().textSubtype(1)));
    }
  };
  /// Layer 7c: +1/+1 (CR 613.4c).
  struct PumpsByOne : runtime::Part<runtime::Layer::L7c> {
    static void apply(const runtime::EffectContext &, runtime::ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };
  using Parts = runtime::PartList<GrantsLandwalk, PumpsByOne>;
};

/// "[Color] creatures get +1/+1." (Crusade, Bad Moon.) Word: the color.
/// Layer 7c (CR 613.4c).
struct ColorAnthem : runtime::Effect, runtime::Part<runtime::Layer::L7c> {
  static bool appliesTo(const runtime::EffectContext &Ctx, const runtime::ObjectView &O) {
    return O.zone() == runtime::Zone::Battlefield && O.isType(runtime::CardType::Creature) &&
           O.isColor(Ctx.source().textColor(0));
  }
  static void apply(const runtime::EffectContext &, runtime::ObjectView &O) {
    O.addPower(1);
    O.addToughness(1);
  }
};

} // namespace strata::cards

#endif
