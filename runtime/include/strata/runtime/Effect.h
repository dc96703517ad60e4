//===- Effect.h - Continuous effects as card authors write them *- C++ -*-===//
///
/// \file
/// A continuous effect is a class deriving from Effect (or, for a
/// characteristic-defining ability, CharacteristicDefining) with
///
///   static bool appliesTo(const EffectContext &, const ObjectView &);  // what it applies to
///   static bool isActive(const EffectContext &);                       // optional: whether it exists
///
/// and one or more parts, each deriving from Part<Layer> with
///
///   static void apply(const EffectContext &, ObjectView &);            // what it does
///
/// A one-layer effect is its own part; a multi-layer one lists its parts in
/// layer order: `using Parts = PartList<RemovesAbilities, SetsBasePT>;`
/// (CR 613.6: Humility, layers 6 and 7b).
///
/// stratac compiles the card's translation unit itself and, from the same
/// parse, generates each part's PartFacts: which characteristics it reads
/// and writes. describeEffect<E>() refers to FactsOf<E, P>::Value, which
/// only the data stratac generates defines, so a part the generator did not
/// analyse in the object that runs does not link.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_RUNTIME_EFFECT_H
#define STRATA_RUNTIME_EFFECT_H

#include "strata/runtime/Annotate.h"
#include "strata/runtime/Board.h"
#include "strata/runtime/Characteristic.h"
#include "strata/runtime/Layer.h"
#include "strata/runtime/ObjectView.h"

#include <array>
#include <cassert>
#include <optional>
#include <string_view>
#include <type_traits>

namespace strata::runtime {

/// Base of every continuous effect.
struct STRATA_ANNOTATE("strata.effect filter=appliesTo condition=isActive") Effect {};

/// One layer's part of an effect (CR 613.6).
template <Layer L>
struct STRATA_ANNOTATE("strata.part apply=apply layer-arg=0 parts=Parts") Part {
  static constexpr Layer kLayer = L;
};

/// The parts of a multi-layer effect, in layer order.
template <class... Ps> struct PartList {};

namespace detail {
struct UnrecordedContext;
}

/// Everything an effect may consult besides the object it applies to: its
/// source, its controller, the other objects, and the values locked in
/// when it was created or its source entered.
class STRATA_STORAGE EffectContext {
public:
  /// \p Core and \p Text: the characteristics the layers have built so
  /// far, per object (the engine's two arrays, D19).
  EffectContext(const Board &B, CoreCharacteristics *Core, TextAndAbilities *Text,
                ObjectId Source, PlayerId Controller, const EffectChoices *Choices,
                ReadRecorder *R, const CardDef *Printer = nullptr)
      : B(&B), Core(Core), Text(Text), SourceId(Source), Controller(Controller),
        Choices(Choices), R(R), Printer(Printer) {}

  /// The object the effect comes from, as the layers have built it so far.
  STRATA_SOURCE ObjectReader source() const {
    return view(SourceId).asSource();
  }
  /// The player who controls the effect (CR 611.2: of a resolving spell,
  /// its controller; of a static ability, read through source()).
  STRATA_PURE PlayerId effectController() const { return Controller; }
  /// CR 608.2b: the effect's Nth target (locked at creation).
  STRATA_PURE ObjectId target(int I) const { return Choices->Targets[I]; }
  /// The color, creature type, X or captured copiable values chosen for
  /// the effect (or as its source entered).
  /// Empty when no choice was made (the effect then does nothing).
  STRATA_PURE std::optional<Color> chosenColor() const;
  STRATA_PURE std::optional<Subtype> chosenType() const;
  /// "The color or colors of your choice": the created effect's set.
  STRATA_PURE ColorSet chosenColors() const {
    return Choices ? Choices->ChosenColors : ColorSet{};
  }
  STRATA_PURE int chosenX() const { return Choices ? Choices->X : 0; }
  STRATA_PURE TextWord wordFrom() const { return Choices->From; }
  STRATA_PURE TextWord wordTo() const { return Choices->To; }
  STRATA_PURE const Characteristics &copiedValues() const {
    return B->CopiedValues[Choices->CopiedValues];
  }

  /// Another object, read-only (Tarmogoyf's graveyards, Nightmare's Swamps).
  STRATA_PURE ObjectReader object(ObjectId Id) const {
    return view(Id).asOther();
  }
  STRATA_PURE int numObjects() const { return B->numObjects(); }

