//===- Diagnostics.cpp - Every message stratac can emit -------------------===//
///
/// \file
/// The message texts and how each error is reported. Messages are lowercase
/// with no final period, like clang's own.
///
//===----------------------------------------------------------------------===//

#include "Diagnostics.h"

#include "clang/Basic/Diagnostic.h"

using clang::DiagnosticsEngine;
using clang::SourceLocation;
using llvm::ArrayRef;
using llvm::StringRef;

namespace strata::compiler {
namespace {

// A part's layer names what it may write; anything else would let the layer
// engine apply it in the wrong order.
constexpr char WriteOutsideLayer[] =
    "effect part '%0' (layer %1) writes '%2' outside its layer";
// Filters and conditions only decide what an effect applies to; a write there
// would change the game state while deciding, which no layer orders.
constexpr char RoleWrites[] = "%0 of effect '%1' writes '%2': a filter or "
                               "condition only decides; make the change in a "
                               "part's apply";
// Without the body the characteristics touched are unknown; never guess.
constexpr char NoDefinition[] = "cannot follow call to '%0' from effect '%1': "
                                "no definition in this translation unit; define "
                                "it (inline) in the card or a header it includes";
// The overrider that runs is only known at run time.
constexpr char VirtualCall[] =
    "cannot follow virtual call to '%0' from effect '%1': call a non-virtual "
    "(static, or final) function, or pass the type as a template argument";
// The function called is only known at run time.
constexpr char FunctionPointerCall[] =
    "cannot follow call through a function pointer from effect '%0': call the "
    "function by name, or pass a lambda as a template argument";
constexpr char MemberPointerCall[] =
    "cannot follow call through a member pointer from effect '%0': call the "
    "member function by name";
// A type-erased callable hides which function it holds.
constexpr char RefusedInLibrary[] =
    "cannot follow call to '%0' from effect '%1': inside the standard "
    "library %2; %3";
// The code clang generated from the same AST runs a function the call
// graph did not enter: an evaluation CallGraph.cpp does not list.
constexpr char NotFollowedInCompiledCode[] =
    "the compiled %1 of effect '%2' runs '%0', which the analysis did not "
    "follow from it: stratac cannot vouch for what it reads or writes; call "
    "it by name from the effect's code";
// Facts describe the body analysed here; another one may run.
constexpr char ReplaceableBinding[] =
    "effect '%2' runs '%0', whose definition the linker or loader may "
    "replace (%1): the facts would describe a body that may not be the one "
    "that runs; define it once, inline or in the card, without weak, alias, "
    "ifunc, asm label or target attributes";
constexpr char FactsWithoutAnalysis[] =
    "the object uses the facts of part '%1' of '%0', which stratac did not "
    "analyse as an effect part: derive the effect from the runtime's effect "
    "base and the part from its part template";
constexpr char MutableStatic[] =
    "effect '%1' uses '%0', which has static storage and is not a constant: "
    "an effect may depend only on the game (make it constexpr, or a local)";
constexpr char RawStorage[] =
    "effect '%1' reaches the runtime's storage directly (%0): read and write "
    "characteristics only through the view's accessors";
constexpr char Reinterpret[] =
    "effect '%1' reinterprets memory (%0): the analysis cannot see what a "
    "view reinterpreted touches; use the view's accessors";
constexpr char RuntimeBound[] =
    "effect '%1' uses a type whose array bound is computed at run time "
    "(%0): the bound is code the analysis does not follow; use a fixed size, "
    "or a std::vector";
constexpr char TemplateRoot[] =
    "%0 '%1' of '%2' is a template: the runtime calls one instantiation the "
    "analysis cannot know; write it as a plain static method";
constexpr char CdaFilter[] =
    "characteristic-defining ability '%0' declares its own '%1': a CDA "
    "applies only to the object it is on (CR 604.3); remove it";
constexpr char CdaCondition[] =
    "characteristic-defining ability '%0' has a condition '%1': a CDA "
    "functions whenever its object exists, unconditionally (CR 604.3a); "
    "remove it";
constexpr char Untrusted[] =
    "annotation '%0' on '%1' is outside the runtime's headers (%2): only the "
    "runtime declares accessors and layers; remove it, and stratac will "
    "follow the code itself";
constexpr char LayerSuggestion[] =
    "'%0' is written in layer %1 (CR %2): make this part '%3'";
constexpr char NoteInside[] = "the standard library does this here";
constexpr char NoteLayerHere[] = "the part's layer is declared here";
// CR 613.6: an effect's parts apply in successive layers; the runtime's
// table also refuses the list, but in its own header, far from the card.
constexpr char PartsOutOfOrder[] =
    "effect '%0' lists its parts out of layer order (CR 613.6): '%1' (layer "
    "%2) comes after '%3' (layer %4); list them in layer order in '%5'";
constexpr char NoteInOrder[] = "in layer order";
// An effect nothing lists builds, and silently never applies.
constexpr char UnlistedEffect[] =
    "effect '%0' is not named by any %1 list, so nothing creates it and it "
    "never applies: list it (or the ability that creates it), or remove it";
// `$N` in an accessor's annotation must name an argument the call passes.
constexpr char MissingArgument[] =
    "'%0' names argument %1 in its annotation, but the call from effect '%2' "
    "has no such argument";
// A misspelt annotation would silently drop facts.
constexpr char BadAnnotation[] = "malformed annotation '%0': %1";
constexpr char MissingMethod[] = "%0 '%1' has no static method '%2'; declare "
                                 "it (docs/api.md shows each one's signature)";
constexpr char RootWithoutBody[] =
    "cannot analyse '%0' of effect '%1': no definition in this translation "
    "unit; define it in the class";
// An effect that writes nothing in no layer is surely a mistake.
constexpr char NoParts[] = "effect '%0' has no parts: derive it from a part "
                           "template or declare 'using %1 = ...'";
constexpr char NotAPart[] =
    "'%0' is listed in '%2' of effect '%1' but is not a part; derive it from "
    "a part template (Part<Layer::...>)";
// Two sources of truth for an effect's parts could disagree.
constexpr char PartAndPartList[] =
    "effect '%0' is itself a part and also declares '%1'; keep one: the part "
    "base for one layer, or the list for several";
// The generated table names parts and effects as C++ types.
constexpr char Unnameable[] =
    "%0 '%1' cannot be named from namespace scope: %2";
// The layer enumerator must say its name and what it may write.
constexpr char LayerWithoutAnnotation[] =
    "the layer of part '%0' is not an enumerator annotated 'strata.layer'";

// LLVM is built without exception support, so nothing may unwind through it.
constexpr char InternalError[] = "stratac internal error: %0";

constexpr char NoteCall[] = "through call to '%0' here";
constexpr char NoteLambda[] = "through lambda created here";
constexpr char NoteAddressOf[] = "through '%0', whose address is taken here";
constexpr char NoteDestructor[] = "through the destructor '%0', run here";
constexpr char NoteImplicit[] = "through '%0', called implicitly here";
constexpr char NoteCompiled[] = "through '%0' in the compiled code";

} // namespace

Reporter::Reporter(DiagnosticsEngine &Diags, bool WarningsAsErrors)
    : Diags(Diags), WarningsAsErrors(WarningsAsErrors) {}

void Reporter::notes(ArrayRef<PathStep> Path) {
  // Innermost first, like clang's own instantiation backtraces.
  for (const PathStep &Step : llvm::reverse(Path)) {
    switch (Step.Kind) {
    case StepKind::Call:
      Diags.Report(Step.Loc, Diags.getCustomDiagID(DiagnosticsEngine::Note,
                                                   NoteCall))
          << Step.Callee;
      break;
    case StepKind::Lambda:
      Diags.Report(Step.Loc, Diags.getCustomDiagID(DiagnosticsEngine::Note,
                                                   NoteLambda));
      break;
    case StepKind::AddressOf:
      Diags.Report(Step.Loc, Diags.getCustomDiagID(DiagnosticsEngine::Note,
                                                   NoteAddressOf))
          << Step.Callee;
      break;
    case StepKind::Destructor:
      Diags.Report(Step.Loc, Diags.getCustomDiagID(DiagnosticsEngine::Note,
                                                   NoteDestructor))
          << Step.Callee;
      break;
    case StepKind::Implicit:
      Diags.Report(Step.Loc, Diags.getCustomDiagID(DiagnosticsEngine::Note,
                                                   NoteImplicit))
          << Step.Callee;
      break;
    case StepKind::Compiled:
      Diags.Report(Step.Loc, Diags.getCustomDiagID(DiagnosticsEngine::Note,
                                                   NoteCompiled))
          << Step.Callee;
      break;
    }
  }
}

// Each report emits the error, then its notes: clang attaches notes to the
// diagnostic emitted just before them.
#define STRATA_ERROR(Text)                                                     \
  (++Errors, Diags.Report(At, Diags.getCustomDiagID(DiagnosticsEngine::Error, \
                                                    Text)))

void Reporter::writeOutsideLayer(SourceLocation At, StringRef Part,
                                 StringRef Layer, StringRef Name,
                                 ArrayRef<PathStep> Path) {
  STRATA_ERROR(WriteOutsideLayer) << Part << Layer << Name;
  notes(Path);
}

void Reporter::roleWrites(SourceLocation At, StringRef Role, StringRef Effect,
                          StringRef Name, ArrayRef<PathStep> Path) {
  STRATA_ERROR(RoleWrites) << Role << Effect << Name;
  notes(Path);
}

void Reporter::noDefinition(SourceLocation At, StringRef Callee,
                            StringRef Effect, ArrayRef<PathStep> Path) {
  STRATA_ERROR(NoDefinition) << Callee << Effect;
  notes(Path);
}

void Reporter::virtualCall(SourceLocation At, StringRef Callee,
                           StringRef Effect, ArrayRef<PathStep> Path) {
  STRATA_ERROR(VirtualCall) << Callee << Effect;
  notes(Path);
}

void Reporter::functionPointerCall(SourceLocation At, StringRef Effect,
                                   ArrayRef<PathStep> Path) {
  STRATA_ERROR(FunctionPointerCall) << Effect;
  notes(Path);
}

void Reporter::memberPointerCall(SourceLocation At, StringRef Effect,
                                 ArrayRef<PathStep> Path) {
  STRATA_ERROR(MemberPointerCall) << Effect;
  notes(Path);
}

void Reporter::refusedInLibrary(SourceLocation At, StringRef Callee,
                                StringRef Effect, StringRef What, StringRef Fix,
                                SourceLocation Inside,
                                ArrayRef<PathStep> Path) {
  STRATA_ERROR(RefusedInLibrary) << Callee << Effect << What << Fix;
  Diags.Report(Inside,
               Diags.getCustomDiagID(DiagnosticsEngine::Note, NoteInside));
  notes(Path);
}

void Reporter::mutableStatic(SourceLocation At, StringRef Var,
                             StringRef Effect, ArrayRef<PathStep> Path) {
  STRATA_ERROR(MutableStatic) << Var << Effect;
  notes(Path);
}

void Reporter::rawStorage(SourceLocation At, StringRef What, StringRef Effect,
                          ArrayRef<PathStep> Path) {
  STRATA_ERROR(RawStorage) << What << Effect;
  notes(Path);
}

void Reporter::reinterpret(SourceLocation At, StringRef What,
                           StringRef Effect, ArrayRef<PathStep> Path) {
  STRATA_ERROR(Reinterpret) << What << Effect;
  notes(Path);
}

void Reporter::runtimeBound(SourceLocation At, StringRef What,
                            StringRef Effect, ArrayRef<PathStep> Path) {
  STRATA_ERROR(RuntimeBound) << What << Effect;
  notes(Path);
}

void Reporter::templateRoot(SourceLocation At, StringRef What,
                            StringRef Method, StringRef Class) {
  STRATA_ERROR(TemplateRoot) << What << Method << Class;
}

void Reporter::cdaDeclaresFilter(SourceLocation At, StringRef Effect,
                                 StringRef Method) {
  STRATA_ERROR(CdaFilter) << Effect << Method;
}

void Reporter::cdaHasCondition(SourceLocation At, StringRef Effect,
                               StringRef Method) {
  STRATA_ERROR(CdaCondition) << Effect << Method;
}

void Reporter::untrustedAnnotation(SourceLocation At, StringRef Text,
                                   StringRef On, StringRef Dir) {
  STRATA_ERROR(Untrusted) << Text << On << Dir;
}

void Reporter::layerSuggestion(SourceLocation At, StringRef Name,
                               StringRef Layer, StringRef Rule,
                               StringRef Template, clang::SourceRange Arg,
                               StringRef Fix) {
  Diags.Report(At, Diags.getCustomDiagID(DiagnosticsEngine::Note,
                                         LayerSuggestion))
      << Name << Layer << Rule << Template;
  if (Arg.isValid() && !Fix.empty())
    Diags.Report(Arg.getBegin(), Diags.getCustomDiagID(DiagnosticsEngine::Note,
                                                       NoteLayerHere))
        << clang::FixItHint::CreateReplacement(
               clang::CharSourceRange::getTokenRange(Arg), Fix);
}

void Reporter::partsOutOfOrder(SourceLocation At, StringRef Effect,
                               StringRef Alias, StringRef Later,
                               StringRef LaterLayer, StringRef Earlier,
                               StringRef EarlierLayer, clang::SourceRange List,
                               StringRef Fix) {
  STRATA_ERROR(PartsOutOfOrder)
      << Effect << Later << LaterLayer << Earlier << EarlierLayer << Alias;
  if (List.isValid() && !Fix.empty())
    Diags.Report(List.getBegin(), Diags.getCustomDiagID(DiagnosticsEngine::Note,
                                                        NoteInOrder))
        << clang::FixItHint::CreateReplacement(
               clang::CharSourceRange::getTokenRange(List), Fix);
}

void Reporter::unlistedEffect(SourceLocation At, StringRef Effect,
                              StringRef Lists) {
  if (WarningsAsErrors)
    STRATA_ERROR(UnlistedEffect) << Effect << Lists;
  else
    Diags.Report(At, Diags.getCustomDiagID(DiagnosticsEngine::Warning,
                                           UnlistedEffect))
        << Effect << Lists;
}

void Reporter::missingArgument(SourceLocation At, StringRef Accessor,
                               unsigned Index, StringRef Effect,
                               ArrayRef<PathStep> Path) {
  STRATA_ERROR(MissingArgument) << Accessor << Index << Effect;
  notes(Path);
}

void Reporter::badAnnotation(SourceLocation At, StringRef Text,
                             StringRef Why) {
  STRATA_ERROR(BadAnnotation) << Text << Why;
}

void Reporter::missingMethod(SourceLocation At, StringRef What,
                             StringRef Class, StringRef Method) {
  STRATA_ERROR(MissingMethod) << What << Class << Method;
}

void Reporter::rootWithoutBody(SourceLocation At, StringRef Method,
                               StringRef Effect) {
  STRATA_ERROR(RootWithoutBody) << Method << Effect;
}

void Reporter::noParts(SourceLocation At, StringRef Effect, StringRef Alias) {
  STRATA_ERROR(NoParts) << Effect << Alias;
}

void Reporter::notAPart(SourceLocation At, StringRef Type, StringRef Effect,
                        StringRef Alias) {
  STRATA_ERROR(NotAPart) << Type << Effect << Alias;
}

void Reporter::partAndPartList(SourceLocation At, StringRef Effect,
                               StringRef Alias) {
  STRATA_ERROR(PartAndPartList) << Effect << Alias;
}

void Reporter::unnameable(SourceLocation At, StringRef What, StringRef Class,
                          StringRef Why) {
  STRATA_ERROR(Unnameable) << What << Class << Why;
}

void Reporter::layerWithoutAnnotation(SourceLocation At, StringRef Part) {
  STRATA_ERROR(LayerWithoutAnnotation) << Part;
}

void Reporter::notFollowedInCompiledCode(SourceLocation At, StringRef Callee,
                                         StringRef Role, StringRef Effect,
                                         ArrayRef<PathStep> Path) {
  STRATA_ERROR(NotFollowedInCompiledCode) << Callee << Role << Effect;
  notes(Path);
}

void Reporter::replaceableBinding(SourceLocation At, StringRef Name,
                                  StringRef Why, StringRef Effect,
                                  ArrayRef<PathStep> Path) {
  STRATA_ERROR(ReplaceableBinding) << Name << Why << Effect;
  notes(Path);
}

void Reporter::factsWithoutAnalysis(SourceLocation At, StringRef Effect,
                                    StringRef Part) {
  STRATA_ERROR(FactsWithoutAnalysis) << Effect << Part;
}

void Reporter::internalError(SourceLocation At, StringRef What) {
  STRATA_ERROR(InternalError) << What;
}

#undef STRATA_ERROR

} // namespace strata::compiler
