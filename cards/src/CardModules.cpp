//===- CardModules.cpp - Loading card libraries at run time ---------------===//
//
// dlopen, then the ABI string before anything else: a module built against
// other headers would call into this program's engine with another layout
// of its objects, so it is refused before one of its cards is touched.
//
//===----------------------------------------------------------------------===//
#include "strata/cards/CardModule.h"

#include <algorithm>
#include <cstring>
#include <dlfcn.h>
#include <filesystem>
#include <set>
#include <system_error>
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

std::string loadCardModule(const std::string &Path) {
  std::error_code Ec;
  if (!std::filesystem::is_regular_file(Path, Ec))
    return "cannot load card library " + Path + ": " +
           (std::filesystem::exists(Path, Ec) ? "not a regular file" : "no such file");
  // The same file named twice (STRATA_CARD_PATH and --cards) is loaded once.
  static std::set<std::filesystem::path> Loaded;
  std::filesystem::path Canonical = std::filesystem::canonical(Path, Ec);
  if (Loaded.count(Canonical))
    return {};
  // RTLD_NOW: a symbol the module needs and this program lacks is reported
  // here, not at the first call.
  void *Handle = dlopen(Path.c_str(), RTLD_NOW | RTLD_LOCAL);
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
  // The module stays loaded: the registry keeps pointers to its cards.
  std::string Error = addCardLibrary(Path, M->Cards());
  if (Error.empty())
    Loaded.insert(Canonical);
  return Error;
}

std::string loadCardPath(std::string_view CardPath) {
  while (!CardPath.empty()) {
    auto Colon = CardPath.find(':');
    std::string Entry(CardPath.substr(0, Colon));
    CardPath = Colon == std::string_view::npos ? std::string_view() : CardPath.substr(Colon + 1);
    if (Entry.empty())
      continue;
    std::error_code Ec;
    if (!std::filesystem::is_directory(Entry, Ec)) {
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
      return "cannot read " + Entry + " (in STRATA_CARD_PATH): " + Ec.message();
    std::sort(Files.begin(), Files.end());
    for (const std::string &F : Files)
      if (std::string Error = loadCardModule(F); !Error.empty())
        return Error + " (in STRATA_CARD_PATH)";
  }
  return {};
}

} // namespace strata::cards
