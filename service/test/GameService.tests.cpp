//===- GameService.tests.cpp - Games by message ----------------------------===//
///
/// \file
/// The game service from a client's side: what each player is sent (their
/// own view only), the answers it takes, and every message it refuses
/// with the game unchanged. A whole seeded game played by two clients
/// through messages ends on the state hash of the same game played in
/// process with the same answers.
///
//===----------------------------------------------------------------------===//
#include "strata/service/GameService.h"

#include "strata/cards/Decks.h"
#include "strata/game/Random.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"

#include <catch2/catch.hpp>

#include <cctype>
#include <set>

#include <sys/stat.h>

using namespace strata;
using runtime::GameObject;
using runtime::PlayerId;
using runtime::Zone;
using service::ClientId;
using service::GameService;
using service::Outgoing;
namespace json = llvm::json;

namespace {

constexpr ClientId Alice = 1, Bob = 2, Mallory = 3;

json::Object parse(const Outgoing &O) {
  llvm::Expected<json::Value> V = json::parse(O.Text);
  REQUIRE(bool(V));
  REQUIRE(V->getAsObject());
  return *V->getAsObject();
}

/// The last message \p Out sends to \p To, parsed.
json::Object lastTo(const std::vector<Outgoing> &Out, ClientId To) {
  for (auto It = Out.rbegin(); It != Out.rend(); ++It)
    if (It->To == To)
      return parse(*It);
  FAIL("no message to client " << To);
  return {};
}

std::string deck(int I) { return std::string(cards::presetDecks()[I].Name); }

std::string createMessage(std::uint64_t Seed, bool Ai2 = false) {
  return "{\"type\":\"create\",\"decks\":[\"" + deck(0) + "\",\"" + deck(1) +
         "\"],\"seed\":" + std::to_string(Seed) + ",\"ai\":[false," +
         (Ai2 ? "true" : "false") + "]}";
}

std::string join(const std::string &Game, int Seat, const std::string &Token = "") {
  return "{\"type\":\"join\",\"game\":\"" + Game + "\",\"seat\":" + std::to_string(Seat) +
         (Token.empty() ? "" : ",\"token\":\"" + Token + "\"") + "}";
}

/// Seat \p Seat's token, from a "created" message (given to the creator).
std::string tokenOf(const json::Object &Created, int Seat) {
  const json::Array *Tokens = Created.getArray("tokens");
  REQUIRE(Tokens);
  REQUIRE(Tokens->size() == 2);
  return (*Tokens)[Seat - 1].getAsString().value_or("").str();
}

std::string answer(const std::string &Game, std::int64_t Decision, std::int64_t Option) {
  return "{\"type\":\"answer\",\"game\":\"" + Game + "\",\"decision\":" +
         std::to_string(Decision) + ",\"option\":" + std::to_string(Option) + "}";
}

/// A table of two joined clients.
struct Table {
  GameService S;
  double Now = 0;
  std::string Game;
  std::string Token[2];
  json::Object Last[2];

  explicit Table(std::uint64_t Seed = 7) {
    auto Out = S.receive(Alice, createMessage(Seed), Now);
    json::Object Created = parse(Out.front());
    REQUIRE(Created.getString("type") == llvm::StringRef("created"));
    Game = Created.getString("game")->str();
    for (int Seat = 1; Seat <= 2; ++Seat) {
      ClientId C = Seat == 1 ? Alice : Bob;
      auto J = S.receive(C, join(Game, Seat, tokenOf(Created, Seat)), Now);
      json::Object Joined = parse(J.front());
      REQUIRE(Joined.getString("type") == llvm::StringRef("joined"));
      Token[Seat - 1] = Joined.getString("token")->str();
      Last[Seat - 1] = lastTo(J, C);
    }
  }
  std::uint64_t hash() const { return S.game(Game)->stateHash(); }
  /// Sends \p Text from \p C, a second apart from the last message.
  std::vector<Outgoing> send(ClientId C, const std::string &Text) {
    Now += 1;
    auto Out = S.receive(C, Text, Now);
    for (ClientId X : {Alice, Bob})
      for (const Outgoing &O : Out)
        if (O.To == X && parse(O).getString("type") == llvm::StringRef("update"))
          Last[X - 1] = parse(O);
    return Out;
  }
  /// The pending decision as client \p C was last told.
  const json::Object &decision(ClientId C) { return *Last[C - 1].getObject("decision"); }
  ClientId decider() {
    return static_cast<ClientId>(*decision(Alice).getInteger("player"));
  }
  std::int64_t number() { return *decision(Alice).getInteger("number"); }
};

void checkRefused(Table &T, ClientId From, const std::string &Text, const std::string &Says) {
  std::uint64_t Before = T.hash();
  std::size_t Answers = T.S.game(T.Game)->answerLog().size();
  auto Out = T.send(From, Text);
  REQUIRE(Out.size() == 1);
  CHECK(Out[0].To == From);
  json::Object E = parse(Out[0]);
  CHECK(E.getString("type") == llvm::StringRef("error"));
  CHECK_THAT(E.getString("message")->str(), Catch::Contains(Says));
  CHECK(T.hash() == Before);
  CHECK(T.S.game(T.Game)->answerLog().size() == Answers);
}

} // namespace

