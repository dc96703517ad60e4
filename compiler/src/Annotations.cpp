//===- Annotations.cpp - The strata.* annotations, parsed -----------------===//
///
/// \file
/// Splits `strata.*` annotation strings into words and turns the ones on
/// functions into accessor descriptions.
///
//===----------------------------------------------------------------------===//

#include "Annotations.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/Path.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

#include <set>

using namespace clang;
using llvm::StringRef;

namespace strata::compiler {

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

namespace {

/// The trusted directory of each unit being analysed (one at a time in
/// practice; keyed so that nothing leaks between units), and the verdict
/// per file, since every accessor lookup asks.
struct TrustState {
  std::string Dir;
  llvm::DenseMap<unsigned, bool> ByFile;
};
llvm::DenseMap<const ASTContext *, TrustState> &trustedDirs() {
  static llvm::DenseMap<const ASTContext *, TrustState> Dirs;
  return Dirs;
}

/// The directory of the file an annotation is written in (through macros).
std::string directoryOf(const SourceManager &SM, SourceLocation Loc) {
  if (Loc.isInvalid())
    return "";
  FileID File = SM.getFileID(SM.getExpansionLoc(Loc));
  const FileEntry *Entry = SM.getFileEntryForID(File);
  if (!Entry)
    return "";
  StringRef Real = Entry->tryGetRealPathName();
  return llvm::sys::path::parent_path(Real.empty() ? Entry->getName() : Real)
      .str();
}

/// Reads the raw `strata.*` attributes of one unit, trusted or not.
class AnnotationScan : public RecursiveASTVisitor<AnnotationScan> {
public:
  bool shouldVisitTemplateInstantiations() const { return false; }
  bool VisitDecl(Decl *D) {
    if (D->hasAttrs())
      for (const auto *A : D->specific_attrs<AnnotateAttr>())
        if (A->getAnnotation().trim().startswith("strata."))
          Found.push_back({D, A});
    return true;
  }
  std::vector<std::pair<const Decl *, const AnnotateAttr *>> Found;
};

} // namespace

AnnotationTrust::AnnotationTrust(ASTContext &Ctx) : Ctx(Ctx) {
  AnnotationScan Scan;
  Scan.TraverseDecl(Ctx.getTranslationUnitDecl());
  const SourceManager &SM = Ctx.getSourceManager();
  // The runtime declares the effect base; its directory is the runtime's.
  for (const auto &[D, A] : Scan.Found) {
    StringRef Text = A->getAnnotation().trim();
    if (isa<CXXRecordDecl>(D) && Text.startswith("strata.effect ") &&
        !Text.contains(" cda")) {
      Dir = directoryOf(SM, A->getLocation());
      break;
    }
  }
  trustedDirs()[&Ctx].Dir = Dir;
  // No effect base, no effect: nothing here is analysed, nothing to report.
  if (Dir.empty())
    return;
  for (const auto &[D, A] : Scan.Found)
    if (directoryOf(SM, A->getLocation()) != Dir)
      for (Annotation &An : strataAnnotations(D, /*TrustedOnly=*/false))
        if (An.Loc == A->getLocation())
          Untrusted.push_back({D, std::move(An)});
}

AnnotationTrust::~AnnotationTrust() { trustedDirs().erase(&Ctx); }

std::vector<Annotation> strataAnnotations(const Decl *D, bool TrustedOnly) {
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
  const ASTContext &Ctx = D->getASTContext();
  TrustState *Trusted = nullptr;
  if (TrustedOnly) {
    auto It = trustedDirs().find(&Ctx);
    if (It != trustedDirs().end())
      Trusted = &It->second;
  }
  auto IsTrusted = [&](SourceLocation Loc) {
    const SourceManager &SM = Ctx.getSourceManager();
    unsigned File = SM.getFileID(SM.getExpansionLoc(Loc)).getHashValue();
    auto [It, New] = Trusted->ByFile.try_emplace(File, false);
    if (New)
      It->second = directoryOf(SM, Loc) == Trusted->Dir;
    return It->second;
  };
  // Redeclarations inherit the attribute: count each written one once.
  std::set<std::pair<unsigned, std::string>> Seen;
  for (const Decl *X : Decls) {
    for (const auto *A : X->specific_attrs<AnnotateAttr>()) {
      StringRef Text = A->getAnnotation().trim();
      if (Text.substr(0, 7) != "strata.")
        continue;
      if (Trusted && !IsTrusted(A->getLocation()))
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

const AccessorInfo &AccessorTable::of(const FunctionDecl *F) {
  F = F->getCanonicalDecl();
  auto [It, Inserted] = Infos.try_emplace(F);
  if (!Inserted)
    return It->second;
  AccessorInfo &Info = It->second;
  for (const Annotation &An : strataAnnotations(F)) {
    bool Reads = An.Kind == "strata.reads", Writes = An.Kind == "strata.writes";
    if (Reads || Writes) {
      Info.Leaf = true;
      if (An.Words.empty())
        Info.Problems.push_back(
            {An.Loc, An.Text, "it names no characteristic"});
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
      Info.Problems.push_back(
          {An.Loc, An.Text,
           "'" + An.Kind + "' is not an annotation for functions"});
    }
  }
  return Info;
}

} // namespace strata::compiler
