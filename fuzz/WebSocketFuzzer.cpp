//===- WebSocketFuzzer.cpp - libFuzzer target: strata serve's transport ---===//
///
/// \file
/// One input is everything one client sends on one connection to `strata
/// serve`'s server (tools/strata/WebSocket.cpp), run on loopback in this
/// process: the HTTP upgrade request (its Origin and Sec-WebSocket-Key
/// checked, RFC 6455 4.2.1), then WebSocket frames (RFC 6455 5: masking,
/// fragments, control frames, lengths up to 2^63, the 16 KB message limit)
/// carrying messages to the game service, then the end of the stream. The
/// server must answer and close without a crash, a sanitizer report or a
/// hang; the same server serves every input, as it serves every client.
///
//===----------------------------------------------------------------------===//
#include "WebSocket.h"

#include "strata/cards/CardLibrary.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

// The preset decks (strata_cards_api) look their cards up in the program's
// registry (strata_cards), which the link scans before them: a reference
// from here pulls the registry in, whatever order the archives come in.
[[gnu::used]] static auto *const RegistryLink = &strata::cards::findCard;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *Data, std::size_t Size) {
  strata::tool::serveBytesForFuzzing(
      std::string_view(reinterpret_cast<const char *>(Data), Size));
  return 0;
}
