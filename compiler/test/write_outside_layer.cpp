// A part writing what its layer does not allow is an error at the write,
// with a note for each call on the way from apply.
#include "strata_stub.h"

using namespace stub;

namespace cards {

inline void makeArtifact(View &V) {
  V.addType(CardType::Artifact); // expected-error {{effect part 'cards::Pump' (layer L7c) writes 'CardType.Artifact' outside its layer}}
}
inline void animate(View &V) {
  makeArtifact(V); // expected-note {{through call to 'cards::makeArtifact' here}}
}

struct Pump : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &, View &T) {
    T.setPower(2);                // allowed in L7c
    T.grant(Keyword::Flying);     // expected-error {{effect part 'cards::Pump' (layer L7c) writes 'Keyword.Flying' outside its layer}}
    animate(T);                   // expected-note {{through call to 'cards::animate' here}}
  }
};

// A variable enumerator writes the whole group, which L4 allows.
struct Retype : Effect, Part<Layer::L4> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &C, View &T) {
    T.addType(static_cast<CardType>(C.turn()));
    T.setToughness(1); // expected-error {{effect part 'cards::Retype' (layer L4) writes 'Toughness' outside its layer}}
  }
};

} // namespace cards