TEST_CASE("Each player is sent their own view: their hand, the opponent's hand size",
          "[service]") {
  // The deal is the server's (a random seed), and a decision with one
  // option is not asked: when the first player can do nothing but pass,
  // the first question may come in the second turn, after its draw. So
  // each view is checked against the rules and against the other seat's
  // own view, not against a fixed count.
  Table T;
  for (ClientId C : {Alice, Bob}) {
    const json::Object &V = T.Last[C - 1];
    CHECK(V.getString("type") == llvm::StringRef("update"));
    CHECK(*V.getInteger("you") == static_cast<std::int64_t>(C));
    const json::Array &Players = *V.getArray("players");
    REQUIRE(Players.size() == 2);
    const json::Object &Me = *Players[C - 1].getAsObject();
    const json::Object &Them = *Players[2 - C].getAsObject();
    REQUIRE(Me.getArray("hand"));
    std::int64_t Mine = *Me.getInteger("hand_size");
    CHECK(static_cast<std::int64_t>(Me.getArray("hand")->size()) == Mine);
    // CR 103.5: seven cards drawn; CR 103.8a: the first player skips
    // the first draw, so nobody has more than eight before acting.
    CHECK(Mine >= 7);
    CHECK(Mine <= 8);
    CHECK(Mine + *Me.getInteger("library") == 60); // nothing else left them yet
    CHECK_FALSE(Them.getArray("hand")); // CR 402.3: hidden
    // The opponent's hand size and library are what the opponent is told.
    const json::Object &TheirOwn =
        *(*T.Last[2 - C].getArray("players"))[2 - C].getAsObject();
    REQUIRE(TheirOwn.getArray("hand"));
    CHECK(*Them.getInteger("hand_size") ==
          static_cast<std::int64_t>(TheirOwn.getArray("hand")->size()));
    CHECK(*Them.getInteger("library") == *TheirOwn.getInteger("library"));
  }
  // Only the player asked sees the options; the other is told who waits.
  ClientId Asked = T.decider(), Other = 3 - Asked;
  CHECK(T.decision(Asked).getArray("options"));
  CHECK(*T.decision(Asked).getBoolean("yours"));
  CHECK_FALSE(T.decision(Other).getArray("options"));
  CHECK_FALSE(T.decision(Other).getString("prompt"));
  CHECK_THAT(T.decision(Other).getString("told")->str(), Catch::StartsWith("waiting for Player"));
}

