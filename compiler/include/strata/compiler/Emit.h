//===- Emit.h - Rendering and writing stratac's outputs ---------*- C++ -*-===//
///
/// \file
/// Turns Facts into the `.inc` table, the JSON report and the depfile, and
/// writes files only when their content changes (so the build does not
/// recompile what includes them when nothing changed).
///
//===----------------------------------------------------------------------===//

#ifndef STRATA_COMPILER_EMIT_H
#define STRATA_COMPILER_EMIT_H

#include "strata/compiler/EffectFacts.h"

#include <string>
#include <string_view>

namespace strata::compiler {

/// One `STRATA_PART_FACTS(...)` line per part, sorted by part name.
std::string renderInc(const Facts &F);

/// The C++ data defining `FactsOf<E, P>::Value` for every part an object
/// uses (by its symbol), for `stratac --link`.
std::string renderData(const Facts &F);

/// The same facts with source positions, as pretty-printed JSON.
std::string renderJson(const Facts &F);

/// A Makefile rule `Target: <every dependency>`, paths escaped for Make.
std::string renderDepfile(const Facts &F, std::string_view Target);

/// Writes \p Content to \p Path unless the file already holds exactly that.
/// Returns an empty string on success, else a message naming the problem.
std::string writeIfChanged(const std::string &Path, std::string_view Content);

} // namespace strata::compiler

#endif // STRATA_COMPILER_EMIT_H
