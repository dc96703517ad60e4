//===- CompiledCode.h - The analysis checked against the code that runs -*- C++ -*-===//
///
/// \file
/// In compile mode (`stratac --compile`) the translation unit's LLVM IR is
/// generated from the very AST the analysis read, before the object is
/// written. Every implicit evaluation is explicit there: destructors on
/// normal and exceptional paths, initialisers, temporaries, vtables,
/// guards. This check walks the IR from each role's roots, through every
/// call and every reference to a function or a global (so code reached
/// through a vtable, a table or an address counts), and requires that each
/// function of the card's or the runtime's code it reaches is one the AST
/// analysis followed from the same role, and that none of them (or of the
/// globals they reference) is bound by something the linker or the loader
/// may replace. So an evaluation nobody listed in CallGraph.cpp is refused,
/// never skipped (docs/generator-protocol.md, "Soundness").
///
//===----------------------------------------------------------------------===//

#ifndef STRATA_COMPILER_SRC_COMPILEDCODE_H
#define STRATA_COMPILER_SRC_COMPILEDCODE_H

#include "Diagnostics.h"

#include "strata/compiler/EffectFacts.h"

#include <set>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class CodeGenerator;
class FunctionDecl;
} // namespace clang

namespace llvm {
class Module;
} // namespace llvm

namespace strata::compiler {

/// What the AST analysis did from one role of one effect.
struct RoleReach {
  std::string Effect;
  std::string Role; ///< "filter", "condition", "apply of 'P'"
  std::vector<const clang::FunctionDecl *> Roots;
  std::set<const clang::FunctionDecl *> Followed; ///< canonical
};

/// Reports (through \p Report) every function the compiled code of a role
/// reaches that the analysis did not follow from that role, and every
/// definition reached that the linker or loader may replace. Adds to
/// \p Bodies each followed definition the linker chooses among copies
/// (inline, template instantiation), with a hash of its body and of what
/// its compiled code refers to, for `stratac --link` to compare.
void checkCompiledCode(clang::ASTContext &Ctx, clang::CodeGenerator &Gen,
                       llvm::Module &M, Reporter &Report,
                       const std::vector<RoleReach> &Roles,
                       std::map<std::string, FollowedBody> &Bodies);

} // namespace strata::compiler

#endif // STRATA_COMPILER_SRC_COMPILEDCODE_H
