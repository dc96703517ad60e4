//===- BodyFacts.cpp - What one function body does, call by call ---------===//
///
/// \file
/// Annotation parsing, the body walker and the view-origin analysis that
/// tells reads of the effect's source apart from the others.
///
//===----------------------------------------------------------------------===//

#include "BodyFacts.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <set>

using namespace clang;
using llvm::StringRef;

namespace strata::compiler {

//===--- Annotations ------------------------------------------------------===//

std::string Annotation::value(StringRef Key) const {
  for (const std::string &Word : Words) {
    StringRef Rest(Word);
    if (Rest.consume_front(Key) && Rest.consume_front("="))
      return Rest.str();
  }
  return "";
}

bool Annotation::hasWord(StringRef Word) const {
  return llvm::any_of(Words, [&](const std::string &W) { return W == Word; });
}

std::vector<Annotation> strataAnnotations(const Decl *D) {
  llvm::SmallVector<const Decl *, 8> Decls;
  auto AddRedecls = [&](const Decl *X) {
    if (X)
      for (const Decl *R : X->redecls())
        Decls.push_back(R);
  };
  AddRedecls(D);
  // Instantiations may not carry the attributes written on the template.
  if (const auto *F = dyn_cast<FunctionDecl>(D))
    AddRedecls(F->getTemplateInstantiationPattern());
  if (const auto *R = dyn_cast<CXXRecordDecl>(D)) {
    AddRedecls(R->getTemplateInstantiationPattern());
    if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(R))
      AddRedecls(S->getSpecializedTemplate()->getTemplatedDecl());
  }

  std::vector<Annotation> Out;
  // Redeclarations inherit the attribute: count each written one once.
  std::set<std::pair<unsigned, std::string>> Seen;
  for (const Decl *X : Decls) {
    for (const auto *A : X->specific_attrs<AnnotateAttr>()) {
      StringRef Text = A->getAnnotation().trim();
      if (Text.substr(0, 7) != "strata.")
        continue;
      if (!Seen.insert({A->getLocation().getRawEncoding(), Text.str()}).second)
        continue;
      llvm::SmallVector<StringRef, 8> Parts;
      llvm::SplitString(Text, Parts);
      Annotation An;
      An.Kind = Parts.front().str();
      for (StringRef P : llvm::drop_begin(Parts))
        An.Words.push_back(P.str());
      An.Text = Text.str();
      An.Loc = A->getLocation();
      Out.push_back(std::move(An));
    }
  }
  return Out;
}

void Origin::merge(const Origin &Other) {
  Source = Source || Other.Source;
  for (const ParmVarDecl *P : Other.Params)
    if (!llvm::is_contained(Params, P))
      Params.push_back(P);
}

//===--- View origins -----------------------------------------------------===//

/// Finds where the view an expression denotes comes from: the source
/// function, parameters, or neither. Follows local variables to their
/// initializers and helper calls to what they return.
class OriginFinder {
public:
  explicit OriginFinder(FactsCollector &C) : C(C) {}

  Origin originOf(const Expr *E) {
    // Bounded: `int X = X;` and long alias chains must not recurse forever.
    if (!E || Depth > 32)
      return {};
    ++Depth;
    Origin O = find(E->IgnoreParens());
    --Depth;
    return O;
  }

private:
  Origin find(const Expr *E) {
    if (const auto *Cast = dyn_cast<CastExpr>(E))
      return originOf(Cast->getSubExpr());
    if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
      return originOf(M->getSubExpr());
    if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E))
      return originOf(B->getSubExpr());
    if (const auto *F = dyn_cast<FullExpr>(E))
      return originOf(F->getSubExpr());
    if (const auto *S = dyn_cast<SubstNonTypeTemplateParmExpr>(E))
      return originOf(S->getReplacement());
    if (const auto *D = dyn_cast<CXXDefaultArgExpr>(E))
      return originOf(D->getExpr());
    if (const auto *U = dyn_cast<UnaryOperator>(E))
      if (U->getOpcode() == UO_Deref || U->getOpcode() == UO_AddrOf)
        return originOf(U->getSubExpr());
    if (const auto *B = dyn_cast<BinaryOperator>(E))
      if (B->isCommaOp())
        return originOf(B->getRHS());
    if (const auto *Cond = dyn_cast<ConditionalOperator>(E)) {
      Origin O = originOf(Cond->getTrueExpr());
      O.merge(originOf(Cond->getFalseExpr()));
      return O;
    }
    // Copying a view keeps it a view of the same object.
    if (const auto *Ctor = dyn_cast<CXXConstructExpr>(E)) {
      if (Ctor->getNumArgs() == 1 &&
          Ctor->getConstructor()->isCopyOrMoveConstructor())
        return originOf(Ctor->getArg(0));
      return {};
    }
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
      if (const auto *P = dyn_cast<ParmVarDecl>(Ref->getDecl())) {
        Origin O;
        O.Params.push_back(P);
        return O;
      }
      // Locals (and lambda init-captures) alias whatever initialised them.
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
        if (V->isLocalVarDecl() || V->isInitCapture())
          return originOf(V->getInit());
      return {};
    }
    if (const auto *Call = dyn_cast<CallExpr>(E))
      return callOrigin(Call);
    return {};
  }

  Origin callOrigin(const CallExpr *Call);

  FactsCollector &C;
  unsigned Depth = 0;
};

