//===- CallGraph.cpp - What each reachable function does ------------------===//
///
/// \file
/// Builds call-graph nodes: one `findAll` over a body with a named matcher
/// per thing the analysis cares about (accessor calls, calls to follow,
/// lambdas, functions whose address is taken, calls it refuses), each
/// restricted to code that runs as part of that body (runsIn()).
///
//===----------------------------------------------------------------------===//

#include "CallGraph.h"

#include "Matchers.h"

#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <utility>
#include <vector>

using namespace clang;
using namespace clang::ast_matchers;
using namespace strata::compiler::matchers;
using llvm::StringRef;

namespace strata::compiler {
namespace {

// clang 16 has no matcher for these.
const clang::ast_matchers::internal::VariadicDynCastAllOfMatcher<
    Stmt, CXXDefaultInitExpr>
    cxxDefaultInitExpr;
AST_MATCHER(Expr, isPseudoDestructor) {
  return isa<CXXPseudoDestructorExpr>(Node);
}

//===--- The patterns -----------------------------------------------------===//

/// Annotated functions are leaves: their bodies are never entered.
const auto Accessor = functionDecl(hasAnyStrataAnnotation());
/// A call to an accessor, member (`T.power()`) or free (`colorOf(V)`).
const auto AccessorCall = callExpr(callee(Accessor)).bind("accessor-call");
/// A constructor annotated as an accessor.
const auto AccessorConstruct =
    cxxConstructExpr(hasDeclaration(cxxConstructorDecl(
                         Accessor, unless(isTrivialFunction()))))
        .bind("accessor-construct");
/// `operator()` of a class from a system header other than a lambda
/// (`std::function`...): it hides the function it calls.
const auto TypeErasedCall =
    callExpr(callee(cxxMethodDecl(hasOverloadedOperatorName("()"),
                                  unless(ofClass(cxxRecordDecl(isLambda()))),
                                  isDeclaredInSystemHeader())))
        .bind("type-erased-call");
/// A virtual method called: followed only when the overrider is known.
const auto VirtualCall =
    callExpr(callee(cxxMethodDecl(isVirtual()))).bind("virtual-call");
/// Any other function called: helpers, members, operators.
const auto HelperCall = callExpr(callee(functionDecl())).bind("call");
/// A constructor with code to run (member initialisers, a body).
const auto HelperConstruct =
    cxxConstructExpr(
        hasDeclaration(cxxConstructorDecl(unless(isTrivialFunction()))))
        .bind("construct");
/// A call whose callee is not a function (the function is only known at
/// run time), except a pseudo-destructor call, which runs nothing.
const auto IndirectCall = callExpr(
    unless(callee(functionDecl())), unless(callee(expr(isTypeDependent()))),
    unless(callee(expr(ignoringParenImpCasts(isPseudoDestructor())))));
/// `(T.*M)()` and `(P->*M)()`.
const auto MemberPointerCall =
    callExpr(IndirectCall, callee(expr(ignoringParenImpCasts(binaryOperator(
                               hasAnyOperatorName(".*", "->*"))))))
        .bind("member-pointer-call");
/// Calls through function pointers and references.
const auto FunctionPointerCall =
    callExpr(IndirectCall).bind("function-pointer-call");
/// A lambda is entered where it is created: one handed to an algorithm is
/// assumed to run there.
const auto LambdaCreation = lambdaExpr().bind("lambda");
/// A function named other than as the callee of a direct call (runsIn()
/// leaves those out) has its address taken: it is assumed called.
const auto AddressTaken = declRefExpr(to(functionDecl())).bind("address-taken");
/// A default member initialiser used here runs here, but traversal does not
/// enter it: its expression is matched as a root of its own.
const auto DefaultInit = cxxDefaultInitExpr().bind("default-init");

/// Everything of interest in the code \p Root runs as part of \p Owner.
/// The order of the alternatives settles overlaps: an accessor is a leaf
/// before anything else, a type-erased call is refused before it is
/// checked for being virtual.
auto bodyPattern(const Decl *Owner, const Stmt *Root) {
  return findAll(
      stmt(anyOf(AccessorCall, TypeErasedCall, VirtualCall, HelperCall,
                 MemberPointerCall, FunctionPointerCall, AccessorConstruct,
                 HelperConstruct, LambdaCreation, AddressTaken, DefaultInit),
           runsIn(Owner, Root)));
}

//===--- Building one node ------------------------------------------------===//

class NodeBuilder {
public:
  NodeBuilder(ASTContext &Ctx, AccessorTable &Accessors, ViewOrigins &Origins,
              CallNode &Out)
      : Ctx(Ctx), Accessors(Accessors), Origins(Origins), Out(Out) {}

