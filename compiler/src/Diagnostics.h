//===- Diagnostics.h - Every message stratac can emit -----------*- C++ -*-===//
///
/// \file
/// One reporter owns every diagnostic text, so messages stay consistent and
/// are easy to find. Diagnostics go through clang's DiagnosticsEngine: the
/// output is ordinary `file:line:col: error:` and `-verify` works on it.
///
//===----------------------------------------------------------------------===//

#ifndef STRATA_COMPILER_SRC_DIAGNOSTICS_H
#define STRATA_COMPILER_SRC_DIAGNOSTICS_H

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace clang {
class DiagnosticsEngine;
} // namespace clang

namespace strata::compiler {

/// How the analysis got from one function into the next.
enum class StepKind { Call, Lambda, AddressOf, Destructor, Implicit, Compiled };

/// One step on the path from an effect's root method to a diagnostic.
struct PathStep {
  StepKind Kind;
  clang::SourceLocation Loc; ///< the call, lambda or address-of expression
  std::string Callee;        ///< qualified name of the function entered
};

/// Reports stratac's errors, each with notes retracing the call path.
class Reporter {
public:
  explicit Reporter(clang::DiagnosticsEngine &Diags,
                    bool WarningsAsErrors = false);

  // Layer discipline.
  void writeOutsideLayer(clang::SourceLocation At, llvm::StringRef Part,
                         llvm::StringRef Layer, llvm::StringRef Name,
                         llvm::ArrayRef<PathStep> Path);
  void roleWrites(clang::SourceLocation At, llvm::StringRef Role,
                  llvm::StringRef Effect, llvm::StringRef Name,
                  llvm::ArrayRef<PathStep> Path);

  // Calls the analysis refuses to guess about.
  void noDefinition(clang::SourceLocation At, llvm::StringRef Callee,
                    llvm::StringRef Effect, llvm::ArrayRef<PathStep> Path);
  void virtualCall(clang::SourceLocation At, llvm::StringRef Callee,
                   llvm::StringRef Effect, llvm::ArrayRef<PathStep> Path);
  void functionPointerCall(clang::SourceLocation At, llvm::StringRef Effect,
                           llvm::ArrayRef<PathStep> Path);
  void memberPointerCall(clang::SourceLocation At, llvm::StringRef Effect,
                         llvm::ArrayRef<PathStep> Path);
  void refusedInLibrary(clang::SourceLocation At, llvm::StringRef Callee,
                        llvm::StringRef Effect, llvm::StringRef What, llvm::StringRef Fix,
                        clang::SourceLocation Inside,
                        llvm::ArrayRef<PathStep> Path);
  void mutableStatic(clang::SourceLocation At, llvm::StringRef Var,
                     llvm::StringRef Effect, llvm::ArrayRef<PathStep> Path);
  void rawStorage(clang::SourceLocation At, llvm::StringRef What,
                  llvm::StringRef Effect, llvm::ArrayRef<PathStep> Path);
  void reinterpret(clang::SourceLocation At, llvm::StringRef What,
                   llvm::StringRef Effect, llvm::ArrayRef<PathStep> Path);
  void runtimeBound(clang::SourceLocation At, llvm::StringRef What,
                   llvm::StringRef Effect, llvm::ArrayRef<PathStep> Path);
  void missingArgument(clang::SourceLocation At, llvm::StringRef Accessor,
                       unsigned Index, llvm::StringRef Effect,
                       llvm::ArrayRef<PathStep> Path);
  void badAnnotation(clang::SourceLocation At, llvm::StringRef Text,
                     llvm::StringRef Why);

  // The compiled code (compile mode, CompiledCode.cpp).
  void notFollowedInCompiledCode(clang::SourceLocation At,
                                 llvm::StringRef Callee, llvm::StringRef Role,
                                 llvm::StringRef Effect,
                                 llvm::ArrayRef<PathStep> Path);
  void replaceableBinding(clang::SourceLocation At, llvm::StringRef Name,
                          llvm::StringRef Why, llvm::StringRef Effect,
                          llvm::ArrayRef<PathStep> Path);
  void factsWithoutAnalysis(clang::SourceLocation At, llvm::StringRef Effect,
                            llvm::StringRef Part);

  // The shape of effects and parts.
  void missingMethod(clang::SourceLocation At, llvm::StringRef What,
                     llvm::StringRef Class, llvm::StringRef Method);
  void rootWithoutBody(clang::SourceLocation At, llvm::StringRef Method,
                       llvm::StringRef Effect);
  void noParts(clang::SourceLocation At, llvm::StringRef Effect,
               llvm::StringRef Alias);
  void notAPart(clang::SourceLocation At, llvm::StringRef Type,
                llvm::StringRef Effect, llvm::StringRef Alias);
  void partAndPartList(clang::SourceLocation At, llvm::StringRef Effect,
                       llvm::StringRef Alias);
  void unnameable(clang::SourceLocation At, llvm::StringRef What,
                  llvm::StringRef Class, llvm::StringRef Why);
  void layerWithoutAnnotation(clang::SourceLocation At, llvm::StringRef Part);
  void templateRoot(clang::SourceLocation At, llvm::StringRef What,
                    llvm::StringRef Method, llvm::StringRef Class);
  void cdaDeclaresFilter(clang::SourceLocation At, llvm::StringRef Effect,
                         llvm::StringRef Method);
  void cdaHasCondition(clang::SourceLocation At, llvm::StringRef Effect,
                       llvm::StringRef Method);
  void untrustedAnnotation(clang::SourceLocation At, llvm::StringRef Text,
                           llvm::StringRef On, llvm::StringRef Dir);
  /// Notes after writeOutsideLayer: the layer that may write \p Name, and
  /// at the part's layer argument \p Arg (when known) a fix-it to \p Fix.
  void layerSuggestion(clang::SourceLocation At, llvm::StringRef Name,
                       llvm::StringRef Layer, llvm::StringRef Rule,
                       llvm::StringRef Template, clang::SourceRange Arg,
                       llvm::StringRef Fix);
  /// An effect's part list out of layer order (CR 613.6), with the list in
  /// order as a fix-it on \p List (when known).
  void partsOutOfOrder(clang::SourceLocation At, llvm::StringRef Effect,
                       llvm::StringRef Alias, llvm::StringRef Later,
                       llvm::StringRef LaterLayer, llvm::StringRef Earlier,
                       llvm::StringRef EarlierLayer, clang::SourceRange List,
                       llvm::StringRef Fix);

  // Warnings (errors under --warnings-as-errors).
  /// An effect that no list of a card's abilities or effects names.
  void unlistedEffect(clang::SourceLocation At, llvm::StringRef Effect,
                      llvm::StringRef Lists);

  /// An exception reached the analysis: it must not unwind through LLVM.
  void internalError(clang::SourceLocation At, llvm::StringRef What);

  /// Errors this reporter has emitted.
  unsigned errors() const { return Errors; }

private:
  void notes(llvm::ArrayRef<PathStep> Path);

  clang::DiagnosticsEngine &Diags;
  bool WarningsAsErrors;
  unsigned Errors = 0;
};

} // namespace strata::compiler

#endif // STRATA_COMPILER_SRC_DIAGNOSTICS_H
