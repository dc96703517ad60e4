//===- CardModules.cpp - Loading card libraries at run time ---------------===//
//
// A card module is checked before this program loads it (ModuleCheck.h,
// decisions.md D111): the file itself (a regular file, opened, so a symbolic
// link loop or a folder is named as such), its ELF structure (a truncated
// copy is refused before the loader maps past its end), then a trial load in
// a child process. Then dlopen, and the ABI string before anything else: a
// module built against other headers would call into this program's engine
// with another layout of its objects, so it is refused before one of its
// cards is touched.
//
//===----------------------------------------------------------------------===//
#include "strata/cards/CardModule.h"

#include "ModuleCheck.h"

#include <algorithm>
#include <bit>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <filesystem>
#include <link.h>
#include <poll.h>
#include <set>
#include <sys/stat.h>
#include <sys/wait.h>
#include <system_error>
#include <unistd.h>
#include <vector>

namespace strata::cards {
namespace {

/// "strata 0.1 1a2b... plain" -> "Strata 0.1 (headers 1a2b..., plain variant)".
std::string describeAbi(std::string_view Abi) {
  std::vector<std::string_view> Words;
  while (!Abi.empty()) {
    auto Space = Abi.find(' ');
    Words.push_back(Abi.substr(0, Space));
    Abi = Space == std::string_view::npos ? std::string_view() : Abi.substr(Space + 1);
  }
  if (Words.size() != 4 || Words[0] != "strata")
    return "an unknown Strata";
  return std::string("Strata ")
      .append(Words[1])
      .append(" (headers ")
      .append(Words[2])
      .append(", ")
      .append(Words[3])
      .append(" variant)");
}

} // namespace

namespace {

/// strerror's text, starting in lower case ("no such file or directory").
std::string errnoText(int Errno) {
  std::string S = std::strerror(Errno);
  if (!S.empty() && S[0] >= 'A' && S[0] <= 'Z')
    S[0] = static_cast<char>(S[0] - 'A' + 'a');
  if (Errno == ELOOP)
    S += " (a symbolic link loop)";
  return S;
}

/// An open descriptor, closed at the end of its scope.
struct FileDescriptor {
  int Fd = -1;
  FileDescriptor() = default;
  explicit FileDescriptor(int F) : Fd(F) {}
  FileDescriptor(const FileDescriptor &) = delete;
  FileDescriptor &operator=(const FileDescriptor &) = delete;
  ~FileDescriptor() {
    if (Fd >= 0)
      ::close(Fd);
  }
};

/// Reads exactly Size bytes at Offset, or fails.
bool readAt(int Fd, void *Out, std::size_t Size, std::uint64_t Offset) {
  auto *P = static_cast<char *>(Out);
  while (Size) {
    ssize_t N = ::pread(Fd, P, Size, static_cast<off_t>(Offset));
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      return false;
    P += N, Size -= static_cast<std::size_t>(N), Offset += static_cast<std::uint64_t>(N);
  }
  return true;
}

/// This machine's ELF machine number (0: not checked).
constexpr unsigned kHostMachine =
#if defined(__x86_64__)
    EM_X86_64;
#elif defined(__aarch64__)
    EM_AARCH64;
#elif defined(__i386__)
    EM_386;
#elif defined(__arm__)
    EM_ARM;
#elif defined(__riscv)
    EM_RISCV;
#elif defined(__powerpc64__)
    EM_PPC64;
#else
    0;
#endif

using Ehdr = ElfW(Ehdr);
using Phdr = ElfW(Phdr);
using Dyn = ElfW(Dyn);

const char *segmentName(std::uint32_t Type) {
  switch (Type) {
  case PT_LOAD: return "LOAD";
  case PT_DYNAMIC: return "DYNAMIC";
  case PT_INTERP: return "INTERP";
  case PT_NOTE: return "NOTE";
  case PT_TLS: return "TLS";
  case PT_GNU_EH_FRAME: return "GNU_EH_FRAME";
  case PT_GNU_RELRO: return "GNU_RELRO";
  case PT_GNU_PROPERTY: return "GNU_PROPERTY";
  default: return "other";
  }
}

/// The module opened in this process: its handle and description.
struct Opened {
  void *Handle = nullptr;
  const CardModule *M = nullptr;
};

/// dlopen, the entry point and the ABI string (see loadCardModule).
std::string openModule(const std::string &Path, const std::string &Canonical, Opened &Out) {
  // RTLD_NOW: a symbol the module needs and this program lacks is reported
  // here, not at the first call. The canonical path holds a '/': dlopen
  // never looks for it in the library path.
  void *Handle = dlopen(Canonical.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!Handle) {
    const char *Why = dlerror();
    return "cannot load card library " + Path + ": " + (Why ? Why : "dlopen failed") +
           " (a card library is built by strata_add_cards against this Strata)";
  }
  using Entry = const CardModule *(*)();
  auto Get = reinterpret_cast<Entry>(dlsym(Handle, kCardModuleSymbol));
  if (!Get) {
    dlclose(Handle);
    return "cannot load card library " + Path + ": it is not a Strata card library (no " +
           kCardModuleSymbol + "; build it with strata_add_cards)";
  }
  const CardModule *M = Get();
  if (!M || !M->Abi || std::strcmp(M->Abi, kStrataAbi) != 0) {
    std::string Built = M && M->Abi ? describeAbi(M->Abi) : "an unknown Strata";
    std::string Here = describeAbi(kStrataAbi);
    // Read from the module before it is unloaded (its strings go with it).
    bool OtherVariant = M && M->Abi &&
                        std::string_view(M->Abi).ends_with(" audit") !=
                            std::string_view(kStrataAbi).ends_with(" audit");
    dlclose(Handle);
    std::string Error = "cannot load card library " + Path + ": it was built against " +
                        Built + ", this program is " + Here;
    if (OtherVariant)
      Error += std::string_view(kStrataAbi).ends_with(" audit")
                   ? "; load its audit variant (<target>.audit-cards.so) here"
                   : "; load it in strata-audit, or the plain variant (<target>.cards.so) here";
    else
      Error += "; rebuild the library against this Strata";
    return Error;
  }
  Out = {Handle, M};
  return {};
}

/// Runs the module's finalizers as the loader does at this program's exit
/// (glibc's _dl_fini: DT_FINI_ARRAY from last to first, then DT_FINI; the
/// first entry calls __cxa_finalize for the module's static objects). The
/// trial must run them: damaged code that only runs at exit killed the
/// program after a trial that passed. dlclose would not do it for a module
/// holding unique symbols, which stays loaded.
void runFinalizers(void *Handle) {
  link_map *Map = nullptr;
  if (::dlinfo(Handle, RTLD_DI_LINKMAP, &Map) != 0 || !Map || !Map->l_ld)
    return;
  ElfW(Addr) FiniArray = 0, FiniArraySize = 0, Fini = 0;
  for (const ElfW(Dyn) *D = Map->l_ld; D->d_tag != DT_NULL; ++D) {
    if (D->d_tag == DT_FINI_ARRAY)
      FiniArray = D->d_un.d_ptr;
    else if (D->d_tag == DT_FINI_ARRAYSZ)
      FiniArraySize = D->d_un.d_val;
    else if (D->d_tag == DT_FINI)
      Fini = D->d_un.d_ptr;
  }
  using Function = void (*)();
  if (FiniArray) {
    const auto *Array = reinterpret_cast<const ElfW(Addr) *>(Map->l_addr + FiniArray);
    for (std::size_t I = FiniArraySize / sizeof(ElfW(Addr)); I-- > 0;)
      reinterpret_cast<Function>(Array[I])();
  }
  if (Fini)
    reinterpret_cast<Function>(Map->l_addr + Fini)();
}

/// The program's reading of a module's cards in the trial (setCardModuleTrial).
void (*TrialRead)(CardSpan) = nullptr;

/// The trial load's time bound (setCardModuleTrialSeconds): a module's
/// constructors and card list take milliseconds; a damaged one may loop.
unsigned TrialSeconds = 60;

/// Loads the module in a child process as loadCardModule would (ModuleCheck.h).
std::string trialLoad(const std::string &Path, const std::string &Canonical) {
  int Pipe[2];
  if (::pipe2(Pipe, O_CLOEXEC) != 0)
    return "cannot load card library " + Path + ": cannot start its trial load: " +
           errnoText(errno);
  std::fflush(nullptr);
  pid_t Child = ::fork();
  if (Child < 0) {
    int E = errno;
    ::close(Pipe[0]), ::close(Pipe[1]);
    return "cannot load card library " + Path + ": cannot start its trial load: " +
           errnoText(E);
  }
  if (Child == 0) {
    // The child: a crash is its end, not a report (the program's or a
    // fuzzer's handlers would print or record it); it prints nothing.
    for (int Sig : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS})
      std::signal(Sig, SIG_DFL);
    sigset_t All;
    sigemptyset(&All);
    sigprocmask(SIG_SETMASK, &All, nullptr);
    ::close(Pipe[0]);
    if (int Null = ::open("/dev/null", O_RDWR); Null >= 0) {
      ::dup2(Null, 0), ::dup2(Null, 1), ::dup2(Null, 2);
      if (Null > 2)
        ::close(Null);
    }
    Opened O;
    std::string Error = openModule(Path, Canonical, O);
    if (Error.empty())
      Error = addCardLibrary(Path, O.M->Cards());
    if (Error.empty() && TrialRead)
      TrialRead(O.M->Cards());
    if (Error.empty())
      runFinalizers(O.Handle);
    std::string Reply = (Error.empty() ? "K" : "E") + Error;
    const char *P = Reply.data();
    std::size_t Left = Reply.size();
    while (Left) {
      ssize_t N = ::write(Pipe[1], P, Left);
      if (N < 0 && errno == EINTR)
        continue;
      if (N <= 0)
        break;
      P += N, Left -= static_cast<std::size_t>(N);
    }
    ::_exit(0);
  }
  ::close(Pipe[1]);
  std::string Reply;
  bool TimedOut = false;
  auto Deadline = std::chrono::steady_clock::now() + std::chrono::seconds(TrialSeconds);
  for (;;) {
    auto Left = std::chrono::duration_cast<std::chrono::milliseconds>(
        Deadline - std::chrono::steady_clock::now());
    if (Left.count() <= 0) {
      TimedOut = true;
      break;
    }
    pollfd P{Pipe[0], POLLIN, 0};
    int R = ::poll(&P, 1, static_cast<int>(Left.count()));
    if (R < 0 && errno == EINTR)
      continue;
    if (R <= 0) {
      TimedOut = R == 0;
      break;
    }
    char Buf[4096];
    ssize_t N = ::read(Pipe[0], Buf, sizeof Buf);
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      break;
    Reply.append(Buf, static_cast<std::size_t>(N));
    if (Reply.size() > (1u << 20))
      break;
  }
  ::close(Pipe[0]);
  if (TimedOut)
    ::kill(Child, SIGKILL);
  int Status = 0;
  while (::waitpid(Child, &Status, 0) < 0 && errno == EINTR) {
  }
  std::string Damaged = "cannot load card library " + Path + ": ";
  if (TimedOut)
    return Damaged + "loading it did not finish in " + std::to_string(TrialSeconds) +
           " s (a trial load in a child process was stopped); the file is damaged, or not a "
           "card library: rebuild it with strata_add_cards";
  if (!Reply.empty() && WIFEXITED(Status) && WEXITSTATUS(Status) == 0)
    return Reply[0] == 'K' ? std::string() : Reply.substr(1);
  std::string How;
  if (WIFSIGNALED(Status)) {
    const char *Name = ::sigabbrev_np(WTERMSIG(Status));
    How = "it was killed by signal " + std::to_string(WTERMSIG(Status)) +
          (Name ? std::string(" (SIG") + Name + ")" : std::string());
  } else {
    How = "it ended with exit status " +
          std::to_string(WIFEXITED(Status) ? WEXITSTATUS(Status) : -1) + " and no answer";
  }
  return Damaged + "a trial load in a child process failed: " + How +
         "; the file is damaged, or not a card library: rebuild it with strata_add_cards";
}

} // namespace

