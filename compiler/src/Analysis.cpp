//===- Analysis.cpp - Effects, parts and what their roles touch -----------===//
///
/// \file
/// Per translation unit: takes the roots Roots.cpp matches, checks the shape
/// of each effect and its parts, runs the closure (Closure.cpp) over the
/// call graph (CallGraph.cpp) from each root method, and adds the result to
/// the run's Facts before the AST is freed.
///
//===----------------------------------------------------------------------===//

#include "strata/compiler/Analysis.h"

#include "CallGraph.h"
#include "Closure.h"
#include "CompiledCode.h"
#include "Diagnostics.h"
#include "Roots.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Mangle.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/CodeGen/BackendUtil.h"
#include "clang/CodeGen/ModuleBuilder.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/QualTypeNames.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Lexer.h"
#include "clang/Sema/Sema.h"
#include "clang/Tooling/Tooling.h"

#include <algorithm>
#include <exception>
#include <optional>
#include <set>

using namespace clang;
using llvm::StringRef;

namespace strata::compiler {
namespace {

/// A class as C++ names it from namespace scope: a template
/// specialization with its arguments (`ns::PumpPart<2>`), so that the
/// generated table can specialise FactsOf on it.
std::string typeName(const CXXRecordDecl *Class) {
  if (!isa<ClassTemplateSpecializationDecl>(Class))
    return Class->getQualifiedNameAsString();
  const ASTContext &Ctx = Class->getASTContext();
  PrintingPolicy Policy(Ctx.getLangOpts());
  Policy.SuppressScope = false;
  Policy.FullyQualifiedName = true;
  return TypeName::getFullyQualifiedName(Ctx.getRecordType(Class), Ctx,
                                         Policy);
}

/// Where \p Class writes its part template's layer (argument \p N of the
/// direct base \p PartBase), for a fix-it; invalid when the base is
/// indirect or comes from a macro.
SourceRange layerArgument(const CXXRecordDecl *Class,
                          const ClassTemplateSpecializationDecl *PartBase,
                          unsigned N) {
  for (const CXXBaseSpecifier &Base : Class->bases()) {
    const CXXRecordDecl *B = Base.getType()->getAsCXXRecordDecl();
    if (!B || B->getCanonicalDecl() != PartBase->getCanonicalDecl() ||
        !Base.getTypeSourceInfo())
      continue;
    auto TL = Base.getTypeSourceInfo()
                  ->getTypeLoc()
                  .getAsAdjusted<TemplateSpecializationTypeLoc>();
    if (!TL || N >= TL.getNumArgs())
      return {};
    SourceRange R = TL.getArgLoc(N).getSourceRange();
    return R.getBegin().isMacroID() || R.getEnd().isMacroID() ? SourceRange() : R;
  }
  return {};
}

/// The template arguments of \p Class's alias \p Alias as written
/// (`using Parts = PartList<A, B>;`), or none when not plainly written.
std::vector<SourceRange> aliasArguments(const CXXRecordDecl *Class,
                                        StringRef Alias) {
  for (const NamedDecl *D :
       Class->lookup(&Class->getASTContext().Idents.get(Alias))) {
    const auto *Typedef = dyn_cast<TypedefNameDecl>(D);
    if (!Typedef || !Typedef->getTypeSourceInfo())
      continue;
    auto TL = Typedef->getTypeSourceInfo()
                  ->getTypeLoc()
                  .getAsAdjusted<TemplateSpecializationTypeLoc>();
    if (!TL)
      return {};
    std::vector<SourceRange> Out;
    for (unsigned I = 0; I < TL.getNumArgs(); ++I) {
      SourceRange R = TL.getArgLoc(I).getSourceRange();
      if (R.isInvalid() || R.getBegin().isMacroID() || R.getEnd().isMacroID())
        return {};
      Out.push_back(R);
    }
    return Out;
  }
  return {};
}

//===--- One translation unit ---------------------------------------------===//

class UnitAnalysis : public Instantiator {
public:
  UnitAnalysis(ASTContext &Ctx, Sema &S, Reporter &Report, Facts &Out,
               bool CardLibrary, std::vector<RoleReach> *Reach = nullptr)
      : Ctx(Ctx), S(S), SM(Ctx.getSourceManager()), Report(Report), Out(Out),
        Graph(Ctx, *this), CardLibrary(CardLibrary), Reach(Reach) {}

