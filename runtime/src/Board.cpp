//===- Board.cpp - Objects and created effects -----------------------------===//
#include "strata/runtime/Board.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace strata::runtime {

GameObject &Board::addObject(const CardDef &Card, PlayerId Owner, Zone In) {
  if (numObjects() >= kMaxObjects)
    throw std::length_error("a game holds at most " + std::to_string(kMaxObjects) +
                            " objects");
  GameObject O;
  O.Id = static_cast<ObjectId>(Objects.size());
  O.Card = &Card;
  O.Owner = Owner;
  O.BaseController = Owner;
  O.In = In;
  O.Ts = newTimestamp(); // CR 613.7d
  Objects.push_back(O);
  noteEdit(O.Id);
  return Objects.back();
}

std::uint64_t Board::Identity::next() {
  static std::atomic<std::uint64_t> Next{1};
  return Next.fetch_add(1, std::memory_order_relaxed);
}

CreatedEffect &Board::addEffect(CreatedEffect E) {
  if (E.Ts == 0)
    E.Ts = newTimestamp(); // CR 613.7b
  Effects.push_back(std::move(E));
  return Effects.back();
}

void Board::stampSimultaneously(std::initializer_list<ObjectId> Ids) {
  for (int Turn = 0; Turn < NumPlayers; ++Turn) {
    PlayerId P = static_cast<PlayerId>((Active + Turn) % NumPlayers);
    for (ObjectId Id : Ids)
      if (Objects[Id].BaseController == P)
        edit(Id).Ts = newTimestamp();
  }
}

/// Adds \p N (any int) to a count kept in [0, \p Max]: in int64, so a
/// huge N cannot overflow, and held at Max rather than wrapping to a
/// negative count. Returns whether it was held at Max (the count is no
/// longer exact); removing more than there are leaves none.
template <class T>
static bool addCount(T &Count, Timestamp &Ts, int N, Timestamp Now, std::int64_t Max) {
  std::int64_t Sum = std::int64_t{Count} + N;
  Count = static_cast<T>(std::clamp<std::int64_t>(Sum, 0, Max));
  if (N > 0)
    Ts = Now; // CR 613.7c: all counters of the kind share the newest one's
  return Sum > Max;
}

void Board::putPlusOneCounters(ObjectId Id, int N) {
  Counters &C = edit(Id).Count;
  if (addCount(C.PlusOne, C.PlusOneTs, N, N > 0 ? newTimestamp() : 0, Counters::kMaxCounters))
    noteHeldAtBound();
}

void Board::putMinusOneCounters(ObjectId Id, int N) {
  Counters &C = edit(Id).Count;
  if (addCount(C.MinusOne, C.MinusOneTs, N, N > 0 ? newTimestamp() : 0, Counters::kMaxCounters))
    noteHeldAtBound();
}

bool Board::putKeywordCounters(ObjectId Id, Keyword K, int N) {
  Counters &C = edit(Id).Count;
  for (int I = 0; I < C.NumKeywordKinds; ++I) {
    if (C.Keywords[I].Kind != K)
      continue;
    std::int32_t Count = C.Keywords[I].Count;
    if (addCount(Count, C.Keywords[I].Ts, N, N > 0 ? newTimestamp() : 0, UINT8_MAX))
      noteHeldAtBound();
    C.Keywords[I].Count = static_cast<std::uint8_t>(Count);
    return true;
  }
  if (N <= 0)
    return true;
  if (C.NumKeywordKinds == C.Keywords.size())
    return false;
  if (N > UINT8_MAX)
    noteHeldAtBound();
  C.Keywords[C.NumKeywordKinds++] = {K, static_cast<std::uint8_t>(std::min(N, UINT8_MAX)),
                                     newTimestamp()};
  return true;
}

void Board::attach(ObjectId Attachment, ObjectId To) {
  GameObject &O = edit(Attachment);
  O.AttachedTo = To;
  O.Ts = newTimestamp(); // CR 613.7e
}

} // namespace strata::runtime
