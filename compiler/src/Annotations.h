//===- Annotations.h - The strata.* annotations, parsed ---------*- C++ -*-===//
///
/// \file
/// Reads `strata.*` annotations off declarations, and what the ones on a
/// function make of it (an accessor: a leaf whose body is never entered).
/// Free of AST matchers, so every part of the analysis can include it.
///
//===----------------------------------------------------------------------===//

#ifndef STRATA_COMPILER_SRC_ANNOTATIONS_H
#define STRATA_COMPILER_SRC_ANNOTATIONS_H

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace clang {
class ASTContext;
class Decl;
class FunctionDecl;
} // namespace clang

namespace strata::compiler {

/// One `strata.*` annotation: `Kind` is its first word, `Words` the rest.
struct Annotation {
  std::string Kind;
  std::vector<std::string> Words;
  std::string Text;
  clang::SourceLocation Loc;

  /// The value of a `key=value` word, or "" when absent.
  std::string value(llvm::StringRef Key) const;
  bool hasWord(llvm::StringRef Word) const;
};

/// Every `strata.*` annotation on \p D, its redeclarations and, for a
/// template instantiation, on the template it was instantiated from; with
/// \p TrustedOnly, only those written in the runtime's headers (see
/// AnnotationTrust): an annotation anywhere else means nothing.
std::vector<Annotation> strataAnnotations(const clang::Decl *D,
                                          bool TrustedOnly = true);

/// An annotation written outside the runtime's headers.
struct UntrustedAnnotation {
  const clang::Decl *On;
  Annotation An;
};

/// Which headers may annotate: the directory of the header that declares
/// the `strata.effect` base (the runtime's own headers). Annotations make
/// functions trusted leaves and set layer rules, so a card's own code
/// cannot carry them (docs/generator-protocol.md, "Soundness").
class AnnotationTrust {
public:
  /// Scans \p Ctx's unit, fixes its trusted directory and returns the
  /// annotations written elsewhere. Lives while the unit is analysed.
  explicit AnnotationTrust(clang::ASTContext &Ctx);
  ~AnnotationTrust();
  AnnotationTrust(const AnnotationTrust &) = delete;
  AnnotationTrust &operator=(const AnnotationTrust &) = delete;

  const std::vector<UntrustedAnnotation> &untrusted() const { return Untrusted; }
  const std::string &directory() const { return Dir; }

private:
  clang::ASTContext &Ctx;
  std::string Dir;
  std::vector<UntrustedAnnotation> Untrusted;
};

/// A malformed accessor annotation.
struct AnnotationProblem {
  clang::SourceLocation Loc;
  std::string Text; ///< the annotation
  std::string Why;
};

/// What the annotations on one function say about calling it.
struct AccessorInfo {
  bool Leaf = false;   ///< annotated: never enter the body
  bool Source = false; ///< returns the source's view
  std::vector<std::pair<bool, std::string>> Names; ///< (write?, pattern)
  std::vector<AnnotationProblem> Problems;
};

/// Parses each function's annotations once per translation unit.
class AccessorTable {
public:
  const AccessorInfo &of(const clang::FunctionDecl *F);

private:
  // A std::map: references to entries must survive later insertions.
  std::map<const clang::FunctionDecl *, AccessorInfo> Infos;
};

} // namespace strata::compiler

#endif // STRATA_COMPILER_SRC_ANNOTATIONS_H
