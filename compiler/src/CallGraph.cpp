//===- CallGraph.cpp - What each reachable function does ------------------===//
///
/// \file
/// Builds call-graph nodes: one `findAll` over a body with a named matcher
/// per thing the analysis cares about (accessor calls, calls to follow,
/// lambdas, functions whose address is taken, the calls the language makes
/// implicitly, and what it refuses), each restricted to code that runs as
/// part of that body (runsIn()). Every function with a body is followed,
/// the standard library's included (docs/generator-protocol.md,
/// "Soundness").
///
//===----------------------------------------------------------------------===//

#include "CallGraph.h"
#include "SystemCode.h"

#include "Matchers.h"

#include "clang/AST/CXXInheritance.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
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
const clang::ast_matchers::internal::VariadicDynCastAllOfMatcher<
    Stmt, CXXInheritedCtorInitExpr>
    cxxInheritedCtorInitExpr;
/// A cast that reinterprets memory or an address rather than converting a
/// value.
AST_MATCHER(CastExpr, reinterpretsMemory) {
  switch (Node.getCastKind()) {
  case CK_BitCast:
  case CK_LValueBitCast:
  case CK_LValueToRValueBitCast:
  case CK_ReinterpretMemberPointer:
  case CK_PointerToIntegral:
  case CK_IntegralToPointer:
  case CK_BaseToDerived:
  case CK_BaseToDerivedMemberPointer:
  case CK_Dynamic:
    return true;
  default:
    return false;
  }
}
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

// What the language runs without a call in the source.
/// A temporary whose destructor runs at the end of its full-expression.
const auto Temporary = cxxBindTemporaryExpr().bind("temporary");
/// Declarations: locals destroyed at the end of their scope, structured
/// bindings whose `get<>` runs here.
const auto Declarations = declStmt().bind("decls");
/// `new`: its allocation function; `delete`: the destructor and the
/// deallocation function.
const auto New = cxxNewExpr().bind("new");
const auto Delete = cxxDeleteExpr().bind("delete");
/// `using Base::Base`: the inheriting constructor runs the base's.
const auto InheritedCtor = cxxInheritedCtorInitExpr().bind("inherited-ctor");
/// A thrown object and a caught one are destroyed when the handler ends.
const auto Throw = cxxThrowExpr().bind("throw");
const auto Catch = cxxCatchStmt().bind("catch");
/// Inline assembly: what it touches is not C++.
const auto Assembly = asmStmt().bind("asm");

// What the analysis refuses to trust.
/// A variable with static or thread storage, named or reached as a member.
const auto StaticVar = varDecl(hasGlobalStorage()).bind("static-var");
const auto StaticUse =
    expr(anyOf(declRefExpr(to(StaticVar)), memberExpr(member(StaticVar))))
        .bind("static-use");
/// A field read or written directly (checked against the storage types).
const auto FieldUse = memberExpr(member(fieldDecl())).bind("field-use");
/// `.*` and `->*` on data (a call through one is refused above).
const auto MemberPointerUse =
    binaryOperator(hasAnyOperatorName(".*", "->*")).bind("member-pointer-use");
/// What names a type and evaluates it (a variable-length array's bound runs
/// there): sizeof/alignof of a type or expression, explicit casts,
/// compound literals (declarations are checked with the "decls").
const auto TypeUse =
    expr(anyOf(unaryExprOrTypeTraitExpr(), explicitCastExpr(),
               compoundLiteralExpr()))
        .bind("type-use");
/// A cast that reinterprets (checked against the storage types).
const auto ReinterpretCast = castExpr(reinterpretsMemory()).bind("reinterpret");

/// Everything of interest in the code \p Root runs as part of \p Owner.
/// The order of the alternatives settles overlaps: an accessor is a leaf
/// before anything else.
auto bodyPattern(const Decl *Owner, const Stmt *Root) {
  return findAll(stmt(
      anyOf(AccessorCall, VirtualCall, HelperCall, MemberPointerCall,
            FunctionPointerCall, AccessorConstruct, HelperConstruct,
            LambdaCreation, AddressTaken, DefaultInit, Temporary, Declarations,
            New, Delete, InheritedCtor, Throw, Catch, Assembly, StaticUse,
            FieldUse, MemberPointerUse, TypeUse, ReinterpretCast),
      runsIn(Owner, Root)));
}

