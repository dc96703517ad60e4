//===- Closure.cpp - Following the call graph from one role's roots -------===//
///
/// \file
/// The depth-first walk over call-graph nodes, role attribution of reads and
/// the layer discipline on writes.
///
//===----------------------------------------------------------------------===//

#include "Closure.h"

#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>

using namespace clang;
using llvm::StringRef;

namespace strata::compiler {

bool Closure::isSource(const Origin &O, const Context &Ctx) const {
  return O.Source || llvm::any_of(O.Params, [&](const ParmVarDecl *P) {
           return std::binary_search(Ctx.begin(), Ctx.end(), P);
         });
}

SourcePos Closure::posOf(SourceLocation Loc) const {
  PresumedLoc P = SM.getPresumedLoc(SM.getFileLoc(Loc));
  if (P.isInvalid())
    return {};
  return {P.getFilename(), P.getLine(), P.getColumn()};
}

void Closure::visit(const FunctionDecl *F, const Context &Ctx) {
  if (!Visited.insert({F, Ctx}).second)
    return;
  const CallNode &Node = Graph.node(F);
  for (const Access &A : Node.Accesses)
    access(A, Ctx);
  for (const Refusal &Ref : Node.Refusals)
    refusal(Ref);
  for (const Edge &E : Node.Edges) {
    // The callee's own parameters get this call's arguments; parameters of
    // other functions (captured by lambdas) keep what they had.
    Context Next;
    for (const ParmVarDecl *P : Ctx)
      if (dyn_cast<FunctionDecl>(P->getDeclContext()) != E.Callee)
        Next.push_back(P);
    for (size_t I = 0; I < E.Args.size(); ++I)
      if (isSource(E.Args[I], Ctx))
        Next.push_back(E.Callee->getParamDecl(I));
    llvm::sort(Next);
    Next.erase(std::unique(Next.begin(), Next.end()), Next.end());
    Path.push_back({E.Kind, E.Loc, E.Callee->getQualifiedNameAsString()});
    visit(E.Callee, Next);
    Path.pop_back();
  }
}

void Closure::access(const Access &A, const Context &Ctx) {
  SourcePos Pos = posOf(A.Loc);
  if (!A.Write) {
    bool OnSource = isSource(A.Of, Ctx) || R == Role::Condition;
    addName(OnSource ? SourceReads : Reads, A.Name, Pos);
    return;
  }
  if (R != Role::Apply) {
    StringRef RoleName = R == Role::Filter ? "filter" : "condition";
    if (firstReport(A.Loc, 0, Effect + "\n" + A.Name))
      Report.roleWrites(A.Loc, RoleName, Effect, A.Name, Path);
    return;
  }
  addName(Writes, A.Name, Pos);
  bool Allowed = llvm::any_of(LayerWrites, [&](const std::string &Pattern) {
    return patternAllows(Pattern, A.Name);
  });
  if (!Allowed && firstReport(A.Loc, 1, Part + "\n" + A.Name))
    Report.writeOutsideLayer(A.Loc, Part, LayerName, A.Name, Path);
}

void Closure::refusal(const Refusal &Ref) {
  int Kind = 2 + static_cast<int>(Ref.Kind);
  if (Ref.Kind == RefusalKind::BadAnnotation) {
    // About the annotation, not the effect: once per annotation.
    if (firstReport(Ref.Loc, Kind, Ref.Subject))
      Report.badAnnotation(Ref.Loc, Ref.Subject, Ref.Detail);
    return;
  }
  if (!firstReport(Ref.Loc, Kind, Effect))
    return;
  switch (Ref.Kind) {
  case RefusalKind::NoDefinition:
    return Report.noDefinition(Ref.Loc, Ref.Subject, Effect, Path);
  case RefusalKind::Virtual:
    return Report.virtualCall(Ref.Loc, Ref.Subject, Effect, Path);
  case RefusalKind::FunctionPointer:
    return Report.functionPointerCall(Ref.Loc, Effect, Path);
  case RefusalKind::MemberPointer:
    return Report.memberPointerCall(Ref.Loc, Effect, Path);
  case RefusalKind::TypeErased:
    return Report.typeErasedCall(Ref.Loc, Ref.Subject, Effect, Path);
  case RefusalKind::MissingArgument:
    return Report.missingArgument(Ref.Loc, Ref.Subject, Ref.Index, Effect,
                                  Path);
  case RefusalKind::BadAnnotation:
    break;
  }
}

} // namespace strata::compiler
