//===- LayerEngine.h - CR 613: computing characteristics -------*- C++ -*-===//
///
/// \file
/// LayerEngine computes every object's characteristics from a Board by
/// applying continuous effects layer by layer (CR 613.1-613.4), CDAs first
/// (613.3), in dependency order (613.8) and otherwise timestamp order
/// (613.7). It keeps its working arrays between recomputations, so the
/// steady state allocates nothing.
///
/// \code
///   strata::layers::LayerEngine Engine;
///   Engine.recompute(Board);
///   int P = Engine.get(BearsId).Power;
///   bool Flies = Engine.get(BirdId).Keywords.contains(runtime::Keyword::Flying);
/// \endcode
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_LAYERS_LAYERENGINE_H
#define STRATA_LAYERS_LAYERENGINE_H

// The engine's: card code reads characteristics through game::CardGame (D122).
#ifdef STRATA_CARD_API_ONLY
#error "card code reads characteristics through strata/game/CardGame.h, not the layer engine"
#endif

#include "strata/layers/Trace.h"
#include "strata/runtime/Board.h"
#include "strata/runtime/Characteristics.h"
#include "strata/runtime/Effect.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <new>
#include <span>
#include <string>
#include <type_traits>
#include <vector>

namespace strata::layers {

/// The kinds of EffectInstance, one entry each (issue 28): its enumerator
/// and its record (layers/src/InstanceKinds.h), from which its name and all
/// the pass does by kind come. An entry without its record does not compile.
#define STRATA_INSTANCE_KINDS(X)                                               \
  X(Static, StaticAbilityKind)                                                 \
  X(Created, CreatedEffectKind)                                                \
  X(PlusOneCounters, PlusOneCountersKind)                                      \
  X(MinusOneCounters, MinusOneCountersKind)                                    \
  X(KeywordCounters, KeywordCountersKind)

/// One effect as the engine orders it in one pass: an effect of a static
/// ability, a created effect (CR 611.2), or counters (613.4c, 613.1f).
struct EffectInstance {
  enum class KindT : std::uint8_t {
#define STRATA_KIND_ENUMERATOR(Enumerator, Record) Enumerator,
    STRATA_INSTANCE_KINDS(STRATA_KIND_ENUMERATOR)
#undef STRATA_KIND_ENUMERATOR
  };
  KindT Kind = KindT::Static;
  const runtime::EffectDescriptor *Effect = nullptr;
  runtime::ObjectId Source = runtime::kNoObject;
  runtime::PlayerId Controller = 0;
  runtime::Timestamp Ts = 0;
  runtime::AbilityRef Ability;                      ///< Static: the ability.
  const runtime::CreatedEffect *Created = nullptr;  ///< Created: the effect.
  std::uint8_t KeywordIndex = 0; ///< KeywordCounters: which kind.
  std::uint32_t NextOfSource = UINT32_MAX; ///< Static: the source's next one.
  bool Started = false; ///< CR 613.6: began applying in an earlier layer.
  bool Dead = false;    ///< Its ability was gone before it began (613.6).
  bool Cda = false;     ///< From a characteristic-defining ability (604.3).
  std::uint32_t SetBegin = 0, SetSize = 0; ///< Its set, in the engine's pool.
  runtime::LayerMask Layers = 0; ///< Bit L: it applies in layer L.