/// Whether a variable with static storage holds a constant: const,
/// initialised at compile time, and no mutable part or pointer/reference to
/// non-const data (through which the "constant" could still be written).
bool isConstantType(QualType T, ASTContext &Ctx,
                    llvm::SmallPtrSetImpl<const RecordDecl *> &Seen) {
  T = Ctx.getBaseElementType(T);
  if (const auto *Ref = T->getAs<ReferenceType>())
    return Ref->getPointeeType().isConstQualified() &&
           isConstantType(Ref->getPointeeType(), Ctx, Seen);
  if (const auto *Ptr = T->getAs<PointerType>()) {
    QualType Pointee = Ptr->getPointeeType();
    return Pointee->isFunctionType() ||
           (Pointee.isConstQualified() && isConstantType(Pointee, Ctx, Seen));
  }
  if (T->isMemberPointerType() || T->isScalarType() || T->isNullPtrType())
    return true;
  const auto *R = T->getAsCXXRecordDecl();
  if (!R || !R->hasDefinition())
    return !R; // an incomplete class could hold anything
  R = R->getDefinition();
  if (!Seen.insert(R).second)
    return true;
  for (const CXXBaseSpecifier &B : R->bases())
    if (!isConstantType(B.getType().withConst(), Ctx, Seen))
      return false;
  for (const FieldDecl *F : R->fields())
    if (F->isMutable() || !isConstantType(F->getType().withConst(), Ctx, Seen))
      return false;
  return true;
}

bool isConstantVariable(const VarDecl *V, ASTContext &Ctx) {
  QualType T = V->getType();
  if (!T->isReferenceType() && !Ctx.getBaseElementType(T).isConstQualified())
    return false;
  // `static const int X = O.power();` keeps the first call's value: only a
  // value fixed at compile time is the same on every call.
  // Judged at the declaration that holds the initialiser: an out-of-line
  // definition of a static data member (`basic_string::npos` in
  // libstdc++'s .tcc) has none of its own.
  const VarDecl *Init = V->getInitializingDeclaration();
  if (!Init)
    Init = V;
  if (!Init->isConstexpr() && !Init->hasConstantInitialization() &&
      !Init->isUsableInConstantExpressions(Ctx))
    return false;
  llvm::SmallPtrSet<const RecordDecl *, 8> Seen;
  return isConstantType(T, Ctx, Seen);
}

//===--- Building one node ------------------------------------------------===//

class NodeBuilder {
public:
  NodeBuilder(ASTContext &Ctx, Instantiator &Instantiate,
              AccessorTable &Accessors, ViewOrigins &Origins,
              StorageTypes &Storage, CallNode &Out)
      : Ctx(Ctx), Instantiate(Instantiate), Accessors(Accessors),
        Origins(Origins), Storage(Storage), Out(Out) {}