  /// Records what \p Root does, run as part of Out.Function.
  void matchRoot(const Stmt *Root);

private:
  void onMatch(const BoundNodes &N);
  void call(const CallExpr *Call, bool Virtual);
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
    for (const AnnotationProblem &P : Accessors.of(F).Problems)
      Out.Refusals.push_back(
          {RefusalKind::BadAnnotation, P.Loc, P.Text, P.Why, 0});
  }
  std::string expand(StringRef Pattern, llvm::ArrayRef<const Expr *> Args,
                     bool ArgsKnown, const FunctionDecl *F, SourceLocation Loc);
  std::string enumeratorName(const Expr *E);
  bool inSystemHeader(const Decl *D) const {
    const SourceManager &SM = Ctx.getSourceManager();
    SourceLocation Loc = D->getLocation();
    return Loc.isValid() && SM.isInSystemHeader(SM.getExpansionLoc(Loc));
  }

  ASTContext &Ctx;
  AccessorTable &Accessors;
  ViewOrigins &Origins;
  CallNode &Out;
  llvm::SmallVector<const Stmt *, 4> ActiveRoots;
};

/// The object a member function is called on, if any.
const Expr *objectOf(const CallExpr *Call, const FunctionDecl *F) {
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(Call))
    return Member->getImplicitObjectArgument();
  if (isa<CXXOperatorCallExpr>(Call) && isa<CXXMethodDecl>(F) &&
      !cast<CXXMethodDecl>(F)->isStatic())
    return Call->getArg(0);
  if (const auto *M =
          dyn_cast<MemberExpr>(Call->getCallee()->IgnoreParenImpCasts()))
    return M->getBase(); // a static member called through an object
  return nullptr;
}

/// Where a match falls in source order: a call after its object and
/// arguments (at its end, inner calls first), a constructor call before
/// them (at its start). Matchers report a node's children before its
/// grandchildren; this order decides which path a diagnostic's notes
/// retrace and the order diagnostics come out in.
struct SourceOrder {
  const SourceManager &SM;

  struct Key {
    SourceLocation At;    ///< where the match runs
    bool Before;          ///< runs before its operands (constructors)
    SourceLocation Begin; ///< tie-break: the inner of two nested calls first
  };

  Key keyOf(const BoundNodes &N) const {
    const Stmt *S = nullptr;
    bool Construct = false;
    for (const auto &[Tag, Node] : N.getMap()) {
      S = Node.get<Stmt>();
      Construct = Tag == "construct" || Tag == "accessor-construct";
    }
    SourceLocation Begin = SM.getExpansionLoc(S->getBeginLoc());
    SourceLocation End = SM.getExpansionLoc(S->getEndLoc());
    return {Construct ? Begin : End, Construct, Begin};
  }

  bool before(SourceLocation A, SourceLocation B) const {
    return A != B && SM.isBeforeInTranslationUnit(A, B);
  }

  bool operator()(const Key &A, const Key &B) const {
    if (A.At != B.At)
      return before(A.At, B.At);
    if (A.Before != B.Before)
      return A.Before;
    return A.Before ? before(A.Begin, B.Begin) : before(B.Begin, A.Begin);
  }
};

