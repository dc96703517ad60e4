//===- Annotations.cpp - The strata.* annotations, parsed -----------------===//
///
/// \file
/// Splits `strata.*` annotation strings into words and turns the ones on
/// functions into accessor descriptions.
///
//===----------------------------------------------------------------------===//

#include "Annotations.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
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