  /// Records what \p Root does, run as part of Out.Function.
  void matchRoot(const Stmt *Root);
  /// What the language runs for Out.Function beyond its written body:
  /// member and base destructors of a destructor, destructors of the
  /// parameters it receives by value.
  void implicitCalls();

private:
  void onMatch(const BoundNodes &N);
  void call(const CallExpr *Call, bool Virtual);
  void accessor(const FunctionDecl *F, const Expr *Object,
                llvm::ArrayRef<const Expr *> Args, SourceLocation Loc,
                bool ArgsKnown);
  void follow(const FunctionDecl *F, StepKind Kind, SourceLocation Loc,
              llvm::ArrayRef<const Expr *> Args);
  void followOrigins(const FunctionDecl *F, StepKind Kind, SourceLocation Loc,
                     std::vector<Origin> Args,
                     std::optional<Origin> Object = std::nullopt);
  /// Whether every use of the closure \p Lambda is a call of it: called
  /// at once, or held in a local whose every use is a call.
  bool onlyCalledDirectly(const LambdaExpr *Lambda);
  /// Whether \p E (the closure, or a reference to the local holding it) is
  /// the object of a call of the closure's operator().
  bool isCalled(const Expr *E, const CXXRecordDecl *Closure);
  /// The destructor of an object of type \p T, if it runs code.
  void destroy(QualType T, SourceLocation Loc);
  /// Follows the final overrider of every virtual method of \p R written
/// outside the standard library.
  void virtualsOf(const CXXRecordDecl *R, SourceLocation Loc);
  void declarations(const DeclStmt *DS);
  /// Refuses \p T when it is variably modified (a run-time array bound).
  void runtimeBound(QualType T, SourceLocation Loc);
  void staticUse(const Expr *Use, const VarDecl *V);
  void fieldUse(const MemberExpr *Use, const FieldDecl *F);
  void reinterpret(const CastExpr *Cast);
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
    return inSystemFile(SM, Loc);
  }

  ASTContext &Ctx;
  Instantiator &Instantiate;
  AccessorTable &Accessors;
  ViewOrigins &Origins;
  StorageTypes &Storage;
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
    for (const auto &[Tag, Node] : N.getMap())
      if (const auto *X = Node.get<Stmt>()) {
        S = X;
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
    // A view (or any storage) made from raw pointers, rather than copied
    // from one the effect was given, could point anywhere; also when the
    // library makes it (`emplace_back`, `construct_at`).
    const CXXConstructorDecl *Ctor = Construct->getConstructor();
    if (!Ctor->isCopyOrMoveConstructor() &&
        StorageTypes::isOrDerivesFromStorage(Ctor->getParent()))
      refuse(RefusalKind::RawStorage, Construct->getLocation(),
             "a '" + Ctor->getParent()->getQualifiedNameAsString() +
                 "' made by its constructor, not copied");
    llvm::SmallVector<const Expr *, 4> Args(Construct->arguments());
    follow(Construct->getConstructor(), StepKind::Call,
           Construct->getLocation(), Args);
    // An object with virtual methods can be handed to code that calls them
    // (a streambuf to an ostream): creating it takes their addresses.
    const CXXRecordDecl *R = Construct->getConstructor()->getParent();
    if (R->isDynamicClass())
      virtualsOf(R, Construct->getLocation());
    return;
  }
  if (const auto *Lambda = N.getNodeAs<LambdaExpr>("lambda")) {
    // One only ever called where it is written is followed at those calls,
    // with what each passes; otherwise anyone may call it with anything.
    if (onlyCalledDirectly(Lambda))
      return;
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
  if (const auto *Bind = N.getNodeAs<CXXBindTemporaryExpr>("temporary")) {
    if (const CXXDestructorDecl *D = Bind->getTemporary()->getDestructor())
      follow(D, StepKind::Destructor, Bind->getEndLoc(), {});
    return;
  }
  if (const auto *DS = N.getNodeAs<DeclStmt>("decls"))
    return declarations(DS);
  if (const auto *Use = N.getNodeAs<Expr>("type-use")) {
    if (const auto *Trait = dyn_cast<UnaryExprOrTypeTraitExpr>(Use))
      return runtimeBound(Trait->getTypeOfArgument(), Use->getBeginLoc());
    if (const auto *Cast = dyn_cast<ExplicitCastExpr>(Use)) {
      runtimeBound(Cast->getTypeAsWritten(), Use->getBeginLoc());
      // Also a cast that reinterprets: judged below as one.
      if (Cast->getCastKind() != CK_NoOp)
        if (!match(castExpr(reinterpretsMemory()), *Cast, Ctx).empty())
          return reinterpret(Cast);
      return;
    }
    return runtimeBound(Use->getType(), Use->getBeginLoc());
  }
  if (const auto *NewE = N.getNodeAs<CXXNewExpr>("new")) {
    if (const FunctionDecl *Alloc = NewE->getOperatorNew())
      follow(Alloc, StepKind::Implicit, NewE->getBeginLoc(), {});
    return;
  }
  if (const auto *Del = N.getNodeAs<CXXDeleteExpr>("delete")) {
    QualType T = Del->getDestroyedType();
    const CXXRecordDecl *R = T.isNull() ? nullptr : T->getAsCXXRecordDecl();
    if (R && R->hasDefinition() && !R->hasTrivialDestructor()) {
      const CXXDestructorDecl *D = R->getDestructor();
      // A virtual destructor runs the dynamic type's: known only when
      // nothing can derive from the static one.
      if (D && D->isVirtual() && !R->hasAttr<FinalAttr>() &&
          !D->hasAttr<FinalAttr>())
        refuse(RefusalKind::Virtual, Del->getBeginLoc(),
               D->getQualifiedNameAsString());
      else if (D)
        follow(D, StepKind::Destructor, Del->getBeginLoc(), {});
    }
    if (const FunctionDecl *Dealloc = Del->getOperatorDelete())
      follow(Dealloc, StepKind::Implicit, Del->getBeginLoc(), {});
    return;
  }
  if (const auto *Inh =
          N.getNodeAs<CXXInheritedCtorInitExpr>("inherited-ctor")) {
    // The inheriting constructor passes its own parameters on.
    std::vector<Origin> Args;
    for (const ParmVarDecl *P : Out.Function->parameters()) {
      Origin O;
      O.Params.push_back(P);
      Args.push_back(std::move(O));
    }
    return followOrigins(Inh->getConstructor(), StepKind::Call,
                         Inh->getBeginLoc(), std::move(Args));
  }
  if (const auto *T = N.getNodeAs<CXXThrowExpr>("throw")) {
    if (const Expr *E = T->getSubExpr())
      destroy(E->getType(), T->getThrowLoc());
    return;
  }
  if (const auto *C = N.getNodeAs<CXXCatchStmt>("catch")) {
    if (const VarDecl *V = C->getExceptionDecl();
        V && !V->getType()->isReferenceType())
      destroy(V->getType(), C->getCatchLoc());
    return;
  }
  if (const auto *A = N.getNodeAs<AsmStmt>("asm"))
    return refuse(RefusalKind::Reinterpret, A->getAsmLoc(), "inline assembly");
  if (const auto *Use = N.getNodeAs<Expr>("static-use"))
    return staticUse(Use, N.getNodeAs<VarDecl>("static-var"));
  if (const auto *Use = N.getNodeAs<MemberExpr>("field-use"))
    return fieldUse(Use, cast<FieldDecl>(Use->getMemberDecl()));
  if (const auto *Op = N.getNodeAs<BinaryOperator>("member-pointer-use")) {
    const auto *MP = Op->getRHS()->getType()->getAs<MemberPointerType>();
    const CXXRecordDecl *R = MP ? MP->getMostRecentCXXRecordDecl() : nullptr;
    if (R && StorageTypes::isStorage(R))
      refuse(RefusalKind::RawStorage, Op->getOperatorLoc(),
             "a pointer to a member of '" + R->getQualifiedNameAsString() +
                 "'");
    return;
  }
  if (const auto *Cast = N.getNodeAs<CastExpr>("reinterpret"))
    return reinterpret(Cast);
}

