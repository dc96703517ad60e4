//===- Roots.cpp - Effects, parts and their annotated bases ---------------===//
///
/// \file
/// The root matchers, run once per unit with a MatchFinder, and the class
/// queries behind the effect and part rules.
///
//===----------------------------------------------------------------------===//

#include "Roots.h"

#include "Matchers.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"

using namespace clang;
using namespace clang::ast_matchers;
using namespace strata::compiler::matchers;
using llvm::StringRef;

namespace strata::compiler {
namespace {

//===--- The patterns -----------------------------------------------------===//

/// A class the protocol calls "complete, non-template": a definition
/// written outside any template and not produced by instantiating one,
/// neither a lambda's class nor from a system header.
const auto ConcreteClass = cxxRecordDecl(
    isDefinition(), unless(isImplicit()), unless(isLambda()),
    unless(classTemplateSpecializationDecl()), unless(isInDependentContext()),
    unless(isInstantiated()), unless(isDeclaredInSystemHeader()));
/// A base carrying `strata.effect` (the effect base or a marker below it).
const auto EffectBase = cxxRecordDecl(hasStrataAnnotation("strata.effect"));
/// A specialization of a `strata.part` template.
const auto PartBase =
    classTemplateSpecializationDecl(hasStrataAnnotation("strata.part"));
/// Any class deriving from a part template's specialization.
const auto PartClass = cxxRecordDecl(isDerivedFrom(PartBase));
/// An effect: below an effect base, and not one of the annotated bases.
const auto EffectClass =
    cxxRecordDecl(ConcreteClass, isDerivedFrom(EffectBase), unless(EffectBase));
/// A template whose specializations list what a card has.
const auto ListTemplate = classTemplateDecl(
    has(cxxRecordDecl(hasStrataAnnotation("strata.lists")))).bind("lists");
/// A part template, for its `parts=` alias name.
const auto PartTemplate = classTemplateDecl(
    has(cxxRecordDecl(hasStrataAnnotation("strata.part")).bind("templated")));

class Collector : public MatchFinder::MatchCallback {
public:
  explicit Collector(Roots &Out) : Out(Out) {}

  void run(const MatchFinder::MatchResult &R) override {
    if (const auto *Effect = R.Nodes.getNodeAs<CXXRecordDecl>("effect")) {
      // A class may be reached more than once; keep the first position.
      if (Seen.insert(Effect).second)
        Out.Effects.push_back(Effect);
    }
    if (const auto *Part = R.Nodes.getNodeAs<CXXRecordDecl>("part"))
      Out.Parts.insert(Part);
    if (const auto *Lists = R.Nodes.getNodeAs<ClassTemplateDecl>("lists")) {
      Out.ListTemplates.insert(Lists->getNameAsString());
      for (const Annotation &An : strataAnnotations(Lists->getTemplatedDecl()))
        if (An.Kind == "strata.lists")
          for (StringRef M : llvm::split(StringRef(An.value("members")), ','))
            if (!M.empty())
              Members.insert(M.str());
      ListDecls.push_back(Lists);
    }
    if (const auto *Templated = R.Nodes.getNodeAs<CXXRecordDecl>("templated"))
      for (const Annotation &An : strataAnnotations(Templated))
        if (An.Kind == "strata.part" && !An.value("parts").empty())
          Out.PartListAliases.insert(An.value("parts"));
  }

  ASTContext *CtxPtr = nullptr;

  /// After matching (every list's members known): what the lists name.
  void nameListed() {
    for (const ClassTemplateDecl *Lists : ListDecls)
      for (const ClassTemplateSpecializationDecl *Spec : Lists->specializations())
        name(CtxPtr->getRecordType(Spec));
  }

private:
  /// Marks the class \p T names as listed, and what it names in turn.
  void name(QualType T) {
    const CXXRecordDecl *D = T.getCanonicalType()->getAsCXXRecordDecl();
    if (!D || !Named.insert(D->getCanonicalDecl()).second)
      return;
    Out.Listed.insert(D->getCanonicalDecl());
    if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(D))
      for (const TemplateArgument &Arg : Spec->getTemplateArgs().asArray())
        for (const TemplateArgument &Element :
             Arg.getKind() == TemplateArgument::Pack ? Arg.pack_elements()
                                                     : llvm::ArrayRef(Arg))
          if (Element.getKind() == TemplateArgument::Type)
            name(Element.getAsType());
    if (const CXXRecordDecl *Def = D->getDefinition())
      for (const Decl *Member : Def->decls())
        if (const auto *Alias = dyn_cast<TypedefNameDecl>(Member);
            Alias && Members.count(Alias->getNameAsString()))
          name(Alias->getUnderlyingType());
  }

