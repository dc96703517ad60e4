//===- ModuleCheck.h - A card module file checked before it is loaded -----===//
///
/// \file
/// A card module is a file anyone can hand to `strata --cards`: truncated
/// (a copy cut short), damaged or not a module at all. The dynamic loader
/// trusts the ELF file it maps: a segment past the end of the file is a
/// SIGBUS when touched, a wrong relocation a SIGSEGV, and the module's
/// constructors run before any check of ours. So a file is checked in two
/// steps before this program loads it (loadCardModule, decisions.md D111):
///   1. its ELF structure is read (checkElfFile): this machine's shared
///      object, every segment and the dynamic section inside the file and
///      every address the loader follows inside a loaded segment;
///   2. a child process loads it the very way this program will, entry
///      point, ABI string and card list included (trialLoad): a crash,
///      hang or error there is reported, and nothing reached this process.
/// Not part of the installed API (the fuzzer, fuzz/CardModuleFuzzer.cpp,
/// includes it from the sources).
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_CARDS_MODULECHECK_H
#define STRATA_CARDS_MODULECHECK_H

#include <cstdint>
#include <string>

namespace strata::cards {

/// Why the open file \p Fd (\p Size bytes) cannot be a shared object this
/// process can load, or an empty string. Reads the file, never maps it.
std::string checkElfFile(int Fd, std::uint64_t Size);

/// Everything loadCardModule checks, without loading the module into this
/// process: the file (a regular file, readable), its ELF structure, then a
/// trial load in a child process. Returns why not, or an empty string.
/// \p Path names the file in messages; \p Canonical is the file to load.
std::string checkCardModule(const std::string &Path, const std::string &Canonical);

} // namespace strata::cards

#endif
