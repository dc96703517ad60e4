//===- CardLibrary.h - Every card, by name ---------------------*- C++ -*-===//
///
/// \file
/// The cards compiled into this build, with their generated effect metadata
/// bound in.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_CARDS_CARDLIBRARY_H
#define STRATA_CARDS_CARDLIBRARY_H

#include "strata/runtime/CardDef.h"

#include <span>
#include <string_view>

namespace strata::cards {

/// Every card, sorted by name.
std::span<const runtime::CardDef *const> allCards();

/// The card with this exact Oracle name, or null.
const runtime::CardDef *findCard(std::string_view Name);

} // namespace strata::cards

#endif