  bool isCda() const { return Cda; }
};

/// What an effect would be and do right now, compared before and after
/// another effect is applied on trial (CR 613.8a (b)).
struct EffectSignature {
  bool Exists = false;
  bool HasAbility = false; ///< Its source has its ability (CR 604.2).
  std::uint64_t SetHash = 0;  ///< What it applies to.
  std::uint64_t TextHash = 0; ///< Its source's text-changeable words.
  std::uint64_t DoesHash = 0; ///< Everything its application reads.
  friend bool operator==(const EffectSignature &, const EffectSignature &) = default;
};

/// How the effects of one layer are ordered.
enum class Ordering : std::uint8_t {
  /// CR 613.8 and 613.7: a pair can depend only where the generated
  /// metadata says one's writes meet the other's reads; each such pair is
  /// confirmed by a trial application. The engine's ordering.
  Metadata,
  /// CR 613.7 alone: timestamp order, dependencies ignored (wrong where
  /// effects depend; a floor for measurement).
  TimestampOnly,
  /// CR 613.8a literally, without metadata: every pair is tried (same
  /// results as Metadata; for measurement and cross-checking).
  TrialAllPairs,
};

/// Counts of dependency trials in one or more passes, per layer (indexed
/// by runtime::Layer), for measuring the metadata's precision.
struct OrderStats {
  struct PerLayer {
    std::uint64_t Candidates = 0; ///< Pairs tried because sets meet.
    std::uint64_t Rejected = 0;   ///< ... that the trial found independent.
    std::uint64_t Tried = 0;      ///< TrialAllPairs: every pair tried.
    std::uint64_t Dependent = 0;  ///< ... found dependent.
    /// ... found dependent although the metadata says the sets do not
    /// meet: the metadata is unsound (must stay 0).
    std::uint64_t Missed = 0;
  };
  std::array<PerLayer, runtime::kLayerCount> Layers{};
  /// One line per missed dependency (the first few).
  std::vector<std::string> Misses;
};

/// Storage that starts on a cache line: with 64-byte elements, each
/// element is one line (D19).
template <class T> struct CacheLineAllocator {
  using value_type = T;
  static constexpr std::align_val_t kAlign{64};
  CacheLineAllocator() = default;
  template <class U> CacheLineAllocator(const CacheLineAllocator<U> &) {}
  T *allocate(std::size_t N) {
    return static_cast<T *>(::operator new(N * sizeof(T), kAlign));
  }
  void deallocate(T *P, std::size_t) { ::operator delete(P, kAlign); }
  friend bool operator==(const CacheLineAllocator &, const CacheLineAllocator &) {
    return true;
  }
};

/// std::allocator whose resize() leaves new elements of trivial types
/// uninitialised: for pools that are written right after they grow (the
/// affected sets, D155), where zero-filling them first costs a memset per
/// filter sweep.
template <class T> struct UninitializedAllocator : std::allocator<T> {
  template <class U> struct rebind {
    using other = UninitializedAllocator<U>;
  };
  UninitializedAllocator() = default;
  template <class U> UninitializedAllocator(const UninitializedAllocator<U> &) {}
  template <class U> void construct(U *P) noexcept(std::is_nothrow_default_constructible_v<U>) {
    ::new (static_cast<void *>(P)) U; // default-initialised: no zero fill
  }
  template <class U, class... Args> void construct(U *P, Args &&...A) {
    std::allocator_traits<std::allocator<T>>::construct(static_cast<std::allocator<T> &>(*this), P,
                                                        std::forward<Args>(A)...);
  }
};

/// The objects of every affected set of a pass, end to end.
using IdPool = std::vector<runtime::ObjectId, UninitializedAllocator<runtime::ObjectId>>;

/// A set of objects, each listed once in the order added: a flag per
/// object and the list, reset once per pass without allocating.
class ObjectSet {
public:
  void reset(int NumObjects) {
    if (In.size() == static_cast<std::size_t>(NumObjects)) {
      clear(); // the listed objects' flags only
      return;
    }
    In.assign(static_cast<std::size_t>(NumObjects), 0);
    Ids.clear();
  }
  /// Adds \p Id unless it is there already.
  void add(runtime::ObjectId Id) {
    if (In[Id])
      return;
    In[Id] = 1;
    Ids.push_back(Id);
  }
  bool contains(runtime::ObjectId Id) const { return In[Id]; }
  /// Room for objects up to \p NumObjects, keeping what is in the set.
  void grow(int NumObjects) { In.resize(static_cast<std::size_t>(NumObjects), 0); }
  /// Empties the set (flags of listed objects only).
  void clear() {
    for (runtime::ObjectId Id : Ids)
      In[Id] = 0;
    Ids.clear();
  }
  std::vector<runtime::ObjectId> &ids() { return Ids; }
  const std::vector<runtime::ObjectId> &ids() const { return Ids; }

private:
  std::vector<std::uint8_t> In;
  std::vector<runtime::ObjectId> Ids;
};

/// A copy of a board's created effects that keeps each element's storage
/// when their number shrinks and grows again (an effect ending, another
/// beginning): no allocation in the steady state.
class CreatedEffectsCopy {
public:
  void assign(const std::vector<runtime::CreatedEffect> &From) {
    if (Items.size() < From.size())
      Items.resize(From.size());
    for (std::size_t I = 0; I < From.size(); ++I)
      Items[I] = From[I]; // a locked set reuses its storage
    Count = From.size();
  }
  bool operator==(const std::vector<runtime::CreatedEffect> &Other) const {
    return Count == Other.size() && std::equal(Other.begin(), Other.end(), Items.begin());
  }
  std::size_t size() const { return Count; }
  const runtime::CreatedEffect &operator[](std::size_t I) const { return Items[I]; }

private:
  std::vector<runtime::CreatedEffect> Items;
  std::size_t Count = 0;
};

/// What a caller changed on one object since the last pass, for
/// LayerEngine::update().
struct BoardChange {
  enum class KindT : std::uint8_t {
    /// Its +1/+1, -1/-1 or loyalty counters (not keyword counters).
    Counters,
    /// Status (tapped, attacking) or damage: nothing the layers read
    /// unless an effect reads status (CR 110.5: Castle).
    TappedOrDamage,
    /// Anything else about the object (it entered or left a zone, its
    /// controller, attachment, card, keyword counters...): the engine
    /// recomputes what that can reach where the metadata bounds it (D120),
    /// else makes a full pass.
    Other,
    /// The board's created effects changed (one began or ended, or the
    /// objects one affects; \c Id is unused): found by comparison with
    /// the engine's copy of them, reached as D120 says.
    CreatedEffects,
  };
  runtime::ObjectId Id = runtime::kNoObject;
  KindT Kind = KindT::Other;
};

/// How the engine brought its characteristics up to date, over its life.
struct UpdateStats {
  std::uint64_t FullPasses = 0;
  std::uint64_t LocalUpdates = 0; ///< Only the changed objects recomputed.
  /// Of those: a change other than counters (an object entering, leaving or
  /// changing control, a created effect beginning or ending), D120.
  std::uint64_t ReachUpdates = 0;
  /// Of those: an effect that changes only power and toughness beginning or
  /// ending, its objects' power and toughness found again alone (D158).
  std::uint64_t PowerToughnessUpdates = 0;
  std::uint64_t Unchanged = 0;    ///< Nothing the layers read changed.
};

/// Computes characteristics. Not thread-safe; one engine per thread.
class LayerEngine {
public:
  /// Accumulates trial counts into \p S (null: none).
  void setStats(OrderStats *S) { Stats = S; }
  /// Audit builds (STRATA_AUDIT): whether an access outside the metadata
  /// aborts (the default) or is only reported in problems().
  void setAuditFatal(bool Fatal) { AuditFatal = Fatal; }