  /// CR 113.2c: an instance of keyword ability \p K as printed by the card
  /// whose ability or spell made this effect (Sublime Archangel's exalted,
  /// granted to the others; ObjectView::gainAbility adds it). No ability
  /// (a null printer, which gainAbility ignores) when the card prints none.
  STRATA_PURE AbilityRef printedKeywordAbility(Keyword K) const;
  /// The \p N th ability in quotation marks of the card whose ability or
  /// spell made this effect (Minimus Containment's Treasure ability), for
  /// ObjectView::gainAbility; none (a null printer) if it has no such one.
  STRATA_PURE AbilityRef quotedAbility(int N = 0) const;

private:
  friend struct detail::UnrecordedContext;
  ObjectReader view(ObjectId Id) const {
    return ObjectReader(&Core[Id], &Text[Id], &B->objects()[Id], R);
  }
  const Board *B;
  CoreCharacteristics *Core;
  TextAndAbilities *Text;
  ObjectId SourceId;
  PlayerId Controller;
  const EffectChoices *Choices;
  ReadRecorder *R;
  const CardDef *Printer;
};

/// Base of effects from characteristic-defining abilities. CR 604.3: a CDA
/// defines characteristics of the object it is on, so it applies to that
/// object only; stratac refuses a CDA that declares its own appliesTo or a
/// condition (CR 604.3a).
struct STRATA_ANNOTATE("strata.effect cda") CharacteristicDefining : Effect {
  static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
    return O.id() == Ctx.source().id();
  }
};

/// What stratac found a part reads (by role) and writes.
struct PartFacts {
  std::string_view PartName;
  std::string_view EffectName;
  Layer Declared;
  bool Cda;
  CharacteristicSet FilterReads; ///< What it applies to.
  CharacteristicSet ApplyReads;  ///< What it does.
  CharacteristicSet SourceReads; ///< Whether it exists, and its text.
  /// Whose: what any role reads on objects that may be neither the one it
  /// applies to nor its source (a subset of the three above). A change to
  /// another object can reach the effect only through these.
  CharacteristicSet OtherObjectReads;
  CharacteristicSet Writes;

  constexpr CharacteristicSet allReads() const {
    return FilterReads | ApplyReads | SourceReads;
  }
};

/// The facts of every (effect, part) pair: `Value` is declared here and
/// defined only by the data `stratac --link` generates from the facts of
/// the very objects that use it (runtime/EffectFacts.h), under the symbol
/// the compiler gave this declaration in those objects. Keyed by the effect
/// too: a part two effects share reads what each one's filter reads, so
/// each has its own facts.
template <class E, class P> struct STRATA_ANNOTATE("strata.facts") FactsOf {
  static const PartFacts Value;
};

using FilterFn = bool (*)(const EffectContext &, const ObjectView &);
using ConditionFn = bool (*)(const EffectContext &);
using ApplyFn = void (*)(const EffectContext &, ObjectView &);
/// Writes to \p Out, in id order, the ids of objects 0 .. N-1 the effect
/// applies to now, and returns how many (CR 611.3a).
using CollectFn = std::uint32_t (*)(const EffectContext &, CoreCharacteristics *,
                                    TextAndAbilities *, const GameObject *, ObjectId N,
                                    ObjectId *Out);
/// Applies the part to each of the \p N objects \p Ids, in order, its
/// grants stamped \p GrantTs (CR 613.7a).
using ApplyEachFn = void (*)(const EffectContext &, CoreCharacteristics *, TextAndAbilities *,
                             const GameObject *, const ObjectId *Ids, std::uint32_t N,
                             std::uint32_t GrantTs);

struct PartDescriptor {
  Layer L;
  ApplyFn Apply;
  const PartFacts *Facts;
  /// Apply over a whole set in one call, inlined into the loop (D144);
  /// null in hand-built descriptors.
  ApplyEachFn ApplyEach = nullptr;
};

/// An effect as the engine runs it: function pointers and facts, no
/// virtual calls and no allocation.
struct EffectDescriptor {
  bool Cda;
  FilterFn AppliesTo;
  ConditionFn IsActive; ///< May be null: always active.
  const PartDescriptor *Parts;
  std::uint8_t NumParts;
  LayerMask Layers; ///< The layers of its parts (one part per layer).
  /// AppliesTo over a whole board in one call, with the filter inlined into
  /// the loop (a full pass asks every effect about every object); null in
  /// hand-built descriptors, which then are asked one object at a time.
  CollectFn Collect = nullptr;

  /// The effect class's qualified name (from its facts).
  std::string_view name() const { return Parts[0].Facts->EffectName; }
  /// The first layer any part applies in (CR 613.6).
  Layer firstLayer() const { return Parts[0].L; }
  /// Its part in layer \p L, or null.
  const PartDescriptor *partIn(Layer L) const {
    if (!(Layers & layerBit(L)))
      return nullptr;
    const PartDescriptor *P = Parts;
    while (P->L != L)
      ++P;
    return P;
  }
};

