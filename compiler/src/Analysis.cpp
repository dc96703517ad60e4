//===- Analysis.cpp - Effects, parts and the closure over their calls -----===//
///
/// \file
/// Per translation unit: finds effect classes and their parts from the
/// `strata.*` annotations, follows calls from each root method (filter,
/// condition, apply) through the facts of BodyFacts.cpp, attributes every
/// read to its role, checks the layer discipline, and adds the result to the
/// run's Facts before the AST is freed.
///
//===----------------------------------------------------------------------===//

#include "strata/compiler/Analysis.h"

#include "BodyFacts.h"
#include "Diagnostics.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Tooling/Tooling.h"

#include <algorithm>
#include <exception>
#include <optional>
#include <set>
#include <tuple>

using namespace clang;
using llvm::StringRef;

namespace strata::compiler {
namespace {

//===--- Finding effects and parts ----------------------------------------===//

/// Every complete, non-template class of the unit, and the part templates.
class ClassFinder : public RecursiveASTVisitor<ClassFinder> {
public:
  std::vector<const CXXRecordDecl *> Classes;
  std::set<std::string> PartListAliases; ///< every part template's `parts=`

  bool VisitCXXRecordDecl(CXXRecordDecl *D) {
    // Instantiations are not visited (RecursiveASTVisitor's default), and
    // templates are dependent: both are "template classes" to the protocol.
    if (D->isThisDeclarationADefinition() && !D->isLambda() &&
        !D->isImplicit() && !D->isDependentContext() &&
        !isa<ClassTemplateSpecializationDecl>(D))
      Classes.push_back(D);
    return true;
  }

