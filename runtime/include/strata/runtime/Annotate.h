//===- Annotate.h - Annotations read by stratac ---------------*- C++ -*-===//
///
/// \file
/// The markers through which stratac learns the card API (see
/// docs/generator-protocol.md). They are clang annotations, visible only when
/// clang parses the code (stratac always does); g++ sees nothing, so the
/// project's real build never warns about unknown attributes.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_RUNTIME_ANNOTATE_H
#define STRATA_RUNTIME_ANNOTATE_H

#ifdef __clang__
#define STRATA_ANNOTATE(Text) [[clang::annotate(Text)]]
#else
#define STRATA_ANNOTATE(Text)
#endif

/// Calling the function reads these characteristics (space separated).
#define STRATA_READS(Names) STRATA_ANNOTATE("strata.reads " Names)
/// Calling the function writes these characteristics.
#define STRATA_WRITES(Names) STRATA_ANNOTATE("strata.writes " Names)
/// The function returns the view of the effect's source.
#define STRATA_SOURCE STRATA_ANNOTATE("strata.source")
/// A leaf that touches no characteristic (identity, status bookkeeping).
#define STRATA_PURE STRATA_ANNOTATE("strata.pure")
/// The runtime's storage: an effect reaching one of this class's fields
/// (around the accessors) is refused by stratac.
#define STRATA_STORAGE STRATA_ANNOTATE("strata.storage")

#endif
