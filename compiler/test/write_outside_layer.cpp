// A part writing what its layer does not allow is an error at the write,
// with a note naming the layer it belongs to and a note for each call on
// the way from apply, and at the part's layer argument a fix-it to that
// layer (card_library_fixits.cpp checks its text).
#include "strata_stub.h"

using namespace stub;

namespace cards {

inline void makeArtifact(View &V) {
  V.addType(CardType::Artifact); // expected-error {{effect part 'cards::Pump' (layer L7c) writes 'CardType.Artifact' outside its layer}} expected-note {{'CardType.Artifact' is written in layer L4 (CR 613.1d): make this part 'Part<Layer::L4>'}}
}
inline void animate(View &V) {
  makeArtifact(V); // expected-note {{through call to 'cards::makeArtifact' here}}
}

// expected-note@+1 2 {{the part's layer is declared here}}
struct Pump : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &, View &T) {
    T.setPower(2);                // allowed in L7c
    T.grant(Keyword::Flying);     // expected-error {{effect part 'cards::Pump' (layer L7c) writes 'Keyword.Flying' outside its layer}} expected-note {{'Keyword.Flying' is written in layer L6 (CR 613.1f): make this part 'Part<Layer::L6>'}}
    animate(T);                   // expected-note {{through call to 'cards::animate' here}}
  }
};

// A variable enumerator writes the whole group, which L4 allows.
// expected-note@+1 {{the part's layer is declared here}}
struct Retype : Effect, Part<Layer::L4> {
  static bool filter(const Context &, const View &) { return true; }
  static void apply(const Context &C, View &T) {
    T.addType(static_cast<CardType>(C.turn()));
    T.setToughness(1); // expected-error {{effect part 'cards::Retype' (layer L4) writes 'Toughness' outside its layer}} expected-note {{'Toughness' is written in layer L7a, L7c (CR 613.4a): make this part 'Part<Layer::L7a>'}}
  }
};

} // namespace cards
