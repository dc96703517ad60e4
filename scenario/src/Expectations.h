//===- Expectations.h - Comparing expected and actual fields ---*- C++ -*-===//
///
/// \file
/// What an expectation field's row (ExpectationFields.cpp) compares: the
/// game and the object or player an `expect:` entry names, and the
/// comparisons the rows share ("expected X, got Y").
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_SCENARIO_EXPECTATIONS_H
#define STRATA_SCENARIO_EXPECTATIONS_H

#include "strata/game/Game.h"
#include "strata/scenario/Labels.h"
#include "strata/scenario/Scenario.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

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

/// What a row compares against: the game and the player or the object
/// (with its characteristics as the layers computed them).
struct FieldContext {
  const game::Game &G;
  runtime::PlayerId Player = runtime::kNoPlayer; ///< for a player's field
  runtime::ObjectId Id = runtime::kNoObject;     ///< for an object's field
  const std::vector<Word> &Players;
  llvm::function_ref<std::string(runtime::ObjectId)> IdOf;

  const runtime::GameObject &object() const { return G.board().object(Id); }
  runtime::Characteristics characteristics() const { return G.layers().characteristics(Id); }
  /// CR 208.3: only creatures have power and toughness.
  bool hasPowerToughness() const { return G.layers().hasPowerToughness(Id); }
};

/// The comparisons rows share.
namespace compare {
/// Lists compare as sets, words case-insensitively.
std::optional<std::string> sets(const std::vector<Word> &Want,
                                const std::vector<std::string> &Got);
std::optional<std::string> word(llvm::StringRef Want, llvm::StringRef Got);
std::optional<std::string> integer(const Word &Want, int Got);
std::optional<std::string> boolean(const Word &Want, bool Got);
/// "[a, b]", sorted.
std::string showSet(const std::vector<std::string> &V);
} // namespace compare

} // namespace strata::scenario

#endif