  /// Ordering::Metadata unless changed (strata-bench measures the others).
  void setOrdering(Ordering O) { Order = O; }
  Ordering ordering() const { return Order; }

  /// Applies every continuous effect to every object of \p B. If \p T is
  /// given, records why each effect applied where it did.
  void recompute(const runtime::Board &B, Trace *T = nullptr);

  /// recompute(), unless nothing the layer system reads from \p B (objects
  /// apart from tapped status and damage, created effects, captured
  /// copiable values) has changed since the last call of this function
  /// with no other recompute() since. Returns whether it recomputed. For
  /// a game, which asks after every action and state-based action check.
  bool recomputeIfChanged(const runtime::Board &B);

  /// Brings the characteristics up to date after \p Changes, made by the
  /// caller to the board of the last pass (the same Board object, its
  /// created effects unchanged): recomputes only the objects a change can
  /// reach, where the generated metadata shows that nothing else can be
  /// reached, and makes a full pass otherwise (D66). The caller must list
  /// every changed object; after recomputeIfChanged() each listed kind is
  /// checked against its copy of the inputs (a mislabelled change makes a
  /// full pass), otherwise it is trusted. recomputeIfChanged() finds the
  /// changes itself. Returns whether it recomputed anything
  /// (updateStats() says how).
  bool update(const runtime::Board &B, std::span<const BoardChange> Changes);

