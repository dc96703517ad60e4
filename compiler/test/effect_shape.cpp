// Malformed effects: no parts, no filter, a layer without annotation, a
// listed type that is not a part, a root method without a body.
#include "strata_stub.h"

using namespace stub;

namespace cards {

struct NoParts : Effect { // expected-error {{effect 'cards::NoParts' has no parts: derive it from a part template or declare 'using Parts = ...'}}
  static bool filter(const Context &, const View &) { return true; }
};

struct NoFilter : Effect, Part<Layer::L7c> { // expected-error {{effect 'cards::NoFilter' has no static method 'filter'}}
  static void apply(const Context &, View &) {}
};

struct NoLayer : Effect, Part<Layer::Unannotated> { // expected-error {{the layer of part 'cards::NoLayer' is not an enumerator annotated 'strata.layer'}}
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &, View &) {}
};

struct NotAPart {};
struct BadList : Effect { // expected-error {{'cards::NotAPart' is listed in 'Parts' of effect 'cards::BadList' but is not a part}}
  static bool filter(const Context &, const View &) { return true; }
  using Parts = List<NotAPart>;
};

struct Undefined : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &); // expected-error {{cannot analyse 'cards::Undefined::filter' of effect 'cards::Undefined': no definition in this translation unit}}
  static void apply(const Context &, View &) {}
};

} // namespace cards

// The generated table names effects and parts as types: they must be
// nameable from namespace scope.
namespace {
struct Hidden : stub::Effect, stub::Part<stub::Layer::L7c> { // expected-error {{effect '(anonymous namespace)::Hidden' cannot be named from namespace scope: it is in an anonymous namespace}}
  static bool filter(const stub::Context &, const stub::View &) { return true; }
  static void apply(const stub::Context &, stub::View &) {}
};
} // namespace

namespace cards {
inline void makeLocal() {
  struct Local : Effect, Part<Layer::L7c> { // expected-error {{effect 'Local' cannot be named from namespace scope: it is local to a function}}
    static bool filter(const Context &, const View &) { return true; }
    static void apply(const Context &, View &) {}
  };
}

struct Outer : Effect {
  static bool filter(const Context &, const View &) { return true; }
  using Parts = List<decltype([] {
    struct InLambda : Part<Layer::L7c> { // expected-error {{part 'InLambda' cannot be named from namespace scope: it is local to a function}}
      static void apply(const Context &, View &) {}
    };
    return InLambda{};
  }())>;
};
} // namespace cards