void setCardModuleTrial(void (*ReadCards)(CardSpan)) { TrialRead = ReadCards; }

void setCardModuleTrialSeconds(unsigned Seconds) { TrialSeconds = Seconds ? Seconds : 1; }

std::string checkElfFile(int Fd, std::uint64_t Size) {
  auto Truncated = [&](const std::string &What, std::uint64_t End) {
    return "the file is truncated or damaged: " + What + " ends at byte " +
           std::to_string(End) + ", the file has " + std::to_string(Size) + " bytes";
  };
  const std::string NotModule = "it is not a shared object of this machine";
  unsigned char Ident[EI_NIDENT];
  if (Size < SELFMAG || !readAt(Fd, Ident, SELFMAG, 0) ||
      std::memcmp(Ident, ELFMAG, SELFMAG) != 0)
    return "it is not a card library (not an ELF file; a card library is built by "
           "strata_add_cards)";
  Ehdr H;
  if (Size < sizeof H || !readAt(Fd, &H, sizeof H, 0))
    return Truncated("the ELF header", sizeof H);
  bool Little = std::endian::native == std::endian::little;
  if (H.e_ident[EI_CLASS] != (sizeof(void *) == 8 ? ELFCLASS64 : ELFCLASS32) ||
      H.e_ident[EI_DATA] != (Little ? ELFDATA2LSB : ELFDATA2MSB) ||
      H.e_ident[EI_VERSION] != EV_CURRENT || H.e_version != EV_CURRENT)
    return NotModule + " (another word size, byte order or ELF version)";
  if (H.e_type != ET_DYN)
    return NotModule + " (an ELF file, but not a shared object)";
  if (kHostMachine && H.e_machine != kHostMachine)
    return NotModule + " (built for another processor)";
  if (H.e_phentsize != sizeof(Phdr) || H.e_phnum == 0 || H.e_phnum >= PN_XNUM)
    return "the file is damaged: its ELF header is inconsistent (program headers)";
  std::uint64_t PhEnd = static_cast<std::uint64_t>(H.e_phnum) * sizeof(Phdr);
  if (H.e_phoff > Size || PhEnd > Size - H.e_phoff)
    return Truncated("its program header table", H.e_phoff + PhEnd);
  std::vector<Phdr> Ph(H.e_phnum);
  if (!readAt(Fd, Ph.data(), PhEnd, H.e_phoff))
    return "cannot read its program headers";
  const Phdr *Dynamic = nullptr;
  bool AnyLoad = false;
  for (std::size_t I = 0; I < Ph.size(); ++I) {
    const Phdr &P = Ph[I];
    // Every byte a segment takes from the file is in the file: the loader
    // maps them, and a page past the end is a SIGBUS when touched.
    if (P.p_filesz && (P.p_offset > Size || P.p_filesz > Size - P.p_offset))
      return Truncated("its segment " + std::to_string(I) + " (" + segmentName(P.p_type) + ")",
                       P.p_offset + P.p_filesz);
    if (P.p_type == PT_LOAD) {
      AnyLoad = true;
      if (P.p_filesz > P.p_memsz || P.p_memsz > (std::uint64_t(1) << 40))
        return "the file is damaged: its segment " + std::to_string(I) +
               " (LOAD) has inconsistent sizes";
    }
    if (P.p_type == PT_DYNAMIC) {
      if (Dynamic)
        return "the file is damaged: it has two dynamic sections";
      Dynamic = &P;
    }
  }
  if (!AnyLoad || !Dynamic)
    return NotModule + " (no loadable segment or no dynamic section)";
  // An address the loader follows lies in the file-backed part of a
  // loaded segment (or, for Size bytes, all of them do).
  auto Loaded = [&](std::uint64_t Addr, std::uint64_t Bytes) {
    for (const Phdr &P : Ph)
      if (P.p_type == PT_LOAD && Addr >= P.p_vaddr && Addr - P.p_vaddr <= P.p_filesz &&
          Bytes <= P.p_filesz - (Addr - P.p_vaddr))
        return true;
    return false;
  };
  if (!Loaded(Dynamic->p_vaddr, Dynamic->p_filesz) || Dynamic->p_filesz % sizeof(Dyn) != 0)
    return "the file is damaged: its dynamic section is outside its loaded segments";
  std::vector<Dyn> D(Dynamic->p_filesz / sizeof(Dyn));
  if (D.size() > 100000 || !readAt(Fd, D.data(), Dynamic->p_filesz, Dynamic->p_offset))
    return "the file is damaged: its dynamic section cannot be read";
  std::uint64_t Found[64] = {}; // the value of each tag below 64 (0: absent)
  bool Ended = false;
  for (const Dyn &E : D) {
    if (E.d_tag == DT_NULL) {
      Ended = true;
      break;
    }
    if (E.d_tag >= 0 && E.d_tag < 64)
      Found[E.d_tag] = E.d_un.d_val;
  }
  if (!Ended)
    return "the file is damaged: its dynamic section has no end";
  struct Range {
    int Addr, Size;
    const char *What;
  };
  static constexpr Range kRanges[] = {
      {DT_STRTAB, DT_STRSZ, "string table"},     {DT_RELA, DT_RELASZ, "relocations"},
      {DT_REL, DT_RELSZ, "relocations"},         {DT_JMPREL, DT_PLTRELSZ, "PLT relocations"},
      {DT_INIT_ARRAY, DT_INIT_ARRAYSZ, "initializers"},
      {DT_FINI_ARRAY, DT_FINI_ARRAYSZ, "finalizers"},
      {DT_SYMTAB, -1, "symbol table"},           {DT_HASH, -1, "hash table"},
      {DT_INIT, -1, "initializer"},              {DT_FINI, -1, "finalizer"}};
  for (const Range &R : kRanges) {
    std::uint64_t Addr = Found[R.Addr], Bytes = R.Size >= 0 ? Found[R.Size] : 1;
    if (Addr && !Loaded(Addr, Bytes))
      return std::string("the file is damaged: its ") + R.What +
             " lies outside its loaded segments";
  }
  if (!Found[DT_STRTAB] || !Found[DT_SYMTAB])
    return NotModule + " (no symbol table)";
  // The names the loader reads (needed libraries, its own name) are in the
  // string table.
  for (const Dyn &E : D) {
    if (E.d_tag == DT_NULL)
      break;
    if ((E.d_tag == DT_NEEDED || E.d_tag == DT_SONAME || E.d_tag == DT_RUNPATH ||
         E.d_tag == DT_RPATH) &&
        E.d_un.d_val >= Found[DT_STRSZ])
      return "the file is damaged: a name in its dynamic section is outside its string table";
  }
  return {};
}