  Roots &Out;
  llvm::DenseSet<const CXXRecordDecl *> Seen;
  llvm::DenseSet<const CXXRecordDecl *> Named;
  std::set<std::string> Members; ///< the member aliases lists follow
  std::vector<const ClassTemplateDecl *> ListDecls;
};

} // namespace

Roots findRoots(ASTContext &Ctx) {
  Roots Out;
  Collector Callback(Out);
  Callback.CtxPtr = &Ctx;
  MatchFinder Finder;
  Finder.addMatcher(EffectClass.bind("effect"), &Callback);
  Finder.addMatcher(cxxRecordDecl(ConcreteClass, PartClass).bind("part"),
                    &Callback);
  Finder.addMatcher(PartTemplate, &Callback);
  Finder.addMatcher(ListTemplate, &Callback);
  Finder.matchAST(Ctx);
  Callback.nameListed();
  return Out;
}

bool isPartClass(const CXXRecordDecl *Class, ASTContext &Ctx) {
  return !match(PartClass, *Class, Ctx).empty();
}

void scanBases(const CXXRecordDecl *D, Ancestry &A) {
  for (const CXXBaseSpecifier &Base : D->bases()) {
    const CXXRecordDecl *B = Base.getType()->getAsCXXRecordDecl();
    if (!B || !B->hasDefinition())
      continue;
    B = B->getDefinition();
    for (Annotation &An : strataAnnotations(B)) {
      if (An.Kind == "strata.effect") {
        if (An.hasWord("cda"))
          A.Cda = true;
        else if (!A.EffectBase)
          A.EffectBase = std::move(An);
      } else if (An.Kind == "strata.part" && !A.PartBase) {
        A.PartBase = dyn_cast<ClassTemplateSpecializationDecl>(B);
        if (A.PartBase)
          A.PartAnnotation = std::move(An);
      }
    }
    scanBases(B, A);
  }
}

RootMethods findMethods(const CXXRecordDecl *Class, StringRef Name) {
  RootMethods Found;
  if (Name.empty() || !Class || !Class->hasDefinition())
    return Found;
  Class = Class->getDefinition();
  for (const NamedDecl *D :
       Class->lookup(&Class->getASTContext().Idents.get(Name))) {
    // `using Base::apply;` brings the base's methods into this class.
    if (const auto *Shadow = dyn_cast<UsingShadowDecl>(D))
      D = Shadow->getTargetDecl();
    if (const auto *M = dyn_cast<CXXMethodDecl>(D))
      Found.Methods.push_back(M);
    else if (const auto *T = dyn_cast<FunctionTemplateDecl>(D))
      Found.Templates.push_back(T);
  }
  if (!Found.empty())
    return Found;
  for (const CXXBaseSpecifier &Base : Class->bases()) {
    RootMethods Inherited =
        findMethods(Base.getType()->getAsCXXRecordDecl(), Name);
    Found.Methods.insert(Found.Methods.end(), Inherited.Methods.begin(),
                         Inherited.Methods.end());
    Found.Templates.insert(Found.Templates.end(), Inherited.Templates.begin(),
                           Inherited.Templates.end());
  }
  return Found;
}

std::optional<std::vector<QualType>> listedParts(const CXXRecordDecl *Class,
                                                 StringRef Name) {
  for (const NamedDecl *D :
       Class->lookup(&Class->getASTContext().Idents.get(Name))) {
    const auto *Alias = dyn_cast<TypedefNameDecl>(D);
    if (!Alias)
      continue;
    std::vector<QualType> Parts;
    QualType T = Alias->getUnderlyingType().getCanonicalType();
    const auto *List = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
        T->getAsCXXRecordDecl());
    if (!List)
      return Parts;
    for (const TemplateArgument &Arg : List->getTemplateArgs().asArray()) {
      // `template <class... Ps>` holds them in one pack argument.
      for (const TemplateArgument &Element :
           Arg.getKind() == TemplateArgument::Pack ? Arg.pack_elements()
                                                   : llvm::ArrayRef(Arg))
        if (Element.getKind() == TemplateArgument::Type)
          Parts.push_back(Element.getAsType());
    }
    return Parts;
  }
  return std::nullopt;
}

std::string whyUnnameable(const CXXRecordDecl *Class) {
  // The generated table names parts and effects as types.
  for (const DeclContext *DC = Class; DC && !DC->isTranslationUnit();
       DC = DC->getParent()) {
    if (DC->isFunctionOrMethod())
      return "it is local to a function";
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC);
        NS && NS->isAnonymousNamespace())
      return "it is in an anonymous namespace";
    if (const auto *R = dyn_cast<RecordDecl>(DC); R && !R->getIdentifier())
      return "it is an unnamed class";
  }
  return "";
}

} // namespace strata::compiler
