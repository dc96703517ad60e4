//===- Escape.h - Text from input, made safe for where it is printed -*- C++ -*-===//
///
/// \file
/// Every string strata prints that came from input (scenario and file names,
/// ids, card and effect names from card modules, players, decks, messages
/// quoting them) goes through here, by destination (decisions.md D112):
///
///   text()  one line of terminal text        `PASS NAME (FILE)`
///   html()  HTML text or attribute value     explain --html
///   xml()   XML 1.0 text or attribute value  check --format=junit
///   dot()   the inside of a DOT quoted string  graph, explain --html
///   json()  a JSON string's value (UTF-8)    check --format=json
///
/// All of them first make the string *visible*: its printable characters
/// stay as they are; a control character (C0, DEL, C1: ESC starts the
/// terminal's escape sequences), a character that reorders or hides text
/// (U+202E and the other bidirectional controls, zero-width characters,
/// line and paragraph separators), a noncharacter, and every byte that is
/// not part of valid UTF-8 (a lone surrogate, an overlong form) become a
/// backslash escape (\x1b, \n, \u202e, \xed). So one name reads the same in
/// every format and each format stays well formed (XML cannot hold a
/// control character, JSON must be UTF-8); then each adds its own escapes.
///
/// out() and err() are the process's standard output and error through the
/// same filter (newlines and tabs kept), for what a printer writes whole:
/// diagnostics quoting a source line, a message built elsewhere. Every
/// command prints through them.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_TOOLS_ESCAPE_H
#define STRATA_TOOLS_ESCAPE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <cstddef>
#include <string>

namespace strata::tool::escape {

/// No bound on the characters kept (see dot()).
inline constexpr std::size_t kWhole = static_cast<std::size_t>(-1);

/// One line of terminal text: the visible form (newlines escaped too).
std::string text(llvm::StringRef S);

/// HTML text or a quoted attribute value: the visible form, then & < > " '.
std::string html(llvm::StringRef S);

/// XML 1.0 text or a quoted attribute value: the visible form (newlines
/// and tabs kept, as &#10; and &#9;), then the five entities. Always well
/// formed, whatever the bytes.
std::string xml(llvm::StringRef S);

/// The inside of a DOT quoted string: the visible form, then `"` and `\`
/// escaped and `&` as `&amp;` (Graphviz reads entities in labels). At most
/// \p MaxChars characters of the visible form are kept, the rest replaced
/// by "…" (what is drawn is bounded: a 15 MiB name took Graphviz minutes).
std::string dot(llvm::StringRef S, std::size_t MaxChars = kWhole);

/// A JSON string's value, for llvm::json: the visible form with newlines
/// and tabs kept (valid UTF-8; the JSON writer escapes those itself).
std::string json(llvm::StringRef S);

/// Standard output and error through the terminal filter.
llvm::raw_ostream &out();
llvm::raw_ostream &err();

} // namespace strata::tool::escape

#endif
