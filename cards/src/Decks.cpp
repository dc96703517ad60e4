//===- Decks.cpp - Preset decks made from the pool -------------------------===//
//
// 60-card decks that play sensibly when the AI plays both sides:
// lands, creatures on a curve, and spells that need no deep planning
// (burn, pumps, counters, Auras). Their sizes are checked at compile time;
// that every name is in the card library is checked by the cards' deck
// test (see the report that came with this file) and at run time by
// tools that load them (findCard).
//
//===----------------------------------------------------------------------===//
#include "strata/cards/Decks.h"

#include "strata/cards/CardLibrary.h"

#include <array>

namespace strata::cards {
namespace {

constexpr DeckEntry kGreenWhite[] = {
    {"Forest", 13},
    {"Plains", 10},
    {"Llanowar Elves", 4},
    {"Savannah Lions", 4},
    {"Isamaru, Hound of Konda", 1},
    {"Grizzly Bears", 4},
    {"Runeclaw Bear", 3},
    {"Elvish Champion", 2},
    {"Serra Angel", 3},
    {"Giant Growth", 4},
    {"Holy Strength", 3},
    {"Glorious Anthem", 3},
    {"Honor of the Pure", 2},
    {"Overrun", 2},
    {"Bonesplitter", 2},
};

constexpr DeckEntry kBlueRed[] = {
    {"Island", 12},
    {"Mountain", 11},
    {"Raging Goblin", 3},
    {"Merfolk of the Pearl Trident", 2},
    {"Gray Ogre", 3},
    {"Goblin King", 2},
    {"Hill Giant", 3},
    {"Air Elemental", 3},
    {"Lightning Bolt", 4},
    {"Counterspell", 3},
    {"Mystic Denial", 2},
    {"Think Twice", 3},
    {"Jump", 2},
    {"Control Magic", 2},
    {"Act of Treason", 2},
    {"Twisted Image", 1},
    {"Sol Ring", 1},
    {"Lord of Atlantis", 1},
};

/// Morphs cast face down (CR 702.37, 708): what a face-down permanent or
/// spell is must reach no one but its controller (708.5; the service's
/// view test plays this deck).
constexpr DeckEntry kBlackMorphs[] = {
    {"Swamp", 24},
    {"Grim Haruspex", 4},
    {"Grinning Demon", 4},
    {"Gravedigger", 4},
    {"Blood Artist", 4},
    {"Zulaport Cutthroat", 4},
    {"Midnight Reaper", 4},
    {"Vampire Nighthawk", 4},
    {"Disfigure", 4},
    {"Doom Blade", 4},
};

template <std::size_t N> constexpr int total(const DeckEntry (&Cards)[N]) {
  int Sum = 0;
  for (const DeckEntry &E : Cards)
    Sum += E.Count;
  return Sum;
}

/// CR 100.2a: a constructed deck has at least 60 cards; ours have exactly
/// 60, and (basic lands apart) at most four of a card.
template <std::size_t N> constexpr bool fourOrFewer(const DeckEntry (&Cards)[N]) {
  for (const DeckEntry &E : Cards) {
    bool Basic = E.Card == "Forest" || E.Card == "Plains" || E.Card == "Island" ||
                 E.Card == "Mountain" || E.Card == "Swamp";
    if (E.Count < 1 || (!Basic && E.Count > 4))
      return false;
  }
  return true;
}

static_assert(total(kGreenWhite) == 60, "Green-White Creatures has 60 cards");
static_assert(total(kBlueRed) == 60, "Blue-Red Spells has 60 cards");
static_assert(total(kBlackMorphs) == 60, "Black Morphs has 60 cards");
static_assert(fourOrFewer(kGreenWhite) && fourOrFewer(kBlueRed) && fourOrFewer(kBlackMorphs),
              "at most four of a nonbasic card");

constexpr std::array<Deck, 3> kDecks = {{
    {"Green-White Creatures", kGreenWhite},
    {"Blue-Red Spells", kBlueRed},
    {"Black Morphs", kBlackMorphs},
}};

} // namespace

std::span<const Deck> presetDecks() { return kDecks; }

const Deck *findDeck(std::string_view Name) {
  for (const Deck &D : kDecks)
    if (D.Name == Name)
      return &D;
  return nullptr;
}

std::string deckNames() {
  std::string S;
  for (const Deck &D : kDecks)
    S += (S.empty() ? "'" : ", '") + std::string(D.Name) + "'";
  return S.empty() ? "(none)" : S;
}

std::unique_ptr<game::Game> newGame(const std::array<std::string, 2> &Decks,
                                    std::uint64_t Seed, std::string &Error, int *BadSeat) {
  auto G = std::make_unique<game::Game>(std::vector<std::string>{"Player 1", "Player 2"},
                                        Seed);
  for (int P = 0; P < 2; ++P) {
    if (BadSeat)
      *BadSeat = P;
    const std::string &Name = Decks[static_cast<std::size_t>(P)];
    const Deck *D = findDeck(Name);
    if (!D) {
      Error = "no preset deck named '" + Name + "' (the decks are: " + deckNames() + ")";
      return nullptr;
    }
    for (const DeckEntry &E : D->Cards) {
      const runtime::CardDef *Card = findCard(E.Card);
      if (!Card) {
        Error = "deck '" + std::string(D->Name) + "' names '" + std::string(E.Card) +
                "', which is not in the card library";
        return nullptr;
      }
      for (int I = 0; I < E.Count; ++I)
        G->addCard(*Card, static_cast<runtime::PlayerId>(P), runtime::Zone::Library);
    }
  }
  G->shuffleLibraries();   // CR 103.1
  G->drawStartingHands(7); // CR 103.5
  return G;
}

std::unique_ptr<game::Game> newGame(const std::array<std::vector<std::string>, 2> &Libraries,
                                    std::uint64_t Seed, std::string &Error, int *BadSeat) {
  auto G = std::make_unique<game::Game>(std::vector<std::string>{"Player 1", "Player 2"},
                                        Seed);
  for (int P = 0; P < 2; ++P) {
    if (BadSeat)
      *BadSeat = P;
    const std::vector<std::string> &Cards = Libraries[static_cast<std::size_t>(P)];
    std::string Unknown;
    for (const std::string &Name : Cards)
      if (const runtime::CardDef *Card = findCard(Name))
        G->addCard(*Card, static_cast<runtime::PlayerId>(P), runtime::Zone::Library);
      else if (Unknown.find("'" + Name + "'") == std::string::npos)
        Unknown += (Unknown.empty() ? "'" : ", '") + Name + "'";
    if (!Unknown.empty()) {
      Error = "player " + std::to_string(P + 1) + "'s cards include " + Unknown +
              ", not in the card library";
      return nullptr;
    }
  }
  G->shuffleLibraries();   // CR 103.1
  G->drawStartingHands(7); // CR 103.5
  return G;
}

} // namespace strata::cards
