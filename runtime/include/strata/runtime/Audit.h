//===- Audit.h - Recording what effects touch (STRATA_AUDIT) ---*- C++ -*-===//
///
/// \file
/// In an audit build (CMake option STRATA_AUDIT), every ObjectView accessor
/// notes the characteristics it reads or writes, named by its own
/// annotation (the same string stratac reads), into the AccessLog of the
/// effect call running now. The layer engine opens a log around each
/// filter, condition and apply call and checks it against what the
/// generator extracted for that part and role (docs/decisions.md D12).
/// Outside audit builds kAudit is false and every note is discarded by
/// `if constexpr`: no branch, no thread-local access.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_RUNTIME_AUDIT_H
#define STRATA_RUNTIME_AUDIT_H

#include "strata/runtime/Annotate.h"
#include "strata/runtime/Characteristic.h"
#include "strata/runtime/Vocabulary.h"

namespace strata::runtime {

#ifdef STRATA_AUDIT
inline constexpr bool kAudit = true;
#else
inline constexpr bool kAudit = false;
#endif

/// What one call into an effect touched through views.
struct STRATA_STORAGE AccessLog {
  CharacteristicSet Reads;       ///< Through views other than the source's.
  CharacteristicSet SourceReads; ///< Through the view source() returned.
  /// Through views object() returned (also in Reads): another object's.
  CharacteristicSet OtherObjectReads;
  CharacteristicSet Writes;
  /// An apply may write only the object it applies to and its source: the
  /// engine's trials restore, and its searches for new abilities and
  /// copiable values look at, only those (docs/decisions.md D16).
  ObjectId Target = kNoObject, Source = kNoObject;
  ObjectId StrayWrite = kNoObject; ///< The first other object written.
};

/// The log of the effect call running on this thread, or null (then views
/// record nothing: the engine's and the game's own reads are not an
/// effect's).
inline thread_local AccessLog *CurrentAccessLog = nullptr;

/// Opens a log for one effect call; restores the previous one on exit.
class AccessScope {
public:
  explicit AccessScope(AccessLog &L) : Prev(CurrentAccessLog) { CurrentAccessLog = &L; }
  ~AccessScope() { CurrentAccessLog = Prev; }
  AccessScope(const AccessScope &) = delete;
  AccessScope &operator=(const AccessScope &) = delete;

private:
  AccessLog *Prev;
};

} // namespace strata::runtime

#endif