  void run();
  /// Compile mode: the symbol of each `strata.facts` specialization's
  /// `Value` this unit uses, on the facts of its (effect, part).
  void bindFactSymbols();

private:
  struct PartInfo {
    const CXXRecordDecl *Class;
    RootMethods Apply;
    std::string Layer;
    std::vector<std::string> Writes;
    std::vector<LayerRule> AllLayers; ///< every layer of its enum
    std::int64_t LayerValue = 0;      ///< its layer enumerator's value
    SourceRange LayerArg;             ///< where its class writes the layer
  };

  std::optional<PartInfo> partOf(const CXXRecordDecl *Class);
  /// Whether \p D is in the unit's card files: the main file, or a file it
  /// includes itself (a library's unity file includes its cards).
  bool inCardFile(const Decl *D) const;
  /// CR 613.6: a part list in strictly increasing layer order.
  void checkLayerOrder(const CXXRecordDecl *Class, StringRef Name,
                       StringRef Alias, const std::vector<PartInfo> &Parts);
  void checkCda(const CXXRecordDecl *Class, const RootMethods &Filters,
                const RootMethods &Conditions);
  void analyseEffect(const CXXRecordDecl *Class, const Ancestry &A,
                     const std::set<std::string> &Aliases);
  /// Runs \p C from each root, reporting roots that have no body.
  void runRoots(Closure &C, const RootMethods &Roots, StringRef What,
                StringRef Effect);

  SourcePos posOf(const Decl *D) const {
    PresumedLoc P = SM.getPresumedLoc(SM.getFileLoc(D->getLocation()));
    if (P.isInvalid())
      return {};
    return {P.getFilename(), P.getLine(), P.getColumn()};
  }

  /// Instantiates \p F's definition when it is a template
  /// specialization's function nothing in the unit used yet: a filter or
  /// apply inherited from a class template, say. The runtime's binding
  /// instantiates it in another unit; the analysis needs its body here.
  void instantiate(const FunctionDecl *F) override;

