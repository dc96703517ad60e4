//===- CallGraph.h - What each reachable function does ----------*- C++ -*-===//
///
/// \file
/// The explicit per-unit call graph: a node per function definition the
/// analysis reaches, holding the accessor calls made in its body (with the
/// view each is made on), the edges to the functions it enters (call site
/// and, per parameter, the view passed) and the calls it refuses to follow.
/// Nodes are built on first request by matching the body (CallGraph.cpp),
/// so only what some root reaches is ever looked at; the closure over roles
/// and effects walks the graph in Closure.cpp.
///
//===----------------------------------------------------------------------===//

#ifndef STRATA_COMPILER_SRC_CALLGRAPH_H
#define STRATA_COMPILER_SRC_CALLGRAPH_H

#include "Annotations.h"
#include "Diagnostics.h"
#include "ViewOrigins.h"

#include "clang/AST/Type.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class CXXRecordDecl;
class FunctionDecl;
class RecordDecl;
} // namespace clang

namespace strata::compiler {

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
  /// The implicit object of a member call (`*this` in Callee); none when
  /// not known, and then `this` in Callee is some other view.
  std::optional<Origin> Object;
};

/// Something in the body the analysis will not guess about.
enum class RefusalKind {
  NoDefinition,
  Virtual,
  FunctionPointer,
  MemberPointer,
  MissingArgument,
  BadAnnotation,
  MutableStatic, ///< state outside the game: a non-constant static
  RawStorage,    ///< the runtime's storage reached around its accessors
  Reinterpret,   ///< memory reinterpreted as or from the runtime's types
  RuntimeBound,  ///< a variable-length array type: its bound runs unseen
};

struct Refusal {
  RefusalKind Kind;
  clang::SourceLocation Loc;
  std::string Subject; ///< callee, callable type, accessor or annotation
  std::string Detail;  ///< why an annotation is malformed; the cast kind
  unsigned Index = 0;  ///< the missing `$N`
};

/// One function definition and everything its body does that matters.
struct CallNode {
  const clang::FunctionDecl *Function = nullptr;
  bool Library = false; ///< from a system header (the standard library)
  std::vector<Access> Accesses;
  std::vector<Edge> Edges;
  std::vector<Refusal> Refusals;
};

/// The runtime's storage types: classes annotated `strata.storage`, and any
/// type that holds one (through fields, bases, pointers or arrays).
class StorageTypes {
public:
  /// Whether \p T is or holds (by value, pointer or reference) a storage
  /// class.
  bool mentions(clang::QualType T);
  /// Whether \p R is itself annotated `strata.storage`.
  static bool isStorage(const clang::CXXRecordDecl *R);
  /// Whether \p R is a storage class or derives from one (ObjectView).
  static bool isOrDerivesFromStorage(const clang::CXXRecordDecl *R);

  /// Whether a cast from \p From to \p To (pointers or references) is the
  /// CRTP downcast `static_cast<const D &>(*this)` in a base `B<..., D,
  /// ...>` of D, and no complete object of that base is made in the unit:
  /// every B<D> is then a D, so the cast reinterprets nothing.
  bool isCrtpDowncast(clang::QualType From, clang::QualType To,
                      clang::ASTContext &Ctx);

private:
  llvm::DenseMap<const clang::RecordDecl *, bool> Known;
  /// Classes of which the unit makes a complete object (not a base).
  std::optional<llvm::DenseSet<const clang::RecordDecl *>> Complete;
  /// Class -> the classes deriving from it directly.
  llvm::DenseMap<const clang::RecordDecl *, llvm::DenseSet<const clang::RecordDecl *>>
      DerivedFrom;
};

/// Asks the compiler to instantiate a template specialization's function
/// that nothing in the unit used yet (a root in a class template base).
class Instantiator {
public:
  virtual ~Instantiator() = default;
  virtual void instantiate(const clang::FunctionDecl *F) = 0;
};

/// The call graph of one translation unit. Pointers stay valid only while
/// that unit's AST lives.
class CallGraph {
public:
  CallGraph(clang::ASTContext &Ctx, Instantiator &Instantiate);
  ~CallGraph();

  /// The node of \p Def, which must have a body.
  const CallNode &node(const clang::FunctionDecl *Def);

private:
  clang::ASTContext &Ctx;
  Instantiator &Instantiate;
  AccessorTable Accessors;
  ViewOrigins Origins;
  StorageTypes Storage;
  llvm::DenseMap<const clang::FunctionDecl *, std::unique_ptr<CallNode>> Nodes;
};

} // namespace strata::compiler

#endif // STRATA_COMPILER_SRC_CALLGRAPH_H