  bool VisitClassTemplateDecl(ClassTemplateDecl *T) {
    for (const Annotation &An : strataAnnotations(T->getTemplatedDecl()))
      if (An.Kind == "strata.part" && !An.value("parts").empty())
        PartListAliases.insert(An.value("parts"));
    return true;
  }
};

/// What a class inherits from annotated bases.
struct Ancestry {
  std::optional<Annotation> EffectBase; ///< `strata.effect filter=...`
  bool Cda = false;
  const ClassTemplateSpecializationDecl *PartBase = nullptr;
  std::optional<Annotation> PartAnnotation;
};

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

/// Methods named \p Name in \p Class or, failing that, its nearest bases.
std::vector<const FunctionDecl *> findMethods(const CXXRecordDecl *Class,
                                              StringRef Name) {
  std::vector<const FunctionDecl *> Found;
  if (Name.empty() || !Class || !Class->hasDefinition())
    return Found;
  Class = Class->getDefinition();
  for (const NamedDecl *D :
       Class->lookup(&Class->getASTContext().Idents.get(Name)))
    if (const auto *M = dyn_cast<CXXMethodDecl>(D))
      Found.push_back(M);
  if (!Found.empty())
    return Found;
  for (const CXXBaseSpecifier &Base : Class->bases()) {
    auto Inherited = findMethods(Base.getType()->getAsCXXRecordDecl(), Name);
    Found.insert(Found.end(), Inherited.begin(), Inherited.end());
  }
  return Found;
}

/// The types listed as arguments of the alias \p Name in \p Class, or
/// nothing when \p Class declares no such alias.
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

/// Why \p Class cannot be named from namespace scope, or "" when it can.
/// The generated table names parts and effects as types, so it must.
std::string whyUnnameable(const CXXRecordDecl *Class) {
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

//===--- The closure over calls -------------------------------------------===//

enum class Role { Filter, Condition, Apply };

/// Diagnostics already emitted in this unit: a helper shared by several
/// roots of one effect is reported once.
using ReportedSet = std::set<std::tuple<unsigned, int, std::string>>;

/// Follows calls from the root methods of one role of one effect (or part)
/// and collects what they read and write.
class Closure {
public:
  Closure(FactsCollector &Collector, Reporter &Report, ReportedSet &Reported,
          const SourceManager &SM, Role R, std::string Effect)
      : Collector(Collector), Report(Report), Reported(Reported), SM(SM),
        R(R), Effect(std::move(Effect)) {}

  /// For apply roots: the part and its layer's write patterns.
  void setPart(std::string PartName, std::string Layer,
               std::vector<std::string> Allowed) {
    Part = std::move(PartName);
    LayerName = std::move(Layer);
    LayerWrites = std::move(Allowed);
  }

  void run(const FunctionDecl *Root) { visit(Root, {}); }

  NameSet Reads;       ///< reads in this role, not on the source
  NameSet SourceReads; ///< reads on the source's view
  NameSet Writes;

private:
  /// Parameters known to hold the source's view, sorted.
  using Context = std::vector<const ParmVarDecl *>;

  bool isSource(const Origin &O, const Context &Ctx) const {
    return O.Source || llvm::any_of(O.Params, [&](const ParmVarDecl *P) {
             return std::binary_search(Ctx.begin(), Ctx.end(), P);
           });
  }

  SourcePos posOf(SourceLocation Loc) const {
    PresumedLoc P = SM.getPresumedLoc(SM.getFileLoc(Loc));
    if (P.isInvalid())
      return {};
    return {P.getFilename(), P.getLine(), P.getColumn()};
  }

  bool firstReport(SourceLocation Loc, int Kind, std::string Key) {
    return Reported.insert({Loc.getRawEncoding(), Kind, std::move(Key)}).second;
  }

  void visit(const FunctionDecl *F, const Context &Ctx);
  void access(const Access &A, const Context &Ctx);
  void refusal(const Refusal &R);

  FactsCollector &Collector;
  Reporter &Report;
  ReportedSet &Reported;
  const SourceManager &SM;
  Role R;
  std::string Effect;
  std::string Part, LayerName;
  std::vector<std::string> LayerWrites;
  // (function, context): recursion and diamonds are walked once.
  std::set<std::pair<const FunctionDecl *, Context>> Visited;
  std::vector<PathStep> Path;
};

void Closure::visit(const FunctionDecl *F, const Context &Ctx) {
  if (!Visited.insert({F, Ctx}).second)
    return;
  const FunctionFacts &Facts = Collector.factsOf(F);
  for (const Access &A : Facts.Accesses)
    access(A, Ctx);
  for (const Refusal &Ref : Facts.Refusals)
    refusal(Ref);
  for (const Edge &E : Facts.Edges) {
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

//===--- One translation unit ---------------------------------------------===//

class UnitAnalysis {
public:
  UnitAnalysis(ASTContext &Ctx, Reporter &Report, Facts &Out)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Report(Report), Out(Out),
        Collector(Ctx) {}

  void run();

private:
  struct PartInfo {
    const CXXRecordDecl *Class;
    std::vector<const FunctionDecl *> Apply;
    std::string Layer;
    std::vector<std::string> Writes;
  };

  std::optional<PartInfo> partOf(const CXXRecordDecl *Class);
  void analyseEffect(const CXXRecordDecl *Class, const Ancestry &A,
                     const std::set<std::string> &Aliases);
  /// Runs \p C from each root, reporting roots that have no body.
  void runRoots(Closure &C, const std::vector<const FunctionDecl *> &Roots,
                StringRef Effect);

  SourcePos posOf(const Decl *D) const {
    PresumedLoc P = SM.getPresumedLoc(SM.getFileLoc(D->getLocation()));
    if (P.isInvalid())
      return {};
    return {P.getFilename(), P.getLine(), P.getColumn()};
  }

  ASTContext &Ctx;
  const SourceManager &SM;
  Reporter &Report;
  Facts &Out;
  FactsCollector Collector;
  ReportedSet Reported;
};

std::optional<UnitAnalysis::PartInfo>
UnitAnalysis::partOf(const CXXRecordDecl *Class) {
  Ancestry A;
  scanBases(Class, A);
  if (!A.PartBase)
    return std::nullopt;
  const Annotation &An = *A.PartAnnotation;
  PartInfo Info{Class, {}, "", {}};
  std::string Apply = An.value("apply");
  if (Apply.empty())
    Report.badAnnotation(An.Loc, An.Text, "it needs 'apply=METHOD'");
  else if ((Info.Apply = findMethods(Class, Apply)).empty())
    Report.missingMethod(Class->getLocation(), "part",
                         Class->getQualifiedNameAsString(), Apply);

  // The layer: template argument N is an enumerator annotated strata.layer.
  unsigned N = 0;
  StringRef(An.value("layer-arg")).getAsInteger(10, N);
  const TemplateArgumentList &Args = A.PartBase->getTemplateArgs();
  const EnumConstantDecl *Layer = nullptr;
  if (N < Args.size() && Args[N].getKind() == TemplateArgument::Integral)
    if (const auto *ET = Args[N].getIntegralType()->getAs<EnumType>())
      for (const EnumConstantDecl *E : ET->getDecl()->enumerators())
        if (llvm::APSInt::isSameValue(E->getInitVal(), Args[N].getAsIntegral()))
          Layer = E;
  std::optional<Annotation> LayerAnnotation;
  if (Layer)
    for (Annotation &LA : strataAnnotations(Layer))
      if (LA.Kind == "strata.layer" && !LA.Words.empty())
        LayerAnnotation = std::move(LA);
  if (!LayerAnnotation) {
    Report.layerWithoutAnnotation(Class->getLocation(),
                                  Class->getQualifiedNameAsString());
    return Info;
  }
  Info.Layer = LayerAnnotation->Words[0];
  // `NAME writes P...`: everything after `writes` is a pattern.
  auto &W = LayerAnnotation->Words;
  auto Writes = std::find(W.begin(), W.end(), "writes");
  if (Writes != W.end())
    Info.Writes.assign(Writes + 1, W.end());
  return Info;
}

void UnitAnalysis::runRoots(Closure &C,
                            const std::vector<const FunctionDecl *> &Roots,
                            StringRef Effect) {
  for (const FunctionDecl *Root : Roots) {
    const FunctionDecl *Def = nullptr;
    if (!Root->hasBody(Def) || !Def) {
      Report.rootWithoutBody(Root->getLocation(),
                             Root->getQualifiedNameAsString(), Effect);
      continue;
    }
    C.run(Def);
  }
}

void UnitAnalysis::analyseEffect(const CXXRecordDecl *Class, const Ancestry &A,
                                 const std::set<std::string> &Aliases) {
  std::string Name = Class->getQualifiedNameAsString();
  SourceLocation Loc = Class->getLocation();

  // Its parts: the class itself, or the types listed in its alias.
  std::vector<PartInfo> Parts;
  std::optional<std::vector<QualType>> Listed;
  std::string AliasName = Aliases.empty() ? "Parts" : *Aliases.begin();
  for (const std::string &Alias : Aliases)
    if ((Listed = listedParts(Class, Alias))) {
      AliasName = Alias;
      break;
    }
  std::optional<PartInfo> Self = partOf(Class);
  if (Self && Listed)
    Report.partAndPartList(Loc, Name, AliasName);
  if (Self) {
    Parts.push_back(std::move(*Self));
  } else if (Listed) {
    for (QualType T : *Listed) {
      const CXXRecordDecl *P = T->getAsCXXRecordDecl();
      std::optional<PartInfo> Info;
      if (P && P->hasDefinition())
        Info = partOf(P->getDefinition());
      if (Info)
        Parts.push_back(std::move(*Info));
      else
        Report.notAPart(Loc,
                        P ? P->getQualifiedNameAsString() : T.getAsString(),
                        Name, AliasName);
    }
  }
  if (Parts.empty() && (!Listed || Listed->empty()))
    Report.noParts(Loc, Name, AliasName);
  if (std::string Why = whyUnnameable(Class); !Why.empty())
    Report.unnameable(Loc, "effect", Name, Why);
  for (const PartInfo &P : Parts)
    if (std::string Why = whyUnnameable(P.Class); !Why.empty() && P.Class != Class)
      Report.unnameable(P.Class->getLocation(), "part",
                        P.Class->getQualifiedNameAsString(), Why);

  PartFacts Common;
  Common.Effect = Name;
  Common.EffectPos = posOf(Class);
  Common.Cda = A.Cda;

  const Annotation &Base = *A.EffectBase;
  std::string FilterName = Base.value("filter");
  std::string ConditionName = Base.value("condition");
  if (FilterName.empty())
    Report.badAnnotation(Base.Loc, Base.Text, "it needs 'filter=METHOD'");
  auto Filters = findMethods(Class, FilterName);
  if (!FilterName.empty() && Filters.empty())
    Report.missingMethod(Loc, "effect", Name, FilterName);
  Closure Filter(Collector, Report, Reported, SM, Role::Filter, Name);
  runRoots(Filter, Filters, Name);
  Common.FilterReads = Filter.Reads;
  mergeNames(Common.SourceReads, Filter.SourceReads);

  Closure Condition(Collector, Report, Reported, SM, Role::Condition, Name);
  runRoots(Condition, findMethods(Class, ConditionName), Name);
  mergeNames(Common.SourceReads, Condition.Reads);
  mergeNames(Common.SourceReads, Condition.SourceReads);

  for (PartInfo &P : Parts) {
    PartFacts Facts = Common;
    Facts.Part = P.Class->getQualifiedNameAsString();
    Facts.PartPos = posOf(P.Class);
    Facts.Layer = P.Layer;
    Closure Apply(Collector, Report, Reported, SM, Role::Apply, Name);
    Apply.setPart(Facts.Part, P.Layer, P.Writes);
    runRoots(Apply, P.Apply, Name);
    Facts.ApplyReads = Apply.Reads;
    mergeNames(Facts.SourceReads, Apply.SourceReads);
    Facts.Writes = Apply.Writes;
    Out.add(std::move(Facts));
  }
}

void UnitAnalysis::run() {
  ClassFinder Finder;
  Finder.TraverseDecl(Ctx.getTranslationUnitDecl());

  // Effects: classes below an effect base, minus the annotated bases.
  std::vector<std::pair<const CXXRecordDecl *, Ancestry>> Candidates;
  for (const CXXRecordDecl *Class : Finder.Classes) {
    if (SM.isInSystemHeader(SM.getExpansionLoc(Class->getLocation())))
      continue;
    Ancestry A;
    scanBases(Class, A);
    if (!A.EffectBase)
      continue;
    bool Marker = llvm::any_of(strataAnnotations(Class), [](const Annotation &An) {
      return An.Kind == "strata.effect";
    });
    if (!Marker)
      Candidates.push_back({Class, std::move(A)});
  }
  // A class some effect lists as its part is that effect's part, even if
  // the part template itself derives from the effect base.
  std::set<const CXXRecordDecl *> ListedParts;
  for (const auto &[Class, A] : Candidates)
    for (const std::string &Alias : Finder.PartListAliases)
      if (auto Parts = listedParts(Class, Alias))
        for (QualType T : *Parts)
          if (const CXXRecordDecl *P = T->getAsCXXRecordDecl())
            ListedParts.insert(P->getCanonicalDecl());
  for (const auto &[Class, A] : Candidates)
    if (!ListedParts.count(Class->getCanonicalDecl()))
      analyseEffect(Class, A, Finder.PartListAliases);
}

//===--- Plumbing into ClangTool ------------------------------------------===//

class Consumer : public ASTConsumer {
public:
  Consumer(CompilerInstance &CI, Analysis &Result) : CI(CI), Result(Result) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    DiagnosticsEngine &Diags = CI.getDiagnostics();
    Reporter Report(Diags);
    // Exceptions must not unwind through LLVM's frames (built without EH).
    try {
      recordDependencies(Ctx.getSourceManager());
      // A broken AST would only add noise to the parse errors.
      if (!Diags.hasUncompilableErrorOccurred())
        UnitAnalysis(Ctx, Report, Result.facts()).run();
    } catch (const std::exception &E) {
      Report.internalError(SourceLocation(), E.what());
    } catch (...) {
      Report.internalError(SourceLocation(), "unknown exception");
    }
    Result.addErrors(Report.errors());
  }

private:
  void recordDependencies(const SourceManager &SM) {
    for (auto It = SM.fileinfo_begin(), End = SM.fileinfo_end(); It != End;
         ++It) {
      StringRef Real = It->first->tryGetRealPathName();
      Result.facts().Dependencies.insert(
          (Real.empty() ? It->first->getName() : Real).str());
    }
  }

  CompilerInstance &CI;
  Analysis &Result;
};

class Action : public ASTFrontendAction {
public:
  explicit Action(Analysis &Result) : Result(Result) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    return std::make_unique<Consumer>(CI, Result);
  }

private:
  Analysis &Result;
};

class Factory : public tooling::FrontendActionFactory {
public:
  explicit Factory(Analysis &Result) : Result(Result) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<Action>(Result);
  }

private:
  Analysis &Result;
};

} // namespace

std::unique_ptr<tooling::FrontendActionFactory> Analysis::newActionFactory() {
  return std::make_unique<Factory>(*this);
}

} // namespace strata::compiler