TEST_CASE("Bad messages are refused with an error and change nothing", "[service]") {
  Table T;
  ClientId Asked = T.decider(), Other = 3 - Asked;
  std::int64_t N = T.number();
  checkRefused(T, Asked, "{\"type\":\"answer\",", "malformed JSON");
  checkRefused(T, Asked, "[1,2]", "a message is a JSON object");
  checkRefused(T, Asked, "{\"game\":\"" + T.Game + "\"}", "needs \"type\"");
  checkRefused(T, Asked, "{\"type\":\"teleport\",\"game\":\"" + T.Game + "\"}",
               "unknown message type 'teleport'");
  checkRefused(T, Asked, answer("g999", N, 0), "no game 'g999'");
  checkRefused(T, Asked, "{\"type\":\"answer\",\"game\":\"" + T.Game + "\",\"option\":0}",
               "needs \"decision\"");
  // Another player's decision: one player can never answer for the other.
  checkRefused(T, Other, answer(T.Game, N, 0), "not yours");
  // A client that has not joined.
  checkRefused(T, Mallory, answer(T.Game, N, 0), "join " + T.Game + " before answering");
  // Another decision: late, repeated or early.
  checkRefused(T, Asked, answer(T.Game, N - 1, 0), "is not pending");
  checkRefused(T, Asked, answer(T.Game, N + 1, 0), "is not pending");
  checkRefused(T, Asked, answer(T.Game, N, 999), "not a legal answer");
  checkRefused(T, Asked, answer(T.Game, N, -1), "is not one of");
  // Cancel outside a cast.
  checkRefused(T, Asked,
               "{\"type\":\"cancel\",\"game\":\"" + T.Game + "\",\"decision\":" +
                   std::to_string(N) + "}",
               "nothing to cancel");
  // Seats: taken seats need their token; the AI's seat is not for joining.
  checkRefused(T, Mallory, join(T.Game, 1), "needs the seat's \"token\"");
  checkRefused(T, Mallory, join(T.Game, 2, "0123"), "wrong token");
  checkRefused(T, Mallory, join(T.Game, 3), "\"seat\": 1 or 2");
  checkRefused(T, Alice, join(T.Game, 2, T.Token[1]), "already plays seat 1");
  // Too large.
  checkRefused(T, Asked, std::string(20000, ' '), "over the limit");
  // What the client sent is named in the error, and the error is still
  // JSON: bytes that are not UTF-8 (a repeated key, refused before the
  // parser's own UTF-8 check) and a name cut at 40 bytes mid-character come
  // back as U+FFFD.
  checkRefused(T, Asked, "{\"\x8d\x9a\":0,\"\x8d\x9a\":1}", "the key \"\xEF\xBF\xBD");
  checkRefused(T, Asked,
               "{\"type\":\"" + std::string(39, 'x') + "\xC3\xA9\",\"game\":\"" + T.Game +
                   "\"}",
               "unknown message type '" + std::string(39, 'x') + "\xEF\xBF\xBD...'");
}

TEST_CASE("A flood is refused, unread, beyond the limit per second", "[service]") {
  Table T;
  ClientId Asked = T.decider();
  std::uint64_t Before = T.hash();
  int Refused = 0;
  for (int I = 0; I < 250; ++I) {
    auto Out = T.S.receive(Asked, answer(T.Game, 0, 0), 100.5); // all in one second
    Refused += parse(Out[0]).getString("message")->contains("too many messages");
  }
  CHECK(Refused == 50);
  CHECK(T.hash() == Before);
  // The next second, messages are read again.
  auto Out = T.S.receive(Asked, answer(T.Game, 0, 0), 101.5);
  CHECK_THAT(parse(Out[0]).getString("message")->str(), Catch::Contains("is not pending"));
}

TEST_CASE("A player who reconnects with the seat's token resumes where they were",
          "[service]") {
  Table T;
  ClientId Asked = T.decider();
  std::int64_t N = T.number();
  T.S.disconnect(Asked);
  constexpr ClientId Again = 42;
  auto Out = T.send(Again, join(T.Game, static_cast<int>(Asked), T.Token[Asked - 1]));
  REQUIRE(parse(Out.front()).getString("type") == llvm::StringRef("joined"));
  json::Object V = lastTo(Out, Again);
  CHECK(*V.getObject("decision")->getInteger("number") == N);
  CHECK(*V.getObject("decision")->getBoolean("yours"));
  // The new connection answers; the game goes on.
  Out = T.send(Again, answer(T.Game, N, 0));
  CHECK(parse(Out.front()).getString("type") == llvm::StringRef("update"));
  CHECK(T.S.game(T.Game)->answerLog().size() == static_cast<std::size_t>(N));
}