std::string checkCardModule(const std::string &Path, const std::string &Canonical) {
  std::string Prefix = "cannot load card library " + Path + ": ";
  // Opened, not just looked at: the error is the file's (a symbolic link
  // loop, permissions), and a FIFO does not block (O_NONBLOCK).
  FileDescriptor F(::open(Canonical.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY));
  if (F.Fd < 0)
    return Prefix + errnoText(errno);
  struct stat St;
  if (::fstat(F.Fd, &St) != 0)
    return Prefix + errnoText(errno);
  if (S_ISDIR(St.st_mode))
    return Prefix + "it is a folder, not a card library (STRATA_CARD_PATH takes folders)";
  if (!S_ISREG(St.st_mode))
    return Prefix + "not a regular file";
  if (std::string Why = checkElfFile(F.Fd, static_cast<std::uint64_t>(St.st_size));
      !Why.empty())
    return Prefix + Why +
           (Why.find("strata_add_cards") == std::string::npos
                ? " (rebuild it with strata_add_cards)"
                : "");
  return trialLoad(Path, Canonical);
}

std::string loadCardModule(const std::string &Path) {
  // The file's own error first (no such file, a symbolic link loop, not
  // permitted): realpath would report the same, but less precisely.
  if (::access(Path.c_str(), F_OK) != 0 && errno != EACCES)
    return "cannot load card library " + Path + ": " + errnoText(errno);
  std::error_code Ec;
  std::filesystem::path Canonical = std::filesystem::canonical(Path, Ec);
  if (Ec)
    return "cannot load card library " + Path + ": " + errnoText(Ec.value());
  // The same file named twice (STRATA_CARD_PATH and --cards) is loaded once.
  static std::set<std::filesystem::path> Loaded;
  if (Loaded.count(Canonical))
    return {};
  if (std::string Error = checkCardModule(Path, Canonical.string()); !Error.empty())
    return Error;
  Opened O;
  if (std::string Error = openModule(Path, Canonical.string(), O); !Error.empty())
    return Error;
  // The module stays loaded: the registry keeps pointers to its cards.
  std::string Error = addCardLibrary(Path, O.M->Cards());
  if (Error.empty())
    Loaded.insert(Canonical);
  return Error;
}

