//===- Task.h - Coroutines for rules procedures ----------------*- C++ -*-===//
///
/// \file
/// Task<T> is a lazily started coroutine that a caller `co_await`s: a spell
/// waits for its sub-effects, an event for its triggered abilities, without
/// callbacks or threads. When a procedure needs a player's answer it awaits
/// a Decision (Game.h); the whole chain of tasks suspends back to the driver
/// and resumes, where it stopped, once the answer arrives.
///
/// \code
///   Task<int> countDown(Game &G) { int N = co_await G.ask(...); co_return N; }
///   Task<> caller(Game &G) { int N = co_await countDown(G); ... }
/// \endcode
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_GAME_TASK_H
#define STRATA_GAME_TASK_H

#include <coroutine>
#include <cstddef>
#include <exception>
#include <optional>
#include <utility>

namespace strata::game {

template <class T = void> class Task;

namespace detail {
/// Resumes whoever awaited the finished task (symmetric transfer, so deep
/// chains do not grow the native stack).
struct FinalAwaiter {
  bool await_ready() noexcept { return false; }
  template <class P>
  std::coroutine_handle<> await_suspend(std::coroutine_handle<P> H) noexcept {
    if (auto C = H.promise().Continuation)
      return C;
    return std::noop_coroutine();
  }
  void await_resume() noexcept {}
};

/// A coroutine frame's storage (TaskFrames.cpp): freed frames are kept per
/// thread by size, so the procedures a game starts and ends at every
/// decision allocate nothing once it runs (D143).
void *allocateFrame(std::size_t Size);
void releaseFrame(void *Frame, std::size_t Size) noexcept;
/// False under AddressSanitizer, where every frame is a plain allocation
/// so a use after free is still caught.
bool framesPooled() noexcept;

struct PromiseBase {
  static void *operator new(std::size_t Size) { return allocateFrame(Size); }
  static void operator delete(void *Frame, std::size_t Size) noexcept {
    releaseFrame(Frame, Size);
  }
  std::coroutine_handle<> Continuation;
  std::exception_ptr Error;
  std::suspend_always initial_suspend() noexcept { return {}; }
  FinalAwaiter final_suspend() noexcept { return {}; }
  void unhandled_exception() { Error = std::current_exception(); }
};
} // namespace detail

template <class T> class [[nodiscard]] Task {
public:
  struct promise_type : detail::PromiseBase {
    std::optional<T> Value;
    Task get_return_object() {
      return Task(std::coroutine_handle<promise_type>::from_promise(*this));
    }
    void return_value(T V) { Value = std::move(V); }
  };
  using Handle = std::coroutine_handle<promise_type>;

  Task(Task &&O) noexcept : H(std::exchange(O.H, {})) {}
  Task &operator=(Task &&O) noexcept {
    if (this != &O) {
      destroy();
      H = std::exchange(O.H, {});
    }
    return *this;
  }
  ~Task() { destroy(); }

  bool await_ready() const noexcept { return false; }
  std::coroutine_handle<> await_suspend(std::coroutine_handle<> Caller) noexcept {
    H.promise().Continuation = Caller;
    return H;
  }
  T await_resume() {
    if (H.promise().Error)
      std::rethrow_exception(H.promise().Error);
    return std::move(*H.promise().Value);
  }

private:
  explicit Task(Handle H) : H(H) {}
  void destroy() {
    if (H)
      H.destroy();
  }
  Handle H;
};

template <> class [[nodiscard]] Task<void> {
public:
  struct promise_type : detail::PromiseBase {
    Task get_return_object() {
      return Task(std::coroutine_handle<promise_type>::from_promise(*this));
    }
    void return_void() {}
  };
  using Handle = std::coroutine_handle<promise_type>;

  Task(Task &&O) noexcept : H(std::exchange(O.H, {})) {}
  Task &operator=(Task &&O) noexcept {
    if (this != &O) {
      destroy();
      H = std::exchange(O.H, {});
    }
    return *this;
  }
  ~Task() { destroy(); }

  bool await_ready() const noexcept { return false; }
  std::coroutine_handle<> await_suspend(std::coroutine_handle<> Caller) noexcept {
    H.promise().Continuation = Caller;
    return H;
  }
  void await_resume() {
    if (H.promise().Error)
      std::rethrow_exception(H.promise().Error);
  }

  /// For the driver: starts or continues a top-level task.
  void start() { H.resume(); }
  bool done() const { return !H || H.done(); }
  void rethrowIfFailed() const {
    if (H && H.promise().Error)
      std::rethrow_exception(H.promise().Error);
  }

private:
  explicit Task(Handle H) : H(H) {}
  void destroy() {
    if (H)
      H.destroy();
  }
  Handle H;
};

} // namespace strata::game

#endif
