//===- Roots.h - Effects, parts and their annotated bases -------*- C++ -*-===//
///
/// \file
/// Finds the analysis roots of a translation unit with AST matchers: the
/// effect classes (complete classes below a `strata.effect` base), the part
/// classes (below a specialization of a `strata.part` template) and the
/// part-list alias names. Also the queries on a class that the effect and
/// part rules need (bases, root methods, listed parts, nameability).
///
//===----------------------------------------------------------------------===//

#ifndef STRATA_COMPILER_SRC_ROOTS_H
#define STRATA_COMPILER_SRC_ROOTS_H

#include "Annotations.h"

#include "clang/AST/Type.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class ClassTemplateSpecializationDecl;
class CXXRecordDecl;
class FunctionDecl;
class FunctionTemplateDecl;
} // namespace clang

namespace strata::compiler {

/// What a class inherits from annotated bases.
struct Ancestry {
  std::optional<Annotation> EffectBase; ///< `strata.effect filter=...`
  bool Cda = false;
  const clang::ClassTemplateSpecializationDecl *PartBase = nullptr;
  std::optional<Annotation> PartAnnotation;
};

/// The roots of one translation unit.
struct Roots {
  /// Effect candidates in source order: complete, non-template classes
  /// below a `strata.effect` base, not annotated themselves.
  std::vector<const clang::CXXRecordDecl *> Effects;
  /// Part classes: below a specialization of a `strata.part` template.
  llvm::DenseSet<const clang::CXXRecordDecl *> Parts;
  /// Every part template's `parts=` alias name.
  std::set<std::string> PartListAliases;
  /// Templates annotated `strata.lists` (the lists that give a card its
  /// abilities and effects), by name, and every class their
  /// specializations name: through template arguments and, inside a named
  /// class, the member aliases the annotation's `members=` names (an
  /// ability's `using Creates = E;`; any other alias names nothing).
  std::set<std::string> ListTemplates;
  llvm::DenseSet<const clang::CXXRecordDecl *> Listed;
};

/// Runs the root matchers over \p Ctx's translation unit.
Roots findRoots(clang::ASTContext &Ctx);

/// Whether \p Class (any class, template specializations included) derives
/// from a specialization of a `strata.part` template.
bool isPartClass(const clang::CXXRecordDecl *Class, clang::ASTContext &Ctx);

/// The annotated bases of \p D, direct or not.
void scanBases(const clang::CXXRecordDecl *D, Ancestry &A);

/// The methods a root name denotes in a class, as C++ lookup finds them
/// (in the class or, failing that, its nearest bases; through
/// using-declarations), and those that are templates.
struct RootMethods {
  std::vector<const clang::FunctionDecl *> Methods;
  std::vector<const clang::FunctionTemplateDecl *> Templates;
  bool empty() const { return Methods.empty() && Templates.empty(); }
};

/// Methods named \p Name in \p Class or, failing that, its nearest bases.
RootMethods findMethods(const clang::CXXRecordDecl *Class,
                        llvm::StringRef Name);

/// The types listed as arguments of the alias \p Name in \p Class, or
/// nothing when \p Class declares no such alias.
std::optional<std::vector<clang::QualType>>
listedParts(const clang::CXXRecordDecl *Class, llvm::StringRef Name);

/// Why \p Class cannot be named from namespace scope, or "" when it can.
std::string whyUnnameable(const clang::CXXRecordDecl *Class);

} // namespace strata::compiler

#endif // STRATA_COMPILER_SRC_ROOTS_H