void NodeBuilder::runtimeBound(QualType T, SourceLocation Loc) {
  if (!T.isNull() && T->isVariablyModifiedType())
    refuse(RefusalKind::RuntimeBound, Loc, "'" + T.getAsString() + "'");
}

void NodeBuilder::declarations(const DeclStmt *DS) {
  for (const Decl *D : DS->decls()) {
    // A variable-length array (a GNU extension) evaluates its bound where
    // it is declared; so does an alias of one where the alias is declared.
    if (const auto *TD = dyn_cast<TypedefNameDecl>(D))
      runtimeBound(TD->getUnderlyingType(), TD->getLocation());
    if (const auto *VD = dyn_cast<ValueDecl>(D))
      runtimeBound(VD->getType(), VD->getLocation());
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V)
      continue;
    // A tuple-like structured binding initialises a variable per element
    // with `get<I>(e)` (CR: [dcl.struct.bind]); the AST keeps those apart.
    if (const auto *DD = dyn_cast<DecompositionDecl>(V))
      for (const BindingDecl *B : DD->bindings())
        if (const VarDecl *Holding = B->getHoldingVar()) {
          matchRoot(Holding->getInit());
          if (!Holding->getType()->isReferenceType())
            destroy(Holding->getType(), Holding->getLocation());
        }
    if (V->hasLocalStorage() && !V->getType()->isReferenceType())
      destroy(V->getType(), V->getLocation());
  }
}

