//===- AnswerLogFuzzer.cpp - libFuzzer target: answer logs ----------------===//
///
/// \file
/// One input is an answer log (tools/strata/AnswerLog.h), replayed exactly
/// as `strata replay FILE` replays it (replayLog, Replay.h): checked as
/// UTF-8 text, parsed, the game set up from its seed and decks and played
/// with its answers, refused ones and answers past the end included. Any
/// input must end in a located error, a refusal or the final state, never
/// in a crash, a sanitizer report or a hang. Seeds: fuzz/corpus-answerlog
/// (logs of AI-vs-AI games and malformed ones).
///
//===----------------------------------------------------------------------===//
#include "Replay.h"

#include "strata/cards/CardLibrary.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

// The preset decks look their cards up in the program's registry.
[[gnu::used]] static auto *const RegistryLink = &strata::cards::findCard;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *Data, std::size_t Size) {
  // A copy: null-terminated, as the file strata replay reads is
  // (llvm::line_iterator relies on it).
  auto Log = llvm::MemoryBuffer::getMemBufferCopy(
      llvm::StringRef(reinterpret_cast<const char *>(Data), Size), "fuzz.log");
  int Status = strata::tool::replayLog(*Log, "fuzz.log", llvm::nulls(), llvm::nulls());
  if (Status < 0 || Status > 2)
    std::abort();
  return 0;
}
