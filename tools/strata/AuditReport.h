//===- AuditReport.h - strata check --audit: what the audit checked *- C++ -*-===//
///
/// \file
/// In a strata built on the audit libraries (strata_add_strata_tool(...
/// AUDIT ...), or a Strata built with STRATA_AUDIT), every filter,
/// condition and apply call is checked against the effect's generated
/// metadata, and a call outside it stops the program. `strata check
/// --audit` then lists, after the scenarios, each effect that ran and which
/// of its filter, condition and parts' applies did and did not: the audit
/// checks only the calls the boards make (layers/AuditedEffects.h).
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_TOOLS_AUDITREPORT_H
#define STRATA_TOOLS_AUDITREPORT_H

#include "llvm/Support/raw_ostream.h"

namespace strata::tool {

/// Whether this program checks effect calls; if not, says so on \p Err.
bool auditAvailable(llvm::raw_ostream &Err);

/// The effects checked so far on this thread, one line each.
void printAuditReport(llvm::raw_ostream &OS);

} // namespace strata::tool

#endif