void NodeBuilder::virtualsOf(const CXXRecordDecl *R, SourceLocation Loc) {
  CXXFinalOverriderMap Overriders;
  R->getFinalOverriders(Overriders);
  for (const auto &[Method, Map] : Overriders)
    for (const auto &[Subobject, List] : Map)
      for (const UniqueVirtualMethod &Final : List)
        // The library's own overriders reach the card's code only through
        // virtual calls, whose overriders are all followed here.
        if (Final.Method && !Final.Method->isPure() &&
            !inSystemHeader(Final.Method))
          follow(Final.Method, StepKind::AddressOf, Loc, {});
}

void NodeBuilder::destroy(QualType T, SourceLocation Loc) {
  const CXXRecordDecl *R = Ctx.getBaseElementType(T)->getAsCXXRecordDecl();
  if (!R || !R->hasDefinition() || R->hasTrivialDestructor())
    return;
  if (const CXXDestructorDecl *D = R->getDefinition()->getDestructor())
    follow(D, StepKind::Destructor, Loc, {});
}

void NodeBuilder::implicitCalls() {
  const FunctionDecl *F = Out.Function;
  SourceLocation Loc = F->getLocation();
  // Parameters taken by value are destroyed when the call ends.
  for (const ParmVarDecl *P : F->parameters())
    destroy(P->getType(), P->getLocation());
  const auto *Dtor = dyn_cast<CXXDestructorDecl>(F);
  if (!Dtor)
    return;
  // After its body, a destructor destroys the members and the bases.
  const CXXRecordDecl *R = Dtor->getParent();
  for (const FieldDecl *Field : R->fields())
    destroy(Field->getType(), Loc);
  for (const CXXBaseSpecifier &B : R->bases())
    destroy(B.getType(), Loc);
  for (const CXXBaseSpecifier &B : R->vbases())
    destroy(B.getType(), Loc);
}

void NodeBuilder::staticUse(const Expr *Use, const VarDecl *V) {
  // The standard library's own statics (locale facets, errno) hold no
  // view: a view could reach one only through code the checks below
  // refuse in the card's own code.
  if (Out.Library || isConstantVariable(V, Ctx))
    return;
  refuse(RefusalKind::MutableStatic, Use->getExprLoc(),
         V->getQualifiedNameAsString());
}

void NodeBuilder::fieldUse(const MemberExpr *Use, const FieldDecl *F) {
  const RecordDecl *R = F->getParent();
  const auto *CR = dyn_cast<CXXRecordDecl>(R);
  if (CR && StorageTypes::isStorage(CR))
    return refuse(RefusalKind::RawStorage, Use->getMemberLoc(),
                  CR->getQualifiedNameAsString() + "::" +
                      F->getNameAsString());
  // A union of a view and anything else reinterprets the view; the
  // standard library's own unions (optional, variant) keep to one member.
  if (!Out.Library && R->isUnion() &&
      Storage.mentions(Ctx.getRecordType(R)))
    refuse(RefusalKind::Reinterpret, Use->getMemberLoc(),
           "a member of union '" + R->getQualifiedNameAsString() +
               "', which holds a view");
}

void NodeBuilder::reinterpret(const CastExpr *Cast) {
  QualType From = Cast->getSubExpr()->getType(), To = Cast->getType();
  if (!Storage.mentions(From) && !Storage.mentions(To))
    return;
  if (Cast->getCastKind() == CK_BaseToDerived &&
      Storage.isCrtpDowncast(From, To, Ctx))
    return;
  // Allocators turn raw memory into objects through `void *`; only the
  // card's own code could hand the library a view as raw memory.
  if (Out.Library && Cast->getCastKind() == CK_BitCast &&
      (From->isVoidPointerType() || To->isVoidPointerType()))
    return;
  Refusal R{RefusalKind::Reinterpret, Cast->getExprLoc(),
            "'" + From.getAsString() + "' as '" + To.getAsString() + "'", "",
            0};
  Out.Refusals.push_back(std::move(R));
}

