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

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/DenseMap.h"

#include <memory>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
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

/// One function definition and everything its body does that matters.
struct CallNode {
  const clang::FunctionDecl *Function = nullptr;
  std::vector<Access> Accesses;
  std::vector<Edge> Edges;
  std::vector<Refusal> Refusals;
};

/// The call graph of one translation unit. Pointers stay valid only while
/// that unit's AST lives.
class CallGraph {
public:
  explicit CallGraph(clang::ASTContext &Ctx);
  ~CallGraph();

  /// The node of \p Def, which must have a body.
  const CallNode &node(const clang::FunctionDecl *Def);

private:
  clang::ASTContext &Ctx;
  AccessorTable Accessors;
  ViewOrigins Origins;
  llvm::DenseMap<const clang::FunctionDecl *, std::unique_ptr<CallNode>> Nodes;
};

} // namespace strata::compiler

#endif // STRATA_COMPILER_SRC_CALLGRAPH_H