void NodeBuilder::matchRoot(const Stmt *Root) {
  // A default member initialiser cannot contain itself, but stay safe.
  if (!Root || llvm::is_contained(ActiveRoots, Root))
    return;
  ActiveRoots.push_back(Root);
  SourceOrder Order{Ctx.getSourceManager()};
  std::vector<std::pair<SourceOrder::Key, BoundNodes>> Found;
  for (BoundNodes &N : match(bodyPattern(Out.Function, Root), *Root, Ctx))
    Found.emplace_back(Order.keyOf(N), std::move(N));
  std::stable_sort(
      Found.begin(), Found.end(),
      [&](const auto &A, const auto &B) { return Order(A.first, B.first); });
  for (const auto &[Key, N] : Found)
    onMatch(N);
  ActiveRoots.pop_back();
}

void NodeBuilder::onMatch(const BoundNodes &N) {
  if (const auto *Call = N.getNodeAs<CallExpr>("accessor-call")) {
    const FunctionDecl *F = Call->getDirectCallee();
    problems(F);
    return accessor(F, objectOf(Call, F), explicitArgs(Call),
                    Call->getExprLoc(), /*ArgsKnown=*/true);
  }
  if (const auto *Call = N.getNodeAs<CallExpr>("type-erased-call")) {
    const auto *M = cast<CXXMethodDecl>(Call->getDirectCallee());
    return refuse(RefusalKind::TypeErased, Call->getExprLoc(),
                  M->getParent()->getQualifiedNameAsString());
  }
  if (const auto *Call = N.getNodeAs<CallExpr>("virtual-call"))
    return call(Call, /*Virtual=*/true);
  if (const auto *Call = N.getNodeAs<CallExpr>("call"))
    return call(Call, /*Virtual=*/false);
  if (const auto *Call = N.getNodeAs<CallExpr>("member-pointer-call"))
    return refuse(RefusalKind::MemberPointer, Call->getExprLoc());
  if (const auto *Call = N.getNodeAs<CallExpr>("function-pointer-call"))
    return refuse(RefusalKind::FunctionPointer, Call->getExprLoc());
  if (const auto *Construct =
          N.getNodeAs<CXXConstructExpr>("accessor-construct")) {
    const CXXConstructorDecl *Ctor = Construct->getConstructor();
    problems(Ctor);
    llvm::SmallVector<const Expr *, 4> Args(Construct->arguments());
    return accessor(Ctor, nullptr, Args, Construct->getLocation(), true);
  }
  if (const auto *Construct = N.getNodeAs<CXXConstructExpr>("construct")) {
    llvm::SmallVector<const Expr *, 4> Args(Construct->arguments());
    return follow(Construct->getConstructor(), StepKind::Call,
                  Construct->getLocation(), Args);
  }
  if (const auto *Lambda = N.getNodeAs<LambdaExpr>("lambda")) {
    const CXXMethodDecl *Op = Lambda->getCallOperator();
    SourceLocation Loc = Lambda->getBeginLoc();
    // A generic lambda: every instantiation of its call operator.
    if (const FunctionTemplateDecl *Generic =
            Op->getDescribedFunctionTemplate())
      for (const FunctionDecl *Spec : Generic->specializations())
        follow(Spec, StepKind::Lambda, Loc, {});
    else
      follow(Op, StepKind::Lambda, Loc, {});
    return;
  }
  if (const auto *Ref = N.getNodeAs<DeclRefExpr>("address-taken")) {
    const auto *F = cast<FunctionDecl>(Ref->getDecl());
    problems(F);
    if (Accessors.of(F).Leaf)
      return accessor(F, nullptr, {}, Ref->getLocation(), /*ArgsKnown=*/false);
    return follow(F, StepKind::AddressOf, Ref->getLocation(), {});
  }
  if (const auto *Init = N.getNodeAs<CXXDefaultInitExpr>("default-init"))
    return matchRoot(Init->getExpr());
}

