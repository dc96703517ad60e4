//===- Expectations.h - Comparing expected and actual fields ---*- C++ -*-===//
#ifndef STRATA_SCENARIO_EXPECTATIONS_H
#define STRATA_SCENARIO_EXPECTATIONS_H

#include "strata/game/Game.h"
#include "strata/scenario/Labels.h"
#include "strata/scenario/Scenario.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>
#include <string>
#include <vector>

namespace strata::scenario {

/// Compares one expected field with the game: "expected X, got Y" when they
/// differ. Exactly one of \p Player and \p Object is set; \p IdOf names an
/// object as the scenario does.
std::optional<std::string>
compareField(const game::Game &G, std::optional<runtime::PlayerId> Player,
             std::optional<runtime::ObjectId> Object, const Field &F,
             const std::vector<Word> &Players,
             llvm::function_ref<std::string(runtime::ObjectId)> IdOf);

} // namespace strata::scenario

#endif