TEST_CASE("A whole seeded game by message ends as the same game played in process",
          "[service]") {
  Table T(11);
  // The deal is the server's seed, not the creator's 11.
  std::uint64_t Seed = T.S.seedOf(T.Game);
  // Each client picks a seeded random legal option of what it is sent.
  game::Random Pick(99);
  std::vector<int> Chosen;
  int Guard = 0;
  while (!T.Last[0].getObject("over") && ++Guard < 100000) {
    ClientId C = T.decider();
    const json::Object &D = T.decision(C);
    int Options = static_cast<int>(D.getArray("options")->size());
    int I = Options <= 1 ? 0 : Pick.below(Options);
    Chosen.push_back(I);
    auto Out = T.send(C, answer(T.Game, *D.getInteger("number"), I));
    REQUIRE(parse(Out.front()).getString("type") == llvm::StringRef("update"));
  }
  REQUIRE(T.Last[0].getObject("over"));
  CHECK(*T.Last[0].getObject("over") == *T.Last[1].getObject("over"));
  // The same answers in process.
  std::string Error;
  auto G = cards::newGame({deck(0), deck(1)}, Seed, Error);
  REQUIRE(G);
  G->start();
  for (int I : Chosen)
    REQUIRE_FALSE(G->answer(I));
  REQUIRE(G->over());
  CHECK(*T.Last[0].getObject("over")->getInteger("answers") ==
        static_cast<std::int64_t>(Chosen.size()));
  char Hash[24];
  std::snprintf(Hash, sizeof Hash, "0x%016llx",
                static_cast<unsigned long long>(G->stateHash()));
  CHECK(T.Last[0].getObject("over")->getString("hash") == llvm::StringRef(Hash));
  // Once over, the seed is told, so anyone may replay the game.
  CHECK(T.Last[0].getObject("over")->getInteger("seed") == static_cast<std::int64_t>(Seed));
  // A game that is over has left memory, and answers nothing.
  CHECK(T.S.game(T.Game) == nullptr);
  CHECK(T.S.numGames() == 0);
  auto Out = T.send(Alice, answer(T.Game, static_cast<std::int64_t>(Chosen.size()) + 1, 0));
  REQUIRE(Out.size() == 1);
  CHECK_THAT(parse(Out[0]).getString("message")->str(), Catch::Contains("is over"));
}

TEST_CASE("The AI takes a seat: a client plays against it", "[service]") {
  GameService S;
  auto Out = S.receive(Alice, createMessage(5, /*Ai2=*/true), 0);
  std::string Game = parse(Out.front()).getString("game")->str();
  std::string Token = tokenOf(parse(Out.front()), 1);
  CHECK(parse(Out.front()).getArray("tokens")->back() == nullptr);
  Out = S.receive(Alice, join(Game, 2, Token), 0);
  CHECK_THAT(parse(Out.front()).getString("message")->str(), Catch::Contains("the AI's"));
  Out = S.receive(Alice, join(Game, 1, Token), 0);
  json::Object V = lastTo(Out, Alice);
  // Whatever is pending is Player 1's: the AI has answered its own.
  REQUIRE(V.getObject("decision"));
  CHECK(*V.getObject("decision")->getInteger("player") == 1);
}

TEST_CASE("A service restarted from its records resumes every game where it was",
          "[service]") {
  llvm::SmallString<128> Dir;
  REQUIRE_FALSE(llvm::sys::fs::createUniqueDirectory("strata-games", Dir));
  service::ServiceLimits L;
  L.RecordDir = std::string(Dir);
  std::uint64_t Hash = 0;
  std::int64_t Number = 0;
  std::string Game, Token;
  game::Random Pick(3);
  {
    GameService S(L);
    auto Out = S.receive(Alice, createMessage(21, /*Ai2=*/true), 0);
    Game = parse(Out.front()).getString("game")->str();
    Out = S.receive(Alice, join(Game, 1, tokenOf(parse(Out.front()), 1)), 0);
    Token = parse(Out.front()).getString("token")->str();
    json::Object V = lastTo(Out, Alice);
    for (int I = 0; I < 40 && !V.getObject("over"); ++I) {
      const json::Object &D = *V.getObject("decision");
      int Options = static_cast<int>(D.getArray("options")->size());
      Out = S.receive(Alice, answer(Game, *D.getInteger("number"), Pick.below(Options)),
                      1 + I);
      V = lastTo(Out, Alice);
    }
    REQUIRE(V.getObject("decision"));
    Number = *V.getObject("decision")->getInteger("number");
    Hash = S.game(Game)->stateHash();
  } // the server stops
  GameService S(L);
  std::string Errors;
  CHECK(S.restore(Errors) == 1);
  CHECK(Errors.empty());
  REQUIRE(S.game(Game));
  CHECK(S.game(Game)->stateHash() == Hash);
  // The seat stays claimed: only its token takes it.
  auto Out = S.receive(Mallory, join(Game, 1), 0);
  CHECK_THAT(parse(Out.front()).getString("message")->str(), Catch::Contains("token"));
  Out = S.receive(Bob, join(Game, 1, Token), 0);
  REQUIRE(parse(Out.front()).getString("type") == llvm::StringRef("joined"));
  CHECK(*lastTo(Out, Bob).getObject("decision")->getInteger("number") == Number);
  // A new game gets a new id.
  Out = S.receive(Alice, createMessage(22), 0);
  CHECK(parse(Out.front()).getString("game")->str() != Game);
  llvm::sys::fs::remove_directories(Dir);
}