  /// How recomputeIfChanged() and update() have worked so far.
  const UpdateStats &updateStats() const { return Updates; }
  /// Changes whenever the characteristics may have changed (every pass and
  /// update): equal values mean the same results, for a caller that
  /// derives something from them (the game's state-based actions).
  std::uint64_t generation() const { return Generation; }

  /// The characteristics computed by the last recompute(): name, cost,
  /// types, colors, keywords, P/T, controller.
  const runtime::CoreCharacteristics &get(runtime::ObjectId Id) const { return Core[Id]; }
  /// The rest: the words of its rules text and its non-keyword abilities.
  const runtime::TextAndAbilities &rulesText(runtime::ObjectId Id) const { return Text[Id]; }
  /// Both, as one value (a copy).
  runtime::Characteristics characteristics(runtime::ObjectId Id) const {
    return runtime::Characteristics::of(Core[Id], Text[Id]);
  }
  /// CR 613.2c: an object's copiable values (after layer 1). Control is
  /// not one of them (CR 707.2): their Controller is kNoPlayer.
  const runtime::Characteristics &copiableValues(runtime::ObjectId Id) const {
    return OwnCopiable.contains(Id) ? Copiable[CopiableIndex[Id]]
                                    : Printed[PrintedIndex[Id]].Values;
  }
  /// CR 208.3: only creatures have power and toughness.
  bool hasPowerToughness(runtime::ObjectId Id) const;

  /// CR 611.2c: fixes the set a created effect affects, as the effect
  /// begins, from the characteristics of the last recompute().
  void lockAffectedSet(const runtime::Board &B, runtime::CreatedEffect &E) const;

  /// CR 614.12: while the entry of permanent \p Id (already placed on the
  /// battlefield) is judged, the effects of its own static abilities apply
  /// to it alone; the continuous effects that already exist apply as
  /// usual. kNoObject ends it. The next recomputeIfChanged() or update()
  /// recomputes the objects entering before and now (D120: as any other
  /// change, a full pass when one of them has static abilities).
  void setEntering(runtime::ObjectId Id) { Entering = Id; }
  runtime::ObjectId entering() const { return Entering; }

