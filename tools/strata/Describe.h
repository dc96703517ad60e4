//===- Describe.h - Characteristics as a judge reads them ------*- C++ -*-===//
#ifndef STRATA_TOOLS_DESCRIBE_H
#define STRATA_TOOLS_DESCRIBE_H

#include "strata/game/Events.h"
#include "strata/layers/Trace.h"
#include "strata/runtime/Characteristics.h"

#include <functional>
#include <string>
#include <vector>

namespace strata::tool {

/// "Creature Enchantment" style lists of an object's words.
std::string typesOf(const runtime::Characteristics &C);
std::string subtypesOf(const runtime::Characteristics &C);
std::string colorsOf(const runtime::Characteristics &C);
std::string abilitiesOf(const runtime::Characteristics &C);

/// What changed between two values, one "field: old -> new" per changed
/// characteristic.
std::vector<std::string> describeChange(const runtime::Characteristics &Before,
                                        const runtime::Characteristics &After,
                                        const std::vector<std::string> &Players);

/// Why an effect applied where it did, citing the rule.
std::string describeReason(const layers::TraceStep &S);
std::string describeDependency(const layers::Dependency &D);

/// One event of the game's log, as a sentence citing its rule: "Hill Giant
/// dealt 3 combat damage to Bob (CR 510.2)"; \p Name names objects.
std::string describeEvent(const game::GameEvent &E,
                          const std::function<std::string(runtime::ObjectId)> &Name,
                          const std::vector<std::string> &Players);

} // namespace strata::tool

#endif
