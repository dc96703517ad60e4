//===- LayerAudit.cpp - Checking effect calls against metadata ------------===//
#include "LayerAudit.h"

#include "strata/layers/AuditedEffects.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <unordered_map>

namespace strata::layers {
using namespace runtime;

namespace {
/// What ran, per effect (AuditedEffects.h); one record per thread, as the
/// access logs are.
thread_local std::unordered_map<const EffectDescriptor *, AuditedEffect> Audited;

void noteAudited(const AccessLog &Log, AuditRole Role, const EffectDescriptor &E,
                 const PartDescriptor *P) {
  AuditedEffect &A = Audited[&E];
  A.Effect = &E;
  switch (Role) {
  case AuditRole::Filter:
    A.Filter = true;
    break;
  case AuditRole::Condition:
    A.Condition = true;
    break;
  case AuditRole::Apply:
    // An apply call over an empty set calls nothing: on() names each
    // object the part is applied to.
    if (P && Log.Target != kNoObject)
      A.Applied |= 1u << (P - E.Parts);
    break;
  }
}
} // namespace

std::vector<AuditedEffect> auditedEffects() {
  std::vector<AuditedEffect> Out;
  for (const auto &[E, A] : Audited)
    Out.push_back(A);
  std::sort(Out.begin(), Out.end(), [](const AuditedEffect &A, const AuditedEffect &B) {
    return A.Effect->name() < B.Effect->name();
  });
  return Out;
}

void clearAuditedEffects() { Audited.clear(); }

static const char *roleName(AuditRole R) {
  switch (R) {
  case AuditRole::Filter:
    return "filter";
  case AuditRole::Condition:
    return "condition";
  case AuditRole::Apply:
    return "apply";
  }
  return "?";
}

void checkAccesses(const AccessLog &Log, AuditRole Role, const EffectDescriptor &E,
                   const PartDescriptor *P, std::vector<std::string> &Problems,
                   bool Fatal) {
  noteAudited(Log, Role, E, P);
  // What the generator extracted for this role (docs/generator-protocol.md,
  // "Roles"): filter and condition belong to the effect, so every part's
  // facts count; an apply is its part's own.
  CharacteristicSet Filter, Source, Apply, Others, Writes;
  for (int I = 0; I < E.NumParts; ++I) {
    const PartFacts &F = *E.Parts[I].Facts;
    if (P && &E.Parts[I] != P)
      continue;
    Filter |= F.FilterReads;
    Source |= F.SourceReads;
    Apply |= F.ApplyReads;
    Others |= F.OtherObjectReads;
    Writes |= F.Writes;
  }
  CharacteristicSet Allowed = Role == AuditRole::Filter  ? Filter
                              : Role == AuditRole::Apply ? Apply
                                                         : Source;
  CharacteristicSet AllowedWrites = Role == AuditRole::Apply ? Writes : CharacteristicSet();
  // A read through the source's view is covered by the source's reads or by
  // the role's own: the generator counts a view it cannot trace to the
  // source (one kept in a field, say) as the role's, and the engine takes
  // a part's role and source reads together (docs/generator-protocol.md).
  CharacteristicSet SourceAllowed = Source | Allowed;
  auto Outside = [](CharacteristicSet Got, CharacteristicSet Ok) {
    return CharacteristicSet::fromBits(Got.bits() & ~Ok.bits());
  };
  if (Outside(Log.Reads, Allowed).empty() && Outside(Log.SourceReads, SourceAllowed).empty() &&
      Outside(Log.OtherObjectReads, Others).empty() && Outside(Log.Writes, AllowedWrites).empty() &&
      Log.StrayWrite == kNoObject)
    return; // the usual case: nothing to report, nothing allocated
  std::string Name(P ? P->Facts->PartName : E.name());
  auto Note = [&](const std::string &Msg) {
    if (std::find(Problems.begin(), Problems.end(), Msg) == Problems.end())
      Problems.push_back(Msg);
    if (Fatal) {
      std::fprintf(stderr, "strata: %s\n", Msg.c_str());
      std::abort();
    }
  };
  auto Report = [&](const char *What, CharacteristicSet Extra, CharacteristicSet Ok) {
    if (!Extra.empty())
      Note("audit: " + Name + " (" + roleName(Role) + ") " + What + " " + Extra.str() +
           ", outside its metadata {" + Ok.str() + "}");
  };
  Report("read", Outside(Log.Reads, Allowed), Allowed);
  Report("read through its source", Outside(Log.SourceReads, SourceAllowed), SourceAllowed);
  // Whose: a read through another object's view must be among the reads
  // the facts say a change to another object can reach.
  Report("read on another object", Outside(Log.OtherObjectReads, Others), Others);
  Report("wrote", Outside(Log.Writes, AllowedWrites), AllowedWrites);
  // An apply writes the object it applies to, and its source; a filter or
  // condition writes nothing (reported above).
  if (Role == AuditRole::Apply && Log.StrayWrite != kNoObject)
    Note("audit: " + Name + " (apply) wrote object " + std::to_string(Log.StrayWrite) +
         ", neither the object it applies to nor its source");
}

} // namespace strata::layers
