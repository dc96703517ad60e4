//===- RunsIn.h - Does an AST node run as part of a function? ---*- C++ -*-===//
///
/// \file
/// Matchers traverse more than runs: the bodies of nested lambdas and local
/// classes, unevaluated operands, discarded `if constexpr` branches, types.
/// evaluatedIn() decides, through the parent map, whether a node found in a
/// body is evaluated when that body runs. Kept apart from the matcher headers
/// so it costs one light translation unit.
///
//===----------------------------------------------------------------------===//

#ifndef STRATA_COMPILER_SRC_RUNSIN_H
#define STRATA_COMPILER_SRC_RUNSIN_H

namespace clang {
class ASTContext;
class Decl;
class DynTypedNode;
class Stmt;
} // namespace clang

namespace strata::compiler {

/// Whether \p Node is evaluated when \p Root runs as part of \p Owner (a
/// function: its body or a constructor initialiser; or, with a null \p Owner,
/// just the expression \p Root). Not when it sits in another function (a
/// lambda body, a local class), an unevaluated operand, a discarded
/// `if constexpr` branch, a type or template argument, or is the callee of
/// a direct call (the object of a member call does run).
bool evaluatedIn(clang::ASTContext &Ctx, const clang::DynTypedNode &Node,
                 const clang::Decl *Owner, const clang::Stmt *Root);

} // namespace strata::compiler

#endif // STRATA_COMPILER_SRC_RUNSIN_H