namespace {
/// Whether a priority decision offers nothing but passing and mana.
bool idle(const json::Object &D) {
  if (D.getString("kind") != llvm::StringRef("priority"))
    return false;
  for (const json::Value &O : *D.getArray("options")) {
    llvm::StringRef L = O.getAsString().value_or("");
    if (L != "pass priority" && !(L.startswith("activate ") && L.contains(": {T}: Add ")))
      return false;
  }
  return true;
}
} // namespace

TEST_CASE("Priority stops set by message: the service passes where a player does not "
          "want to be asked, never 'pass or tap a land'",
          "[service]") {
  for (bool WithStops : {false, true}) {
    Table T(13);
    if (WithStops)
      for (ClientId C : {Alice, Bob}) {
        auto Out = T.send(C, "{\"type\":\"stops\",\"game\":\"" + T.Game +
                                 "\",\"own\":[\"main1\",\"main2\"],\"theirs\":[\"end\"]}");
        REQUIRE(parse(Out.back()).getString("type") == llvm::StringRef("update"));
      }
    game::Random Pick(5);
    int Asked = 0, Idle = 0, Guard = 0;
    while (!T.Last[0].getObject("over") && ++Guard < 100000) {
      ClientId C = T.decider();
      const json::Object &D = T.decision(C);
      ++Asked;
      Idle += idle(D);
      // Play lands when offered, else a seeded random option.
      const json::Array &Opts = *D.getArray("options");
      int I = -1;
      for (std::size_t K = 0; K < Opts.size() && I < 0; ++K)
        if (Opts[K].getAsString().value_or("").startswith("play "))
          I = static_cast<int>(K);
      if (I < 0)
        I = Opts.size() <= 1 ? 0 : Pick.below(static_cast<int>(Opts.size()));
      T.send(C, answer(T.Game, *D.getInteger("number"), I));
    }
    CAPTURE(WithStops, Asked, Idle);
    if (WithStops)
      CHECK(Idle == 0);
    else
      CHECK(Idle > 0); // the game has such prompts to spare
  }
}

TEST_CASE("'pass until my next turn' by message", "[service]") {
  Table T(17);
  // Whoever holds priority first passes until their next turn.
  ClientId C = T.decider();
  REQUIRE(T.decision(C).getString("kind") == llvm::StringRef("priority"));
  std::int64_t Turn = *T.Last[C - 1].getInteger("turn");
  auto Out = T.send(C, "{\"type\":\"pass\",\"game\":\"" + T.Game + "\",\"decision\":" +
                           std::to_string(T.number()) + ",\"until\":\"my-next-turn\"}");
  REQUIRE(parse(Out.back()).getString("type") == llvm::StringRef("update"));
  // The other player passes everything; C is next asked at priority in a
  // later turn of their own (other decisions, e.g. blocks, may come first).
  int Guard = 0;
  while (!T.Last[0].getObject("over") && ++Guard < 10000) {
    ClientId Now = T.decider();
    const json::Object &D = T.decision(Now);
    if (Now == C && D.getString("kind") == llvm::StringRef("priority")) {
      CHECK(*T.Last[C - 1].getInteger("turn") > Turn);
      CHECK(*T.Last[C - 1].getInteger("active") == static_cast<std::int64_t>(C));
      break;
    }
    T.send(Now, answer(T.Game, *D.getInteger("number"), 0));
  }
  checkRefused(T, Mallory,
               "{\"type\":\"stops\",\"game\":\"" + T.Game + "\",\"own\":[\"main1\"]}",
               "join " + T.Game + " before setting stops");
  checkRefused(T, C, "{\"type\":\"stops\",\"game\":\"" + T.Game + "\",\"own\":[\"lunch\"]}",
               "\"own\" lists steps");
}

