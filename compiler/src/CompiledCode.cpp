//===- CompiledCode.cpp - The analysis checked against the code that runs -===//
///
/// \file
/// See CompiledCode.h. The walk is over references, not only calls: a
/// function whose address a reached function or global mentions (a vtable,
/// a table of pointers, a callback handed to the library) may run.
///
//===----------------------------------------------------------------------===//

#include "CompiledCode.h"
#include "SystemCode.h"

#include "Annotations.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"
#include "clang/CodeGen/ModuleBuilder.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalAlias.h"
#include "llvm/IR/GlobalIFunc.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MD5.h"

#include <algorithm>
#include <set>

using namespace clang;

namespace strata::compiler {
namespace {

/// Why the linker or the loader may bind another definition than the one
/// compiled here, or "" when it may not (or when it is only the ODR's
/// choice among identical copies, which `stratac --link` checks).
const char *replaceable(const llvm::GlobalValue &GV) {
  if (llvm::isa<llvm::GlobalAlias>(GV))
    return "an alias of another symbol";
  if (llvm::isa<llvm::GlobalIFunc>(GV))
    return "chosen by a resolver when the program is loaded (ifunc, target "
           "multiversioning)";
  if (GV.hasExternalWeakLinkage())
    return "a weak reference";
  if (GV.hasWeakAnyLinkage() || (GV.hasLinkOnceLinkage() && !GV.hasLinkOnceODRLinkage()))
    return "weak: another definition of the symbol replaces it";
  if (GV.hasCommonLinkage())
    return "a common symbol";
  if (GV.hasAvailableExternallyLinkage())
    return "defined elsewhere; the body here is only a copy for inlining "
           "(extern template, gnu_inline)";
  // Default visibility in position-independent code: the dynamic loader
  // binds calls to the first module defining the symbol, maybe not this.
  if (!GV.isDeclaration() && !GV.hasLocalLinkage() && !GV.isDSOLocal())
    return "preemptible: with default visibility another module's definition "
           "of the symbol replaces it when the program is loaded (compile "
           "with -fvisibility=hidden, as strata_add_cards does, and give it "
           "no visibility attribute)";
  return "";
}

class Walk {
public:
  Walk(ASTContext &Ctx, CodeGenerator &Gen, llvm::Module &M, Reporter &Report)
      : SM(Ctx.getSourceManager()), Report(Report) {
    for (llvm::GlobalValue &GV : M.global_values()) {
      const Decl *D = Gen.GetDeclForMangledName(GV.getName());
      DeclOf[&GV] = D;
      if (const auto *FD = dyn_cast_or_null<FunctionDecl>(D))
        if (const auto *F = llvm::dyn_cast<llvm::Function>(&GV))
          FunctionsOf[FD->getCanonicalDecl()].push_back(F);
    }
  }

  void run(const RoleReach &R) {
    Parent.clear();
    Work.clear();
    for (const FunctionDecl *Root : R.Roots)
      for (const llvm::Function *F : FunctionsOf.lookup(Root->getCanonicalDecl()))
        reach(F, nullptr);
    while (!Work.empty()) {
      const llvm::GlobalValue *GV = Work.back();
      Work.pop_back();
      visit(*GV, R);
    }
  }

