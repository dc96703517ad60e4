//===- Board.h - The objects and effects the layers work on ---*- C++ -*-===//
///
/// \file
/// Board holds every object of a game (in all zones) and the continuous
/// effects created by resolving spells and abilities (CR 611.2), with their
/// locked sets (611.2c). Static abilities' effects are not stored: they
/// exist while their source has the ability (611.3, 604.2), so the layer
/// engine derives them on every pass.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_RUNTIME_BOARD_H
#define STRATA_RUNTIME_BOARD_H

#include "strata/runtime/Annotate.h"
#include "strata/runtime/CardDef.h"
#include "strata/runtime/Characteristics.h"
#include "strata/runtime/GameObject.h"

#include <array>
#include <optional>
#include <span>
#include <vector>

namespace strata::runtime {

struct EffectDescriptor;

/// CR 611.2a: how long a created effect lasts.
enum class Duration : std::uint8_t {
  Indefinite,  ///< No duration stated (lasts until the game ends).
  EndOfTurn,   ///< "until end of turn": ends in the cleanup step (514.2).
  WhileOnBattlefield, ///< Ends when the affected object leaves (copy effects as it entered).
  /// CR 611.2b: "for as long as [source] remains on the battlefield": ends
  /// when the source leaves (Sower of Temptation), whatever its abilities.
  WhileSourceOnBattlefield,
  /// CR 611.2b: "for as long as you control [source]": ends when the
  /// source leaves or its controller is no longer the effect's.
  WhileYouControlSource,
  /// "until your next turn" (611.2a): ends as the effect's controller's
  /// next turn begins.
  UntilYourNextTurn
};

/// Values locked in when an effect was created (CR 608.2h, 611.2d): targets,
/// choices, X, and copiable values captured for a copy effect (707.2b).
struct STRATA_STORAGE EffectChoices {
  std::array<ObjectId, 2> Targets{kNoObject, kNoObject};
  std::optional<Color> ChosenColor;
  /// "The color or colors of your choice" (Prismatic Lace): one or more.
  ColorSet ChosenColors;
  std::optional<Subtype> ChosenType;
  TextWord From, To; ///< Text-changing effects (CR 612).
  int X = 0;
  int CopiedValues = -1; ///< Index into Board::CopiedValues.
  friend bool operator==(const EffectChoices &, const EffectChoices &) = default;
};

/// A continuous effect from a resolving spell or ability (CR 611.2), or
/// the copy effect an object entered with (707.5).
struct STRATA_STORAGE CreatedEffect {
  const EffectDescriptor *Effect = nullptr;
  ObjectId Source = kNoObject;
  PlayerId Controller = 0;
  Timestamp Ts = 0; ///< CR 613.7b: when it was created.
  Duration Until = Duration::Indefinite;
  /// CR 611.2c: the objects it affects, fixed when it began. Copy and
  /// "as enters" effects name the entering object.
  std::vector<ObjectId> Locked;
  EffectChoices Choices;
  /// The card whose spell or ability made it (EffectContext::printer()).
  const CardDef *Printer = nullptr;
  friend bool operator==(const CreatedEffect &, const CreatedEffect &) = default;
};

/// Every object and created effect of a game.
class STRATA_STORAGE Board {
public:
  explicit Board(int NumPlayers = 2) : NumPlayers(NumPlayers) {}

  /// Creates an object in \p In with a fresh timestamp (CR 613.7d).
  /// Throws std::length_error when the board already holds kMaxObjects.
  GameObject &addObject(const CardDef &Card, PlayerId Owner, Zone In);
  /// Object ids are 16 bits (compact sets and traces) and kNoObject is the
  /// last value, so a game holds at most this many objects.
  static constexpr int kMaxObjects = kNoObject;
  /// CR 613.7: the next timestamp.
  Timestamp newTimestamp() { return NextTs++; }
  /// The timestamp the next newTimestamp() gives (state hashes).
  Timestamp nextTimestamp() const { return NextTs; }
  /// Adds a created effect, stamping it now (CR 613.7b) unless \p Ts is
  /// given (613.7n: an object's own effect and a resolving one).
  CreatedEffect &addEffect(CreatedEffect E);