TEST_CASE("What a client can cost is bounded: games per client and in total; finished "
          "and abandoned games leave memory (issue 29)",
          "[service]") {
  service::ServiceLimits L;
  L.MaxGames = 6;
  L.MaxGamesPerClient = 2;
  L.AbandonSeconds = 10;
  GameService S(L);
  std::vector<std::string> Ids, Tokens;
  for (int I = 0; I < 3; ++I) {
    auto Out = S.receive(Mallory, createMessage(30 + I), 0);
    json::Object M = parse(Out.front());
    if (I < 2) {
      REQUIRE(M.getString("type") == llvm::StringRef("created"));
      Ids.push_back(M.getString("game")->str());
      Tokens.push_back(tokenOf(M, 1));
    } else {
      CHECK_THAT(M.getString("message")->str(), Catch::Contains("at most 2 unfinished games"));
    }
  }
  // Other clients fill the server; the next create is refused.
  for (ClientId C = 10; C < 14; ++C)
    S.receive(C, createMessage(C), 0);
  CHECK(S.numGames() == 6);
  auto Out = S.receive(Alice, createMessage(40), 0);
  CHECK_THAT(parse(Out.front()).getString("message")->str(),
             Catch::Contains("at most 6 games"));
  // A game nobody connected sends anything to for AbandonSeconds leaves
  // memory; one a player sits at stays.
  S.receive(Alice, join(Ids[0], 1, Tokens[0]), 5);
  CHECK(S.tick(12) == 5);
  CHECK(S.numGames() == 1);
  REQUIRE(S.game(Ids[0]));
  // Mallory's abandoned game no longer counts: it may create again.
  Out = S.receive(Mallory, createMessage(50), 13);
  CHECK(parse(Out.front()).getString("type") == llvm::StringRef("created"));
  // An echoed id is cut short.
  Out = S.receive(Bob, join(std::string(5000, 'x'), 1), 14);
  CHECK(Out.front().Text.size() < 200);
}

TEST_CASE("A record that cannot be written is reported, once per game; closed records "
          "are not resumed (issue 29)",
          "[service]") {
  llvm::SmallString<128> Dir;
  REQUIRE_FALSE(llvm::sys::fs::createUniqueDirectory("strata-games", Dir));
  service::ServiceLimits L;
  L.RecordDir = std::string(Dir);
  L.AbandonSeconds = 10;
  {
    GameService S(L);
    // An AI-vs-AI game ends at once: its record is closed ("over").
    auto Out = S.receive(Alice,
                         "{\"type\":\"create\",\"decks\":[\"" + deck(0) + "\",\"" + deck(1) +
                             "\"],\"seed\":3,\"ai\":[true,true]}",
                         0);
    REQUIRE(parse(Out.front()).getString("type") == llvm::StringRef("created"));
    CHECK(S.numGames() == 0);
    // A game left alone is abandoned: closed too.
    S.receive(Alice, createMessage(4), 0);
    CHECK(S.tick(20) == 1);
    CHECK(S.takeWarnings().empty());
    // One resumed game: still open.
    S.receive(Bob, createMessage(5), 21);
    REQUIRE(S.numGames() == 1);
  }
  {
    GameService S(L);
    std::string Errors;
    CHECK(S.restore(Errors) == 1);
    CHECK(Errors.empty());
  }
  // The records folder removed while games run: the game goes on, the
  // operator is told once.
  llvm::sys::fs::remove_directories(Dir);
  GameService S(L);
  auto Out = S.receive(Alice, createMessage(6), 0);
  std::string Game = parse(Out.front()).getString("game")->str();
  S.receive(Alice, join(Game, 1, tokenOf(parse(Out.front()), 1)), 0);
  std::vector<std::string> W = S.takeWarnings();
  REQUIRE(W.size() == 1);
  CHECK_THAT(W[0], Catch::Contains("goes on unrecorded"));
  REQUIRE(S.game(Game));
}

