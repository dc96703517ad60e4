//===- KeptList.h - Storage given back, for the next of its kind -*- C++ -*-===//
///
/// \file
/// What ends in a running game (an answered option's label, the targets of
/// a stack item that resolved, the locked set of an effect that ended)
/// gives its storage to a `KeptList`, and the next of its kind takes it
/// from there: once the lists have grown, a game allocates none for them
/// (D143, D145, D149). A list keeps at most \p Cap, and reserves its own
/// room once, when first used. What take() returns has room for at least
/// \p Room elements: the kept ones come back in any order, and a floor
/// of room means the one taken seldom has to grow.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_GAME_KEPTLIST_H
#define STRATA_GAME_KEPTLIST_H

#include <cstddef>
#include <utility>
#include <vector>

namespace strata::game {

template <class T, std::size_t Cap, std::size_t Room> class KeptList {
public:
  /// Empties \p V and keeps its storage, if it has more than an empty T
  /// (a string's inline room is not storage) and there is room.
  void give(T &V) {
    V.clear();
    if (V.capacity() <= T().capacity() || Items.size() >= Cap)
      return;
    reserve();
    Items.push_back(std::move(V));
  }
  /// An empty T with room for \p Room, in kept storage when there is some.
  T take() {
    reserve();
    T V;
    if (!Items.empty()) {
      V.swap(Items.back());
      Items.pop_back();
    }
    if (V.capacity() < Room)
      V.reserve(Room);
    return V;
  }

private:
  void reserve() {
    if (Items.capacity() == 0)
      Items.reserve(Cap);
  }
  std::vector<T> Items;
};

} // namespace strata::game

#endif
