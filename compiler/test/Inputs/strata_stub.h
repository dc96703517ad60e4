// strata_stub.h - a tiny card API annotated per docs/generator-protocol.md.
//
// stratac's tests use this instead of the real runtime, so they exercise the
// protocol itself. Accessors have no body (they are leaves) and the tool
// only parses (-fsyntax-only). Annotations count only in this directory,
// the "runtime's headers" of the tests.
#ifndef STRATA_COMPILER_TEST_INPUTS_STRATA_STUB_H
#define STRATA_COMPILER_TEST_INPUTS_STRATA_STUB_H

#define STRATA_ANNOTATE(...) [[clang::annotate(__VA_ARGS__)]]

namespace stub {

enum class Layer {
  L4 STRATA_ANNOTATE("strata.layer L4 rule=613.1d writes CardType.* Subtype.*"),
  L6 STRATA_ANNOTATE("strata.layer L6 rule=613.1f writes Keyword.* Ability.*"),
  L7a STRATA_ANNOTATE("strata.layer L7a rule=613.4a writes Power Toughness"),
  L7c STRATA_ANNOTATE("strata.layer L7c rule=613.4c writes Power Toughness"),
  Unannotated,
};

enum class Keyword { Flying, Trample, Haste };
enum class CardType { Creature, Artifact, Land };

class View {
public:
  STRATA_ANNOTATE("strata.reads Power") int power() const;
  STRATA_ANNOTATE("strata.reads Toughness") int toughness() const;
  STRATA_ANNOTATE("strata.reads Controller") int controller() const;
  STRATA_ANNOTATE("strata.reads CardType.$0") bool is(CardType T) const;
  STRATA_ANNOTATE("strata.reads Keyword.$0") bool has(Keyword K) const;
  STRATA_ANNOTATE("strata.reads Power")
  STRATA_ANNOTATE("strata.writes Power") void addPower(int N);
  STRATA_ANNOTATE("strata.writes Power") void setPower(int N);
  STRATA_ANNOTATE("strata.writes Toughness") void setToughness(int N);
  STRATA_ANNOTATE("strata.writes Keyword.$0") void grant(Keyword K);
  STRATA_ANNOTATE("strata.writes Ability.*") void loseAllAbilities();
  STRATA_ANNOTATE("strata.writes CardType.$0") void addType(CardType T);
  STRATA_ANNOTATE("strata.pure") int id() const;
};

/// A free accessor: it reads its view argument.
STRATA_ANNOTATE("strata.reads Color") int colorOf(const View &V);

struct Context {
  STRATA_ANNOTATE("strata.source") const View &source() const;
  STRATA_ANNOTATE("strata.pure") int turn() const;
  /// Another object's view: not the source.
  STRATA_ANNOTATE("strata.pure") const View &object(int Id) const;
};

struct STRATA_ANNOTATE("strata.effect filter=filter condition=condition")
    Effect {};

/// CR 604.3: a CDA applies to the object it is on.
struct STRATA_ANNOTATE("strata.effect cda") CharacteristicDefining : Effect {
  static bool filter(const Context &C, const View &T) {
    return T.id() == C.source().id();
  }
};

template <Layer L>
struct STRATA_ANNOTATE("strata.part apply=apply layer-arg=0 parts=Parts")
    Part {};

template <class... Ps> struct List;

/// What gives a card its effects (stratac --card-library warns about an
/// effect none names), and an ability naming the effect it creates.
template <class... As> struct STRATA_ANNOTATE("strata.lists members=Creates") Abilities {};
template <class E> struct Static {};

/// The runtime's storage, which effects may not reach around accessors.
struct STRATA_ANNOTATE("strata.storage") Storage {
  int Power;
};
struct Handle {
  STRATA_ANNOTATE("strata.pure") Storage *raw() const;
};

/// Malformed accessor annotations (tested by annotations.cpp): the
/// runtime's own mistakes are errors too.
STRATA_ANNOTATE("strata.read Power") int misspelt(const View &V);
STRATA_ANNOTATE("strata.reads Keyword.$2") bool hasIt(const View &V, Keyword K);

} // namespace stub

#endif // STRATA_COMPILER_TEST_INPUTS_STRATA_STUB_H
