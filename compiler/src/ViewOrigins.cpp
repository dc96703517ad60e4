//===- ViewOrigins.cpp - Which views alias the effect's source ------------===//
///
/// \file
/// The view-origin analysis: matchers name where a view can come from, and
/// a small recursion sees through what only passes a view along (casts,
/// temporaries, copies, `*`/`&`, the comma and conditional operators).
///
//===----------------------------------------------------------------------===//

#include "ViewOrigins.h"

#include "Matchers.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;
using namespace clang::ast_matchers;
using namespace strata::compiler::matchers;

namespace strata::compiler {
namespace {

/// A call returning the effect's source view.
const auto SourceCall =
    callExpr(callee(functionDecl(hasStrataAnnotation("strata.source"))));
/// A call to another accessor: its result is no view of interest.
const auto AccessorCall =
    callExpr(callee(functionDecl(hasAnyStrataAnnotation())));
/// A parameter: it aliases whatever each caller passes.
const auto ParameterRef = declRefExpr(to(parmVarDecl().bind("param")));
/// A local or lambda init-capture: it aliases whatever initialised it.
const auto AliasRef = declRefExpr(
    to(varDecl(anyOf(isLocalVariable(), isInitCapture())).bind("alias")));
/// Copying a view keeps it a view of the same object.
const auto ViewCopy = cxxConstructExpr(
    argumentCountIs(1), hasDeclaration(cxxConstructorDecl(
                            anyOf(isCopyConstructor(), isMoveConstructor()))));
/// Anything else called: a helper (or a standard function) that may
/// return one of its arguments' views.
const auto OtherCall = callExpr(callee(functionDecl().bind("callee")));

/// The patterns above, tried in order on one expression.
const auto OriginPattern = expr(anyOf(
    SourceCall.bind("source"), AccessorCall.bind("accessor"), ParameterRef,
    AliasRef, ViewCopy.bind("copy"), OtherCall.bind("call")));

/// Returns of a body that run as part of it (not those of nested lambdas).
auto returnsOf(const FunctionDecl *Def) {
  return findAll(returnStmt(runsIn(Def, Def->getBody())).bind("return"));
}

} // namespace

void Origin::merge(const Origin &O) {
  Source = Source || O.Source;
  Other = Other || O.Other;
  Unknown = Unknown || O.Unknown;
  for (const ParmVarDecl *P : O.Params)
    if (!llvm::is_contained(Params, P))
      Params.push_back(P);
}

llvm::SmallVector<const Expr *, 4> explicitArgs(const CallExpr *Call) {
  llvm::SmallVector<const Expr *, 4> Args(Call->arguments());
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Call))
    if (const auto *M = dyn_cast_or_null<CXXMethodDecl>(Op->getDirectCallee()))
      if (!M->isStatic() && !Args.empty())
        Args.erase(Args.begin());
  return Args;
}

Origin ViewOrigins::of(const Expr *E) {
  // Bounded: `int X = X;` and long alias chains must not recurse forever;
  // what is not traced may be anything.
  if (!E || Depth > 32)
    return Origin::unknown();
  ++Depth;
  Origin O = find(E->IgnoreParens());
  --Depth;
  return O;
}

Origin ViewOrigins::find(const Expr *E) {
  // What only passes the view along.
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    return of(Cast->getSubExpr());
  if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
    return of(M->getSubExpr());
  if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E))
    return of(B->getSubExpr());
  if (const auto *F = dyn_cast<FullExpr>(E))
    return of(F->getSubExpr());
  if (const auto *S = dyn_cast<SubstNonTypeTemplateParmExpr>(E))
    return of(S->getReplacement());
  if (const auto *D = dyn_cast<CXXDefaultArgExpr>(E))
    return of(D->getExpr());
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    if (U->getOpcode() == UO_Deref || U->getOpcode() == UO_AddrOf)
      return of(U->getSubExpr());
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    if (B->isCommaOp())
      return of(B->getRHS());
  if (const auto *Cond = dyn_cast<ConditionalOperator>(E)) {
    Origin O = of(Cond->getTrueExpr());
    O.merge(of(Cond->getFalseExpr()));
    return O;
  }

  // Where views come from; anything else (a field, an element, another
  // accessor's result such as another object's view) is some other view.
  auto Found = match(OriginPattern, *E, Ctx);
  if (Found.empty())
    return Origin::unknown();
  const BoundNodes &N = Found.front();
  Origin O;
  if (N.getNodeAs<CallExpr>("source")) {
    O.Source = true;
  } else if (const auto *P = N.getNodeAs<ParmVarDecl>("param")) {
    O.Params.push_back(P);
    if (isReseated(P))
      O.Unknown = true;
  } else if (const auto *V = N.getNodeAs<VarDecl>("alias")) {
    O = V->getInit() ? of(V->getInit()) : Origin::unknown();
    if (isReseated(V))
      O.Unknown = true;
  } else if (const auto *Copy = N.getNodeAs<CXXConstructExpr>("copy")) {
    O = of(Copy->getArg(0));
  } else if (const auto *Call = N.getNodeAs<CallExpr>("call")) {
    O = callOrigin(Call);
  } else {
    O.Other = true; // another accessor's result: another object's view
  }
  return O;
}

