//===- BoardBuilder.h - Boards for layer tests -----------------*- C++ -*-===//
///
/// \file
/// A small helper that lays out a board by card name and runs the layer
/// engine over it:
///
/// \code
///   BoardBuilder B;
///   ObjectId Bears = B.add("Grizzly Bears");
///   B.add("Glorious Anthem");
///   B.cast("Giant Growth", {.Targets = {Bears}});
///   B.recompute();
///   CHECK(B.power(Bears) == 6);
/// \endcode
///
/// Everything is stamped in the order the calls are made (CR 613.7), so a
/// test states timestamp order simply by the order of its calls.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_TESTS_SUPPORT_BOARDBUILDER_H
#define STRATA_TESTS_SUPPORT_BOARDBUILDER_H

#include "strata/layers/LayerEngine.h"
#include "strata/layers/Trace.h"
#include "strata/runtime/Board.h"

#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace strata::test {

using runtime::CardType;
using runtime::Color;
using layers::OrderReason;
using runtime::Keyword;
using runtime::Layer;
using runtime::kNoObject;
using runtime::ObjectId;
using runtime::PlayerId;
using runtime::Subtype;
using runtime::Supertype;
using runtime::Zone;

/// Power and toughness, compared and printed as one value.
struct PT {
  int Power = 0, Toughness = 0;
  friend bool operator==(const PT &, const PT &) = default;
  friend std::ostream &operator<<(std::ostream &OS, const PT &V) {
    return OS << V.Power << '/' << V.Toughness;
  }
};

/// How an object is put on the board.
struct ObjectOptions {
  PlayerId Owner = 0;
  /// The player under whose control it entered (CR 110.2); the owner when
  /// not given. Only meaningful on the battlefield and the stack.
  std::optional<PlayerId> Controller;
  Zone In = Zone::Battlefield;
  int PlusOneCounters = 0;  ///< CR 122.1a, stamped as they're put (613.7c).
  int MinusOneCounters = 0;
  runtime::ObjectId AttachedTo = runtime::kNoObject; ///< Auras, Equipment.
  std::optional<Color> ChosenColor;   ///< "As ... enters, choose a color."
  std::optional<Subtype> ChosenType;  ///< "As ... enters, choose a type."
  bool FaceDown = false;
};

/// How a spell resolves: its targets and choices (CR 608.2b, 611.2c).
struct SpellOptions {
  std::vector<ObjectId> Targets;
  PlayerId Controller = 0;
  std::optional<Color> ChosenColor;
  std::optional<Subtype> ChosenType;
  /// Text changes (CR 612): the word replaced and its replacement.
  std::optional<runtime::TextWord> From, To;
  int X = 0;
  runtime::Duration Until = runtime::Duration::EndOfTurn;
};

class BoardBuilder {
public:
  explicit BoardBuilder(int NumPlayers = 2) : B(NumPlayers) {}

  /// Adds the card named \p Name (its Oracle name) with a fresh timestamp
  /// (CR 613.7d). Fails the test (throws) when no such card exists.
  ObjectId add(std::string_view Name, ObjectOptions O = {});

  /// Puts counters on \p Id now (CR 613.7c: all counters of that kind get
  /// the new timestamp).
  void addPlusOneCounters(ObjectId Id, int N);
  void addMinusOneCounters(ObjectId Id, int N);

  /// Attaches \p Aura to \p To now: a new timestamp (CR 613.7e, 701.3c).
  void attach(ObjectId Aura, ObjectId To);

  /// Moves \p Id to \p To: a new object timestamp (CR 613.7d, 400.7).
  void move(ObjectId Id, Zone To);

  /// Resolves the instant or sorcery named \p Name: its card goes on the
  /// stack, each of its continuous effects is created and stamped now
  /// (CR 613.7b) with its set locked against the current characteristics
  /// (611.2c), then the card goes to its owner's graveyard (608.2n).
  /// Returns the spell card's id.
  ObjectId cast(std::string_view Name, SpellOptions O = {});

  /// Adds the creature named \p Name entering as a copy of \p Original
  /// (Clone, CR 707.5): the copiable values of \p Original now (613.2c,
  /// 707.2b) are captured into the board, and the card's entry effect
  /// (layer 1a) is created on it.
  ObjectId addCopy(std::string_view Name, ObjectId Original,
                   ObjectOptions O = {});

  /// Runs the layer engine (CR 613).
  void recompute();

  // --- Results of the last recompute() ---
  const runtime::CoreCharacteristics &get(ObjectId Id) const { return Engine.get(Id); }
  const runtime::TextAndAbilities &rulesText(ObjectId Id) const { return Engine.rulesText(Id); }
  PT pt(ObjectId Id) const { return {get(Id).Power, get(Id).Toughness}; }
  bool isType(ObjectId Id, CardType T) const { return get(Id).Types.contains(T); }
  bool hasSubtype(ObjectId Id, Subtype S) const { return get(Id).Subtypes.contains(S); }
  bool hasKeyword(ObjectId Id, Keyword K) const { return get(Id).Keywords.contains(K); }
  bool isColor(ObjectId Id, Color C) const { return get(Id).Colors.contains(C); }
  PlayerId controller(ObjectId Id) const { return get(Id).Controller; }
  /// Its card types, supertypes, land types and creature types, each as
  /// names in enum order separated by spaces ("Land Creature" is spelled
  /// "Creature Land"); "every" for every creature type (CR 205.3m).
  std::string cardTypes(ObjectId Id) const;
  std::string supertypes(ObjectId Id) const;
  std::string landTypes(ObjectId Id) const;
  std::string creatureTypes(ObjectId Id) const;
  /// Its colors in WUBRG order, "" when colorless.
  std::string colors(ObjectId Id) const;
  /// Ability \p Index printed by the card named \p Printer (e.g. Urborg's).
  bool hasPrintedAbility(ObjectId Id, std::string_view Printer, int Index = 0) const;
  /// The intrinsic mana ability of basic land type \p T (CR 305.6).
  bool hasIntrinsicManaAbility(ObjectId Id, Subtype T) const;
  /// Number of non-keyword abilities (intrinsic ones included).
  int numAbilities(ObjectId Id) const { return rulesText(Id).Abilities.size(); }
  /// Its text-changeable word \p I (CR 612.2), as a subtype or a color.
  Subtype textSubtype(ObjectId Id, int I) const;
  Color textColor(ObjectId Id, int I) const;

  // --- Why (the trace of the last recompute()) ---
  /// The sources of the effects applied in layer \p L, in order (CR 613.7,
  /// 613.8); counters are listed under the object they are on.
  std::vector<ObjectId> order(runtime::Layer L) const;
  /// Why \p Source's effect applied where it did in \p L, if it applied.
  std::optional<layers::OrderReason> reason(runtime::Layer L, ObjectId Source) const;
  /// Whether \p Source's effect was skipped in \p L because its ability
  /// was gone before it began (CR 613.6, 613.8a existence).
  bool skipped(runtime::Layer L, ObjectId Source) const;

  runtime::Board &board() { return B; }
  layers::LayerEngine &engine() { return Engine; }
  const layers::Trace &trace() const { return T; }

private:
  runtime::Board B;
  layers::LayerEngine Engine;
  layers::Trace T;
};

/// Words for text changes.
runtime::TextWord landWord(Subtype S);
runtime::TextWord colorWordOf(Color C);
runtime::TextWord creatureWord(Subtype S);

} // namespace strata::test

#endif