void NodeBuilder::call(const CallExpr *Call, bool Virtual) {
  const FunctionDecl *F = Call->getDirectCallee();
  // A C variadic argument loses its type: a view's address passed there
  // becomes text or an integer (`printf("%p")`) the analysis cannot follow
  // back.
  // The card's own code handing the standard library a writable pointer to
  // a view (std::construct_at, std::destroy_at...): it may end the view and
  // build another in its place, bound to another object, behind the name
  // the analysis traced.
  if (!Out.Library && inSystemHeader(F))
    for (const Expr *Arg : Call->arguments()) {
      QualType T = Arg->IgnoreImpCasts()->getType();
      if (const auto *P = T->getAs<PointerType>())
        if (!P->getPointeeType().isConstQualified() &&
            StorageTypes::isOrDerivesFromStorage(P->getPointeeType()->getAsCXXRecordDecl()))
          refuse(RefusalKind::Reinterpret, Arg->getExprLoc(),
                 "a writable '" + T.getAsString() + "' handed to '" +
                     F->getQualifiedNameAsString() +
                     "', which may rebuild the view in place");
    }
  if (F->isVariadic())
    for (unsigned I = F->getNumParams(); I < Call->getNumArgs(); ++I) {
      const Expr *Arg = Call->getArg(I)->IgnoreImpCasts();
      if (Storage.mentions(Arg->getType()))
        refuse(RefusalKind::Reinterpret, Arg->getExprLoc(),
               "'" + Arg->getType().getAsString() +
                   "' as a variadic argument of '" +
                   F->getQualifiedNameAsString() + "'");
    }
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
  std::vector<Origin> Bound;
  for (const Expr *Arg : explicitArgs(Call))
    Bound.push_back(Origins.of(Arg));
  std::optional<Origin> Of;
  if (Object && isa<CXXMethodDecl>(F) && cast<CXXMethodDecl>(F)->isInstance())
    Of = Origins.of(Object);
  followOrigins(F, StepKind::Call, Call->getExprLoc(), std::move(Bound),
                std::move(Of));
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
  std::vector<Origin> Bound;
  for (const Expr *Arg : Args)
    Bound.push_back(Origins.of(Arg));
  followOrigins(F, Kind, Loc, std::move(Bound));
}

/// The one parent of \p E, or null.
static const Stmt *parentOf(ASTContext &Ctx, const Stmt *E) {
  auto Parents = Ctx.getParents(*E);
  return Parents.size() == 1 ? Parents[0].get<Stmt>() : nullptr;
}

bool NodeBuilder::isCalled(const Expr *E, const CXXRecordDecl *Closure) {
  const Stmt *Child = E;
  const Stmt *P = parentOf(Ctx, E);
  // Through what only passes the object along (a const lvalue, a
  // temporary materialised for the call).
  while (P && (isa<ImplicitCastExpr>(P) || isa<MaterializeTemporaryExpr>(P) ||
               isa<ParenExpr>(P))) {
    Child = P;
    P = parentOf(Ctx, P);
  }
  const auto *Call = dyn_cast_or_null<CXXOperatorCallExpr>(P);
  if (!Call || Call->getOperator() != OO_Call || Call->getNumArgs() == 0 ||
      Call->getArg(0) != Child)
    return false;
  const auto *M = dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee());
  return M && M->getParent() == Closure;
}

bool NodeBuilder::onlyCalledDirectly(const LambdaExpr *Lambda) {
  const CXXRecordDecl *Closure = Lambda->getLambdaClass();
  if (isCalled(Lambda, Closure))
    return true;
  // `auto L = [..](..) {..};`: the closure initialises a local.
  const Stmt *Child = Lambda;
  auto Parents = Ctx.getParents(*Lambda);
  while (Parents.size() == 1) {
    const Stmt *P = Parents[0].get<Stmt>();
    if (!P || !(isa<ImplicitCastExpr>(P) || isa<ExprWithCleanups>(P) ||
                isa<MaterializeTemporaryExpr>(P) || isa<CXXBindTemporaryExpr>(P)))
      break;
    Child = P;
    Parents = Ctx.getParents(*P);
  }
  const auto *V = Parents.size() == 1 ? Parents[0].get<VarDecl>() : nullptr;
  if (!V || !V->isLocalVarDecl() || V->isStaticLocal() || V->getInit() != Child ||
      V->getType()->isReferenceType())
    return false;
  const auto *Fn = dyn_cast<FunctionDecl>(V->getDeclContext());
  if (!Fn || !Fn->getBody())
    return false;
  for (const BoundNodes &N :
       match(findAll(declRefExpr(to(varDecl(equalsNode(V)))).bind("use")),
             *Fn->getBody(), Ctx))
    if (!isCalled(N.getNodeAs<DeclRefExpr>("use"), Closure))
      return false;
  return true;
}

