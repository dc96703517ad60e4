//===- Boards.h - Fixed, seeded boards for strata-bench --------*- C++ -*-===//
///
/// \file
/// Boards built from the card pool by name, the same on every run: the
/// typical 60-permanent board, generated boards of any size, the one-layer
/// board BM_Order measures, and the hand-written "flat loop" that applies
/// a board's effects in a precomputed order (the floor for recomputation).
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_BENCH_BOARDS_H
#define STRATA_BENCH_BOARDS_H

#include "strata/layers/LayerEngine.h"
#include "strata/runtime/Board.h"
#include "strata/runtime/Effect.h"

#include <cstdint>
#include <string>
#include <vector>

namespace strata::bench {

/// A board and what the benchmarks need to know about it.
struct BenchBoard {
  runtime::Board B;
  int Permanents = 0;
  int Effects = 0; ///< continuous effects: static abilities and created ones
  runtime::ObjectId CounterTarget = runtime::kNoObject; ///< a creature
};

/// 60 permanents, 20 continuous effects; dependencies: Urborg and Yavimaya
/// on Blood Moon (layer 4), three lords on Humility (layer 6, existence),
/// Humility on Opalescence (Humility becomes a creature), Tarmogoyf's CDA.
BenchBoard typicalBoard();

/// \p Permanents permanents of which \p Effects carry or receive a
/// continuous effect, drawn with a seeded generator from the pool; always
/// holds Urborg + Blood Moon and Humility + Lord of Atlantis (real
/// dependencies), the rest ordinary anthems, lords, Auras, Equipment and
/// pump spells.
BenchBoard generatedBoard(int Permanents, int Effects, std::uint64_t Seed, int Layout = 0);

/// 200 effects in layer 6 (Levitation, Jump, lords, keyword counters, one
/// Humility that removes the lords' abilities), on 150 creatures.
BenchBoard layerSixBoard();

/// One application in a precomputed order, for the flat loop.
struct FlatStep {
  enum class KindT : std::uint8_t { Part, PlusOne, MinusOne, Keyword } Kind;
  runtime::Layer L;
  const runtime::EffectDescriptor *Effect = nullptr;
  const runtime::PartDescriptor *Part = nullptr;
  const runtime::CreatedEffect *Created = nullptr;
  runtime::ObjectId Source = runtime::kNoObject;
  runtime::Timestamp Ts = 0;
  int KeywordIndex = 0;
  bool FixesSet = false;  ///< its first layer: evaluate the filter now
  std::uint32_t SetSlot = 0; ///< where its fixed set lives
};

/// The effects of a board in the order the engine applied them, replayed
/// by a plain loop: printed values (cached), then each part applied to its
/// set, the set found by the effect's own filter where it begins. No
/// existence checks, no dependency tests, no trial applications.
class FlatLoop {
public:
  /// Derives the order from a traced recomputation of \p B; false (and
  /// \p Error) if a step cannot be mapped to an effect.
  bool prepare(const runtime::Board &B, std::string &Error);
  void run(const runtime::Board &B);
  const runtime::CoreCharacteristics &get(runtime::ObjectId Id) const { return Core[Id]; }

private:
  std::vector<runtime::Characteristics> Printed;
  /// The engine's layout (D19): the part filters read, one cache line per
  /// object, apart from text and abilities.
  std::vector<runtime::CoreCharacteristics,
              layers::CacheLineAllocator<runtime::CoreCharacteristics>> Core;
  std::vector<runtime::TextAndAbilities> Text;
  std::vector<FlatStep> Steps;
  std::vector<std::vector<runtime::ObjectId>> Sets;
};

} // namespace strata::bench

#endif
