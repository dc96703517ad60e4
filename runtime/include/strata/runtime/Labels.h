//===- Labels.h - An object's abilities and types as words ----*- C++ -*-===//
///
/// \file
/// The names a reader sees for an object's computed characteristics: its
/// ability labels (keywords by keyword, a basic land type's mana ability by
/// its text, CR 305.6, others by the printing card's name or "Name #N", as
/// docs/scenario-format.md names them) and its type line (CR 205).
/// Plain C++, so a program embedding the engine has them without LLVM.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_RUNTIME_LABELS_H
#define STRATA_RUNTIME_LABELS_H

#include "strata/runtime/Characteristics.h"

#include <string>
#include <vector>

namespace strata::runtime {

/// The labels of an object's abilities, keywords first.
std::vector<std::string> abilityLabels(const Characteristics &C);

/// CR 205: "Legendary Creature — Elf Warrior"; an object with every
/// creature type (702.73a) says so after its other subtypes.
std::string typeLine(const Characteristics &C);

} // namespace strata::runtime

#endif
