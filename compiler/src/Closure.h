//===- Closure.h - Following the call graph from one role -------*- C++ -*-===//
///
/// \file
/// Walks the call graph from the root methods of one role (filter,
/// condition or apply) of one effect, binding each callee's parameters to
/// the views its call passes, and collects what the role reads and writes.
/// Reports the refusals and layer errors it reaches, with the call path.
///
//===----------------------------------------------------------------------===//

#ifndef STRATA_COMPILER_SRC_CLOSURE_H
#define STRATA_COMPILER_SRC_CLOSURE_H

#include "CallGraph.h"
#include "Diagnostics.h"

#include "strata/compiler/EffectFacts.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <cstdint>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace clang {
class Decl;
class FunctionDecl;
class ParmVarDecl;
class SourceManager;
} // namespace clang

namespace strata::compiler {

enum class Role { Filter, Condition, Apply };

/// One layer as its `strata.layer` annotation declares it.
struct LayerRule {
  std::string Name;                ///< `L4`
  std::string Rule;                ///< `613.1d`
  std::string Spelling;            ///< `Part<Layer::L4>`
  std::string ArgSpelling;         ///< `Layer::L4`, the fix-it's text
  std::vector<std::string> Writes; ///< patterns it may write
};

/// Diagnostics already emitted in this unit: a helper shared by several
/// roots of one effect is reported once.
using ReportedSet = std::set<std::tuple<unsigned, int, std::string>>;

class Closure {
public:
  Closure(CallGraph &Graph, Reporter &Report, ReportedSet &Reported,
          const clang::SourceManager &SM, Role R, std::string Effect)
      : Graph(Graph), Report(Report), Reported(Reported), SM(SM), R(R),
        Effect(std::move(Effect)) {}

  /// For apply roots: the part and its layer's write patterns.
  void setPart(std::string PartName, std::string Layer,
               std::vector<std::string> Allowed,
               std::vector<LayerRule> AllLayers,
               clang::SourceRange Arg = {}) {
    LayerArg = Arg;
    Part = std::move(PartName);
    LayerName = std::move(Layer);
    LayerWrites = std::move(Allowed);
    Layers = std::move(AllLayers);
  }

  /// Follows \p Root, whose view parameter (a filter's or apply's second)
  /// is the object the effect applies to.
  void run(const clang::FunctionDecl *Root);

  /// Every function entered so far (canonical declarations): what the
  /// compiled code may run from this role's roots (CompiledCode.cpp).
  std::set<const clang::FunctionDecl *> followed() const;

  NameSet Reads;       ///< reads in this role, not on the source
  NameSet SourceReads; ///< reads on the source's view
  /// Reads on a view that may be neither the affected object nor the
  /// source: another object's, or one the analysis cannot trace (a subset
  /// of Reads, or for a condition of what it adds to the source's part).
  NameSet OtherObjectReads;
  NameSet Writes;

private:
  /// Whose a view may be: bits of these, several when it may be either.
  enum Whose : std::uint8_t { Affected = 1, Source = 2, Other = 4 };
  /// Parameters (or implicit objects, ViewOrigins::thisOf) bound to the
  /// affected object's or the source's view (sorted), each with whose the
  /// view it holds may be; any not listed holds some other view.
  using Context = std::vector<std::pair<const clang::Decl *, std::uint8_t>>;

  /// Whose the view \p O may be under \p Ctx: a read counts in each set
  /// it may belong to.
  std::uint8_t whose(const Origin &O, const Context &Ctx) const;
  SourcePos posOf(clang::SourceLocation Loc) const;
  bool firstReport(clang::SourceLocation Loc, int Kind, std::string Key) {
    return Reported.insert({Loc.getRawEncoding(), Kind, std::move(Key)}).second;
  }

  void visit(const clang::FunctionDecl *F, const Context &Ctx);
  void access(const Access &A, const Context &Ctx);
  void refusal(const Refusal &R, bool Library);
  static std::string describe(const Refusal &R);

  CallGraph &Graph;
  Reporter &Report;
  ReportedSet &Reported;
  const clang::SourceManager &SM;
  Role R;
  std::string Effect;
  std::string Part, LayerName;
  clang::SourceRange LayerArg; ///< the part's layer argument, for a fix-it
  std::vector<std::string> LayerWrites;
  std::vector<LayerRule> Layers;
  /// Every function the root reaches (canonical), whatever the context: a
  /// view held from a parameter of any other function cannot be live here.
  llvm::DenseSet<const clang::Decl *> Reachable;
  /// Whose each parameter (or implicit object) of a reachable function may
  /// hold over every call the root makes, whatever the path: what a view
  /// kept in a field from it (on another path than the read's) may be.
  llvm::DenseMap<const clang::Decl *, std::uint8_t> AnyPath;
  void bindAnyPath(const clang::FunctionDecl *Root);
  // (function, context): recursion and diamonds are walked once.
  std::set<std::pair<const clang::FunctionDecl *, Context>> Visited;
  std::vector<PathStep> Path;
};

} // namespace strata::compiler

#endif // STRATA_COMPILER_SRC_CLOSURE_H
