//===- Link.h - Gathering the facts of compiled card objects ----*- C++ -*-===//
///
/// \file
/// `stratac --compile` leaves beside each object it writes the facts of the
/// same parse (OBJECT.facts.json). `stratac --link` reads them for the
/// objects of one library: it checks that each object is the one its facts
/// were made with, that every inline function or template instantiation
/// the analysis followed has one definition across the objects (the
/// linker keeps only one copy), merges the facts and renders the data that
/// defines them (Emit.h, renderData). No clang here.
///
//===----------------------------------------------------------------------===//

#ifndef STRATA_COMPILER_LINK_H
#define STRATA_COMPILER_LINK_H

#include "strata/compiler/EffectFacts.h"

#include <string>
#include <vector>

namespace strata::compiler {

/// Where `stratac --compile` writes the facts of \p Object.
std::string factsPathOf(const std::string &Object);

/// A hash of the bytes of \p Path (empty when it cannot be read).
std::string hashOfFile(const std::string &Path);

/// Parses facts as renderJson writes them; "" on success, else why not.
std::string parseFacts(const std::string &Json, Facts &Out);

/// Merges the facts of \p Objects into \p Out. Returns the errors, each a
/// complete message (`file:line:col: error: ...` where a place is known).
std::vector<std::string> linkFacts(const std::vector<std::string> &Objects,
                                   Facts &Out);

} // namespace strata::compiler

#endif // STRATA_COMPILER_LINK_H
