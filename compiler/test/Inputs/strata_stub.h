// strata_stub.h - a tiny card API annotated per docs/generator-protocol.md.
//
// stratac's tests use this instead of the real runtime, so they exercise the
// protocol itself. Nothing here has a body: accessors are leaves and the
// tool only parses (-fsyntax-only).
#ifndef STRATA_COMPILER_TEST_INPUTS_STRATA_STUB_H
#define STRATA_COMPILER_TEST_INPUTS_STRATA_STUB_H

#define STRATA_ANNOTATE(...) [[clang::annotate(__VA_ARGS__)]]

namespace stub {

enum class Layer {
  L4 STRATA_ANNOTATE("strata.layer L4 writes CardType.* Subtype.*"),
  L6 STRATA_ANNOTATE("strata.layer L6 writes Keyword.* Ability.*"),
  L7a STRATA_ANNOTATE("strata.layer L7a writes Power Toughness"),
  L7c STRATA_ANNOTATE("strata.layer L7c writes Power Toughness"),
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

struct STRATA_ANNOTATE("strata.effect cda") CharacteristicDefining : Effect {};

template <Layer L>
struct STRATA_ANNOTATE("strata.part apply=apply layer-arg=0 parts=Parts")
    Part {};

template <class... Ps> struct List;

} // namespace stub

#endif // STRATA_COMPILER_TEST_INPUTS_STRATA_STUB_H