  /// Problems found in the last pass (an ability list over capacity; in
  /// audit builds, an effect reading or writing outside its metadata):
  /// reported, never silently dropped.
  const std::vector<std::string> &problems() const { return Problems; }

private:
  friend class LayerPass;
  Ordering Order = Ordering::Metadata;
  /// The characteristics being built, per object, in two arrays (D19):
  /// the part every filter reads, one cache line each, and the rest.
  std::vector<runtime::CoreCharacteristics, CacheLineAllocator<runtime::CoreCharacteristics>> Core;
  std::vector<runtime::TextAndAbilities> Text;
  /// The copiable values of the objects in OwnCopiable, in its order, and
  /// per object its entry there (valid for those objects only).
  std::vector<runtime::Characteristics> Copiable;
  std::vector<std::uint32_t> CopiableIndex;
  /// What a trial application changes, to be put back (LayerApply.cpp).
  std::vector<runtime::CoreCharacteristics> SavedCore;
  std::vector<runtime::TextAndAbilities> SavedText;
  /// Per object: whether layer 1 or face-down status changed it, so that
  /// Copiable holds its copiable values; otherwise they are its card's
  /// printed ones (no copy of every object per pass).
  ObjectSet OwnCopiable;
  /// Each card's printed characteristics (CR 613.1: a function of the card
  /// alone), computed once: every pass starts each object from its card's,
  /// a small table that stays in cache however many objects there are.
  struct PrintedValues {
    const runtime::CardDef *Card = nullptr;
    runtime::Characteristics Values;
    std::uint8_t Flags = 0; ///< kPrintedStaticEffect, kPrintedOverflow
  };
  /// Of printed values: an ability has a static effect; the ability list
  /// is over capacity.
  static constexpr std::uint8_t kPrintedStaticEffect = 1, kPrintedOverflow = 2;
  std::vector<PrintedValues> Printed;
  /// Per object: the card it showed last pass and that card's entry.
  std::vector<const runtime::CardDef *> PrintedCard;
  std::vector<std::uint32_t> PrintedIndex;
  /// Objects whose ability list something added to in this pass (or
  /// printed over capacity): the only ones that can be over capacity.
  ObjectSet AbilitiesAdded;
  std::vector<runtime::ObjectId> FaceDownIds; ///< CR 708.2, this pass.
  std::vector<EffectInstance> Instances;
  /// Per layer: the instances that apply in it, in the order added.
  std::array<std::vector<std::uint32_t>, runtime::kLayerCount> ByLayer;
  /// The effects that exist before any application (created effects,
  /// counters, printed static abilities) depend only on these, per object
  /// and per created effect; when none changed since the last pass, its
  /// starting instances are those of the last pass (LayerPass::run()).
  struct ObjectKey {
    const runtime::CardDef *Card = nullptr;
    runtime::Timestamp Ts = 0, PlusOneTs = 0, MinusOneTs = 0;
    runtime::Zone In{};
    runtime::PlayerId Controller = 0;
    std::uint8_t CounterKinds = 0; ///< 1: +1/+1, 2: -1/-1
    friend bool operator==(const ObjectKey &, const ObjectKey &) = default;
  };
  struct CreatedKey {
    const runtime::CreatedEffect *Effect = nullptr;
    const runtime::EffectDescriptor *Descriptor = nullptr;
    runtime::ObjectId Source = runtime::kNoObject;
    runtime::PlayerId Controller = 0;
    runtime::Timestamp Ts = 0;
    friend bool operator==(const CreatedKey &, const CreatedKey &) = default;
  };
  struct StartingInstances {
    bool Valid = false;
    std::vector<ObjectKey> Keys;
    std::vector<CreatedKey> Created;
    std::vector<EffectInstance> Instances;
    std::array<std::vector<std::uint32_t>, runtime::kLayerCount> ByLayer;
    runtime::LayerMask LayersPresent[2] = {0, 0};
    std::vector<std::uint32_t> FirstStatic;
    /// The board the keys were taken from, and its edit count then: the
    /// next pass looks again only at the objects edited since (D156).
    std::uint64_t BoardIdentity = 0, EditSeq = 0;
  } Starting;
  /// Objects on the battlefield with counters, this pass.
  std::vector<runtime::ObjectId> CounterIds;
  IdPool SetPool;
  std::vector<std::uint32_t> Pending, FirstStatic, SavedIds;
  /// Objects that may have gained abilities since static effects were last
  /// collected.
  ObjectSet AbilityDirty;
  std::vector<std::uint8_t> DependsOn, HaveSig;
  /// A candidate pair of the group being ordered (CR 613.8a: B's writes
  /// meet A's reads) and its last trial's answer, kept while no
  /// application writes what either reads.
  struct CandidatePair {
    std::uint32_t A, B;
    bool Known = false, Depends = false;
  };
  std::vector<CandidatePair> Pairs;
  /// Per instance, for the group being ordered.
  std::vector<std::uint64_t> ExistReads;
  /// Per instance: its reads other than its ability's presence on its
  /// source (CR 604.2), which only a write to that object can change.
  std::vector<std::uint64_t> OtherReads;
  std::vector<std::uint8_t> IsPending;
  /// Per instance, for the group being ordered: bit 0 it is pending, bit 1
  /// an effect was found to depend on it (D159).
  static constexpr std::uint8_t kPending = 1, kDependedOn = 2;
  /// Per pending instance: how many pending effects it depends on.
  std::vector<std::uint32_t> WaitCount;
  std::vector<std::uint32_t> Writers, PosOf;
  /// Counts applications, over every pass (64 bits: never wraps): a
  /// signature computed at step N (BeforeStep) is current until the next.
  std::uint64_t Step = 1;
  std::vector<std::uint64_t> BeforeStep; ///< 0: never
  std::vector<EffectSignature> Befores;
  /// Per instance, for the group being ordered: its read and write sets.
  std::vector<std::uint64_t> PendReads, PendWrites;
  /// Per instance, for the group being ordered: what it writes (PendWrites
  /// may say more: TrialAllPairs treats every pair as a candidate).
  std::vector<std::uint64_t> Writes;
  std::vector<EffectSignature> Sigs;
  std::vector<std::uint32_t> SccIndex, SccLow, SccStack, SccId;
  mutable std::vector<std::string> Problems;
  /// recomputeIfChanged(): the inputs of the last pass it made, valid
  /// until a recompute() from elsewhere.
  struct Inputs {
    bool Valid = false;
    std::vector<runtime::GameObject> Objects;
    CreatedEffectsCopy Effects;
    std::vector<runtime::Characteristics> CopiedValues;
    /// The board's edit journal as of that look (Board::edit(), D140): the
    /// objects edited since are the only ones compared.
    std::uint64_t BoardIdentity = 0;
    std::uint64_t EditSeq = 0;
  } Last;
  std::uint64_t Generation = 0;
  /// Audit builds: every object outside \p Edited is as Last has it.
  void checkJournal(const runtime::Board &B, std::span<const runtime::ObjectId> Edited);
  /// Audit builds: LocalState::Applied is Order's 7c and 7d effects.
  void checkAppliedLists();
  /// What the last full pass leaves for a local update (LayerUpdate.cpp):
  /// each object's power and toughness before layer 7c, the instances
  /// applied in 7c and 7d in their order, and what any instance reads.
  struct LocalState {
    bool Valid = false;
    std::vector<std::array<std::int32_t, 2>> PTBefore7c;
    /// The effects applied in 7c and 7d, in order ([0] 7c, [1] 7d):
    /// counters' applications are in Order only (D157).
    std::array<std::vector<std::uint32_t>, 2> Applied;
    std::uint64_t ReadsUnion = 0;
    /// The board of that pass: instances point into its created effects.
    const runtime::Board *Board = nullptr;
    /// problems() as that pass left them; a local update starts from it.
    std::size_t Problems = 0;
    /// D120: every application of the pass (an instance in a layer), in
    /// the pass's order, and from each one on, what it and the later ones
    /// write ([K]: entries K..end; one more, empty, at the end).
    /// Each entry keeps what its application writes and whether it is an
    /// effect's (not counters'), so what is derived from the order reads
    /// the order alone, not the instances: noted by the first update after
    /// a pass (noteOrderWrites), not by the pass.
    struct Entry {
      std::uint32_t Instance;
      runtime::Layer L;
      bool Effect = false;
      std::uint64_t Writes = 0;
    };
    std::vector<Entry> Order;
    std::vector<std::uint64_t> SuffixWrites;
    /// Whether what follows (to OtherReaders) was derived from this
    /// pass, as the first update does.
    bool Prepared = false;
    /// The positions in Order of effects (not counters), and per layer
    /// the effects that apply in it (ByLayer without counters).
    std::vector<std::uint32_t> Walk;
    std::array<std::vector<std::uint32_t>, runtime::kLayerCount> Effects;
    /// Layers whose non-CDA effects applied in timestamp order, none
    /// chosen ahead of an earlier one that waited (CR 613.7, 613.8b).
    runtime::LayerMask TimestampOrder = 0;
    /// The created effects as last computed, and each one's instance.
    CreatedEffectsCopy Created;
    std::vector<std::uint32_t> CreatedInstance;
    /// Instances reading other objects (PartFacts::OtherObjectReads).
    std::vector<std::uint32_t> OtherReaders;
    /// The metadata as an update asks it, looked up once per instance:
    /// what it reads of its source and of other objects, and per layer (index I * kLayerCount
    /// + L) what its part there reads in all and of the objects it applies
    /// to; per layer, the union of those over its effects, outside which
    /// no trial application can matter to any (trialCouldMatter).
    std::vector<std::uint64_t> SourceReads, OtherObjectReads, AllReads, AffectedReads;
    /// Per layer as above, what an effect's part there writes (counters,
    /// whose writes are their object's, are not kept).
    std::vector<std::uint64_t> PartWrites;
    std::array<std::uint64_t, runtime::kLayerCount> LayerReads{};
    /// Per instance, the layers it applied in (from Order), and the
    /// instances that are not +1/+1 or -1/-1 counters (an update asks each
    /// whether its source is in the reach; those counters may be there).
    std::vector<runtime::LayerMask> AppliedLayers;
    std::vector<std::uint32_t> NotPTCounters;
    /// Instances of created effects updates ended: slots to reuse.
    std::vector<std::uint32_t> FreeInstances;
    std::size_t CopiedValues = 0;
    /// The entering object (CR 614.12) as last computed.
    runtime::ObjectId Entering = runtime::kNoObject;
    /// Set memberships changed by updates since the pass (the stored sets
    /// are the pass's): the last entry for an (instance, object) holds.
    struct SetPatch {
      std::uint32_t Instance;
      runtime::ObjectId Id;
      bool In;
    };
    std::vector<SetPatch> Patches;
    /// Scratch of one update (kept: no allocation once grown).
    std::vector<runtime::ObjectId> Reach;
    std::vector<std::uint8_t> Member;
    std::vector<SetPatch> NewPatches;
    std::vector<std::uint32_t> NewCreatedInstance;
    ObjectSet InReach;
  } Local;
  UpdateStats Updates;
  /// CR 110.5: whether an effect of the last full pass reads status
  /// (tapped, attacking), so a tap or an attack changes what it computes.
  bool statusRead() const {
    return Local.ReadsUnion & runtime::CharacteristicSet::parse("Status").bits();
  }
  /// Whether \p B is the last pass's board, its created effects where they
  /// were, and \p Changes name only changes of the kinds they claim.
  bool sameBoardBut(const runtime::Board &B, std::span<const BoardChange> Changes) const;
  /// Whether \p Changes can be made by recomputing only their objects.
  bool localUpdatePossible(const runtime::Board &B,
                           std::span<const BoardChange> Changes) const;
  void updateLocally(const runtime::Board &B, std::span<const BoardChange> Changes);
  /// D158: whether instance \p I (none: UINT32_MAX) is a created effect
  /// on a locked set that writes power and toughness alone, in 7c or 7d,
  /// and reads neither them nor counters.
  bool changesOnlyPowerToughness(std::uint32_t I) const;
  /// Whether the last pass applied 7c by timestamp alone, so counters go
  /// where their timestamps put them (CR 613.7c).
  bool countersGoByTimestamp() const;
  /// Whether a +1/+1 or -1/-1 counter of object \p Id has the timestamp of
  /// a 7c application other than its own counters', or of \p Ts (CR
  /// 613.7c: a tie the pass broke, which a local update would not redo).
  bool countersTie(const runtime::Board &B, runtime::ObjectId Id,
                   runtime::Timestamp Ts = 0) const;
  /// D120: recomputes what changes to \p Changed (objects of any kind of
  /// change) and to the created effects reach, if the metadata bounds it;
  /// false (nothing to trust) when it cannot, and the caller makes a full
  /// pass.
  bool updateReach(const runtime::Board &B, std::span<const runtime::ObjectId> Changed);
  /// Room in the per-object arrays for the objects \p B gained since the
  /// pass (created: tokens, CR 111.1), whose values the update computes.
  void growTo(const runtime::Board &B);
  /// Local's looked-up metadata of instance \p I.
  void noteReads(std::uint32_t I);
  /// Whether the board's created effects are those of the local state, at
  /// the addresses its instances point to.
  bool sameCreatedEffects(const runtime::Board &B) const;
  /// D120: each entry of Local.Order's writes; then Local.SuffixWrites,
  /// Local.Walk and Local.AppliedLayers from Local.Order.
  void noteOrderWrites(const runtime::Board &B);
  void deriveFromOrder();
  OrderStats *Stats = nullptr;
  bool AuditFatal = true;
  runtime::ObjectId Entering = runtime::kNoObject;
};

} // namespace strata::layers

#endif