bool ViewOrigins::isReseated(const VarDecl *V) {
  // Only a pointer can be re-pointed: a reference cannot, and a view
  // cannot be assigned (ObjectView's copy assignment is deleted).
  if (!V->getType()->isPointerType() && !V->getType()->isMemberPointerType())
    return false;
  if (V->getType().isConstQualified())
    return false;
  if (auto It = Reseated.find(V); It != Reseated.end())
    return It->second;
  // Every use of it must only read its value; any other (assigned,
  // incremented, its address taken, bound to a reference) may re-point it.
  bool Result = false;
  const auto *Fn = dyn_cast<FunctionDecl>(V->getDeclContext());
  const Stmt *Body = Fn ? Fn->getBody() : nullptr;
  if (!Body) {
    Result = true;
  } else {
    for (const BoundNodes &N :
         match(findAll(declRefExpr(to(varDecl(equalsNode(V)))).bind("use")),
               *Body, Ctx)) {
      const auto *Use = N.getNodeAs<DeclRefExpr>("use");
      auto Parents = Ctx.getParents(*Use);
      const auto *Cast =
          Parents.size() == 1 ? Parents[0].get<ImplicitCastExpr>() : nullptr;
      if (!Cast || Cast->getCastKind() != CK_LValueToRValue) {
        Result = true;
        break;
      }
    }
  }
  Reseated[V] = Result;
  return Result;
}

/// The object of a member call, if any.
static const Expr *objectOfCall(const CallExpr *Call) {
  if (const auto *M = dyn_cast<CXXMemberCallExpr>(Call))
    return M->getImplicitObjectArgument();
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Call))
    if (const auto *M = dyn_cast_or_null<CXXMethodDecl>(Op->getDirectCallee()))
      if (!M->isStatic())
        return Op->getArg(0);
  return nullptr;
}

Origin ViewOrigins::callOrigin(const CallExpr *Call) {
  const FunctionDecl *F = Call->getDirectCallee();
  auto Args = explicitArgs(Call);
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation Loc = F->getLocation();
  if (Loc.isValid() && SM.isInSystemHeader(SM.getExpansionLoc(Loc))) {
    // std::move, std::as_const, std::addressof...: the same object again.
    QualType R = F->getReturnType();
    if (Args.size() == 1 && !objectOfCall(Call) &&
        (R->isReferenceType() || R->isPointerType()))
      return of(Args[0]);
    return Origin::unknown();
  }
  const FunctionDecl *Def = nullptr;
  if (!F->hasBody(Def) || !Def)
    return Origin::unknown();
  Origin Returned = returnOrigin(Def);
  Origin O;
  O.Source = Returned.Source;
  for (const ParmVarDecl *P : Returned.Params) {
    if (dyn_cast<FunctionDecl>(P->getDeclContext()) != Def) {
      Origin Outer; // a parameter of an enclosing function (lambdas)
      Outer.Params.push_back(P);
      O.merge(Outer);
      continue;
    }
    unsigned Index = P->getFunctionScopeIndex();
    if (Index < Args.size())
      O.merge(of(Args[Index]));
  }
  return O;
}

Origin ViewOrigins::returnOrigin(const FunctionDecl *Def) {
  if (auto It = Returns.find(Def); It != Returns.end())
    return It->second;
  if (!ReturnsInProgress.insert(Def).second)
    return {}; // recursion: the other returns decide
  // Each helper's returns get the full alias depth of their own.
  unsigned OuterDepth = Depth;
  Depth = 0;
  Origin Result;
  for (const BoundNodes &N : match(returnsOf(Def), *Def->getBody(), Ctx))
    Result.merge(of(N.getNodeAs<ReturnStmt>("return")->getRetValue()));
  Depth = OuterDepth;
  ReturnsInProgress.erase(Def);
  Returns[Def] = Result;
  return Result;
}

} // namespace strata::compiler