  /// CR 613.7m: objects entering at the same moment get timestamps in APNAP
  /// order: the active player's first (in the order given, which that
  /// player chose), then each other player's in turn order. \p Ids are
  /// objects already created; their timestamps are reassigned.
  void stampSimultaneously(std::initializer_list<ObjectId> Ids);
  /// CR 122.1 / 613.7c: puts \p N counters of a kind on an object; every
  /// counter of that kind on it takes the new counter's timestamp. A
  /// negative \p N removes counters (their timestamp stays).
  void putPlusOneCounters(ObjectId Id, int N);
  void putMinusOneCounters(ObjectId Id, int N);
  /// Returns false (and changes nothing) when the object already holds as
  /// many kinds of keyword counter as Counters can track.
  [[nodiscard]] bool putKeywordCounters(ObjectId Id, Keyword K, int N);
  /// CR 613.7e / 701.3c: an Aura, Equipment or Fortification gets a new
  /// timestamp each time it becomes attached.
  void attach(ObjectId Attachment, ObjectId To);
  /// How many times a count (counters here, damage and life in the game)
  /// went past the most it can hold and was held there: from then on it
  /// is not exact. The scenario runner refuses a scenario that gets there.
  std::uint32_t heldAtBound() const { return HeldAtBound; }
  void noteHeldAtBound() { ++HeldAtBound; }

  const GameObject &object(ObjectId Id) const { return Objects[Id]; }
  /// Every object, in all zones, by id.
  std::span<const GameObject> objects() const { return Objects; }
  /// \p Id for writing: noted in the edit journal, so the layer engine
  /// compares only the objects given out this way (and those created)
  /// with its copy of the last pass's inputs, instead of every object's
  /// bytes (LayerEngine::recomputeIfChanged). Every write to an object
  /// goes through here or a function of Board that notes it.
  GameObject &edit(ObjectId Id) {
    noteEdit(Id);
    return Objects[Id];
  }
  int numObjects() const { return static_cast<int>(Objects.size()); }
  int numPlayers() const { return NumPlayers; }

  /// The edit journal: the last kEditJournal objects given out for
  /// writing. editSeq() counts the entries ever noted;
  /// edited(Seq, Out) lists the objects noted since the reader's \p Seq,
  /// or returns false when the journal no longer holds them all (the
  /// reader compares every object then). identity() tells boards apart:
  /// a copy of a board, or one assigned to, is a new board to a reader.
  static constexpr std::uint64_t kEditJournal = 32;
  std::uint64_t editSeq() const { return EditSeq; }
  std::uint64_t identity() const { return Ident.Value; }
  template <class F> bool edited(std::uint64_t Since, F &&Each) const {
    if (Since > EditSeq || EditSeq - Since > kEditJournal)
      return false;
    for (std::uint64_t S = Since; S < EditSeq; ++S)
      Each(Journal[S % kEditJournal]);
    return true;
  }

  std::vector<CreatedEffect> Effects;
  /// Copiable values captured by copy effects (CR 707.2b), by index.
  std::vector<Characteristics> CopiedValues;
  PlayerId Active = 0;

private:
  /// Repeats are kept: a reader may have looked between two edits of
  /// one object.
  void noteEdit(ObjectId Id) { Journal[EditSeq++ % kEditJournal] = Id; }
  /// A fresh value on construction, copy and assignment.
  struct Identity {
    static std::uint64_t next();
    std::uint64_t Value = next();
    Identity() = default;
    Identity(const Identity &) : Value(next()) {}
    Identity &operator=(const Identity &) {
      Value = next();
      return *this;
    }
  };

  std::vector<GameObject> Objects;
  int NumPlayers;
  Timestamp NextTs = 1;
  std::uint32_t HeldAtBound = 0;
  std::uint64_t EditSeq = 0;
  std::array<ObjectId, kEditJournal> Journal{};
  Identity Ident;
};

} // namespace strata::runtime

#endif