/// The explicit arguments of a call, without the object of a member call.
static llvm::SmallVector<const Expr *, 4> explicitArgs(const CallExpr *Call) {
  llvm::SmallVector<const Expr *, 4> Args(Call->arguments());
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Call))
    if (const auto *M = dyn_cast_or_null<CXXMethodDecl>(Op->getDirectCallee()))
      if (!M->isStatic() && !Args.empty())
        Args.erase(Args.begin());
  return Args;
}

Origin OriginFinder::callOrigin(const CallExpr *Call) {
  const FunctionDecl *F = Call->getDirectCallee();
  if (!F)
    return {};
  const auto &Info = C.accessorOf(F);
  if (Info.Source) {
    Origin O;
    O.Source = true;
    return O;
  }
  if (Info.Leaf)
    return {};
  auto Args = explicitArgs(Call);
  if (C.inSystemHeader(F)) {
    // std::move, std::as_const, std::addressof...: the same object again.
    QualType R = F->getReturnType();
    if (Args.size() == 1 && (R->isReferenceType() || R->isPointerType()))
      return originOf(Args[0]);
    return {};
  }
  const FunctionDecl *Def = nullptr;
  if (!F->hasBody(Def) || !Def)
    return {};
  Origin Returned = C.returnOrigin(Def);
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
      O.merge(originOf(Args[Index]));
  }
  return O;
}

//===--- Body walker ------------------------------------------------------===//

/// Walks one body (not the bodies of lambdas inside it: those are functions
/// of their own, entered through an edge) and records its facts.
class BodyWalker {
public:
  BodyWalker(FactsCollector &C, FunctionFacts &Out) : C(C), Out(Out) {}

  void walk(const Stmt *S);

private:
  void call(const CallExpr *Call);
  void construct(const CXXConstructExpr *Construct);
  void lambda(const LambdaExpr *Lambda);
  void addressTaken(const FunctionDecl *F, SourceLocation Loc);
  void accessor(const FunctionDecl *F, const Expr *Object,
                llvm::ArrayRef<const Expr *> Args, SourceLocation Loc,
                bool ArgsKnown);
  void follow(const FunctionDecl *F, StepKind Kind, SourceLocation Loc,
              llvm::ArrayRef<const Expr *> Args);
  void refuse(RefusalKind Kind, SourceLocation Loc, std::string Subject = "",
              unsigned Index = 0) {
    Out.Refusals.push_back({Kind, Loc, std::move(Subject), "", Index});
  }
  void problems(const FunctionDecl *F) {
    for (const Refusal &R : C.accessorOf(F).Problems)
      Out.Refusals.push_back(R);
  }
  std::string expand(StringRef Pattern, llvm::ArrayRef<const Expr *> Args,
                     bool ArgsKnown, const FunctionDecl *F, SourceLocation Loc);
  std::string enumeratorName(const Expr *E);

  FactsCollector &C;
  FunctionFacts &Out;
};

