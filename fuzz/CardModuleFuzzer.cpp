//===- CardModuleFuzzer.cpp - libFuzzer target: card module files ---------===//
///
/// \file
/// One input is a file handed to `strata --cards`: written to a file, then
/// checked as loadCardModule checks it before loading (cards/src/
/// ModuleCheck.h): opened, its ELF structure read, then, if it holds
/// together, loaded on trial in a child process with the entry point, the
/// ABI string and the cards read. The seeds are a real module of this
/// build (scripts/ci-robustness.sh copies it in) and fuzz/corpus-cardmodule:
/// mutations truncate and damage it. This process must never crash, hang or
/// report; every refusal names the file. (What a damaged module does in the
/// child is the trial's business: it is reported, never reached here.)
///
//===----------------------------------------------------------------------===//
#include "ModuleCheck.h"

#include "strata/cards/CardLibrary.h"
#include "strata/cards/CardModule.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include <fcntl.h>
#include <unistd.h>

// A trial load registers the module's cards in the child's registry: a
// reference from here pulls the program's registry (strata_cards) in.
[[gnu::used]] static auto *const RegistryLink = &strata::cards::findCard;

namespace {

/// The trial reads every card's name and text to the end, as a program does.
void readCards(strata::cards::CardSpan Cards) {
  volatile unsigned Sum = 0;
  for (const strata::runtime::CardDef *C : Cards) {
    for (char Ch : C->Face.Name)
      Sum = Sum + static_cast<unsigned char>(Ch);
    for (char Ch : C->Face.Text)
      Sum = Sum + static_cast<unsigned char>(Ch);
  }
}

std::string inputPath() {
  char Dir[] = "/tmp/strata-fuzz-cardmodule-XXXXXX";
  if (!mkdtemp(Dir))
    std::abort();
  return std::string(Dir) + "/input.cards.so";
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *Data, std::size_t Size) {
  static const std::string Path = [] {
    strata::cards::setCardModuleTrial(&readCards);
    return inputPath();
  }();
  int Fd = ::open(Path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (Fd < 0)
    std::abort();
  for (std::size_t Done = 0; Done < Size;) {
    ssize_t N = ::write(Fd, Data + Done, Size - Done);
    if (N <= 0)
      std::abort();
    Done += static_cast<std::size_t>(N);
  }
  ::close(Fd);
  std::string Error = strata::cards::checkCardModule(Path, Path);
  if (!Error.empty() && Error.find(Path) == std::string::npos) {
    std::fprintf(stderr, "a refusal that does not name the file: %s\n", Error.c_str());
    std::abort();
  }
  return 0;
}
