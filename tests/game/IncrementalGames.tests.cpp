//===- IncrementalGames.tests.cpp - D66's differential test on games -------===//
//
// Incremental recomputation (D66, and D120's reach of zone, control and
// created effect changes) against the full pass it replaces: 2,000
// seeded AI-vs-AI games (500 in the sanitized build), a third between the preset decks, a
// third between decks full of +1/+1 counters (Battlegrowth, Hardened Scales,
// Corpsejack Menace) and P/T setters and switches (Diminish, Twisted Image),
// and a third between decks of the whole game's mechanisms (tokens, Rest in
// Peace's replaced zone changes, Doubling Season, attack and end-step
// triggers, Song of the Dryads, Prismatic Lace, Mind Bend), with
// Game::setCheckIncremental on: after every update of the characteristics
// (none, local, or a full pass) every object must be as a fresh full pass
// computes it.
//
//===----------------------------------------------------------------------===//
#include "strata/cards/Decks.h"
#include "strata/game/AiPlayer.h"
#include "strata/game/Game.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace strata;

namespace {

std::vector<std::string> deck(std::initializer_list<std::pair<const char *, int>> Cards) {
  std::vector<std::string> Names;
  for (auto [Name, N] : Cards)
    Names.insert(Names.end(), static_cast<std::size_t>(N), Name);
  return Names;
}

/// Counters on both sides of the layer-7 sublayers (CR 613.4).
const std::array<std::vector<std::string>, 2> &counterDecks() {
  static const std::array<std::vector<std::string>, 2> Decks = {
      deck({{"Forest", 13}, {"Swamp", 4}, {"Plains", 6}, {"Llanowar Elves", 4},
            {"Savannah Lions", 4}, {"Grizzly Bears", 4}, {"Runeclaw Bear", 3},
            {"Battlegrowth", 4}, {"Hardened Scales", 3}, {"Corpsejack Menace", 2},
            {"Glorious Anthem", 3}, {"Giant Growth", 4}, {"Elvish Champion", 2},
            {"Serra Angel", 2}, {"Holy Strength", 2}}),
      deck({{"Island", 12}, {"Mountain", 11}, {"Raging Goblin", 3},
            {"Merfolk of the Pearl Trident", 2}, {"Gray Ogre", 3}, {"Goblin King", 2},
            {"Hill Giant", 3}, {"Air Elemental", 3}, {"Lightning Bolt", 4},
            {"Diminish", 4}, {"Twisted Image", 4}, {"Jump", 2}, {"Control Magic", 2},
            {"Act of Treason", 2}, {"Lord of Atlantis", 1}, {"Sol Ring", 1},
            {"Counterspell", 1}})};
  return Decks;
}

/// The whole game (D73-D76): tokens, replaced zone changes, new triggers,
/// type and color setting, text changes of colors and land types.
const std::array<std::vector<std::string>, 2> &wholeGameDecks() {
  static const std::array<std::vector<std::string>, 2> Decks = {
      deck({{"Forest", 13}, {"Plains", 10}, {"Llanowar Elves", 4}, {"Savannah Lions", 4},
            {"Raise the Alarm", 4}, {"Kalonian Hydra", 2}, {"Harmonious Archon", 2},
            {"Doubling Season", 2}, {"Rest in Peace", 2}, {"Song of the Dryads", 3},
            {"Glorious Anthem", 3}, {"Ashaya, Soul of the Wild", 1}, {"Giant Growth", 4},
            {"Hardened Scales", 2}, {"Serra Angel", 4}}),
      deck({{"Island", 12}, {"Mountain", 11}, {"Raging Goblin", 3}, {"Gray Ogre", 3},
            {"Hill Giant", 3}, {"Air Elemental", 3}, {"Lightning Bolt", 4},
            {"Dress Down", 3}, {"Prismatic Lace", 3}, {"Mind Bend", 3}, {"Counterspell", 2},
            {"Crusade", 2}, {"Lord of Atlantis", 2}, {"Merfolk of the Pearl Trident", 2},
            {"Magma Spray", 4}})};
  return Decks;
}

/// Triggers that watch other objects, state triggers, spells cast, life
/// gained, prowess, copies on entry and tokens as written (D81-D87).
const std::array<std::vector<std::string>, 2> &triggerDecks() {
  static const std::array<std::vector<std::string>, 2> Decks = {
      deck({{"Swamp", 12}, {"Plains", 11}, {"Soul Warden", 3}, {"Zulaport Cutthroat", 3},
            {"Doomed Traveler", 3}, {"Ajani's Pridemate", 3}, {"Midnight Reaper", 2},
            {"Intangible Virtue", 2}, {"Bitterblossom", 2}, {"Raise the Alarm", 3},
            {"Swords to Plowshares", 3}, {"Massacre Wurm", 2}, {"Elesh Norn, Grand Cenobite", 1},
            {"Anointed Procession", 2}, {"Divine Visitation", 1}, {"Vampire Nighthawk", 3},
            {"Festering Goblin", 4}}),
      deck({{"Mountain", 11}, {"Island", 6}, {"Forest", 6}, {"Monastery Swiftspear", 4},
            {"Young Pyromancer", 4}, {"Scroll Thief", 3}, {"Emperor Crocodile", 2},
            {"Elvish Visionary", 4}, {"Essence of the Wild", 1}, {"Dragon Fodder", 4},
            {"Pongify", 3}, {"Lightning Bolt", 4}, {"Giant Growth", 3}, {"Sleight of Mind", 2},
            {"Clone", 3}})};
  return Decks;
}

struct Totals {
  std::uint64_t Games = 0, Checks = 0, Local = 0, Reach = 0, PowerToughness = 0, Full = 0;
};

void play(std::uint64_t Seed, Totals &T) {
  std::string Error;
  std::unique_ptr<game::Game> G =
      Seed % 4 == 1   ? cards::newGame(counterDecks(), Seed, Error)
      : Seed % 4 == 2 ? cards::newGame(wholeGameDecks(), Seed, Error)
      : Seed % 4 == 3 ? cards::newGame(triggerDecks(), Seed, Error)
                      : cards::newGame({"Green-White Creatures", "Blue-Red Spells"}, Seed, Error);
  INFO("seed " << Seed
               << (Seed % 4 == 1   ? " (counter decks)"
                   : Seed % 4 == 2 ? " (whole-game decks)"
                   : Seed % 4 == 3 ? " (trigger decks)"
                                   : " (preset decks)"));
  INFO(Error);
  REQUIRE(G);
  G->setCheckIncremental(true);
  game::AiPlayer Ai(Seed);
  G->start();
  while (!G->over() && G->decisionsAnswered() < 20000) {
    auto Refused = G->answer(Ai.choose(*G)); // throws on a difference
    REQUIRE_FALSE(Refused);
  }
  ++T.Games;
  T.Checks += G->incrementalChecks();
  T.Local += G->layers().updateStats().LocalUpdates;
  T.Reach += G->layers().updateStats().ReachUpdates;
  T.PowerToughness += G->layers().updateStats().PowerToughnessUpdates;
  T.Full += G->layers().updateStats().FullPasses;
}

void playRange(std::uint64_t First, std::uint64_t Count) {
  Totals T;
  for (std::uint64_t Seed = First; Seed < First + Count; ++Seed)
    play(Seed, T);
  INFO(T.Games << " games, " << T.Checks << " updates checked: " << T.Local << " local ("
               << T.Reach << " of a zone, control or created effect change, "
               << T.PowerToughness << " of them power and toughness alone), " << T.Full
               << " full passes");
  CHECK(T.Games == Count);
  // Not vacuous: updates were compared, full passes among them, and the
  // local updates of D120 (cards drawn, cast, resolved, dying; control;
  // effects beginning and ending) are a good share of them, some of them
  // D158's.
  CHECK(T.Checks > T.Games * 100);
  CHECK(T.Full > 0);
  CHECK(T.Reach * 4 > T.Full);
  CHECK(T.PowerToughness > 0); // pumps and prowess beginning, ending (D158)
}

} // namespace

/// 2,000 games in every build but the sanitized one, where each game is
/// about 15 times slower: 500 there (the sanitizers look for memory errors,
/// which the first games find as well as the last; D65's reasoning).
#ifndef STRATA_DIFFERENTIAL_GAMES
#define STRATA_DIFFERENTIAL_GAMES 2000
#endif
constexpr std::uint64_t kQuarter = STRATA_DIFFERENTIAL_GAMES / 4;

// Four cases of a quarter each, so that CTest runs them in parallel.
TEST_CASE("D66 differential: seeded games, first quarter: every update equals a full pass",
          "[game][incremental]") {
  playRange(1, kQuarter);
}
TEST_CASE("D66 differential: seeded games, second quarter: every update equals a full pass",
          "[game][incremental]") {
  playRange(1 + kQuarter, kQuarter);
}
TEST_CASE("D66 differential: seeded games, third quarter: every update equals a full pass",
          "[game][incremental]") {
  playRange(1 + 2 * kQuarter, kQuarter);
}
TEST_CASE("D66 differential: seeded games, fourth quarter: every update equals a full pass",
          "[game][incremental]") {
  playRange(1 + 3 * kQuarter, kQuarter);
}
