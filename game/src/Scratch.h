//===- Scratch.h - A procedure's scratch vector in kept storage -*- C++ -*-===//
///
/// \file
/// The game's procedures (a priority round, a cast, combat damage, a check
/// of state-based actions) each gather a few lists while they run: legal
/// targets, mana sources, the hits of combat damage, the objects to move.
/// A `Scratch<T>` is such a list whose storage comes from, and goes back
/// to, a short list of vectors kept per thread and per element type, so a
/// running game allocates none once they have grown (D145). Per thread, so
/// no lock; a coroutine resumed on another thread gives its storage to that
/// thread's list (every block comes from ::operator new either way).
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_GAME_SRC_SCRATCH_H
#define STRATA_GAME_SRC_SCRATCH_H

#include <array>
#include <cstdint>
#include <vector>

namespace strata::game {

template <class T> class Scratch {
public:
  Scratch() {
    if (Kept *K = kept(); K && K->N > 0)
      V.swap(K->Lists[--K->N]);
  }
  ~Scratch() {
    V.clear();
    if (V.capacity() == 0)
      return;
    if (Kept *K = kept(); K && K->N < K->Lists.size())
      K->Lists[K->N++].swap(V);
  }
  Scratch(const Scratch &) = delete;
  Scratch &operator=(const Scratch &) = delete;

  std::vector<T> &operator*() { return V; }
  std::vector<T> *operator->() { return &V; }

private:
  struct Kept {
    std::array<std::vector<T>, 8> Lists; ///< more at once than this: plain vectors
    std::uint8_t N = 0;
    ~Kept() { Ended = true; }
  };
  // A flag with no destructor, readable after the thread's objects are
  // gone: a scratch list destroyed then (a game held in a static, waiting
  // on a decision) frees its storage instead.
  static inline thread_local bool Ended = false;
  static Kept *kept() {
    if (Ended)
      return nullptr;
    static thread_local Kept K;
    return &K;
  }

  std::vector<T> V;
};

} // namespace strata::game

#endif
