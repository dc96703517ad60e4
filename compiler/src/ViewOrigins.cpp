//===- ViewOrigins.cpp - Which views alias the effect's source ------------===//
///
/// \file
/// The view-origin analysis: matchers name where a view can come from, and
/// a small recursion sees through what only passes a view along (casts,
/// temporaries, copies, `*`/`&`, the comma and conditional operators).
///
//===----------------------------------------------------------------------===//

#include "ViewOrigins.h"
#include "SystemCode.h"

#include "CallGraph.h"
#include "Matchers.h"

#include "clang/AST/ExprCXX.h"

#include <functional>

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
  for (const Decl *P : O.Params)
    if (!llvm::is_contained(Params, P))
      Params.push_back(P);
}

const Decl *ViewOrigins::thisOf(const FunctionDecl *F) {
  // A lambda's `this` is the enclosing method's (captured).
  while (const auto *M = dyn_cast_or_null<CXXMethodDecl>(F)) {
    if (!M->getParent()->isLambda())
      return M->isInstance() ? M->getCanonicalDecl() : nullptr;
    F = dyn_cast<FunctionDecl>(M->getParent()->getDeclContext());
  }
  return nullptr;
}

const FunctionDecl *ViewOrigins::ownerOf(const Decl *Key) {
  if (const auto *F = dyn_cast<FunctionDecl>(Key))
    return F;
  return dyn_cast<FunctionDecl>(cast<ParmVarDecl>(Key)->getDeclContext());
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
  if (isa<CXXThisExpr>(E)) {
    Origin O;
    if (const Decl *Key = thisOf(Function))
      O.Params.push_back(Key);
    else
      O.Unknown = true;
    return O;
  }
  if (const auto *Cond = dyn_cast<ConditionalOperator>(E)) {
    Origin O = of(Cond->getTrueExpr());
    O.merge(of(Cond->getFalseExpr()));
    return O;
  }

  if (const auto *M = dyn_cast<MemberExpr>(E))
    if (const auto *F = dyn_cast<FieldDecl>(M->getMemberDecl()))
      return fieldOrigin(F);

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

/// C++20's `Aggregate(a, b)` (clang 16 has no matcher of its own for it).
const clang::ast_matchers::internal::VariadicDynCastAllOfMatcher<Stmt, CXXParenListInitExpr>
    ParenListInit;

/// Whether \p R is a view class: the runtime's storage, or a class with
/// accessors (annotated methods), or derived from one.
static bool isView(const CXXRecordDecl *R) {
  if (!R || !R->hasDefinition())
    return false;
  R = R->getDefinition();
  if (StorageTypes::isStorage(R))
    return true;
  for (const CXXMethodDecl *M : R->methods())
    if (!strataAnnotations(M).empty())
      return true;
  return llvm::any_of(R->bases(), [](const CXXBaseSpecifier &B) {
    return isView(B.getType()->getAsCXXRecordDecl());
  });
}

/// Whether \p T is a view, or a pointer or reference to one.
static bool holdsView(QualType T) {
  T = T.getNonReferenceType();
  if (const auto *P = T->getAs<PointerType>())
    T = P->getPointeeType();
  return isView(T->getAsCXXRecordDecl());
}

/// The function whose body holds \p E, or null (a default member
/// initializer, a global).
static const FunctionDecl *enclosingFunction(ASTContext &Ctx, const Stmt *E) {
  DynTypedNodeList Parents = Ctx.getParents(*E);
  for (unsigned Steps = 0; !Parents.empty() && Steps < 256; ++Steps) {
    if (const auto *F = Parents[0].get<FunctionDecl>())
      return F;
    if (const auto *S = Parents[0].get<Stmt>())
      Parents = Ctx.getParents(*S);
    else if (const auto *D = Parents[0].get<Decl>())
      Parents = Ctx.getParents(*D);
    else
      return nullptr;
  }
  return nullptr;
}

void ViewOrigins::collectFieldInits() {
  FieldInitsCollected = true;
  auto Add = [&](const FieldDecl *F, const Expr *Init, const FunctionDecl *In) {
    if (F && Init && holdsView(F->getType()))
      FieldSources[F].Inits.push_back({Init, In});
  };
  // The fields of a record an initializer list (or C++20's parenthesised
  // aggregate initialisation) initialises, bases first.
  auto AddAggregate = [&](const RecordDecl *R, llvm::ArrayRef<Expr *> Inits,
                          const Expr *At) {
    if (!R || R->isUnion())
      return;
    size_t I = 0;
    if (const auto *CR = dyn_cast<CXXRecordDecl>(R))
      I = CR->getNumBases();
    const FunctionDecl *In = nullptr;
    bool Looked = false;
    for (const FieldDecl *F : R->fields()) {
      if (F->isUnnamedBitfield())
        continue; // no element of the list is its
      if (I >= Inits.size())
        break;
      const Expr *Init = Inits[I++];
      if (!holdsView(F->getType()))
        continue;
      if (!Looked) {
        In = enclosingFunction(Ctx, At);
        Looked = true;
      }
      Add(F, Init, In);
    }
  };
  // One walk of the unit (MatchFinder: what clang-tidy does per check).
  struct Collector : MatchFinder::MatchCallback {
    std::function<void(const BoundNodes &)> Run;
    void run(const MatchFinder::MatchResult &R) override { Run(R.Nodes); }
  } CB;
  CB.Run = [&](const BoundNodes &N) {
    if (const auto *L = N.getNodeAs<InitListExpr>("list")) {
      // Each list once, in its semantic form (fields in order).
      if (L->isSemanticForm() && L->getType()->isRecordType())
        AddAggregate(L->getType()->getAsRecordDecl(),
                     llvm::ArrayRef(L->getInits(), L->getNumInits()), L);
    } else if (const auto *P = N.getNodeAs<CXXParenListInitExpr>("parens")) {
      if (P->getType()->isRecordType())
        AddAggregate(P->getType()->getAsRecordDecl(),
                     const_cast<CXXParenListInitExpr *>(P)->getInitExprs(), P);
    } else if (const auto *Use = N.getNodeAs<MemberExpr>("use")) {
      const auto *F = cast<FieldDecl>(Use->getMemberDecl());
      // Only a pointer can be re-pointed (see isReseated): assigned, or
      // anything but read.
      if (!holdsView(F->getType()) || !F->getType()->isPointerType())
        return;
      // A node a template shares with its instantiations has a parent in
      // each: every one is judged.
      for (const DynTypedNode &P : Ctx.getParents(*Use)) {
        const Stmt *Parent = P.get<Stmt>();
        if (const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(Parent);
            Cast && Cast->getCastKind() == CK_LValueToRValue)
          continue;
        const FunctionDecl *In = Parent ? enclosingFunction(Ctx, Parent) : nullptr;
        if (const auto *Assign = dyn_cast_or_null<BinaryOperator>(Parent);
            Assign && Assign->getOpcode() == BO_Assign && Assign->getLHS() == Use) {
          Add(F, Assign->getRHS(), In);
          continue;
        }
        if (In && In->isDependentContext())
          continue; // a template's pattern: its instantiations are walked
        FieldSources[F].Reseated = true;
      }
    } else if (const auto *Ref = N.getNodeAs<DeclRefExpr>("member-pointer")) {
      // `&Holder::View`: written through `.*` or std::invoke anywhere,
      // which no use of the field shows.
      const auto *F = cast<FieldDecl>(Ref->getDecl());
      if (holdsView(F->getType()))
        FieldSources[F].Reseated = true;
    } else if (const auto *Ctor = N.getNodeAs<CXXConstructorDecl>("ctor")) {
      // Member initialisers (written, or the implicit copies').
      for (const CXXCtorInitializer *Init : Ctor->inits())
        if (Init->isAnyMemberInitializer()) // members of anonymous ones too
          Add(Init->getAnyMember(), Init->getInit(), Ctor);
    }
  };
  MatchFinder Finder;
  Finder.addMatcher(initListExpr().bind("list"), &CB);
  Finder.addMatcher(ParenListInit().bind("parens"), &CB);
  Finder.addMatcher(memberExpr(member(fieldDecl())).bind("use"), &CB);
  Finder.addMatcher(cxxConstructorDecl(isDefinition()).bind("ctor"), &CB);
  Finder.addMatcher(
      unaryOperator(hasOperatorName("&"),
                    hasUnaryOperand(declRefExpr(to(fieldDecl())).bind("member-pointer"))),
      &CB);
  Finder.matchAST(Ctx);
}

/// Whether \p A and \p B say the same.
static bool sameOrigin(const Origin &A, const Origin &B) {
  if (A.Source != B.Source || A.Other != B.Other || A.Unknown != B.Unknown ||
      A.Params.size() != B.Params.size())
    return false;
  return llvm::all_of(A.Params, [&](const Decl *P) {
    return llvm::is_contained(B.Params, P);
  });
}

Origin ViewOrigins::fieldOrigin(const FieldDecl *F) {
  if (!holdsView(F->getType()))
    return Origin::unknown();
  if (InFieldFixpoint) {
    // This round's approximation; a field outside the fixpoint (met only
    // now) is not known yet: any view.
    auto It = Fields.find(F);
    return It != Fields.end() ? It->second : Origin::unknown();
  }
  if (auto It = Fields.find(F); It != Fields.end())
    return It->second;
  if (!FieldInitsCollected)
    collectFieldInits();
  // Fields initialised from one another (`Next = Lead; Lead = Next;`): a
  // fixpoint over every view field at once, from nothing, each round the
  // union of what initialises it given the last round's fields. Origins
  // only grow, over finitely many parameters, so it ends.
  Fields.try_emplace(F);
  for (const auto &Entry : FieldSources)
    Fields.try_emplace(Entry.first);
  InFieldFixpoint = true;
  unsigned OuterDepth = Depth;
  const FunctionDecl *OuterFunction = Function;
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (auto &[Field, Current] : Fields) {
      Origin Result;
      auto Sources = FieldSources.find(Field);
      if (Sources != FieldSources.end() && Sources->second.Reseated)
        Result.Unknown = true;
      // A default member initializer runs in whichever constructor omits
      // it.
      if (const Expr *Default = Field->getInClassInitializer()) {
        Depth = 0;
        Function = nullptr;
        Result.merge(of(Default));
      }
      if (Sources != FieldSources.end())
        for (const auto &[Init, In] : Sources->second.Inits) {
          Depth = 0;
          Function = In;
          Result.merge(of(Init));
        }
      Result.merge(Current);
      if (!sameOrigin(Result, Current)) {
        Current = std::move(Result);
        Changed = true;
      }
    }
  }
  Depth = OuterDepth;
  Function = OuterFunction;
  InFieldFixpoint = false;
  return Fields.lookup(F);
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
    // The body, and a constructor's member initialisers, which run first.
    llvm::SmallVector<const Stmt *, 4> Code{Body};
    if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(Fn))
      for (const CXXCtorInitializer *Init : Ctor->inits())
        if (Init->getInit())
          Code.push_back(Init->getInit());
    for (const Stmt *S : Code)
      for (const BoundNodes &N :
           match(findAll(declRefExpr(to(varDecl(equalsNode(V)))).bind("use")),
                 *S, Ctx)) {
        const auto *Use = N.getNodeAs<DeclRefExpr>("use");
        auto Parents = Ctx.getParents(*Use);
        const auto *Cast =
            Parents.size() == 1 ? Parents[0].get<ImplicitCastExpr>() : nullptr;
        if (!Cast || Cast->getCastKind() != CK_LValueToRValue)
          Result = true;
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
  // A virtual call returns what the overrider that runs returns: the one
  // CallGraph follows (devirtualised), else any view.
  if (const auto *M = dyn_cast_or_null<CXXMethodDecl>(F); M && M->isVirtual()) {
    const auto *ME = dyn_cast<MemberExpr>(Call->getCallee()->IgnoreParenImpCasts());
    if (!ME || !ME->hasQualifier()) {
      const Expr *Object = objectOfCall(Call);
      const CXXMethodDecl *Known =
          Object ? M->getDevirtualizedMethod(Object, false) : nullptr;
      if (!Known)
        return Origin::unknown();
      F = Known;
    }
  }
  auto Args = explicitArgs(Call);
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation Loc = F->getLocation();
  if (inSystemFile(SM, Loc)) {
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
  O.Other = Returned.Other;
  O.Unknown = Returned.Unknown;
  for (const Decl *P : Returned.Params) {
    if (P == thisOf(Def)) { // `return *this;`: the call's object
      const Expr *Object = objectOfCall(Call);
      O.merge(Object ? of(Object) : Origin::unknown());
      continue;
    }
    if (ownerOf(P) != Def) {
      Origin Outer; // a parameter of an enclosing function (lambdas)
      Outer.Params.push_back(P);
      O.merge(Outer);
      continue;
    }
    unsigned Index = cast<ParmVarDecl>(P)->getFunctionScopeIndex();
    if (Index < Args.size())
      O.merge(of(Args[Index]));
  }
  return O;
}

Origin ViewOrigins::returnOrigin(const FunctionDecl *Def) {
  if (auto It = Returns.find(Def); It != Returns.end())
    return It->second;
  // Recursion: what the inner call returns depends on what it is passed,
  // which may be the outer call's arguments in another order (and a helper
  // computed meanwhile would keep a partial answer): any view.
  if (!ReturnsInProgress.insert(Def).second)
    return Origin::unknown();
  // Each helper's returns get the full alias depth of their own.
  unsigned OuterDepth = Depth;
  const FunctionDecl *OuterFunction = Function;
  Depth = 0;
  Function = Def;
  Origin Result;
  for (const BoundNodes &N : match(returnsOf(Def), *Def->getBody(), Ctx))
    Result.merge(of(N.getNodeAs<ReturnStmt>("return")->getRetValue()));
  Depth = OuterDepth;
  Function = OuterFunction;
  ReturnsInProgress.erase(Def);
  // Not kept while fields are only approximated (see fieldOrigin).
  if (!InFieldFixpoint)
    Returns[Def] = Result;
  return Result;
}

} // namespace strata::compiler