void BodyWalker::walk(const Stmt *S) {
  if (!S)
    return;
  if (const auto *L = dyn_cast<LambdaExpr>(S))
    return lambda(L);
  if (const auto *Call = dyn_cast<CallExpr>(S))
    return call(Call);
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
    // Callees of direct calls never get here (call() skips them), so a
    // function named here has its address taken: assume it is called.
    if (const auto *F = dyn_cast<FunctionDecl>(Ref->getDecl()))
      addressTaken(F, Ref->getLocation());
    return;
  }
  if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(S))
    return walk(Default->getExpr());
  if (const auto *Default = dyn_cast<CXXDefaultInitExpr>(S))
    return walk(Default->getExpr());
  // Unevaluated operands call nothing.
  if (isa<UnaryExprOrTypeTraitExpr, CXXNoexceptExpr>(S))
    return;
  if (const auto *TypeId = dyn_cast<CXXTypeidExpr>(S))
    if (!TypeId->isPotentiallyEvaluated())
      return;
  // A discarded `if constexpr` branch never runs.
  if (const auto *If = dyn_cast<IfStmt>(S))
    if (auto Taken = If->getNondiscardedCase(C.Ctx)) {
      walk(If->getInit());
      walk(If->getConditionVariableDeclStmt());
      walk(If->getCond());
      walk(*Taken);
      return;
    }
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(S))
    construct(Construct);
  for (const Stmt *Child : S->children())
    walk(Child);
}

void BodyWalker::call(const CallExpr *Call) {
  SourceLocation Loc = Call->getExprLoc();
  const Expr *Callee = Call->getCallee();
  const FunctionDecl *F = Call->getDirectCallee();
  if (!F) {
    walk(Callee);
    for (const Expr *Arg : Call->arguments())
      walk(Arg);
    const Expr *Fn = Callee->IgnoreParenImpCasts();
    if (isa<CXXPseudoDestructorExpr>(Fn) || Callee->isTypeDependent())
      return;
    if (const auto *B = dyn_cast<BinaryOperator>(Fn); B && B->isPtrMemOp())
      return refuse(RefusalKind::MemberPointer, Loc);
    return refuse(RefusalKind::FunctionPointer, Loc);
  }

  // The object a member function is called on, if any.
  const Expr *Object = nullptr;
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(Call))
    Object = Member->getImplicitObjectArgument();
  else if (isa<CXXOperatorCallExpr>(Call) && isa<CXXMethodDecl>(F) &&
           !cast<CXXMethodDecl>(F)->isStatic())
    Object = Call->getArg(0);
  else if (const auto *M = dyn_cast<MemberExpr>(Callee->IgnoreParenImpCasts()))
    Object = M->getBase(); // a static member called through an object
  auto Args = explicitArgs(Call);
  walk(Object);
  for (const Expr *Arg : Args)
    walk(Arg);

  problems(F);
  if (C.accessorOf(F).Leaf)
    return accessor(F, Object, Args, Loc, /*ArgsKnown=*/true);

  if (const auto *M = dyn_cast<CXXMethodDecl>(F)) {
    // std::function and the like hide the function they call.
    if (M->getOverloadedOperator() == OO_Call && !M->getParent()->isLambda() &&
        C.inSystemHeader(M))
      return refuse(RefusalKind::TypeErased, Loc,
                    M->getParent()->getQualifiedNameAsString());
    if (M->isVirtual() && Object) {
      const auto *ME = dyn_cast<MemberExpr>(Callee->IgnoreParenImpCasts());
      bool Qualified = ME && ME->hasQualifier(); // `Base::f()`: not virtual
      if (!Qualified) {
        const CXXMethodDecl *Known = M->getDevirtualizedMethod(Object, false);
        if (!Known)
          return refuse(RefusalKind::Virtual, Loc, M->getQualifiedNameAsString());
        F = Known;
      }
    }
  }
  follow(F, StepKind::Call, Loc, Args);
}

void BodyWalker::construct(const CXXConstructExpr *Construct) {
  const CXXConstructorDecl *Ctor = Construct->getConstructor();
  if (!Ctor || Ctor->isTrivial())
    return;
  problems(Ctor);
  llvm::SmallVector<const Expr *, 4> Args(Construct->arguments());
  if (C.accessorOf(Ctor).Leaf)
    return accessor(Ctor, nullptr, Args, Construct->getLocation(), true);
  follow(Ctor, StepKind::Call, Construct->getLocation(), Args);
}