std::string loadCardPath(std::string_view CardPath) {
  // Each file and folder is read once however often it is named (a path
  // naming one big folder 20,000 times listed it 20,000 times): entries
  // are compared by their canonical path.
  std::set<std::string> Seen;
  while (!CardPath.empty()) {
    auto Colon = CardPath.find(':');
    std::string Entry(CardPath.substr(0, Colon));
    CardPath = Colon == std::string_view::npos ? std::string_view() : CardPath.substr(Colon + 1);
    if (Entry.empty())
      continue;
    std::error_code Ec;
    std::filesystem::path Canonical = std::filesystem::canonical(Entry, Ec);
    if (!Ec && !Seen.insert(Canonical.string()).second)
      continue;
    if (Ec || !std::filesystem::is_directory(Canonical, Ec)) {
      if (std::string Error = loadCardModule(Entry); !Error.empty())
        return Error + " (in STRATA_CARD_PATH)";
      continue;
    }
    std::vector<std::string> Files;
    for (std::filesystem::directory_iterator It(Entry, Ec), End; !Ec && It != End;
         It.increment(Ec)) {
      std::string Name = It->path().filename().string();
      if (Name.size() > kCardModuleSuffix.size() && Name.ends_with(kCardModuleSuffix))
        Files.push_back(It->path().string());
    }
    if (Ec)
      return "cannot read " + Entry + " (in STRATA_CARD_PATH): " + errnoText(Ec.value());
    std::sort(Files.begin(), Files.end());
    for (const std::string &F : Files)
      if (std::string Error = loadCardModule(F); !Error.empty())
        return Error + " (in STRATA_CARD_PATH)";
  }
  return {};
}

} // namespace strata::cards