void NodeBuilder::call(const CallExpr *Call, bool Virtual) {
  const FunctionDecl *F = Call->getDirectCallee();
  const Expr *Object = objectOf(Call, F);
  if (Virtual && Object) {
    const auto *M = cast<CXXMethodDecl>(F);
    const auto *ME =
        dyn_cast<MemberExpr>(Call->getCallee()->IgnoreParenImpCasts());
    bool Qualified = ME && ME->hasQualifier(); // `Base::f()`: not virtual
    if (!Qualified) {
      const CXXMethodDecl *Known = M->getDevirtualizedMethod(Object, false);
      if (!Known)
        return refuse(RefusalKind::Virtual, Call->getExprLoc(),
                      M->getQualifiedNameAsString());
      F = Known;
    }
  }
  follow(F, StepKind::Call, Call->getExprLoc(), explicitArgs(Call));
}

void NodeBuilder::accessor(const FunctionDecl *F, const Expr *Object,
                           llvm::ArrayRef<const Expr *> Args,
                           SourceLocation Loc, bool ArgsKnown) {
  // A member accessor touches the view it is called on; a free one, its
  // view arguments.
  Origin Of;
  if (Object)
    Of = Origins.of(Object);
  else
    for (const Expr *Arg : Args)
      Of.merge(Origins.of(Arg));
  for (const auto &[Write, Pattern] : Accessors.of(F).Names)
    Out.Accesses.push_back(
        {Write, expand(Pattern, Args, ArgsKnown, F, Loc), Of, Loc});
}

std::string NodeBuilder::expand(StringRef Pattern,
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

std::string NodeBuilder::enumeratorName(const Expr *Arg) {
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
  if (!E->EvaluateAsInt(Value, Ctx))
    return "";
  const EnumDecl *Enum = nullptr;
  for (QualType T : {E->getType(), Arg->getType()})
    if (const auto *ET = T->getAs<EnumType>())
      Enum = ET->getDecl();
  if (!Enum)
    return "";
  for (const EnumConstantDecl *Enumerator : Enum->enumerators())
    if (llvm::APSInt::isSameValue(Enumerator->getInitVal(), Value.Val.getInt()))
      return Enumerator->getNameAsString();
  return "";
}

void NodeBuilder::follow(const FunctionDecl *F, StepKind Kind,
                         SourceLocation Loc,
                         llvm::ArrayRef<const Expr *> Args) {
  // The standard library is trusted not to touch characteristics; lambdas
  // given to it are entered where they are created.
  if (inSystemHeader(F) || F->getBuiltinID())
    return;
  const FunctionDecl *Def = nullptr;
  if (!F->hasBody(Def) || !Def) {
    if (F->isDefaulted() || F->isDeleted())
      return; // compiler-generated: copies members, touches nothing
    return refuse(RefusalKind::NoDefinition, Loc,
                  F->getQualifiedNameAsString());
  }
  Edge E;
  E.Kind = Kind;
  E.Callee = Def;
  E.Loc = Loc;
  for (size_t I = 0; I < Args.size() && I < Def->getNumParams(); ++I)
    E.Args.push_back(Origins.of(Args[I]));
  Out.Edges.push_back(std::move(E));
}

} // namespace

//===--- CallGraph --------------------------------------------------------===//

CallGraph::CallGraph(ASTContext &Ctx) : Ctx(Ctx), Origins(Ctx, Accessors) {}
CallGraph::~CallGraph() = default;

const CallNode &CallGraph::node(const FunctionDecl *Def) {
  if (auto It = Nodes.find(Def); It != Nodes.end())
    return *It->second;
  auto Node = std::make_unique<CallNode>();
  Node->Function = Def;
  NodeBuilder Builder(Ctx, Accessors, Origins, *Node);
  // A constructor's member initialisers run as part of it.
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(Def))
    for (const CXXCtorInitializer *Init : Ctor->inits())
      Builder.matchRoot(Init->getInit());
  Builder.matchRoot(Def->getBody());
  const CallNode &Ref = *Node;
  Nodes[Def] = std::move(Node);
  return Ref;
}

} // namespace strata::compiler