void BodyWalker::lambda(const LambdaExpr *Lambda) {
  for (const Expr *Init : Lambda->capture_inits())
    walk(Init);
  // Created means called: a lambda handed to an algorithm runs there.
  const CXXMethodDecl *Op = Lambda->getCallOperator();
  SourceLocation Loc = Lambda->getBeginLoc();
  if (const FunctionTemplateDecl *Generic = Op->getDescribedFunctionTemplate())
    for (const FunctionDecl *Spec : Generic->specializations())
      follow(Spec, StepKind::Lambda, Loc, {});
  else
    follow(Op, StepKind::Lambda, Loc, {});
}

void BodyWalker::addressTaken(const FunctionDecl *F, SourceLocation Loc) {
  problems(F);
  if (C.accessorOf(F).Leaf)
    return accessor(F, nullptr, {}, Loc, /*ArgsKnown=*/false);
  follow(F, StepKind::AddressOf, Loc, {});
}

void BodyWalker::accessor(const FunctionDecl *F, const Expr *Object,
                          llvm::ArrayRef<const Expr *> Args,
                          SourceLocation Loc, bool ArgsKnown) {
  // A member accessor touches the view it is called on; a free one, its
  // view arguments.
  OriginFinder Finder(C);
  Origin Of;
  if (Object)
    Of = Finder.originOf(Object);
  else
    for (const Expr *Arg : Args)
      Of.merge(Finder.originOf(Arg));
  for (const auto &[Write, Pattern] : C.accessorOf(F).Names)
    Out.Accesses.push_back(
        {Write, expand(Pattern, Args, ArgsKnown, F, Loc), Of, Loc});
}

std::string BodyWalker::expand(StringRef Pattern,
                               llvm::ArrayRef<const Expr *> Args,
                               bool ArgsKnown, const FunctionDecl *F,
                               SourceLocation Loc) {
  std::string Name;
  for (size_t I = 0; I < Pattern.size();) {
    if (Pattern[I] != '$' || I + 1 == Pattern.size() ||
        !llvm::isDigit(Pattern[I + 1])) {
      Name += Pattern[I++];
      continue;
    }
    unsigned Index = 0;
    for (++I; I < Pattern.size() && llvm::isDigit(Pattern[I]); ++I)
      Index = Index * 10 + (Pattern[I] - '0');
    std::string Enumerator;
    if (ArgsKnown && Index >= Args.size())
      refuse(RefusalKind::MissingArgument, Loc, F->getQualifiedNameAsString(),
             Index);
    else if (ArgsKnown)
      Enumerator = enumeratorName(Args[Index]);
    // Not a constant (or not known): the whole group.
    Name += Enumerator.empty() ? "*" : Enumerator;
  }
  return Name;
}

std::string BodyWalker::enumeratorName(const Expr *Arg) {
  const Expr *E = Arg;
  for (;;) {
    E = E->IgnoreParenImpCasts();
    if (const auto *S = dyn_cast<SubstNonTypeTemplateParmExpr>(E))
      E = S->getReplacement();
    else if (const auto *D = dyn_cast<CXXDefaultArgExpr>(E))
      E = D->getExpr();
    else if (const auto *CE = dyn_cast<ConstantExpr>(E))
      E = CE->getSubExpr();
    else
      break;
  }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    if (const auto *Enumerator = dyn_cast<EnumConstantDecl>(Ref->getDecl()))
      return Enumerator->getNameAsString();
  if (E->isValueDependent() || !E->getType()->isIntegralOrEnumerationType())
    return "";
  Expr::EvalResult Value;
  if (!E->EvaluateAsInt(Value, C.Ctx))
    return "";
  const EnumDecl *Enum = nullptr;
  for (QualType T : {E->getType(), Arg->getType()})
    if (const auto *ET = T->getAs<EnumType>())
      Enum = ET->getDecl();
  if (!Enum)
    return "";
  for (const EnumConstantDecl *Enumerator : Enum->enumerators())
    if (llvm::APSInt::isSameValue(Enumerator->getInitVal(),
                                  Value.Val.getInt()))
      return Enumerator->getNameAsString();
  return "";
}

