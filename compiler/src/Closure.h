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

#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace clang {
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

  void run(const clang::FunctionDecl *Root) { visit(Root, {}); }

  /// Every function entered so far (canonical declarations): what the
  /// compiled code may run from this role's roots (CompiledCode.cpp).
  std::set<const clang::FunctionDecl *> followed() const;

  NameSet Reads;       ///< reads in this role, not on the source
  NameSet SourceReads; ///< reads on the source's view
  NameSet Writes;

private:
  /// Parameters that may hold the source's view (sorted), each with
  /// whether it may also hold another view; any parameter not listed holds
  /// some other view.
  using Context = std::vector<std::pair<const clang::ParmVarDecl *, bool>>;

  /// Whether the view \p O may be the source's, and whether it may be
  /// another object's: a read counts in each set it may belong to.
  bool maySource(const Origin &O, const Context &Ctx) const;
  bool mayOther(const Origin &O, const Context &Ctx) const;
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
  // (function, context): recursion and diamonds are walked once.
  std::set<std::pair<const clang::FunctionDecl *, Context>> Visited;
  std::vector<PathStep> Path;
};

} // namespace strata::compiler

#endif // STRATA_COMPILER_SRC_CLOSURE_H