  /// The followed definitions of \p R that another object could define too.
  void bodies(const RoleReach &R, std::map<std::string, FollowedBody> &Out) {
    for (const FunctionDecl *FD : R.Followed) {
      if (inSystemHeader(FD))
        continue;
      for (const llvm::Function *F : FunctionsOf.lookup(FD)) {
        // Every definition another object could also define: the copies
        // the linker chooses among (inline, instantiations), and strong
        // ones too (an asm label can give one another function's symbol).
        if (F->isDeclaration() || F->hasLocalLinkage() ||
            Out.count(F->getName().str()))
          continue;
        const FunctionDecl *Def = FD->getDefinition();
        if (!Def)
          continue;
        // The source's ODR hash, and the symbols the compiled body refers
        // to in order: two copies that call different functions (another
        // overload chosen, another instantiation) differ.
        llvm::MD5 Hash;
        Hash.update(std::to_string(const_cast<FunctionDecl *>(Def)->getODRHash()));
        for (const llvm::BasicBlock &BB : *F)
          for (const llvm::Instruction &I : BB)
            for (const llvm::Use &Op : I.operands())
              if (const auto *G = llvm::dyn_cast<llvm::GlobalValue>(Op.get())) {
                Hash.update(G->getName());
                Hash.update(llvm::StringRef("\0", 1));
              }
        llvm::MD5::MD5Result Result;
        Hash.final(Result);
        PresumedLoc P = SM.getPresumedLoc(SM.getFileLoc(Def->getLocation()));
        FollowedBody B;
        B.Name = Def->getQualifiedNameAsString();
        B.Hash = Result.low();
        if (P.isValid())
          B.Pos = {P.getFilename(), P.getLine(), P.getColumn()};
        Out.emplace(F->getName().str(), std::move(B));
      }
    }
  }

private:
  void reach(const llvm::GlobalValue *GV, const llvm::GlobalValue *From) {
    if (Parent.try_emplace(GV, From).second)
      Work.push_back(GV);
  }

  /// Every global a constant mentions (through casts, aggregates, GEPs).
  void references(const llvm::Value *V, const llvm::GlobalValue *From,
                  llvm::SmallPtrSetImpl<const llvm::Constant *> &Seen) {
    const auto *C = llvm::dyn_cast<llvm::Constant>(V);
    if (!C || !Seen.insert(C).second)
      return;
    if (const auto *GV = llvm::dyn_cast<llvm::GlobalValue>(C)) {
      reach(GV, From);
      return;
    }
    for (const llvm::Use &Op : C->operands())
      references(Op.get(), From, Seen);
  }

  bool inSystemHeader(const Decl *D) const {
    SourceLocation Loc = D->getLocation();
    return inSystemFile(SM, Loc);
  }

  /// Where to report about \p GV: its declaration, else the nearest
  /// function on the way to it that has one.
  const Decl *located(const llvm::GlobalValue *GV) const {
    for (; GV; GV = Parent.lookup(GV))
      if (const Decl *D = DeclOf.lookup(GV); D && D->getLocation().isValid())
        return D;
    return nullptr;
  }

  /// The way from the role's root to \p GV.
  std::vector<PathStep> pathTo(const llvm::GlobalValue *GV) const {
    std::vector<PathStep> Steps;
    for (const llvm::GlobalValue *P = Parent.lookup(GV); P; P = Parent.lookup(P)) {
      const Decl *D = located(P);
      const auto *ND = dyn_cast_or_null<NamedDecl>(DeclOf.lookup(P));
      Steps.push_back({StepKind::Compiled, D ? D->getLocation() : SourceLocation(),
                       ND ? ND->getQualifiedNameAsString() : P->getName().str()});
    }
    std::reverse(Steps.begin(), Steps.end()); // outermost first, as notes() wants
    return Steps;
  }

  static std::string nameOf(const llvm::GlobalValue &GV, const Decl *D) {
    if (const auto *ND = dyn_cast_or_null<NamedDecl>(D))
      return ND->getQualifiedNameAsString();
    return GV.getName().str();
  }

