//===- VariantVerdict.cpp - Variant Verdict (adversarial card, refused in compile mode) ---===//
//
// Refused adversarial card (issue 25). Root: evaluation nobody lists: std::variant and
// std::visit (libstdc++ dispatches through a table and a C variadic lambda); the view
// pointer alternative is the target.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <variant>

namespace strata::cards {
using namespace runtime;

struct Gauge {
  int operator()(int N) const { return N; }
  int operator()(const ObjectReader *X) const { return X->power(); }
};

struct VariantVerdict {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      std::variant<int, const ObjectReader *> Pick = &O;
      const ObjectReader Them = Ctx.object(Ctx.target(0));
      if (O.power() < 2) Pick = &Them;
      O.addPower(std::visit(Gauge{}, Pick));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<VariantVerdict::Pumps>(); }
} // namespace strata::cards

// expected-error@28 {{cannot follow call to 'std::visit' from effect 'strata::cards::VariantVerdict::Pumps': inside the standard library it reinterprets 'class std::variant<int, const class strata::runtime::ObjectReader *>' as a variadic argument of 'std::__do_visit(strata::cards::Gauge &&, std::variant<int, const strata::runtime::ObjectReader *> &)::(anonymous class)::operator()'; use the view's accessors instead of handing the library its memory}}
// expected-note@*:* {{the standard library does this here}}