TEST_CASE("The deal is the server's: a game created with another game's seed is another "
          "deal (issue 29)",
          "[service]") {
  GameService S;
  std::set<std::string> Hands;
  std::set<std::uint64_t> Seeds;
  for (ClientId C = 20; C < 26; ++C) {
    auto Out = S.receive(C, createMessage(42), 0);
    std::string Game = parse(Out.front()).getString("game")->str();
    Seeds.insert(S.seedOf(Game));
    Out = S.receive(C, join(Game, 1, tokenOf(parse(Out.front()), 1)), 0);
    std::string Hand;
    json::Object View = lastTo(Out, C);
    for (const json::Value &Card :
         *View.getArray("players")->front().getAsObject()->getArray("hand"))
      Hand += Card.getAsString()->str() + ",";
    Hands.insert(Hand);
  }
  CHECK(Seeds.size() == 6);
  CHECK(Hands.size() > 1);
  // No seed at all is fine: the server's.
  auto Out = S.receive(Alice,
                       "{\"type\":\"create\",\"decks\":[\"" + deck(0) + "\",\"" + deck(1) + "\"]}", 0);
  CHECK(parse(Out.front()).getString("type") == llvm::StringRef("created"));
}

TEST_CASE("Secure by default: unguessable ids, seats by token only, the server's key, "
          "strict JSON, records named by their own id (issue 29)",
          "[service]") {
  service::ServiceLimits L;
  L.CreateKey = "s3cret";
  GameService S(L);
  auto Out = S.receive(Alice, createMessage(1), 0);
  CHECK_THAT(parse(Out.front()).getString("message")->str(), Catch::Contains("\"key\""));
  std::string WithKey = createMessage(1);
  WithKey.insert(1, "\"key\":\"s3cret\",");
  Out = S.receive(Alice, WithKey, 0);
  json::Object Created = parse(Out.front());
  REQUIRE(Created.getString("type") == llvm::StringRef("created"));
  std::string Game = Created.getString("game")->str();
  // 'g' and 128 bits in hex.
  CHECK(Game.size() == 33);
  CHECK(Game != "g1");
  // A stranger cannot sit without the token, nor with another seat's.
  Out = S.receive(Mallory, join(Game, 2), 0);
  CHECK_THAT(parse(Out.front()).getString("message")->str(), Catch::Contains("token"));
  Out = S.receive(Mallory, join(Game, 2, tokenOf(Created, 1)), 0);
  CHECK_THAT(parse(Out.front()).getString("message")->str(), Catch::Contains("wrong token"));
  Out = S.receive(Bob, join(Game, 2, tokenOf(Created, 2)), 0);
  CHECK(parse(Out.front()).getString("type") == llvm::StringRef("joined"));
  // Duplicate keys, fractions where integers go, deep nesting: refused.
  for (const char *Bad :
       {R"({"type":"join","type":"create"})", R"({"type":"join","\u0074ype":"create"})",
        R"({"type":"answer","game":"g","decision":1.0,"option":0})",
        R"({"type":"answer","game":"g","decision":1,"option":0e0})"}) {
    Out = S.receive(Bob, Bad, 1);
    CHECK_THAT(parse(Out.front()).getString("message")->str(),
               Catch::Contains("malformed JSON"));
  }
  std::string Deep(8000, '[');
  Out = S.receive(Bob, Deep, 2);
  CHECK_THAT(parse(Out.front()).getString("message")->str(), Catch::Contains("nested deeper"));
  // true, false and strings with e, E and '.' are fine.
  Out = S.receive(Bob, R"({"type":"stops","game":")" + Game + R"(","off":true,"x":"1.5e3"})", 3);
  CHECK(parse(Out.front()).getString("type") == llvm::StringRef("update"));
}

TEST_CASE("A record names its own file: '../outside' and FIFOs are refused at restore "
          "(issue 29)",
          "[service]") {
  llvm::SmallString<128> Dir;
  REQUIRE_FALSE(llvm::sys::fs::createUniqueDirectory("strata-games", Dir));
  std::string D(Dir);
  {
    std::error_code EC;
    llvm::raw_fd_ostream F(D + "/evil.game", EC);
    F << R"({"game":"../outside","decks":[")" << deck(0) << R"(",")" << deck(1)
      << R"("],"seed":1,"ai":[false,false],"tokens":["a","b"]})" << "\n";
  }
  REQUIRE(::mkfifo((D + "/fifo.game").c_str(), 0600) == 0);
  service::ServiceLimits L;
  L.RecordDir = D;
  GameService S(L);
  std::string Errors;
  CHECK(S.restore(Errors) == 0); // returns: the FIFO did not block
  CHECK_THAT(Errors, Catch::Contains("evil.game: line 1 names game '../outside'"));
  CHECK_THAT(Errors, Catch::Contains("fifo.game: not a regular file"));
  CHECK_FALSE(llvm::sys::fs::exists(D + "/../outside.game"));
  llvm::sys::fs::remove_directories(D);
}

