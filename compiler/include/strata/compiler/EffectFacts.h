//===- EffectFacts.h - What stratac learns about effect parts ---*- C++ -*-===//
///
/// \file
/// Plain data describing each effect part: the characteristics it reads in
/// each role and those it writes. No clang headers here, so the emitter and
/// any future consumer stay cheap to compile.
///
//===----------------------------------------------------------------------===//

#ifndef STRATA_COMPILER_EFFECTFACTS_H
#define STRATA_COMPILER_EFFECTFACTS_H

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>

namespace strata::compiler {

/// A place in a source file, as clang presents it (file name as opened).
struct SourcePos {
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;

  friend bool operator<(const SourcePos &A, const SourcePos &B) {
    return std::tie(A.File, A.Line, A.Column) <
           std::tie(B.File, B.Line, B.Column);
  }
  friend bool operator==(const SourcePos &A, const SourcePos &B) = default;
};

/// Characteristic name -> the first place (in source order) it is touched.
/// A std::map keeps names sorted, which makes the output deterministic.
using NameSet = std::map<std::string, SourcePos>;

/// Adds \p Name to \p Set, keeping the earliest position seen.
void addName(NameSet &Set, const std::string &Name, const SourcePos &Pos);

/// Adds every name of \p From to \p Into (see addName).
void mergeNames(NameSet &Into, const NameSet &From);

/// True when \p Name ends in `*`: a group covering every name that starts
/// with the text before the star (`Keyword.*` covers `Keyword.Flying`).
bool isGroup(std::string_view Name);

/// True when \p Pattern (a layer's write pattern or a group) covers \p Name.
bool patternAllows(std::string_view Pattern, std::string_view Name);

/// Returns \p Set without the names covered by another group in it.
NameSet dropSubsumed(const NameSet &Set);

/// Everything known about one part of one effect.
struct PartFacts {
  std::string Part;   ///< qualified name of the part class
  std::string Effect; ///< qualified name of the effect class
  std::string Layer;  ///< the layer's name from its `strata.layer` annotation
  bool Cda = false;   ///< the effect comes from a characteristic-defining ability
  SourcePos PartPos;
  SourcePos EffectPos;
  NameSet FilterReads; ///< reads reachable from the effect's filter
  NameSet ApplyReads;  ///< reads reachable from the part's apply method
  NameSet SourceReads; ///< reads of the source's view, or from the condition
  /// Whose: the reads (of any role, so a subset of the three above) made
  /// on a view that may be neither the object the effect applies to nor
  /// its source. A read in FilterReads or ApplyReads but not here is of the
  /// affected object only.
  NameSet OtherObjectReads;
  NameSet Writes;      ///< writes reachable from the part's apply method
  /// Compile mode: the symbol of `FactsOf<Effect, Part>::Value` in the
  /// object compiled from the same parse (empty when the object does not
  /// use these facts, or in analysis mode).
  std::string Symbol;

  /// Unions \p Other (the same part seen from another translation unit).
  void merge(const PartFacts &Other);
};

/// The name sets of a part, in output order, each with its JSON key: the
/// one list every reader and writer of the facts walks.
struct NameSetField {
  const char *Key;
  NameSet PartFacts::*Set;
};
inline constexpr NameSetField kNameSets[] = {
    {"filterReads", &PartFacts::FilterReads},
    {"applyReads", &PartFacts::ApplyReads},
    {"sourceReads", &PartFacts::SourceReads},
    {"otherObjectReads", &PartFacts::OtherObjectReads},
    {"writes", &PartFacts::Writes},
};

/// A function the analysis followed whose definition the linker keeps one
/// of among identical-named copies (inline functions, template
/// instantiations): the facts hold only if every copy is this one.
struct FollowedBody {
  std::string Name;  ///< qualified name, for messages
  std::uint64_t Hash = 0; ///< clang's ODR hash of the definition
  SourcePos Pos;
};

/// Facts of a whole run, across translation units.
struct Facts {
  /// Keyed by (part, effect): sorted by part name, as the output wants.
  std::map<std::pair<std::string, std::string>, PartFacts> Parts;
  /// Every file any parse read (for the depfile).
  std::set<std::string> Dependencies;
  /// Compile mode: followed definitions with vague linkage, by symbol.
  std::map<std::string, FollowedBody> Bodies;
  /// Compile mode: a hash of the object file these facts were made with.
  std::string Object;

  /// Adds \p P, merging with a part already recorded under the same key.
  void add(PartFacts P);
};

} // namespace strata::compiler

#endif // STRATA_COMPILER_EFFECTFACTS_H
