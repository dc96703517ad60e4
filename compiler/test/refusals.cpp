// What the analysis cannot see is refused at the code responsible: state
// outside the game, the runtime's storage reached around the accessors,
// reinterpreted views, annotations outside the runtime's headers, template
// roots. (Inputs/strata_stub.h is the tests' runtime.)
#include "strata_stub.h"

#include <cstring>

using namespace stub;

namespace cards {

inline int Calls = 0;
inline constexpr int Table[] = {1, 2, 3};

struct Counts : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &, View &T) {
    T.setPower(Table[1] + Calls++); // expected-error {{effect 'cards::Counts' uses 'cards::Calls', which has static storage and is not a constant: an effect may depend only on the game (make it constexpr, or a local)}}
  }
};

struct Raw : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &, View &T) {
    Handle H;
    T.setPower(H.raw()->Power); // expected-error {{effect 'cards::Raw' reaches the runtime's storage directly (stub::Storage::Power): read and write characteristics only through the view's accessors}}
  }
};

struct Copies : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &, View &T) {
    Handle H;
    Storage S;
    std::memcpy(&S, H.raw(), sizeof S); // expected-error {{effect 'cards::Copies' reinterprets memory ('Storage *' as 'void *'): the analysis cannot see what a view reinterpreted touches}} expected-error {{effect 'cards::Copies' reinterprets memory ('Storage *' as 'const void *'): the analysis cannot see what a view reinterpreted touches}}
    T.setPower(1);
  }
};

STRATA_ANNOTATE("strata.pure") inline void quiet(View &T) { T.setToughness(2); } // expected-error-re {{annotation 'strata.pure' on 'cards::quiet' is outside the runtime's headers ({{.*}}Inputs): only the runtime declares accessors and layers; remove it, and stratac will follow the code itself}}

struct Trusting : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &, View &T) {
    quiet(T); // followed: the write below is in layer 7c's
  }
};

struct Generic : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  template <class V> static void apply(const Context &, V &T) { T.setPower(1); } // expected-error {{apply 'cards::Generic::apply' of 'cards::Generic' is a template: the runtime calls one instantiation the analysis cannot know; write it as a plain static method}}
};

} // namespace cards
