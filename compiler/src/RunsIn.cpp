//===- RunsIn.cpp - Does an AST node run as part of a function? -----------===//
///
/// \file
/// Climbs the parent map from a node to the root it was found under,
/// refusing the steps that leave the code that runs.
///
//===----------------------------------------------------------------------===//

#include "RunsIn.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ExprConcepts.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

using namespace clang;

namespace strata::compiler {
namespace {

class Climber {
public:
  Climber(ASTContext &Ctx, const Decl *Owner, const Stmt *Root)
      : Ctx(Ctx), Owner(Owner), Root(Root) {}

  bool climb(const DynTypedNode &Node) {
    // Bounded: the parent map is a DAG (shared template subtrees), and a
    // malformed one must not hang the tool.
    if (Path.size() > 512)
      return false;
    if (const auto *S = Node.get<Stmt>()) {
      if (S == Root)
        return true;
      if (!Path.empty() && !evaluates(S, Path.back()))
        return false;
    } else if (const auto *D = Node.get<Decl>()) {
      if (D == Owner)
        return true;
      // Locals (and lambda init-captures, lifetime-extended temporaries)
      // run their initialisers in place; any other declaration is code of
      // its own (functions, classes, parameters' defaults) or no code.
      if (!(isa<VarDecl>(D) && !isa<ParmVarDecl>(D)) &&
          !isa<BindingDecl, LifetimeExtendedTemporaryDecl>(D))
        return false;
    } else if (!Node.get<CXXCtorInitializer>()) {
      return false; // types, template arguments, attributes...
    }
    Path.push_back(Node);
    auto Parents = Ctx.getParents(Node);
    // Code the parent map never saw (a structured binding's `get<I>`
    // initialiser) was found under the root it is matched from: it runs
    // there, as far as the climb could tell (an over-approximation).
    bool Found = Parents.empty() ||
                 llvm::any_of(Parents, [&](const DynTypedNode &P) { return climb(P); });
    Path.pop_back();
    return Found;
  }

private:
  bool onPath(const Stmt *S) const {
    return llvm::any_of(
        Path, [&](const DynTypedNode &N) { return N.get<Stmt>() == S; });
  }

  /// Whether running \p Parent runs its child \p Child.
  bool evaluates(const Stmt *Parent, const DynTypedNode &Child) const {
    const Stmt *C = Child.get<Stmt>();
    // Unevaluated operands call nothing.
    if (isa<UnaryExprOrTypeTraitExpr, CXXNoexceptExpr, RequiresExpr,
            ConceptSpecializationExpr, ExpressionTraitExpr>(Parent))
      return false;
    if (const auto *TypeId = dyn_cast<CXXTypeidExpr>(Parent))
      return TypeId->isPotentiallyEvaluated();
    // A lambda runs its captures where it is created; its body is another
    // function (entered through its own edge).
    if (const auto *Lambda = dyn_cast<LambdaExpr>(Parent))
      return Child.get<VarDecl>() ||
             (C && llvm::is_contained(Lambda->capture_inits(), C));
    // A discarded `if constexpr` branch never runs.
    if (const auto *If = dyn_cast<IfStmt>(Parent))
      if (auto Taken = If->getNondiscardedCase(Ctx))
        return !C || C == *Taken || (C != If->getThen() && C != If->getElse());
    // A direct call runs the function it names, not the name; of the callee
    // expression only the object of a member call runs.
    if (const auto *Call = dyn_cast<CallExpr>(Parent);
        Call && C == Call->getCallee() && Call->getDirectCallee()) {
      const Expr *Object = nullptr;
      if (const auto *Member = dyn_cast<CXXMemberCallExpr>(Call))
        Object = Member->getImplicitObjectArgument();
      else if (const auto *M = dyn_cast<MemberExpr>(
                   Call->getCallee()->IgnoreParenImpCasts()))
        Object = M->getBase();
      return Object && onPath(Object);
    }
    return true;
  }

  ASTContext &Ctx;
  const Decl *Owner;
  const Stmt *Root;
  llvm::SmallVector<DynTypedNode, 16> Path;
};

} // namespace

bool evaluatedIn(ASTContext &Ctx, const DynTypedNode &Node, const Decl *Owner,
                 const Stmt *Root) {
  return Climber(Ctx, Owner, Root).climb(Node);
}

} // namespace strata::compiler
