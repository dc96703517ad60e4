//===- EffectFacts.h - Binding stratac's output ----------------*- C++ -*-===//
///
/// \file
/// Defines STRATA_FACTS_DATA so that the data `stratac --link` generates
/// (one line per (effect, part) used by the card objects it was given)
/// defines FactsOf<Effect, Part>::Value. The definition is bound to the
/// declaration by symbol, the one the compiler gave FactsOf<E, P>::Value in
/// the card objects themselves (stratac compiled them and mangled it), so
/// this file needs no card's declarations and the data comes from the same
/// parse as the code that runs. Hidden: each module has its own. Weak: an
/// effect defined in a shared header (the keyword rules' exalted, Keywords.h)
/// is in every card library, and a program linking two keeps one copy of
/// its code and one of its facts; `stratac --check-libraries` (D70) stops
/// the build when the libraries' bodies, and so their facts, differ.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_RUNTIME_EFFECTFACTS_H
#define STRATA_RUNTIME_EFFECTFACTS_H

#include "strata/runtime/Effect.h"

#define STRATA_FACTS_DATA(Id, Symbol, PartName, EffectName, LayerName, IsCda,  \
                          Filter, Apply, Source, Others, Writes)               \
  [[gnu::weak, gnu::visibility("hidden")]] extern constinit const               \
      ::strata::runtime::PartFacts strata_facts_##Id __asm__(Symbol) = {       \
          PartName,                                                            \
          EffectName,                                                          \
          ::strata::runtime::Layer::LayerName,                                 \
          IsCda,                                                               \
          ::strata::runtime::CharacteristicSet::parse(Filter),                 \
          ::strata::runtime::CharacteristicSet::parse(Apply),                  \
          ::strata::runtime::CharacteristicSet::parse(Source),                 \
          ::strata::runtime::CharacteristicSet::parse(Others),                 \
          ::strata::runtime::CharacteristicSet::parse(Writes)};

#endif