  ASTContext &Ctx;
  Sema &S;
  const SourceManager &SM;
  Reporter &Report;
  Facts &Out;
  CallGraph Graph;
  bool CardLibrary;
  std::vector<RoleReach> *Reach;
  Roots Found;
  ReportedSet Reported;
};

/// Records what \p C followed from \p Roots, for the compiled-code check.
void recordReach(std::vector<RoleReach> *Reach, const Closure &C,
                 const RootMethods &Roots, std::string Role, StringRef Effect) {
  if (!Reach)
    return;
  RoleReach R{Effect.str(), std::move(Role), {}, C.followed()};
  for (const FunctionDecl *Root : Roots.Methods)
    R.Roots.push_back(Root);
  Reach->push_back(std::move(R));
}

std::optional<UnitAnalysis::PartInfo>
UnitAnalysis::partOf(const CXXRecordDecl *Class) {
  // The matcher decides what is a part; the bases say which one.
  if (!Found.Parts.count(Class) && !isPartClass(Class, Ctx))
    return std::nullopt;
  Ancestry A;
  scanBases(Class, A);
  if (!A.PartBase)
    return std::nullopt;
  const Annotation &An = *A.PartAnnotation;
  PartInfo Info{Class, {}, "", {}, {}, 0, {}};
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
  if (Layer) {
    Info.LayerValue = Layer->getInitVal().getExtValue();
    Info.LayerArg = layerArgument(Class, A.PartBase, N);
  }
  if (Layer)
    for (Annotation &LA : strataAnnotations(Layer))
      if (LA.Kind == "strata.layer" && !LA.Words.empty())
        LayerAnnotation = std::move(LA);
  // Every layer of the enum, for the suggestion when a write is misplaced.
  if (Layer) {
    const auto *Enum = cast<EnumDecl>(Layer->getDeclContext());
    std::string Template = A.PartBase->getSpecializedTemplate()->getName().str();
    for (const EnumConstantDecl *E : Enum->enumerators())
      for (const Annotation &LA : strataAnnotations(E))
        if (LA.Kind == "strata.layer" && !LA.Words.empty()) {
          LayerRule Rule;
          Rule.Name = LA.Words[0];
          Rule.Rule = LA.value("rule");
          Rule.ArgSpelling = Enum->getName().str() + "::" + E->getName().str();
          Rule.Spelling = Template + "<" + Rule.ArgSpelling + ">";
          auto W = std::find(LA.Words.begin(), LA.Words.end(), "writes");
          if (W != LA.Words.end())
            Rule.Writes.assign(W + 1, LA.Words.end());
          Info.AllLayers.push_back(std::move(Rule));
        }
  }
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

void UnitAnalysis::checkLayerOrder(const CXXRecordDecl *Class, StringRef Name,
                                   StringRef Alias,
                                   const std::vector<PartInfo> &Parts) {
  for (size_t I = 1; I < Parts.size(); ++I) {
    if (Parts[I].LayerValue > Parts[I - 1].LayerValue)
      continue;
    // The fix-it: the same list, stably sorted by layer, as written.
    std::vector<const PartInfo *> Sorted;
    for (const PartInfo &P : Parts)
      Sorted.push_back(&P);
    std::stable_sort(Sorted.begin(), Sorted.end(), [](auto *A, auto *B) {
      return A->LayerValue < B->LayerValue;
    });
    SourceRange List;
    std::string Fix;
    if (auto Args = aliasArguments(Class, Alias); Args.size() == Parts.size()) {
      std::vector<std::string> Texts;
      for (SourceRange R : Args)
        Texts.push_back(Lexer::getSourceText(
                            CharSourceRange::getTokenRange(R), SM,
                            Ctx.getLangOpts())
                            .str());
      for (const PartInfo *P : Sorted)
        Fix += (Fix.empty() ? "" : ", ") + Texts[P - Parts.data()];
      List = SourceRange(Args.front().getBegin(), Args.back().getEnd());
    }
    // Two parts in one layer have no order to fix.
    bool Duplicate = false;
    for (size_t J = 1; J < Sorted.size(); ++J)
      Duplicate |= Sorted[J]->LayerValue == Sorted[J - 1]->LayerValue;
    Report.partsOutOfOrder(
        List.isValid() ? List.getBegin() : Class->getLocation(), Name, Alias,
        Parts[I].Class->getName(), Parts[I].Layer,
        Parts[I - 1].Class->getName(), Parts[I - 1].Layer, List,
        Duplicate ? "" : Fix);
    return;
  }
}

void UnitAnalysis::instantiate(const FunctionDecl *F) {
  auto *FD = const_cast<FunctionDecl *>(F);
  if (FD->hasBody() || !FD->isImplicitlyInstantiable())
    return;
  S.InstantiateFunctionDefinition(FD->getLocation(), FD, /*Recursive=*/true,
                                  /*DefinitionRequired=*/false,
                                  /*AtEndOfTU=*/true);
  S.PerformPendingInstantiations();
  // New code: the parent map (RunsIn.cpp) is rebuilt on its next use.
  Ctx.getParentMapContext().clear();
}

void UnitAnalysis::runRoots(Closure &C, const RootMethods &Roots,
                            StringRef What, StringRef Effect) {
  // The runtime binds a template to one instantiation the analysis cannot
  // know (`&E::isActive` deduces it): an error, never a guess.
  for (const FunctionTemplateDecl *T : Roots.Templates)
    Report.templateRoot(T->getLocation(), What, T->getQualifiedNameAsString(),
                        Effect);
  for (const FunctionDecl *Root : Roots.Methods) {
    const FunctionDecl *Def = nullptr;
    if (!Root->hasBody())
      instantiate(Root);
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
      // A part that is a template specialization (`PumpPart<2>`) need not
      // be complete where the list names it: the runtime's binding makes
      // it so; the analysis has the compiler instantiate it here.
      if (P && !P->hasDefinition() && S.isCompleteType(Loc, T))
        Ctx.getParentMapContext().clear();
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
  if (Listed && Parts.size() == Listed->size())
    checkLayerOrder(Class, Name, AliasName, Parts);
  if (std::string Why = whyUnnameable(Class); !Why.empty())
    Report.unnameable(Loc, "effect", Name, Why);
  for (const PartInfo &P : Parts) {
    if (std::string Why = whyUnnameable(P.Class); !Why.empty() && P.Class != Class)
      Report.unnameable(P.Class->getLocation(), "part",
                        P.Class->getQualifiedNameAsString(), Why);
    // The table's macro arguments are split at commas.
    else if (std::string Type = typeName(P.Class);
             Type.find(',') != std::string::npos)
      Report.unnameable(Loc, "part", Type,
                        "its template arguments hold a comma; list a class "
                        "derived from it instead");
  }

  PartFacts Common;
  Common.Effect = Name;
  Common.EffectPos = posOf(Class);
  Common.Cda = A.Cda;

  const Annotation &Base = *A.EffectBase;
  std::string FilterName = Base.value("filter");
  std::string ConditionName = Base.value("condition");
  if (FilterName.empty())
    Report.badAnnotation(Base.Loc, Base.Text, "it needs 'filter=METHOD'");
  RootMethods Filters = findMethods(Class, FilterName);
  if (!FilterName.empty() && Filters.empty())
    Report.missingMethod(Loc, "effect", Name, FilterName);
  RootMethods Conditions = findMethods(Class, ConditionName);
  if (A.Cda)
    checkCda(Class, Filters, Conditions);
  Closure Filter(Graph, Report, Reported, SM, Role::Filter, Name);
  runRoots(Filter, Filters, "filter", Name);
  recordReach(Reach, Filter, Filters, "filter", Name);
  Common.FilterReads = Filter.Reads;
  mergeNames(Common.SourceReads, Filter.SourceReads);
  mergeNames(Common.OtherObjectReads, Filter.OtherObjectReads);

  Closure Condition(Graph, Report, Reported, SM, Role::Condition, Name);
  runRoots(Condition, Conditions, "condition", Name);
  recordReach(Reach, Condition, Conditions, "condition", Name);
  mergeNames(Common.SourceReads, Condition.Reads);
  mergeNames(Common.SourceReads, Condition.SourceReads);
  mergeNames(Common.OtherObjectReads, Condition.OtherObjectReads);

  for (PartInfo &P : Parts) {
    PartFacts Facts = Common;
    Facts.Part = typeName(P.Class);
    Facts.PartPos = posOf(P.Class);
    Facts.Layer = P.Layer;
    Closure Apply(Graph, Report, Reported, SM, Role::Apply, Name);
    Apply.setPart(Facts.Part, P.Layer, P.Writes, P.AllLayers, P.LayerArg);
    runRoots(Apply, P.Apply, "apply", Name);
    // "the compiled apply of effect 'E'" when the effect is its own part.
    recordReach(Reach, Apply, P.Apply,
                P.Class == Class ? std::string("apply")
                                   : "apply of '" + Facts.Part + "'",
                Name);
    Facts.ApplyReads = Apply.Reads;
    mergeNames(Facts.SourceReads, Apply.SourceReads);
    mergeNames(Facts.OtherObjectReads, Apply.OtherObjectReads);
    Facts.Writes = Apply.Writes;
    Out.add(std::move(Facts));
  }
}

bool UnitAnalysis::inCardFile(const Decl *D) const {
  // The unit is a card file, or includes its card files (a unity file):
  // effects of shared headers are judged with the cards that list them.
  SourceLocation Loc = SM.getExpansionLoc(D->getLocation());
  if (SM.isInMainFile(Loc))
    return true;
  SourceLocation From = SM.getIncludeLoc(SM.getFileID(Loc));
  return From.isValid() && SM.isInMainFile(From);
}

void UnitAnalysis::checkCda(const CXXRecordDecl *Class,
                            const RootMethods &Filters,
                            const RootMethods &Conditions) {
  std::string Name = Class->getQualifiedNameAsString();
  // CR 604.3: the filter is the CDA base's own ("the object it is on").
  auto FromCdaBase = [](const Decl *M) {
    const auto *Owner = dyn_cast<CXXRecordDecl>(M->getDeclContext());
    return Owner && llvm::any_of(strataAnnotations(Owner), [](const Annotation &An) {
             return An.Kind == "strata.effect" && An.hasWord("cda");
           });
  };
  for (const FunctionDecl *F : Filters.Methods)
    if (!FromCdaBase(F))
      Report.cdaDeclaresFilter(F->getLocation(), Name, F->getName());
  for (const FunctionTemplateDecl *T : Filters.Templates)
    if (!FromCdaBase(T))
      Report.cdaDeclaresFilter(T->getLocation(), Name, T->getName());
  for (const FunctionDecl *F : Conditions.Methods)
    Report.cdaHasCondition(F->getLocation(), Name, F->getName());
  for (const FunctionTemplateDecl *T : Conditions.Templates)
    Report.cdaHasCondition(T->getLocation(), Name, T->getName());
}

/// The class templates annotated `strata.facts` in namespace scopes.
void factsTemplates(const DeclContext *DC,
                    std::vector<const ClassTemplateDecl *> &Out) {
  for (const Decl *D : DC->decls()) {
    if (const auto *NS = dyn_cast<NamespaceDecl>(D))
      factsTemplates(NS, Out);
    else if (const auto *LS = dyn_cast<LinkageSpecDecl>(D))
      factsTemplates(LS, Out);
    else if (const auto *T = dyn_cast<ClassTemplateDecl>(D);
             T && T->isThisDeclarationADefinition() &&
             llvm::any_of(strataAnnotations(T->getTemplatedDecl()),
                          [](const Annotation &An) { return An.Kind == "strata.facts"; }))
      Out.push_back(T);
  }
}

void UnitAnalysis::bindFactSymbols() {
  std::vector<const ClassTemplateDecl *> Templates;
  factsTemplates(Ctx.getTranslationUnitDecl(), Templates);
  ASTNameGenerator Mangle(Ctx);
  for (const ClassTemplateDecl *T : Templates)
    for (const ClassTemplateSpecializationDecl *Spec : T->specializations()) {
      const TemplateArgumentList &Args = Spec->getTemplateArgs();
      if (Args.size() != 2 || Args[0].getKind() != TemplateArgument::Type ||
          Args[1].getKind() != TemplateArgument::Type)
        continue;
      const VarDecl *Value = nullptr;
      for (const NamedDecl *D : Spec->lookup(&Ctx.Idents.get("Value")))
        if ((Value = dyn_cast<VarDecl>(D)))
          break;
      if (!Value || !Value->isUsed())
        continue; // the object does not refer to these facts
      const CXXRecordDecl *Effect = Args[0].getAsType()->getAsCXXRecordDecl();
      const CXXRecordDecl *Part = Args[1].getAsType()->getAsCXXRecordDecl();
      auto It = Effect && Part ? Out.Parts.find({typeName(Part),
                                                 Effect->getQualifiedNameAsString()})
                               : Out.Parts.end();
      if (It == Out.Parts.end()) {
        SourceLocation At = Spec->getPointOfInstantiation();
        Report.factsWithoutAnalysis(At.isValid() ? At : Spec->getLocation(),
                                    Args[0].getAsType().getAsString(),
                                    Args[1].getAsType().getAsString());
        continue;
      }
      It->second.Symbol = Mangle.getName(Value);
    }
}

void UnitAnalysis::run() {
  // Annotations count only in the runtime's headers.
  AnnotationTrust Trust(Ctx);
  for (const UntrustedAnnotation &U : Trust.untrusted()) {
    std::string On = "this declaration";
    if (const auto *ND = dyn_cast<NamedDecl>(U.On))
      On = ND->getQualifiedNameAsString();
    Report.untrustedAnnotation(U.An.Loc, U.An.Text, On,
                               Trust.directory().empty()
                                   ? "no runtime header declares an effect base"
                                   : Trust.directory());
  }
  Found = findRoots(Ctx);
  std::vector<std::pair<const CXXRecordDecl *, Ancestry>> Candidates;
  for (const CXXRecordDecl *Class : Found.Effects) {
    Ancestry A;
    scanBases(Class, A);
    // Below a `cda` marker only, with no `filter=` base: not an effect.
    if (A.EffectBase)
      Candidates.push_back({Class, std::move(A)});
  }
  // A class some effect lists as its part is also an effect of its own
  // when it can be one (it has its filter): each use gets its own facts,
  // keyed by (effect, part). One that cannot (no filter) is a part only.
  std::set<const CXXRecordDecl *> ListedParts;
  for (const auto &[Class, A] : Candidates)
    for (const std::string &Alias : Found.PartListAliases)
      if (auto Parts = listedParts(Class, Alias))
        for (QualType T : *Parts)
          if (const CXXRecordDecl *P = T->getAsCXXRecordDecl())
            ListedParts.insert(P->getCanonicalDecl());
  for (const auto &[Class, A] : Candidates)
    if (!ListedParts.count(Class->getCanonicalDecl()) ||
        !findMethods(Class, A.EffectBase->value("filter")).empty())
      analyseEffect(Class, A, Found.PartListAliases);
  // An effect nothing lists compiles and silently never applies. Judged
  // in a card library only (--card-library), not in a test of the engine
  // or of stratac that builds its effects by hand.
  if (CardLibrary) {
    std::string Lists;
    for (const std::string &T : Found.ListTemplates)
      Lists += (Lists.empty() ? "" : " or ") + T;
    for (const auto &[Class, A] : Candidates)
      if (!Found.Listed.count(Class->getCanonicalDecl()) &&
          !ListedParts.count(Class->getCanonicalDecl()) && inCardFile(Class))
        Report.unlistedEffect(Class->getLocation(),
                              Class->getQualifiedNameAsString(), Lists);
  }
}

//===--- Plumbing into ClangTool ------------------------------------------===//

/// Analyses the unit at its end (both modes). In compile mode it also
/// keeps, for the code generation that follows, what each role followed.
class Consumer : public ASTConsumer {
public:
  Consumer(CompilerInstance &CI, Analysis &Result,
           std::vector<RoleReach> *Reach = nullptr)
      : CI(CI), Result(Result), Reach(Reach) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    DiagnosticsEngine &Diags = CI.getDiagnostics();
    Reporter Report(Diags, Result.WarningsAsErrors);
    // Exceptions must not unwind through LLVM's frames (built without EH).
    try {
      recordDependencies(Ctx.getSourceManager());
      // A broken AST would only add noise to the parse errors.
      if (!Diags.hasUncompilableErrorOccurred()) {
        UnitAnalysis Unit(Ctx, CI.getSema(), Report, Result.facts(),
                          Result.CardLibrary, Reach);
        Unit.run();
        if (Reach)
          Unit.bindFactSymbols();
      }
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
  std::vector<RoleReach> *Reach;
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

/// Compile mode, last of the three consumers (analysis, code generation,
/// this): checks the IR generated from the analysed AST against the
/// analysis, then writes the object, unless an error occurred.
class EmitConsumer : public ASTConsumer {
public:
  EmitConsumer(CompilerInstance &CI, Analysis &Result, BackendAction Kind,
               std::unique_ptr<llvm::raw_pwrite_stream> OS)
      : CI(CI), Result(Result), Kind(Kind), OS(std::move(OS)) {}

  std::vector<RoleReach> &reach() { return Reach; }
  void setGenerator(CodeGenerator *G) { Gen = G; }

  void HandleTranslationUnit(ASTContext &Ctx) override {
    DiagnosticsEngine &Diags = CI.getDiagnostics();
    llvm::Module *M = Gen->GetModule();
    if (Diags.hasErrorOccurred() || !M)
      return; // the object file is removed with the errors
    Reporter Report(Diags, Result.WarningsAsErrors);
    try {
      checkCompiledCode(Ctx, *Gen, *M, Report, Reach, Result.facts().Bodies);
    } catch (const std::exception &E) {
      Report.internalError(SourceLocation(), E.what());
    }
    Result.addErrors(Report.errors());
    if (Diags.hasErrorOccurred())
      return;
    EmitBackendOutput(Diags, CI.getHeaderSearchOpts(), CI.getCodeGenOpts(),
                      CI.getTargetOpts(), CI.getLangOpts(),
                      Ctx.getTargetInfo().getDataLayoutString(), M, Kind,
                      std::move(OS));
  }

private:
  CompilerInstance &CI;
  Analysis &Result;
  BackendAction Kind;
  std::unique_ptr<llvm::raw_pwrite_stream> OS;
  CodeGenerator *Gen = nullptr;
  std::vector<RoleReach> Reach;
};

class CompileAction : public ASTFrontendAction {
public:
  explicit CompileAction(Analysis &Result) : Result(Result) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef InFile) override {
    BackendAction Kind;
    const char *Extension;
    switch (CI.getFrontendOpts().ProgramAction) {
    case frontend::EmitObj: Kind = Backend_EmitObj; Extension = "o"; break;
    case frontend::EmitBC: Kind = Backend_EmitBC; Extension = "bc"; break;
    case frontend::EmitAssembly: Kind = Backend_EmitAssembly; Extension = "s"; break;
    case frontend::EmitLLVM: Kind = Backend_EmitLL; Extension = "ll"; break;
    default:
      CI.getDiagnostics().Report(CI.getDiagnostics().getCustomDiagID(
          DiagnosticsEngine::Error,
          "stratac --compile: the command line must compile to an object "
          "(-c), bitcode or assembly"));
      return nullptr;
    }
    std::unique_ptr<llvm::raw_pwrite_stream> OS =
        CI.createDefaultOutputFile(Kind != Backend_EmitLL && Kind != Backend_EmitAssembly,
                                   InFile, Extension);
    if (!OS)
      return nullptr;
    auto Emit = std::make_unique<EmitConsumer>(CI, Result, Kind, std::move(OS));
    auto Gen = std::unique_ptr<CodeGenerator>(CreateLLVMCodeGen(
        CI.getDiagnostics(), InFile, &CI.getVirtualFileSystem(),
        CI.getHeaderSearchOpts(), CI.getPreprocessorOpts(), CI.getCodeGenOpts(),
        LLVMCtx));
    Emit->setGenerator(Gen.get());
    std::vector<std::unique_ptr<ASTConsumer>> Consumers;
    // The analysis first: it may instantiate what it follows, which the
    // code generator must still be open to receive.
    Consumers.push_back(std::make_unique<Consumer>(CI, Result, &Emit->reach()));
    Consumers.push_back(std::move(Gen));
    Consumers.push_back(std::move(Emit));
    return std::make_unique<MultiplexConsumer>(std::move(Consumers));
  }

private:
  Analysis &Result;
  // Outlives the consumers (the code generator's module), which the
  // compiler instance frees at the end of the source file.
  llvm::LLVMContext LLVMCtx;
};

template <class A> class Factory : public tooling::FrontendActionFactory {
public:
  explicit Factory(Analysis &Result) : Result(Result) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<A>(Result);
  }

private:
  Analysis &Result;
};

} // namespace

std::unique_ptr<tooling::FrontendActionFactory> Analysis::newActionFactory() {
  return std::make_unique<Factory<Action>>(*this);
}

std::unique_ptr<tooling::FrontendActionFactory>
Analysis::newCompileActionFactory() {
  return std::make_unique<Factory<CompileAction>>(*this);
}

} // namespace strata::compiler
