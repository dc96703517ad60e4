//===- AuditReport.cpp - strata check --audit: what the audit checked -----===//
#include "AuditReport.h"

#include "strata/layers/AuditedEffects.h"
#include "strata/runtime/Audit.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace strata::tool {
using namespace runtime;

namespace {

llvm::StringRef shortName(std::string_view N) {
  llvm::StringRef R(N.data(), N.size());
  R.consume_front("::");
  R.consume_front("strata::cards::");
  return R;
}

/// "apply" for an effect that is its own part, else "apply <Part>" with
/// the part's name relative to the effect's.
std::string applyName(const EffectDescriptor &E, const PartDescriptor &P) {
  llvm::StringRef Effect = shortName(E.name()), Part = shortName(P.Facts->PartName);
  if (Part == Effect)
    return "apply";
  std::string Prefix = Effect.str() + "::";
  Part.consume_front(Prefix);
  return "apply " + Part.str();
}

void list(llvm::raw_ostream &OS, const std::vector<std::string> &Names) {
  for (std::size_t I = 0; I < Names.size(); ++I)
    OS << (I ? ", " : "") << Names[I];
}

} // namespace

bool auditAvailable(llvm::raw_ostream &Err) {
  if (kAudit)
    return true;
  Err << "strata: --audit: this strata does not check effects against their "
         "metadata; build one with strata_add_strata_tool(<target> AUDIT ...) "
         "(docs/authoring.md)\n";
  return false;
}

void printAuditReport(llvm::raw_ostream &OS) {
  std::vector<layers::AuditedEffect> Effects = layers::auditedEffects();
  OS << "audit: " << Effects.size()
     << " effects ran, every call within its generated metadata\n";
  for (const layers::AuditedEffect &A : Effects) {
    const EffectDescriptor &E = *A.Effect;
    std::vector<std::string> Ran, NotRun;
    (A.Filter ? Ran : NotRun).push_back("filter");
    if (E.IsActive)
      (A.Condition ? Ran : NotRun).push_back("condition");
    for (int I = 0; I < E.NumParts; ++I)
      (A.Applied >> I & 1 ? Ran : NotRun).push_back(applyName(E, E.Parts[I]));
    OS << "  " << shortName(E.name()) << ": ";
    list(OS, Ran);
    if (!NotRun.empty()) {
      OS << (Ran.empty() ? "" : "; ") << "not run: ";
      list(OS, NotRun);
    }
    OS << "\n";
  }
}

} // namespace strata::tool
