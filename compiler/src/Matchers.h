//===- Matchers.h - AST matchers for the strata.* protocol ------*- C++ -*-===//
///
/// \file
/// The custom matchers the analysis builds its patterns from. Including
/// this pulls in clang's matcher headers (about 10 s and 850 MB to compile
/// on the build machine), so only Roots.cpp, CallGraph.cpp and
/// ViewOrigins.cpp include it.
///
//===----------------------------------------------------------------------===//

#ifndef STRATA_COMPILER_SRC_MATCHERS_H
#define STRATA_COMPILER_SRC_MATCHERS_H

#include "Annotations.h"
#include "SystemCode.h"
#include "RunsIn.h"

#include "clang/AST/ASTContext.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"

#include <string>

namespace strata::compiler::matchers {

/// A declaration carrying (itself, through a redeclaration or through the
/// template it was instantiated from) a `strata.*` annotation whose first
/// word is \p Kind, e.g. `hasStrataAnnotation("strata.effect")`.
AST_MATCHER_P(clang::Decl, hasStrataAnnotation, std::string, Kind) {
  return llvm::any_of(strataAnnotations(&Node),
                      [&](const Annotation &An) { return An.Kind == Kind; });
}

/// A declaration carrying any `strata.*` annotation: on a function, an
/// accessor, whose body is never entered.
AST_MATCHER(clang::Decl, hasAnyStrataAnnotation) {
  return !strataAnnotations(&Node).empty();
}

/// Declared in a system header (the standard library, trusted not to touch
/// characteristics). By the declaration's name, not its first token.
AST_MATCHER(clang::Decl, isDeclaredInSystemHeader) {
  const clang::SourceManager &SM = Finder->getASTContext().getSourceManager();
  clang::SourceLocation Loc = Node.getLocation();
  return inSystemFile(SM, Loc);
}

/// A class whose definition is written in a dependent context (a template,
/// or inside one): not a class to analyse.
AST_MATCHER(clang::Decl, isInDependentContext) {
  const auto *DC = llvm::dyn_cast<clang::DeclContext>(&Node);
  return DC ? DC->isDependentContext()
            : Node.getDeclContext()->isDependentContext();
}

/// A function the compiler provides trivially (no code to follow).
AST_MATCHER(clang::FunctionDecl, isTrivialFunction) { return Node.isTrivial(); }

/// A local variable (not a parameter), static or not.
AST_MATCHER(clang::VarDecl, isLocalVariable) { return Node.isLocalVarDecl(); }

/// A statement evaluated when \p Root runs as part of \p Owner (see
/// evaluatedIn()): what `findAll` finds beyond that is not this body's
/// code.
AST_MATCHER_P2(clang::Stmt, runsIn, const clang::Decl *, Owner,
               const clang::Stmt *, Root) {
  return evaluatedIn(Finder->getASTContext(), clang::DynTypedNode::create(Node),
                     Owner, Root);
}

} // namespace strata::compiler::matchers

#endif // STRATA_COMPILER_SRC_MATCHERS_H
