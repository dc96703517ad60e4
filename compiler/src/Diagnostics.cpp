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
constexpr char RoleWrites[] = "%0 of effect '%1' writes '%2'";
// Without the body the characteristics touched are unknown; never guess.
constexpr char NoDefinition[] = "cannot follow call to '%0' from effect '%1': "
                                "no definition in this translation unit";
// The overrider that runs is only known at run time.
constexpr char VirtualCall[] =
    "cannot follow virtual call to '%0' from effect '%1'";
// The function called is only known at run time.
constexpr char FunctionPointerCall[] =
    "cannot follow call through a function pointer from effect '%0'";
constexpr char MemberPointerCall[] =
    "cannot follow call through a member pointer from effect '%0'";
// A type-erased callable hides which function it holds.
constexpr char TypeErasedCall[] =
    "cannot follow call through '%0' from effect '%1'";
// `$N` in an accessor's annotation must name an argument the call passes.
constexpr char MissingArgument[] =
    "'%0' names argument %1 in its annotation, but the call from effect '%2' "
    "has no such argument";
// A misspelt annotation would silently drop facts.
constexpr char BadAnnotation[] = "malformed annotation '%0': %1";
constexpr char MissingMethod[] = "%0 '%1' has no static method '%2'";
constexpr char RootWithoutBody[] =
    "cannot analyse '%0' of effect '%1': no definition in this translation "
    "unit";
// An effect that writes nothing in no layer is surely a mistake.
constexpr char NoParts[] = "effect '%0' has no parts: derive it from a part "
                           "template or declare 'using %1 = ...'";
constexpr char NotAPart[] =
    "'%0' is listed in '%2' of effect '%1' but is not a part";
// Two sources of truth for an effect's parts could disagree.
constexpr char PartAndPartList[] =
    "effect '%0' is itself a part and also declares '%1'";
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

} // namespace

Reporter::Reporter(DiagnosticsEngine &Diags) : Diags(Diags) {}

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

void Reporter::typeErasedCall(SourceLocation At, StringRef Type,
                              StringRef Effect, ArrayRef<PathStep> Path) {
  STRATA_ERROR(TypeErasedCall) << Type << Effect;
  notes(Path);
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

void Reporter::internalError(SourceLocation At, StringRef What) {
  STRATA_ERROR(InternalError) << What;
}

#undef STRATA_ERROR

} // namespace strata::compiler
