//===- TaskFrames.cpp - Storage for coroutine frames -----------------------===//
///
/// \file
/// Every decision resumes a chain of Tasks that start and end procedures
/// (a priority round, state-based actions, a step), each in a coroutine
/// frame of its own; a few dozen sizes recur. Freed frames are kept per
/// thread in lists by size (64-byte classes up to 16 KiB, at most 64 of
/// each) and given again, so a running game allocates no frame (D143).
/// A frame freed on another thread than it was made on joins that thread's
/// lists: every block comes from ::operator new either way. Under
/// AddressSanitizer frames are plain allocations, so a use after free is
/// still caught.
///
//===----------------------------------------------------------------------===//
#include "strata/game/Task.h"

#include <array>
#include <cstdint>
#include <new>

namespace strata::game::detail {
namespace {

#if defined(__SANITIZE_ADDRESS__) // GCC's and Clang's spelling
constexpr bool kPooled = false;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kPooled = false;
#else
constexpr bool kPooled = true;
#endif
#else
constexpr bool kPooled = true;
#endif

constexpr std::size_t kGranule = 64;
constexpr std::size_t kClasses = 256; // frames up to 16 KiB
constexpr std::uint16_t kMaxKept = 64;

struct FreeFrame {
  FreeFrame *Next;
};

struct FrameLists {
  std::array<FreeFrame *, kClasses> Head{};
  std::array<std::uint16_t, kClasses> Count{};
};

// Plain pointers and flags (trivially destructible), so a frame released
// while the thread's other objects are being destroyed (a game held in a
// static) finds either the lists or none, never a destroyed object.
thread_local FrameLists *Lists = nullptr;
thread_local bool ThreadEnding = false;

/// Frees the lists as the thread ends; frames released after that are
/// plain deallocations.
struct ListsOwner {
  ~ListsOwner() {
    ThreadEnding = true;
    if (!Lists)
      return;
    for (FreeFrame *F : Lists->Head)
      while (F) {
        FreeFrame *Next = F->Next;
        ::operator delete(F);
        F = Next;
      }
    delete Lists;
    Lists = nullptr;
  }
  bool Registered = false;
};
thread_local ListsOwner Owner;

FrameLists *lists() {
  if (!Lists && !ThreadEnding) {
    Owner.Registered = true; // constructs Owner, whose destructor then runs
    Lists = new FrameLists;
  }
  return Lists;
}

std::size_t classOf(std::size_t Size) { return (Size + kGranule - 1) / kGranule - 1; }

} // namespace

void *allocateFrame(std::size_t Size) {
  std::size_t C = classOf(Size);
  if (!kPooled || C >= kClasses)
    return ::operator new(Size);
  if (FrameLists *L = lists(); L && L->Head[C]) {
    FreeFrame *F = L->Head[C];
    L->Head[C] = F->Next;
    --L->Count[C];
    return F;
  }
  return ::operator new((C + 1) * kGranule);
}

bool framesPooled() noexcept { return kPooled; }

void releaseFrame(void *Frame, std::size_t Size) noexcept {
  std::size_t C = classOf(Size);
  if (kPooled && C < kClasses && Lists && Lists->Count[C] < kMaxKept) {
    auto *F = static_cast<FreeFrame *>(Frame);
    F->Next = Lists->Head[C];
    Lists->Head[C] = F;
    ++Lists->Count[C];
    return;
  }
  ::operator delete(Frame);
}

} // namespace strata::game::detail
