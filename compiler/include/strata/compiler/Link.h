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

#include <map>
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
/// Symbol -> (a followed body, where it was seen: an object or a library).
using BodyIndex = std::map<std::string, std::pair<FollowedBody, std::string>>;

/// Adds \p Bodies, seen in \p From, to \p Seen: an error naming both
/// places for each symbol already seen with another body.
void compareBodies(BodyIndex &Seen, const std::map<std::string, FollowedBody> &Bodies,
                   const std::string &From, std::vector<std::string> &Errors);

/// The card libraries whose merged facts (`stratac --link --json`) are
/// \p Jsons, linked into one program: the linker keeps one copy of each
/// inline function or instantiation across them all, so every followed
/// body must agree across libraries too. The errors, if any.
std::vector<std::string> checkLibraries(const std::vector<std::string> &Jsons);

std::vector<std::string> linkFacts(const std::vector<std::string> &Objects,
                                   Facts &Out);

} // namespace strata::compiler

#endif // STRATA_COMPILER_LINK_H