void NodeBuilder::followOrigins(const FunctionDecl *F, StepKind Kind,
                                SourceLocation Loc, std::vector<Origin> Args,
                                std::optional<Origin> Object) {
  if (F->getBuiltinID())
    return; // compiler builtins call nothing
  const FunctionDecl *Def = nullptr;
  if (!F->hasBody(Def))
    Instantiate.instantiate(F);
  if (!F->hasBody(Def) || !Def) {
    // Trivial special members run no code. A library function without a
    // body here (compiled into the library: the global `operator new`,
    // streams of char) is
    // instantiated for the library's own types only, so it can reach the
    // card's code only through a function pointer or a virtual method,
    // both followed where they are created.
    if (F->isTrivial() || F->isDeleted() || inSystemHeader(F) ||
        F->isReplaceableGlobalAllocationFunction())
      return;
    return refuse(RefusalKind::NoDefinition, Loc,
                  F->getQualifiedNameAsString());
  }
  Edge E;
  E.Kind = Kind;
  E.Callee = Def;
  E.Loc = Loc;
  Args.resize(std::min<size_t>(Args.size(), Def->getNumParams()));
  E.Args = std::move(Args);
  E.Object = std::move(Object);
  Out.Edges.push_back(std::move(E));
}

} // namespace

//===--- CallGraph --------------------------------------------------------===//

bool StorageTypes::isStorage(const CXXRecordDecl *R) {
  R = R->getDefinition() ? R->getDefinition() : R;
  return llvm::any_of(strataAnnotations(R), [](const Annotation &An) {
    return An.Kind == "strata.storage";
  });
}

bool StorageTypes::isOrDerivesFromStorage(const CXXRecordDecl *R) {
  if (!R || !R->hasDefinition())
    return false;
  R = R->getDefinition();
  if (isStorage(R))
    return true;
  return llvm::any_of(R->bases(), [](const CXXBaseSpecifier &B) {
    return isOrDerivesFromStorage(B.getType()->getAsCXXRecordDecl());
  });
}

/// The class \p T is, points or refers to.
static const CXXRecordDecl *classOf(QualType T) {
  T = T.getNonReferenceType();
  if (const auto *P = T->getAs<PointerType>())
    T = P->getPointeeType();
  const CXXRecordDecl *R = T->getAsCXXRecordDecl();
  return R && R->hasDefinition() ? R->getDefinition() : R;
}

