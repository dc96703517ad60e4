//===- LayerAudit.h - Checking effect calls against metadata ---*- C++ -*-===//
///
/// \file
/// Audit builds (STRATA_AUDIT, docs/decisions.md D12): an AuditedCall opens
/// an AccessLog for the effect calls made during its lifetime (a filter, a
/// condition or an apply, possibly over many objects) and, when it ends,
/// checks what the views recorded against what stratac extracted for that
/// part and role (PartFacts). Reads through the source's view are checked
/// against SourceReads whatever the role; a condition's reads are source
/// reads (generator protocol, "Roles"). The engine's own existence and zone
/// checks do not go through views and are not recorded. Outside audit
/// builds AuditedCall is empty and does nothing. Internal to layers/.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_LAYERS_LAYERAUDIT_H
#define STRATA_LAYERS_LAYERAUDIT_H

#include "strata/runtime/Audit.h"
#include "strata/runtime/Effect.h"

#include <optional>
#include <string>
#include <vector>

namespace strata::layers {

enum class AuditRole : std::uint8_t { Filter, Condition, Apply };

/// Reports accesses in \p Log outside the metadata of \p P (a part of \p E),
/// or of every part of \p E when \p P is null (filter, condition), into
/// \p Problems; aborts when \p Fatal.
void checkAccesses(const runtime::AccessLog &Log, AuditRole Role,
                   const runtime::EffectDescriptor &E,
                   const runtime::PartDescriptor *P,
                   std::vector<std::string> &Problems, bool Fatal);

template <bool On> class AuditedCallT {
public:
  AuditedCallT(AuditRole, const runtime::EffectDescriptor &,
               const runtime::PartDescriptor *, std::vector<std::string> &, bool) {}
  void on(runtime::ObjectId, runtime::ObjectId) {}
};

template <> class AuditedCallT<true> {
public:
  AuditedCallT(AuditRole Role, const runtime::EffectDescriptor &E,
               const runtime::PartDescriptor *P, std::vector<std::string> &Problems,
               bool Fatal)
      : Role(Role), E(E), P(P), Problems(Problems), Fatal(Fatal) {
    Scope.emplace(Log);
  }
  ~AuditedCallT() {
    Scope.reset();
    checkAccesses(Log, Role, E, P, Problems, Fatal);
  }
  AuditedCallT(const AuditedCallT &) = delete;
  AuditedCallT &operator=(const AuditedCallT &) = delete;
  /// The next apply call is for \p Target, of an effect from \p Source:
  /// the only objects it may write.
  void on(runtime::ObjectId Target, runtime::ObjectId Source) {
    Log.Target = Target;
    Log.Source = Source;
  }

private:
  runtime::AccessLog Log;
  std::optional<runtime::AccessScope> Scope;
  AuditRole Role;
  const runtime::EffectDescriptor &E;
  const runtime::PartDescriptor *P;
  std::vector<std::string> &Problems;
  bool Fatal;
};

/// Declare one around effect calls: `AuditedCall A(AuditRole::Apply, ...);`
using AuditedCall = AuditedCallT<runtime::kAudit>;

} // namespace strata::layers

#endif
