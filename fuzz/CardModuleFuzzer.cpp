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
/// The trial is bounded at kTrialSeconds, well under libFuzzer's -timeout
/// (10 s in scripts/ci-robustness.sh), so a module that loops in its trial
/// is a refusal, as in strata, not a reported timeout (the seed
/// fuzz/corpus-cardmodule/trial-loops-for-ever is a shared object whose
/// constructor loops: with strata's 60 s it was libFuzzer's timeout, now it
/// is refused in 3 s). Each input's file
/// and folder are removed after it is checked: nothing is left in the
/// temporary folder. The trial's child forgets libFuzzer's death callback:
/// a damaged module that stops the child under ASan (its globals'
/// registration fails a CHECK) made the child write the input as a
/// crash-* artifact, though the fuzzer itself ran on (findings that
/// reproduce as nothing).
///
//===----------------------------------------------------------------------===//
#include "ModuleCheck.h"

#include "strata/cards/CardLibrary.h"
#include "strata/cards/CardModule.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

#include <fcntl.h>
#include <pthread.h>
#include <unistd.h>

// The sanitizers' interface (sanitizer/common_interface_defs.h).
extern "C" void __sanitizer_set_death_callback(void (*Callback)(void));

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

/// The trial's bound here (strata's is 60 s).
constexpr unsigned kTrialSeconds = 3;

/// A folder of its own for one input, removed with the input when the
/// input has been checked.
struct InputFolder {
  std::string Dir, Path;
  InputFolder() {
    std::string Template =
        (std::filesystem::temp_directory_path() / "strata-fuzz-cardmodule-XXXXXX").string();
    if (!::mkdtemp(Template.data()))
      std::abort();
    Dir = Template;
    Path = Dir + "/input.cards.so";
  }
  ~InputFolder() {
    ::unlink(Path.c_str());
    ::rmdir(Dir.c_str());
  }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *Data, std::size_t Size) {
  [[maybe_unused]] static const bool Set = [] {
    strata::cards::setCardModuleTrial(&readCards);
    strata::cards::setCardModuleTrialSeconds(kTrialSeconds);
    // In a trial's child (the only fork here), a sanitizer's death is the
    // child's end, reported by the trial, not a finding of the fuzzer.
    ::pthread_atfork(nullptr, nullptr, [] { __sanitizer_set_death_callback(nullptr); });
    return true;
  }();
  InputFolder Input;
  const std::string &Path = Input.Path;
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