namespace detail {
template <class E, class = void> struct PartsOf {
  using type = PartList<E>;
};
template <class E> struct PartsOf<E, std::void_t<typename E::Parts>> {
  using type = typename E::Parts;
};
template <class E>
concept HasCondition = requires(const EffectContext &C) { E::isActive(C); };

/// The same part applied to each object of a set, as one call of
/// P::apply per object would (D144).
/// The loops over a whole set (applyEach, collectSet) are given a context
/// that records no read (the pass's own paths; a dependency trial goes
/// object by object). A local copy that says so, D155: the compiler then
/// drops the recorder's test from every read and keeps the source's values
/// in registers across the loop.
struct UnrecordedContext {
  static EffectContext of(const EffectContext &Ctx) {
    assert(!Ctx.R && "a loop over a set records no read");
    EffectContext Local = Ctx;
    Local.R = nullptr;
    return Local;
  }
};

template <class P>
[[gnu::flatten]] void applyEach(const EffectContext &Ctx, CoreCharacteristics *Core,
                                TextAndAbilities *Text, const GameObject *Objects,
                                const ObjectId *Ids, std::uint32_t N, std::uint32_t GrantTs) {
  const EffectContext Local = UnrecordedContext::of(Ctx);
  for (std::uint32_t K = 0; K < N; ++K) {
    ObjectId Id = Ids[K];
    ObjectView V(&Core[Id], &Text[Id], &Objects[Id], nullptr, GrantTs);
    P::apply(Local, V);
  }
}

// The facts' definition is generated apart (see FactsOf): only its address
// is needed here. Their layer is the part's by construction: stratac reads
// it from the same template argument as P::kLayer below.
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wundefined-var-template"
#endif
template <class E, class P> constexpr PartDescriptor describePart() {
  return {P::kLayer, &P::apply, &FactsOf<E, P>::Value, &applyEach<P>};
}
#if defined(__clang__)
#pragma clang diagnostic pop
#endif

/// The same filter, the same answers as E::appliesTo one object at a time:
/// each id is written and the end moves by the answer, with no branch on it
/// (D20), and a view without a recorder, so no read pays for recording:
/// flattened, so that the filter's body is compiled knowing that.
template <class E>
[[gnu::flatten]] std::uint32_t collectSet(const EffectContext &Ctx, CoreCharacteristics *Core,
                         TextAndAbilities *Text, const GameObject *Objects, ObjectId N,
                         ObjectId *__restrict Out) {
  // Out is the pass's own pool: no characteristic or object is stored
  // there, so the filter's reads of the source stay out of the loop.
  const EffectContext Local = UnrecordedContext::of(Ctx);
  std::uint32_t K = 0;
  for (ObjectId Id = 0; Id < N; ++Id) {
    Out[K] = Id;
    K += E::appliesTo(Local, ObjectView(&Core[Id], &Text[Id], &Objects[Id])) ? 1 : 0;
  }
  return K;
}

template <class E, class... Ps> struct EffectTable {
  static constexpr std::array<PartDescriptor, sizeof...(Ps)> Parts = {
      describePart<E, Ps>()...};
  static constexpr bool inLayerOrder() {
    LayerMask M = 0;
    for (const PartDescriptor &P : Parts) {
      if (M >= layerBit(P.L))
        return false;
      M |= layerBit(P.L);
    }
    return true;
  }
  // CR 613.6: one effect's parts apply in successive layers. (stratac
  // reports it first, at the card's list, with the list in order.)
  static_assert(inLayerOrder(), "CR 613.6: list an effect's parts in layer order, one part "
                                "per layer (using Parts = PartList<...>)");
  static constexpr LayerMask layers() {
    LayerMask M = 0;
    for (const PartDescriptor &P : Parts)
      M |= layerBit(P.L);
    return M;
  }
  static constexpr bool Cda = std::is_base_of_v<CharacteristicDefining, E>;
  static constexpr ConditionFn condition() {
    if constexpr (HasCondition<E>)
      return &E::isActive;
    else
      return nullptr;
  }
  static constexpr EffectDescriptor Value = {
      Cda, &E::appliesTo, condition(), Parts.data(),
      static_cast<std::uint8_t>(sizeof...(Ps)), layers(), &collectSet<E>};
};
template <class E, class L> struct EffectTableFor;
template <class E, class... Ps> struct EffectTableFor<E, PartList<Ps...>> {
  using type = EffectTable<E, Ps...>;
};
} // namespace detail

/// The descriptor of effect class \p E (static storage, built at compile time).
template <class E> constexpr const EffectDescriptor &describeEffect() {
  static_assert(std::is_base_of_v<Effect, E>, "an effect derives from Effect");
  return detail::EffectTableFor<E, typename detail::PartsOf<E>::type>::type::Value;
}

} // namespace strata::runtime

#endif