TEST_CASE("No message a seat receives names a face-down card the seat may not see "
          "(CR 708.5), over whole games of morphs",
          "[service]") {
  // Messages sent while the other player had a face-down permanent or
  // spell: the test must see some, or it proves nothing.
  int WhileHidden = 0;
  for (std::uint64_t Seed = 1; Seed <= 6; ++Seed) {
    GameService S;
    auto Out = S.receive(Alice,
                         "{\"type\":\"create\",\"decks\":[\"Black Morphs\",\"Black Morphs\"],"
                         "\"seed\":" + std::to_string(Seed) + "}",
                         0);
    json::Object Created = parse(Out.front());
    REQUIRE(Created.getString("type") == llvm::StringRef("created"));
    std::string Game = Created.getString("game")->str();
    json::Object Last[2];
    for (int Seat = 1; Seat <= 2; ++Seat) {
      ClientId C = Seat == 1 ? Alice : Bob;
      Last[Seat - 1] = lastTo(S.receive(C, join(Game, Seat, tokenOf(Created, Seat)), 0), C);
    }
    game::Random Pick(Seed);
    for (int Guard = 0; Guard < 3000 && !Last[0].getObject("over"); ++Guard) {
      const json::Object &D = *Last[0].getObject("decision");
      auto C = static_cast<ClientId>(*D.getInteger("player"));
      const json::Array &Options = *Last[C - 1].getObject("decision")->getArray("options");
      // Cast morphs face down whenever that is offered; otherwise any option.
      int I = Options.size() <= 1 ? 0 : Pick.below(static_cast<int>(Options.size()));
      for (std::size_t K = 0; K < Options.size(); ++K)
        if (Options[K].getAsString()->contains(" face down"))
          I = static_cast<int>(K);
      Out = S.receive(C, answer(Game, *D.getInteger("number"), I), Guard + 1.0);
      const game::Game *G = S.game(Game);
      for (const Outgoing &O : Out) {
        if (O.To == Alice || O.To == Bob) {
          json::Object M = parse(O);
          if (M.getString("type") == llvm::StringRef("update"))
            Last[O.To - 1] = M;
        }
        if (!G)
          continue; // over: nothing is face down any more
        auto Viewer = static_cast<PlayerId>(O.To - 1);
        // Each permanent is shown as itself, or as face-down#ID when hidden
        // from this seat (a hidden "Name#1" must not touch "Name#12").
        json::Object Sent = parse(O);
        if (const json::Array *Field = Sent.getArray("battlefield"))
          for (const json::Value &P : *Field) {
            const json::Object &Perm = *P.getAsObject();
            auto Id = static_cast<runtime::ObjectId>(*Perm.getInteger("id"));
            bool Hidden = G->board().object(Id).FaceDown && G->controllerOf(Id) != Viewer;
            CHECK(Perm.getString("card")->str() ==
                  (Hidden ? "face-down#" + std::to_string(Id) : G->label(Id)));
          }
        for (const GameObject &X : G->board().objects()) {
          if (!X.FaceDown || (X.In != Zone::Battlefield && X.In != Zone::Stack) ||
              G->controllerOf(X.Id) == Viewer)
            continue;
          ++WhileHidden;
          // "Grim Haruspex#12", and not the start of "Grim Haruspex#123".
          std::string Label = G->label(X.Id);
          for (std::size_t At = O.Text.find(Label); At != std::string::npos;
               At = O.Text.find(Label, At + 1)) {
            std::size_t End = At + Label.size();
            bool LongerId = End < O.Text.size() && std::isdigit(static_cast<unsigned char>(O.Text[End]));
            CHECK(LongerId); // else the message names what the seat may not see
          }
        }
      }
    }
  }
  CHECK(WhileHidden > 0);
}