  void visit(const llvm::GlobalValue &GV, const RoleReach &R) {
    const Decl *D = DeclOf.lookup(&GV);
    const auto *FD = dyn_cast_or_null<FunctionDecl>(D);
    // An accessor's annotation is its contract: its body is the runtime's.
    if (FD && Accessors.of(FD).Leaf)
      return;
    bool Library = D && inSystemHeader(D);
    // A class's virtual table or type information (no declaration of its
    // own) runs nothing: the functions it points to are what runs, each
    // judged here as it is reached through it, whichever copy is kept.
    llvm::StringRef Name = GV.getName();
    bool ClassData = !D && (Name.startswith("_ZTV") || Name.startswith("_ZTI") ||
                            Name.startswith("_ZTS") || Name.startswith("_ZTT"));
    if (!Library && !ClassData) {
      if (const char *Why = replaceable(GV); *Why) {
        const Decl *At = located(&GV);
        if (Reported.insert({At, "bind"}).second)
          Report.replaceableBinding(At ? At->getLocation() : SourceLocation(),
                                    nameOf(GV, D), Why, R.Effect, pathTo(&GV));
        return;
      }
    }
    if (const auto *A = llvm::dyn_cast<llvm::GlobalAlias>(&GV)) {
      llvm::SmallPtrSet<const llvm::Constant *, 8> Seen;
      references(A->getAliasee(), &GV, Seen);
      return;
    }
    if (const auto *V = llvm::dyn_cast<llvm::GlobalVariable>(&GV)) {
      if (V->hasInitializer()) {
        llvm::SmallPtrSet<const llvm::Constant *, 8> Seen;
        references(V->getInitializer(), &GV, Seen);
      }
      return;
    }
    const auto *F = llvm::dyn_cast<llvm::Function>(&GV);
    if (!F)
      return;
    // Card or runtime code the analysis did not enter from this role: it
    // runs, so its reads and writes would be missing from the facts.
    // Implicit members (a lambda's conversion to a function pointer, a
    // defaulted destructor) need not be entered themselves: what they call
    // is checked in turn.
    if (FD && !Library && !FD->isImplicit() &&
        !R.Followed.count(FD->getCanonicalDecl())) {
      if (Reported.insert({FD->getCanonicalDecl(), R.Role + R.Effect}).second)
        Report.notFollowedInCompiledCode(FD->getLocation(),
                                         FD->getQualifiedNameAsString(), R.Role,
                                         R.Effect, pathTo(&GV));
      return;
    }
    if (F->isDeclaration()) {
      // Card or runtime code defined elsewhere: the analysis saw a body
      // the linker does not bind to this call.
      if (FD && !Library && FD->hasBody() &&
          Reported.insert({FD->getCanonicalDecl(), "elsewhere"}).second)
        Report.replaceableBinding(FD->getLocation(), FD->getQualifiedNameAsString(),
                                  "defined in another translation unit "
                                  "(extern template)",
                                  R.Effect, pathTo(&GV));
      return;
    }
    llvm::SmallPtrSet<const llvm::Constant *, 32> Seen;
    for (const llvm::BasicBlock &BB : *F)
      for (const llvm::Instruction &I : BB)
        for (const llvm::Use &Op : I.operands())
          references(Op.get(), &GV, Seen);
    if (F->hasPersonalityFn())
      references(F->getPersonalityFn(), &GV, Seen);
  }

  const SourceManager &SM;
  Reporter &Report;
  AccessorTable Accessors;
  llvm::DenseMap<const llvm::GlobalValue *, const Decl *> DeclOf;
  llvm::DenseMap<const FunctionDecl *, std::vector<const llvm::Function *>> FunctionsOf;
  llvm::DenseMap<const llvm::GlobalValue *, const llvm::GlobalValue *> Parent;
  std::vector<const llvm::GlobalValue *> Work;
  std::set<std::pair<const void *, std::string>> Reported;
};

} // namespace

void checkCompiledCode(ASTContext &Ctx, CodeGenerator &Gen, llvm::Module &M,
                       Reporter &Report, const std::vector<RoleReach> &Roles,
                       std::map<std::string, FollowedBody> &Bodies) {
  Walk W(Ctx, Gen, M, Report);
  for (const RoleReach &R : Roles) {
    W.run(R);
    W.bodies(R, Bodies);
  }
}

} // namespace strata::compiler