void BodyWalker::follow(const FunctionDecl *F, StepKind Kind,
                        SourceLocation Loc, llvm::ArrayRef<const Expr *> Args) {
  // The standard library is trusted not to touch characteristics; lambdas
  // given to it are entered where they are created.
  if (C.inSystemHeader(F) || F->getBuiltinID())
    return;
  const FunctionDecl *Def = nullptr;
  if (!F->hasBody(Def) || !Def) {
    if (F->isDefaulted() || F->isDeleted())
      return; // compiler-generated: copies members, touches nothing
    return refuse(RefusalKind::NoDefinition, Loc, F->getQualifiedNameAsString());
  }
  Edge E;
  E.Kind = Kind;
  E.Callee = Def;
  E.Loc = Loc;
  OriginFinder Finder(C);
  for (size_t I = 0; I < Args.size() && I < Def->getNumParams(); ++I)
    E.Args.push_back(Finder.originOf(Args[I]));
  Out.Edges.push_back(std::move(E));
}

//===--- FactsCollector ---------------------------------------------------===//

FactsCollector::FactsCollector(ASTContext &Ctx) : Ctx(Ctx) {}
FactsCollector::~FactsCollector() = default;

bool FactsCollector::inSystemHeader(const Decl *D) const {
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation Loc = D->getLocation();
  return Loc.isValid() && SM.isInSystemHeader(SM.getExpansionLoc(Loc));
}

const FactsCollector::AccessorInfo &
FactsCollector::accessorOf(const FunctionDecl *F) {
  F = F->getCanonicalDecl();
  auto [It, Inserted] = Accessors.try_emplace(F);
  if (!Inserted)
    return It->second;
  AccessorInfo &Info = It->second;
  for (const Annotation &An : strataAnnotations(F)) {
    bool Reads = An.Kind == "strata.reads", Writes = An.Kind == "strata.writes";
    if (Reads || Writes) {
      Info.Leaf = true;
      if (An.Words.empty())
        Info.Problems.push_back({RefusalKind::BadAnnotation, An.Loc, An.Text,
                                 "it names no characteristic"});
      for (const std::string &Name : An.Words)
        Info.Names.push_back({Writes, Name});
    } else if (An.Kind == "strata.source") {
      Info.Leaf = Info.Source = true;
    } else if (An.Kind == "strata.pure") {
      Info.Leaf = true;
    } else {
      // Still a leaf: its author meant it as one, and entering the body
      // would only pile more errors on the misspelling.
      Info.Leaf = true;
      Info.Problems.push_back({RefusalKind::BadAnnotation, An.Loc, An.Text,
                               "'" + An.Kind +
                                   "' is not an annotation for functions"});
    }
  }
  return Info;
}

Origin FactsCollector::returnOrigin(const FunctionDecl *Def) {
  if (auto It = Returns.find(Def); It != Returns.end())
    return It->second;
  if (!ReturnsInProgress.insert(Def).second)
    return {}; // recursion: the other returns decide
  Origin Result;
  OriginFinder Finder(*this);
  auto Visit = [&](auto &Self, const Stmt *S) -> void {
    if (!S || isa<LambdaExpr>(S)) // a lambda's returns are its own
      return;
    if (const auto *Ret = dyn_cast<ReturnStmt>(S))
      Result.merge(Finder.originOf(Ret->getRetValue()));
    for (const Stmt *Child : S->children())
      Self(Self, Child);
  };
  Visit(Visit, Def->getBody());
  ReturnsInProgress.erase(Def);
  Returns[Def] = Result;
  return Result;
}

const FunctionFacts &FactsCollector::factsOf(const FunctionDecl *Def) {
  if (auto It = Facts.find(Def); It != Facts.end())
    return *It->second;
  auto Result = std::make_unique<FunctionFacts>();
  BodyWalker Walker(*this, *Result);
  // A constructor's member initializers run as part of it.
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(Def))
    for (const CXXCtorInitializer *Init : Ctor->inits())
      Walker.walk(Init->getInit());
  Walker.walk(Def->getBody());
  const FunctionFacts &Ref = *Result;
  Facts[Def] = std::move(Result);
  return Ref;
}

} // namespace strata::compiler
