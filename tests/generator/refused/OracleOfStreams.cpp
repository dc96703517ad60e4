//===- OracleOfStreams.cpp - Oracle of Streams (adversarial card, refused) ---===//
//
// Refused adversarial card (issue 11, point 4). Category: an output stream whose streambuf calls a virtual method.
// The card's streambuf forwards to a virtual sink whose dynamic type stratac cannot know.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <ostream>
#include <streambuf>

namespace strata::cards {
using namespace runtime;

struct Sink {
  virtual ~Sink() = default;
  virtual void put(char C) = 0;
};
struct Counter final : Sink {
  int N = 0;
  void put(char) override { ++N; }
};
struct SinkBuf : std::streambuf {
  Sink *To = nullptr;
  int overflow(int C) override {
    To->put(static_cast<char>(C)); // expected-error {{cannot follow virtual call to 'strata::cards::Sink::put' from effect 'strata::cards::OracleOfStreams::Pumps'}}
    return C;
  }
};

/// {1}{U} Artifact: "Creatures you control get +1/+0."
struct OracleOfStreams {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      Counter C;
      SinkBuf B; // expected-note {{through 'strata::cards::SinkBuf::overflow', whose address is taken here}}
      B.To = &C;
      std::ostream Out(&B);
      Out << O.id();
      O.addPower(1);
    }
  };
};

} // namespace strata::cards
