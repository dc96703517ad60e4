//===- GraphSvg.h - DOT to SVG with Graphviz's library ---------*- C++ -*-===//
#ifndef STRATA_TOOLS_GRAPHSVG_H
#define STRATA_TOOLS_GRAPHSVG_H

#include <string>

namespace strata::tool {

/// Lays out \p Dot with Graphviz's `dot` engine (libgvc) and returns the SVG
/// document; on failure, an empty string and the reason in \p Error.
std::string renderSvg(const std::string &Dot, std::string &Error);

} // namespace strata::tool

#endif
