//===- StrictJson.h - What the protocol's JSON may be ----------*- C++ -*-===//
///
/// \file
/// A check, before parsing, that a message is JSON the protocol can take
/// (docs/protocol.md): no object with a key twice (`"type":"join",
/// "type":"create"` would mean whichever the parser kept), no number with a
/// fraction or an exponent (every number of the protocol is an integer:
/// `"option": 0.0` is not option 0), and no nesting deeper than a bound (the
/// parser recurses: 200,000 brackets overflow its stack). The scan is
/// iterative and linear; it does not check the rest of the grammar, which
/// the parser does after it (llvm::json::parse).
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_SERVICE_STRICTJSON_H
#define STRATA_SERVICE_STRICTJSON_H

#include <optional>
#include <string>
#include <string_view>

namespace strata::service {

/// Why \p Text is not JSON the protocol takes, or nothing. \p MaxDepth
/// bounds the nesting of arrays and objects.
std::optional<std::string> strictJsonProblem(std::string_view Text, unsigned MaxDepth);

} // namespace strata::service

#endif
