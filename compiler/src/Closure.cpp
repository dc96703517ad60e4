//===- Closure.cpp - Following the call graph from one role's roots -------===//
///
/// \file
/// The depth-first walk over call-graph nodes, role attribution of reads and
/// the layer discipline on writes.
///
//===----------------------------------------------------------------------===//

#include "Closure.h"
#include "SystemCode.h"

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <cstdint>

using namespace clang;
using llvm::StringRef;

namespace strata::compiler {

/// The entry of \p P in \p Ctx, or null.
static const std::pair<const Decl *, std::uint8_t> *
lookup(const std::vector<std::pair<const Decl *, std::uint8_t>> &Ctx,
       const Decl *P) {
  auto It = llvm::lower_bound(
      Ctx, P, [](const auto &E, const Decl *X) { return E.first < X; });
  return It != Ctx.end() && It->first == P ? &*It : nullptr;
}

std::uint8_t Closure::whose(const Origin &O, const Context &Ctx) const {
  std::uint8_t W = 0;
  if (O.Source)
    W |= Source;
  // What the analysis cannot trace may be any object's: it counts as
  // another's, the set a consumer takes for "any object".
  if (O.Other || O.Unknown || (!O.Source && O.Params.empty()))
    W |= Other;
  for (const Decl *P : O.Params) {
    if (const auto *E = lookup(Ctx, P))
      W |= E->second;
    else if (Reachable.contains(ViewOrigins::ownerOf(P)->getCanonicalDecl()))
      // Bound on another path (a field holding it was set there): whatever
      // any call gives it.
      W |= AnyPath.lookup(P) ? AnyPath.lookup(P) : std::uint8_t(Other);
    // else: a parameter of a function this root never runs (a field
    // another effect's code initialises from it) holds nothing here.
  }
  return W ? W : std::uint8_t(Other);
}

void Closure::run(const FunctionDecl *Root) {
  // The engine calls a filter or an apply with the context and the view of
  // the object the effect applies to (runtime/Effect.h).
  // (Overloads of the root's name are roots too: their last parameter is
  // taken for the same object.)
  bindAnyPath(Root);
  Context Ctx;
  if (R != Role::Condition && Root->getNumParams() > 0)
    Ctx.push_back({Root->getParamDecl(Root->getNumParams() - 1), Affected});
  visit(Root, Ctx);
}

void Closure::bindAnyPath(const FunctionDecl *Root) {
  llvm::SmallVector<const FunctionDecl *, 16> Functions{Root}, Work{Root};
  Reachable.clear();
  Reachable.insert(Root->getCanonicalDecl());
  while (!Work.empty()) {
    const CallNode &Node = Graph.node(Work.pop_back_val());
    for (const Edge &E : Node.Edges)
      if (Reachable.insert(E.Callee->getCanonicalDecl()).second) {
        Work.push_back(E.Callee);
        Functions.push_back(E.Callee);
      }
  }
  // A fixpoint over every edge, paths merged: a parameter no call binds
  // (the root's context, a function whose address is taken) may hold any
  // view.
  AnyPath.clear();
  if (R != Role::Condition && Root->getNumParams() > 0)
    AnyPath[Root->getParamDecl(Root->getNumParams() - 1)] = Affected;
  auto Of = [&](const Origin &O) {
    std::uint8_t W = O.Source ? Source : 0;
    if (O.Other || O.Unknown || (!O.Source && O.Params.empty()))
      W |= Other;
    for (const Decl *P : O.Params)
      W |= Reachable.contains(ViewOrigins::ownerOf(P)->getCanonicalDecl())
               ? AnyPath.lookup(P)
               : 0;
    return W;
  };
  auto Join = [&](const Decl *Key, std::uint8_t W) {
    std::uint8_t &Slot = AnyPath[Key];
    bool Changed = (Slot | W) != Slot;
    Slot |= W;
    return Changed;
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const FunctionDecl *F : Functions)
      for (const Edge &E : Graph.node(F).Edges) {
        for (unsigned I = 0; I < E.Callee->getNumParams(); ++I)
          Changed |= Join(E.Callee->getParamDecl(I),
                          I < E.Args.size() ? Of(E.Args[I]) : Other);
        const auto *M = dyn_cast<CXXMethodDecl>(E.Callee);
        if (M && !M->getParent()->isLambda())
          if (const Decl *This = ViewOrigins::thisOf(E.Callee))
            Changed |= Join(This, E.Object ? Of(*E.Object) : Other);
      }
  }
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
    // The callee's own parameters and implicit object get this call's;
    // those of other functions (captured by lambdas) keep what they had.
    // (A lambda's `this` is its enclosing method's, captured: kept.)
    const auto *Method = dyn_cast<CXXMethodDecl>(E.Callee);
    const Decl *CalleeThis = Method && !Method->getParent()->isLambda()
                                 ? ViewOrigins::thisOf(E.Callee)
                                 : nullptr;
    Context Next;
    for (const auto &Entry : Ctx)
      if (ViewOrigins::ownerOf(Entry.first) != E.Callee &&
          Entry.first != CalleeThis)
        Next.push_back(Entry);
    for (size_t I = 0; I < E.Args.size(); ++I)
      if (std::uint8_t W = whose(E.Args[I], Ctx); W != Other)
        Next.push_back({E.Callee->getParamDecl(I), W});
    if (CalleeThis && E.Object)
      if (std::uint8_t W = whose(*E.Object, Ctx); W != Other)
        Next.push_back({CalleeThis, W});
    llvm::sort(Next);
    Context Merged;
    for (const auto &Entry : Next)
      if (!Merged.empty() && Merged.back().first == Entry.first)
        Merged.back().second |= Entry.second;
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
    // together with the source's, and the audit accepts either. Apart,
    // whose: a read on a view that may be some other object's than the
    // affected one or the source (what a change to that object can reach).
    std::uint8_t W = whose(A.Of, Ctx);
    if (R == Role::Condition || (W & Source))
      addName(SourceReads, A.Name, Pos);
    if (R != Role::Condition && (W & (Affected | Other)))
      addName(Reads, A.Name, Pos);
    if (W & Other)
      addName(OtherObjectReads, A.Name, Pos);
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
    while (Entry > 0 && inSystemFile(SM, Path[Entry - 1].Loc))
      --Entry;
    if (Entry > 0) {
      const PathStep &Call = Path[Entry - 1];
      if (!firstReport(Call.Loc, Kind, Effect))
        return;
      // What the card can do instead: hand the library a callable it can
      // follow, or keep its views to their accessors.
      bool ViaView = Ref.Kind == RefusalKind::Reinterpret ||
                     Ref.Kind == RefusalKind::RawStorage;
      return Report.refusedInLibrary(Call.Loc, Call.Callee, Effect,
                                     describe(Ref),
                                     ViaView ? "use the view's accessors instead "
                                               "of handing the library its memory"
                                             : "pass the callable itself (a lambda, "
                                               "a template argument) instead",
                                     Ref.Loc,
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
  case RefusalKind::RuntimeBound:
    return Report.runtimeBound(Ref.Loc, Ref.Subject, Effect, Path);
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
  case RefusalKind::RuntimeBound:
    return "it uses a run-time array bound (" + Ref.Subject + ")";
  case RefusalKind::MissingArgument:
  case RefusalKind::BadAnnotation:
    break;
  }
  return "it does something the analysis cannot follow";
}

} // namespace strata::compiler
