//===- ViewOrigins.h - Which views alias the effect's source ----*- C++ -*-===//
///
/// \file
/// A read is a source read when the view it is made on is the source's:
/// the result of a `strata.source` call, or a local, capture, parameter or
/// helper result that aliases one. ViewOrigins answers, per expression,
/// "the source, these parameters, or neither"; the closure in Closure.cpp
/// binds parameters to what each call passes.
///
//===----------------------------------------------------------------------===//

#ifndef STRATA_COMPILER_SRC_VIEWORIGINS_H
#define STRATA_COMPILER_SRC_VIEWORIGINS_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

namespace clang {
class ASTContext;
class CallExpr;
class Decl;
class Expr;
class FieldDecl;
class FunctionDecl;
class ParmVarDecl;
class VarDecl;
} // namespace clang

namespace strata::compiler {

class AccessorTable;

/// Where a view may come from: the effect's source, one of the parameters
/// or the implicit object (bound per call to what the caller passed),
/// another object's view (an accessor's result, such as
/// EffectContext::object()), or something the analysis cannot trace (a
/// field, an element, a re-pointed pointer), which may be any of these.
/// Several at once when the expression may denote either
/// (`Flag ? Ctx.source() : O`).
struct Origin {
  bool Source = false;
  bool Other = false;
  bool Unknown = false;
  /// Each a ParmVarDecl, or a method's canonical declaration standing for
  /// its implicit object (`*this`, see thisOf).
  llvm::SmallVector<const clang::Decl *, 2> Params;

  void merge(const Origin &O);
  static Origin other() {
    Origin O;
    O.Other = true;
    return O;
  }
  static Origin unknown() {
    Origin O;
    O.Unknown = true;
    return O;
  }
};

/// The explicit arguments of a call, without the object of a member call.
llvm::SmallVector<const clang::Expr *, 4>
explicitArgs(const clang::CallExpr *Call);

/// Computes origins for one translation unit, caching what each helper
/// returns.
class ViewOrigins {
public:
  ViewOrigins(clang::ASTContext &Ctx, AccessorTable &Accessors)
      : Ctx(Ctx), Accessors(Accessors) {}

  /// Where the view \p E denotes comes from.
  Origin of(const clang::Expr *E);

  /// Expressions passed to of() are in the body of \p F (a lambda's body
  /// sees its enclosing method's `this`).
  void setFunction(const clang::FunctionDecl *F) { Function = F; }

  /// The key of the implicit object `this` denotes in \p F's body (the
  /// method, or the method enclosing a lambda), or null.
  static const clang::Decl *thisOf(const clang::FunctionDecl *F);
  /// The function whose parameter (or implicit object) \p Key is.
  static const clang::FunctionDecl *ownerOf(const clang::Decl *Key);

private:
  Origin find(const clang::Expr *E);
  Origin callOrigin(const clang::CallExpr *Call);
  /// Where the values \p Def returns come from, in terms of its parameters.
  Origin returnOrigin(const clang::FunctionDecl *Def);
  /// A pointer variable that may be re-pointed after its initialisation.
  bool isReseated(const clang::VarDecl *V);
  /// Where the view a field holds may come from: whatever initialises or
  /// assigns it anywhere in the unit (a card's helper holding the view it
  /// was given), or unknown when a use may re-point it.
  Origin fieldOrigin(const clang::FieldDecl *F);
  /// Gathers, in one walk of the unit, what initialises each view field.
  void collectFieldInits();

  clang::ASTContext &Ctx;
  AccessorTable &Accessors;
  unsigned Depth = 0;
  const clang::FunctionDecl *Function = nullptr;
  llvm::DenseMap<const clang::FunctionDecl *, Origin> Returns;
  llvm::DenseSet<const clang::FunctionDecl *> ReturnsInProgress;
  llvm::DenseMap<const clang::VarDecl *, bool> Reseated;
  /// Per view field: the expressions that initialise or assign it, each
  /// with the function it is evaluated in; null for "may be re-pointed".
  struct FieldInits {
    bool Reseated = false;
    llvm::SmallVector<std::pair<const clang::Expr *, const clang::FunctionDecl *>, 2> Inits;
  };
  bool FieldInitsCollected = false;
  llvm::DenseMap<const clang::FieldDecl *, FieldInits> FieldSources;
  llvm::DenseMap<const clang::FieldDecl *, Origin> Fields;
  bool InFieldFixpoint = false;
};

} // namespace strata::compiler

#endif // STRATA_COMPILER_SRC_VIEWORIGINS_H
