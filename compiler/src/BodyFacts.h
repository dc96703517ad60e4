//===- BodyFacts.h - What one function body does, call by call --*- C++ -*-===//
///
/// \file
/// Reads `strata.*` annotations and walks function bodies. For each function
/// it records the accessor calls (with the view they are made on), the calls
/// to follow, and the calls that cannot be followed. The transitive closure
/// over roles and effects happens in Analysis.cpp.
///
//===----------------------------------------------------------------------===//

#ifndef STRATA_COMPILER_SRC_BODYFACTS_H
#define STRATA_COMPILER_SRC_BODYFACTS_H

#include "Diagnostics.h"

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Decl;
class Expr;
class FunctionDecl;
class ParmVarDecl;
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
/// template instantiation, on the template it was instantiated from.
std::vector<Annotation> strataAnnotations(const clang::Decl *D);

/// Where a view comes from: the effect's source, or one of the parameters
/// (which alias the source when the caller passed the source's view).
struct Origin {
  bool Source = false;
  llvm::SmallVector<const clang::ParmVarDecl *, 2> Params;

  void merge(const Origin &Other);
};

/// A characteristic read or written by an accessor call.
struct Access {
  bool Write = false;
  std::string Name; ///< after `$N` substitution
  Origin Of;        ///< the view the accessor is called on
  clang::SourceLocation Loc;
};

/// A function the analysis enters from this one.
struct Edge {
  StepKind Kind = StepKind::Call;
  const clang::FunctionDecl *Callee = nullptr; ///< the definition
  clang::SourceLocation Loc;
  std::vector<Origin> Args; ///< per parameter of Callee (may be shorter)
};

/// Something in the body the analysis will not guess about.
enum class RefusalKind {
  NoDefinition,
  Virtual,
  FunctionPointer,
  MemberPointer,
  TypeErased,
  MissingArgument,
  BadAnnotation,
};

struct Refusal {
  RefusalKind Kind;
  clang::SourceLocation Loc;
  std::string Subject; ///< callee, callable type, accessor or annotation
  std::string Detail;  ///< why an annotation is malformed
  unsigned Index = 0;  ///< the missing `$N`
};

/// Everything one function body does that matters to the analysis.
struct FunctionFacts {
  std::vector<Access> Accesses;
  std::vector<Edge> Edges;
  std::vector<Refusal> Refusals;
};

/// Computes (and caches) FunctionFacts for the bodies of one translation
/// unit. Pointers stay valid only while that unit's AST lives.
class FactsCollector {
public:
  explicit FactsCollector(clang::ASTContext &Ctx);
  ~FactsCollector();

  /// The facts of \p Def, which must have a body.
  const FunctionFacts &factsOf(const clang::FunctionDecl *Def);

private:
  friend class BodyWalker;
  friend class OriginFinder;

  /// A function's accessor annotations, parsed once.
  struct AccessorInfo {
    bool Leaf = false;   ///< annotated: never enter the body
    bool Source = false; ///< returns the source's view
    std::vector<std::pair<bool, std::string>> Names; ///< (write?, pattern)
    std::vector<Refusal> Problems;
  };
  const AccessorInfo &accessorOf(const clang::FunctionDecl *F);

  /// Where the values \p Def returns come from, in terms of its parameters.
  /// By value: computing it may add entries to the cache.
  Origin returnOrigin(const clang::FunctionDecl *Def);

  bool inSystemHeader(const clang::Decl *D) const;

  clang::ASTContext &Ctx;
  llvm::DenseMap<const clang::FunctionDecl *, std::unique_ptr<FunctionFacts>>
      Facts;
  // A std::map: references to entries must survive later insertions.
  std::map<const clang::FunctionDecl *, AccessorInfo> Accessors;
  llvm::DenseMap<const clang::FunctionDecl *, Origin> Returns;
  llvm::DenseSet<const clang::FunctionDecl *> ReturnsInProgress;
};

} // namespace strata::compiler

#endif // STRATA_COMPILER_SRC_BODYFACTS_H
