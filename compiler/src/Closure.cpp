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
#include <cstdint>

using namespace clang;
using llvm::StringRef;

namespace strata::compiler {

/// The entry of \p P in \p Ctx, or null.
static const std::pair<const ParmVarDecl *, bool> *
lookup(const std::vector<std::pair<const ParmVarDecl *, bool>> &Ctx,
       const ParmVarDecl *P) {
  auto It = llvm::lower_bound(
      Ctx, P, [](const auto &E, const ParmVarDecl *X) { return E.first < X; });
  return It != Ctx.end() && It->first == P ? &*It : nullptr;
}

bool Closure::maySource(const Origin &O, const Context &Ctx) const {
  return O.Source || llvm::any_of(O.Params, [&](const ParmVarDecl *P) {
           return lookup(Ctx, P) != nullptr;
         });
}

bool Closure::mayOther(const Origin &O, const Context &Ctx) const {
  return O.Other || O.Unknown || (!O.Source && O.Params.empty()) ||
         llvm::any_of(O.Params, [&](const ParmVarDecl *P) {
           const auto *E = lookup(Ctx, P);
           return !E || E->second;
         });
}

SourcePos Closure::posOf(SourceLocation Loc) const {
  PresumedLoc P = SM.getPresumedLoc(SM.getFileLoc(Loc));
  if (P.isInvalid())
    return {};
  return {P.getFilename(), P.getLine(), P.getColumn()};
}

std::set<const FunctionDecl *> Closure::followed() const {
  std::set<const FunctionDecl *> Out;
  for (const auto &[F, Ctx] : Visited)
    Out.insert(F->getCanonicalDecl());
  return Out;
}

void Closure::visit(const FunctionDecl *F, const Context &Ctx) {
  if (!Visited.insert({F, Ctx}).second)
    return;
  const CallNode &Node = Graph.node(F);
  for (const Access &A : Node.Accesses)
    access(A, Ctx);
  for (const Refusal &Ref : Node.Refusals)
    refusal(Ref, Node.Library);
  for (const Edge &E : Node.Edges) {
    // The callee's own parameters get this call's arguments; parameters of
    // other functions (captured by lambdas) keep what they had.
    Context Next;
    for (const auto &Entry : Ctx)
      if (dyn_cast<FunctionDecl>(Entry.first->getDeclContext()) != E.Callee)
        Next.push_back(Entry);
    for (size_t I = 0; I < E.Args.size(); ++I)
      if (maySource(E.Args[I], Ctx))
        Next.push_back({E.Callee->getParamDecl(I), mayOther(E.Args[I], Ctx)});
    llvm::sort(Next);
    Context Merged;
    for (const auto &Entry : Next)
      if (!Merged.empty() && Merged.back().first == Entry.first)
        Merged.back().second = Merged.back().second || Entry.second;
      else
        Merged.push_back(Entry);
    Next = std::move(Merged);
    Path.push_back({E.Kind, E.Loc, E.Callee->getQualifiedNameAsString()});
    visit(E.Callee, Next);
    Path.pop_back();
  }
}

void Closure::access(const Access &A, const Context &Ctx) {
  SourcePos Pos = posOf(A.Loc);
  if (!A.Write) {
    // A condition decides whether the effect exists: all its reads are the
    // source's part. Otherwise a view that may be the source's or
    // another's counts in both sets; one the analysis cannot trace (kept
    // in a field, say) counts as the role's, which the engine takes
    // together with the source's, and the audit accepts either.
    if (R == Role::Condition || maySource(A.Of, Ctx))
      addName(SourceReads, A.Name, Pos);
    if (R != Role::Condition && mayOther(A.Of, Ctx))
      addName(Reads, A.Name, Pos);
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
  if (!Allowed && firstReport(A.Loc, 1, Part + "\n" + A.Name)) {
    Report.writeOutsideLayer(A.Loc, Part, LayerName, A.Name, Path);
    // Where it belongs: the layers whose patterns allow it, the most
    // specific first (layer 1 copies every copiable value, CR 613.2).
    auto Allows = [&](const LayerRule &L) {
      return llvm::any_of(L.Writes, [&](const std::string &P) {
        return patternAllows(P, A.Name);
      });
    };
    size_t Fewest = SIZE_MAX;
    for (const LayerRule &L : Layers)
      if (Allows(L))
        Fewest = std::min(Fewest, L.Writes.size());
    std::string Names, Rule, Spelling, ArgSpelling;
    for (const LayerRule &L : Layers)
      if (Allows(L) && L.Writes.size() == Fewest) {
        Names += (Names.empty() ? "" : ", ") + L.Name;
        if (Spelling.empty()) {
          Rule = L.Rule;
          Spelling = L.Spelling;
          ArgSpelling = L.ArgSpelling;
        }
      }
    if (!Spelling.empty())
      Report.layerSuggestion(A.Loc, A.Name, Names, Rule, Spelling, LayerArg,
                             ArgSpelling);
  }
}

void Closure::refusal(const Refusal &Ref, bool Library) {
  int Kind = 2 + static_cast<int>(Ref.Kind);
  if (Ref.Kind == RefusalKind::BadAnnotation) {
    // About the annotation, not the effect: once per annotation.
    if (firstReport(Ref.Loc, Kind, Ref.Subject))
      Report.badAnnotation(Ref.Loc, Ref.Subject, Ref.Detail);
    return;
  }
  // Inside the standard library: reported at the card's call into it,
  // naming what the library does there.
  if (Library) {
    size_t Entry = Path.size();
    while (Entry > 0 && SM.isInSystemHeader(SM.getExpansionLoc(Path[Entry - 1].Loc)))
      --Entry;
    if (Entry > 0) {
      const PathStep &Call = Path[Entry - 1];
      if (!firstReport(Call.Loc, Kind, Effect))
        return;
      return Report.refusedInLibrary(Call.Loc, Call.Callee, Effect,
                                     describe(Ref), Ref.Loc,
                                     llvm::ArrayRef(Path).take_front(Entry - 1));
    }
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
  case RefusalKind::MissingArgument:
    return Report.missingArgument(Ref.Loc, Ref.Subject, Ref.Index, Effect,
                                  Path);
  case RefusalKind::MutableStatic:
    return Report.mutableStatic(Ref.Loc, Ref.Subject, Effect, Path);
  case RefusalKind::RawStorage:
    return Report.rawStorage(Ref.Loc, Ref.Subject, Effect, Path);
  case RefusalKind::Reinterpret:
    return Report.reinterpret(Ref.Loc, Ref.Subject, Effect, Path);
  case RefusalKind::BadAnnotation:
    break;
  }
}

std::string Closure::describe(const Refusal &Ref) {
  switch (Ref.Kind) {
  case RefusalKind::NoDefinition:
    return "it calls '" + Ref.Subject + "', which has no definition here";
  case RefusalKind::Virtual:
    return "it makes a virtual call to '" + Ref.Subject + "'";
  case RefusalKind::FunctionPointer:
    return "it calls through a function pointer";
  case RefusalKind::MemberPointer:
    return "it calls through a member pointer";
  case RefusalKind::MutableStatic:
    return "it uses '" + Ref.Subject + "'";
  case RefusalKind::RawStorage:
    return "it reaches the runtime's storage (" + Ref.Subject + ")";
  case RefusalKind::Reinterpret:
    return "it reinterprets " + Ref.Subject;
  case RefusalKind::MissingArgument:
  case RefusalKind::BadAnnotation:
    break;
  }
  return "it does something the analysis cannot follow";
}

} // namespace strata::compiler