bool StorageTypes::isCrtpDowncast(QualType From, QualType To, ASTContext &Ctx) {
  const CXXRecordDecl *Base = classOf(From), *Derived = classOf(To);
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(Base);
  if (!Spec || !Derived || !Derived->isDerivedFrom(Base))
    return false;
  // One of the base's template arguments is the derived class itself.
  bool NamesDerived = llvm::any_of(
      Spec->getTemplateArgs().asArray(), [&](const TemplateArgument &A) {
        return A.getKind() == TemplateArgument::Type &&
               classOf(A.getAsType()) == Derived;
      });
  if (!NamesDerived)
    return false;
  if (!Complete) {
    // Every place the unit makes an object of a class type, minus those
    // that make a base subobject.
    Complete.emplace();
    struct Collector : MatchFinder::MatchCallback {
      llvm::DenseSet<const RecordDecl *> *Out;
      llvm::DenseMap<const RecordDecl *, llvm::DenseSet<const RecordDecl *>> *Derived;
      ASTContext *Ctx;
      void run(const MatchFinder::MatchResult &R) override {
        if (const auto *C = R.Nodes.getNodeAs<CXXConstructExpr>("construct")) {
          if (C->getConstructionKind() == CXXConstructExpr::CK_Complete)
            Out->insert(classOf(C->getType()));
        } else if (const auto *L = R.Nodes.getNodeAs<InitListExpr>("list")) {
          // An aggregate's base is initialised by an element of its
          // derived class's list: not a complete object (a member is).
          const CXXRecordDecl *Made = classOf(L->getType());
          auto Parents = Ctx->getParents(*L);
          const auto *Outer =
              Parents.size() == 1 ? Parents[0].get<InitListExpr>() : nullptr;
          const CXXRecordDecl *Whole = Outer ? classOf(Outer->getType()) : nullptr;
          bool Base = Made && Whole && Whole->hasDefinition() &&
                      Whole->isDerivedFrom(Made);
          if (L->isSemanticForm() && !Base && Made)
            Out->insert(Made);
        } else if (const auto *C = R.Nodes.getNodeAs<CXXRecordDecl>("class")) {
          // Which classes derive from which, directly.
          for (const CXXBaseSpecifier &B : C->bases())
            if (const CXXRecordDecl *Base = classOf(B.getType()))
              (*Derived)[Base].insert(C->getDefinition() ? C->getDefinition() : C);
        }
      }
    } CB;
    CB.Out = &*Complete;
    CB.Derived = &DerivedFrom;
    CB.Ctx = &Ctx;
    MatchFinder Finder;
    Finder.addMatcher(cxxConstructExpr().bind("construct"), &CB);
    Finder.addMatcher(initListExpr().bind("list"), &CB);
    Finder.addMatcher(cxxRecordDecl(isDefinition()).bind("class"), &CB);
    Finder.matchAST(Ctx);
  }
  // Every B<D> is a D only if nothing else derives from B (a mixin pasted
  // with the wrong argument: `struct Other : B<D>`) and no complete B is
  // made.
  auto It = DerivedFrom.find(Base);
  if (It != DerivedFrom.end())
    for (const RecordDecl *R : It->second)
      if (R != Derived)
        return false;
  return !Complete->contains(Base);
}

bool StorageTypes::mentions(QualType T) {
  if (T.isNull())
    return false;
  // Through pointers, references, arrays and member pointers.
  for (;;) {
    T = T.getCanonicalType();
    if (const auto *P = T->getAs<PointerType>())
      T = P->getPointeeType();
    else if (const auto *Ref = T->getAs<ReferenceType>())
      T = Ref->getPointeeType();
    else if (const auto *A = T->getAsArrayTypeUnsafe())
      T = A->getElementType();
    else if (const auto *MP = T->getAs<MemberPointerType>())
      T = MP->getPointeeType();
    else
      break;
  }
  const auto *R = T->getAsCXXRecordDecl();
  if (!R || !R->hasDefinition())
    return false;
  R = R->getDefinition();
  auto [It, New] = Known.try_emplace(R, false);
  if (!New)
    return It->second; // known, or being computed (a cycle adds nothing)
  bool Result = isStorage(R);
  for (const CXXBaseSpecifier &B : R->bases())
    Result = Result || mentions(B.getType());
  for (const FieldDecl *F : R->fields())
    Result = Result || mentions(F->getType());
  Known[R] = Result;
  return Result;
}

CallGraph::CallGraph(ASTContext &Ctx, Instantiator &Instantiate)
    : Ctx(Ctx), Instantiate(Instantiate), Origins(Ctx, Accessors) {}
CallGraph::~CallGraph() = default;

const CallNode &CallGraph::node(const FunctionDecl *Def) {
  if (auto It = Nodes.find(Def); It != Nodes.end())
    return *It->second;
  auto Node = std::make_unique<CallNode>();
  Node->Function = Def;
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation Loc = Def->getLocation();
  Node->Library = inSystemFile(SM, Loc);
  NodeBuilder Builder(Ctx, Instantiate, Accessors, Origins, Storage, *Node);
  Origins.setFunction(Def);
  // A constructor's member initialisers (written or implicit: bases and
  // members default-constructed) run as part of it.
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(Def))
    for (const CXXCtorInitializer *Init : Ctor->inits())
      Builder.matchRoot(Init->getInit());
  Builder.matchRoot(Def->getBody());
  Builder.implicitCalls();
  const CallNode &Ref = *Node;
  Nodes[Def] = std::move(Node);
  return Ref;
}

} // namespace strata::compiler
