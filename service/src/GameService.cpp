//===- GameService.cpp - Games players connect to, by message -------------===//
#include "strata/service/GameService.h"
#include "strata/service/StrictJson.h"

#include "strata/cards/Decks.h"
#include "strata/game/Decision.h"
#include "strata/game/PriorityStops.h"
#include "strata/runtime/CardDef.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <functional>
#include <random>
#include <utility>

namespace strata::service {
using namespace runtime;
namespace json = llvm::json;

/// One hosted game and who sits at it.
struct GameService::Hosted {
  std::string Id;
  std::unique_ptr<game::Game> G;
  std::unique_ptr<game::AiPlayer> Ai;
  bool AiSeat[2] = {false, false};
  std::optional<ClientId> Client[2]; ///< connected now
  std::string Token[2];              ///< proves a seat on reconnect
  bool Claimed[2] = {false, false};  ///< joined once: the token is needed
  std::string Decks[2];
  std::uint64_t Seed = 0;
  std::size_t Recorded = 0; ///< answers already in the record
  bool HasHeader = false;
  bool ClaimsRecorded[2] = {false, false};
  /// A seat's priority stops, once its player sets them ("stops"): the
  /// service passes for them where they do not want to be asked.
  std::optional<game::PriorityStops> Stops[2];
  ClientId Creator = 0;    ///< 0: none connected (restored)
  std::string CreatorAddress; ///< counted in GamesByAddress while it is hosted
  double LastActive = 0;   ///< when a player last sent anything for it
  bool RecordFailed = false; ///< the operator was told once
};

namespace {

std::string text(const json::Value &V) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << V;
  return S;
}

/// An error names what the client sent (an id, a JSON problem), which need
/// not be UTF-8, or is cut mid-character; JSON carries only UTF-8 (RFC 8259
/// 8.1), so bytes that are not are replaced by U+FFFD.
Outgoing error(ClientId To, std::string Message) {
  if (!json::isUTF8(Message))
    Message = json::fixUTF8(Message);
  return {To, text(json::Object{{"type", "error"}, {"message", std::move(Message)}})};
}

/// \p S for an error message: at most 40 characters of it (an id is echoed,
/// never a client's 16 KB of it).
std::string quoted(llvm::StringRef S) {
  return "'" + (S.size() <= 40 ? S.str() : S.take_front(40).str() + "...") + "'";
}

/// Compares a secret in a time that does not depend on where they differ.
bool sameSecret(llvm::StringRef A, llvm::StringRef B) {
  unsigned char Diff = A.size() != B.size();
  for (std::size_t I = 0; I < A.size(); ++I)
    Diff |= static_cast<unsigned char>(A[I] ^ (I < B.size() ? B[I] : 0));
  return Diff == 0;
}

/// What a game's id may be: its record's file name is "<id>.game", so no
/// '/', '.', or anything else a path gives meaning to.
bool validGameId(llvm::StringRef Id) {
  return !Id.empty() && Id.size() <= 64 &&
         llvm::all_of(Id, [](char C) { return llvm::isAlnum(C) || C == '-' || C == '_'; });
}

/// 128 random bits in hex.
std::string newToken(const std::function<std::uint64_t()> &Random) {
  std::uint64_t A = Random(), B = Random();
  char Buf[33];
  std::snprintf(Buf, sizeof Buf, "%016llx%016llx", static_cast<unsigned long long>(A),
                static_cast<unsigned long long>(B));
  return Buf;
}

std::uint64_t splitmix(std::uint64_t X) {
  X += 0x9e3779b97f4a7c15ULL;
  X = (X ^ (X >> 30)) * 0xbf58476d1ce4e5b9ULL;
  X = (X ^ (X >> 27)) * 0x94d049bb133111ebULL;
  return X ^ (X >> 31);
}

/// A game's seed: \p Creator's mixed with 64 random bits of the server's,
/// kept to 63 bits (a JSON integer in records and messages).
std::uint64_t gameSeed(std::uint64_t Creator, std::uint64_t Random) {
  return splitmix(Random ^ splitmix(Creator)) >> 1;
}

/// The decision's number: answers given so far, plus one.
std::int64_t decisionNumber(const game::Game &G) {
  return static_cast<std::int64_t>(G.answerLog().size()) + 1;
}

/// Replaces, in \p S, the label of every face-down object \p Viewer may not
/// identify (CR 708.5: only its controller may look at it).
std::string hide(const std::vector<std::pair<std::string, std::string>> &Hidden,
                 std::string S) {
  // A label ends with the object's id: "Grim Haruspex#1" is not the start
  // of "Grim Haruspex#12", which another object may be, visible.
  for (const auto &[Label, Shown] : Hidden)
    for (std::size_t At = S.find(Label); At != std::string::npos;) {
      std::size_t End = At + Label.size();
      if (End < S.size() && S[End] >= '0' && S[End] <= '9') {
        At = S.find(Label, End);
        continue;
      }
      S.replace(At, Label.size(), Shown);
      At = S.find(Label, At + Shown.size());
    }
  return S;
}

} // namespace

GameService::GameService(ServiceLimits Limits) : Limits(Limits) {
  Random = this->Limits.Random;
  if (!Random)
    Random = [Device = std::make_shared<std::random_device>()] {
      return (std::uint64_t((*Device)()) << 32) ^ (*Device)();
    };
}
GameService::~GameService() = default;

const game::Game *GameService::game(std::string_view Id) const {
  auto It = Games.find(Id);
  return It == Games.end() ? nullptr : It->second->G.get();
}

std::uint64_t GameService::seedOf(std::string_view Id) const {
  auto It = Games.find(Id);
  return It == Games.end() ? 0 : It->second->Seed;
}

void GameService::connect(ClientId C, std::string Address) {
  Clients[C].Address = std::move(Address);
}

void GameService::disconnect(ClientId C) {
  Clients.erase(C);
  for (auto &[Id, H] : Games) {
    for (auto &Seat : H->Client)
      if (Seat == C) {
        Seat.reset();
        H->LastActive = Clock;
      }
    if (H->Creator == C)
      H->Creator = 0;
  }
}

std::size_t GameService::tick(double Now) {
  Clock = std::max(Clock, Now);
  std::vector<std::string> Abandoned;
  for (auto &[Id, H] : Games) {
    if (H->LastActive < 0)
      H->LastActive = Clock; // restored
    if (!H->Client[0] && !H->Client[1] && Clock - H->LastActive > Limits.AbandonSeconds)
      Abandoned.push_back(Id);
  }
  for (const std::string &Id : Abandoned)
    retire(Id, "abandoned");
  return Abandoned.size();
}

std::vector<std::string> GameService::takeWarnings() { return std::exchange(Warnings, {}); }

void GameService::retire(const std::string &Id, const char *Why) {
  auto It = Games.find(Id);
  if (It == Games.end())
    return;
  Hosted &H = *It->second;
  record(H, Why);
  if (H.Creator)
    if (auto C = Clients.find(H.Creator); C != Clients.end() && C->second.Games)
      --C->second.Games;
  if (!H.CreatorAddress.empty())
    if (auto A = GamesByAddress.find(H.CreatorAddress);
        A != GamesByAddress.end() && --A->second == 0)
      GamesByAddress.erase(A);
  constexpr std::size_t kRemembered = 1024;
  if (Finished.size() < kRemembered)
    Finished.push_back(Id);
  else
    Finished[NextFinished++ % kRemembered] = Id;
  Games.erase(It);
}

std::vector<Outgoing> GameService::receive(ClientId From, std::string_view Text, double Now) {
  Clock = std::max(Clock, Now);
  ClientState &C = Clients[From];
  if (static_cast<std::int64_t>(Now) != static_cast<std::int64_t>(C.Second)) {
    C.Second = Now;
    C.InSecond = 0;
  }
  if (++C.InSecond > Limits.MaxMessagesPerSecond)
    return {error(From, "too many messages: at most " +
                            std::to_string(Limits.MaxMessagesPerSecond) +
                            " a second; this one was not read")};
  if (Text.size() > Limits.MaxMessageBytes)
    return {error(From, "a message of " + std::to_string(Text.size()) +
                            " bytes is over the limit of " +
                            std::to_string(Limits.MaxMessageBytes) + "; not read")};
  std::vector<Outgoing> Out;
  try {
    Out = handle(From, Text);
  } catch (const std::exception &E) {
    // A message that makes the engine throw must not end the server for
    // every other game; the operator is told.
    Warnings.push_back("client " + std::to_string(From) + ": a message failed: " + E.what());
    Out = {error(From, "the server could not act on this message")};
  }
  // A finished game leaves memory once its last views are out; its record
  // stays, closed.
  for (const std::string &Id : std::exchange(Ending, {}))
    retire(Id, "over");
  return Out;
}

std::vector<Outgoing> GameService::handle(ClientId From, std::string_view Text) {
  std::vector<Outgoing> Out;
  // Duplicate keys, fractional numbers and deep nesting are refused before
  // the parser sees them (StrictJson.h).
  if (std::optional<std::string> Problem = strictJsonProblem(Text, 16)) {
    Out.push_back(error(From, "malformed JSON: " + *Problem));
    return Out;
  }
  llvm::Expected<json::Value> Parsed = json::parse(Text);
  if (!Parsed) {
    Out.push_back(error(From, "malformed JSON: " + llvm::toString(Parsed.takeError())));
    return Out;
  }
  const json::Object *M = Parsed->getAsObject();
  if (!M) {
    Out.push_back(error(From, "a message is a JSON object with a \"type\""));
    return Out;
  }
  std::optional<llvm::StringRef> Type = M->getString("type");
  if (!Type) {
    Out.push_back(error(From, "a message needs \"type\": create, join, answer, cancel, stops or pass"));
    return Out;
  }

  if (*Type == "create") {
    // {"type":"create","decks":[A,B],"seed":N,"ai":[false,true]}
    if (!Limits.CreateKey.empty() &&
        !sameSecret(M->getString("key").value_or(""), Limits.CreateKey)) {
      Out.push_back(error(From, "this server creates games only with its \"key\""));
      return Out;
    }
    const json::Array *Decks = M->getArray("decks");
    std::optional<std::int64_t> Seed = M->getInteger("seed");
    if (!Decks || Decks->size() != 2 || !(*Decks)[0].getAsString() ||
        !(*Decks)[1].getAsString() || (M->get("seed") && (!Seed || *Seed < 0))) {
      Out.push_back(error(From, "create needs \"decks\" (two deck names), and \"seed\" if "
                                "given is a number from 0; the decks are: " +
                                    cards::deckNames()));
      return Out;
    }
    if (Games.size() >= Limits.MaxGames) {
      Out.push_back(error(From, "the server hosts at most " +
                                    std::to_string(Limits.MaxGames) + " games"));
      return Out;
    }
    if (Clients[From].Games >= Limits.MaxGamesPerClient) {
      Out.push_back(error(From, "a client may have at most " +
                                    std::to_string(Limits.MaxGamesPerClient) +
                                    " unfinished games it created"));
      return Out;
    }
    const std::string &Address = Clients[From].Address;
    if (!Address.empty()) {
      auto A = GamesByAddress.find(Address);
      if (A != GamesByAddress.end() && A->second >= Limits.MaxGamesPerAddress) {
        Out.push_back(error(From, "the clients of one address may have at most " +
                                      std::to_string(Limits.MaxGamesPerAddress) +
                                      " unfinished games they created"));
        return Out;
      }
    }
    // The deal is the server's: the creator's seed (optional) is mixed with
    // 64 bits of the server's randomness, so a game created with another
    // game's seed is a different deal (issue 29: the seed showed the
    // opponent's hand). Revealed in "over", once nothing is hidden.
    std::uint64_t GameSeed = gameSeed(static_cast<std::uint64_t>(Seed.value_or(0)), Random());
    std::string Error;
    auto G = cards::newGame({(*Decks)[0].getAsString()->str(), (*Decks)[1].getAsString()->str()},
                            GameSeed, Error);
    if (!G) {
      Out.push_back(error(From, Error));
      return Out;
    }
    auto H = std::make_unique<Hosted>();
    // 128 random bits: no one finds a game by counting (g1, g2, ...).
    do
      H->Id = "g" + newToken(Random);
    while (Games.count(H->Id));
    H->G = std::move(G);
    H->Decks[0] = (*Decks)[0].getAsString()->str();
    H->Decks[1] = (*Decks)[1].getAsString()->str();
    H->Seed = GameSeed;
    H->Ai = std::make_unique<game::AiPlayer>(GameSeed);
    if (const json::Array *Ai = M->getArray("ai"))
      for (std::size_t P = 0; P < 2 && P < Ai->size(); ++P)
        H->AiSeat[P] = (*Ai)[P].getAsBoolean().value_or(false);
    for (std::string &T : H->Token)
      T = newToken(Random);
    H->Creator = From;
    H->CreatorAddress = Address;
    H->LastActive = Clock;
    ++Clients[From].Games;
    if (!Address.empty())
      ++GamesByAddress[Address];
    H->G->start();
    std::string Id = H->Id;
    Hosted &Ref = *H;
    Games.emplace(Id, std::move(H));
    // The seats' tokens go to the creator alone: a seat is taken only with
    // its token, so the creator invites the other player by giving it.
    json::Array Tokens;
    for (int S = 0; S < 2; ++S)
      Tokens.push_back(Ref.AiSeat[S] ? json::Value(nullptr) : json::Value(Ref.Token[S]));
    Out.push_back({From, text(json::Object{
                             {"type", "created"}, {"game", Id}, {"tokens", std::move(Tokens)}})});
    advance(Ref, Out);
    return Out;
  }

  // Every other message names a game.
  std::optional<llvm::StringRef> GameId = M->getString("game");
  if (!GameId) {
    Out.push_back(error(From, quoted(*Type) + " needs \"game\", the game's id"));
    return Out;
  }
  auto It = Games.find(*GameId);
  if (It == Games.end()) {
    bool Over = std::find(Finished.begin(), Finished.end(), *GameId) != Finished.end();
    Out.push_back(error(From, Over ? "game " + quoted(*GameId) + " is over; nothing is asked"
                                   : "no game " + quoted(*GameId)));
    return Out;
  }
  Hosted &H = *It->second;
  H.LastActive = Clock;

  if (*Type == "join") {
    // {"type":"join","game":G,"seat":1|2[,"token":T]}
    std::optional<std::int64_t> Seat = M->getInteger("seat");
    if (!Seat || *Seat < 1 || *Seat > 2) {
      Out.push_back(error(From, "join needs \"seat\": 1 or 2"));
      return Out;
    }
    std::size_t S = static_cast<std::size_t>(*Seat - 1);
    if (H.AiSeat[S]) {
      Out.push_back(error(From, "seat " + std::to_string(*Seat) + " of " + H.Id +
                                    " is the AI's"));
      return Out;
    }
    // A seat is taken only with its token, issued to the game's creator
    // (an invitation): a stranger who learns a game's id cannot sit.
    std::optional<llvm::StringRef> Token = M->getString("token");
    if (!Token) {
      Out.push_back(error(From, "join needs the seat's \"token\" (the game's creator "
                                "received the seats' tokens)"));
      return Out;
    }
    if (!sameSecret(*Token, H.Token[S])) {
      Out.push_back(error(From, "wrong token for seat " + std::to_string(*Seat) + " of " +
                                    H.Id));
      return Out;
    }
    for (std::size_t Other = 0; Other < 2; ++Other)
      if (Other != S && H.Client[Other] == From) {
        Out.push_back(error(From, "this connection already plays seat " +
                                      std::to_string(Other + 1) + " of " + H.Id));
        return Out;
      }
    if (H.Client[S] && H.Client[S] != From)
      Out.push_back(error(*H.Client[S], "seat " + std::to_string(*Seat) + " of " + H.Id +
                                            " was taken over by a reconnect"));
    H.Claimed[S] = true;
    H.Client[S] = From;
    record(H);
    Out.push_back({From, text(json::Object{{"type", "joined"},
                                           {"game", H.Id},
                                           {"seat", *Seat},
                                           {"token", H.Token[S]}})});
    Out.push_back({From, view(H, static_cast<PlayerId>(S))});
    return Out;
  }

  if (*Type == "stops" || *Type == "pass") {
    std::optional<std::size_t> Seat;
    for (std::size_t S = 0; S < 2; ++S)
      if (H.Client[S] == From)
        Seat = S;
    if (!Seat) {
      Out.push_back(error(From, "join " + H.Id + " before setting stops"));
      return Out;
    }
    if (H.G->over()) {
      Out.push_back(error(From, "game " + H.Id + " is over; nothing is asked"));
      return Out;
    }
    if (*Type == "stops") {
      // {"type":"stops","game":G,"own":[steps],"theirs":[steps]} or "off": true
      if (M->getBoolean("off").value_or(false)) {
        H.Stops[*Seat].reset();
      } else {
        game::PriorityStops St;
        for (auto [Key, Own] : {std::pair{"own", true}, std::pair{"theirs", false}}) {
          const json::Array *Steps = M->getArray(Key);
          if (!Steps)
            continue; // that turn's default stops
          for (int K = 0; K < 13; ++K)
            St.setStop(Own, static_cast<game::Step>(K), false);
          for (const json::Value &V : *Steps) {
            std::optional<game::Step> Step =
                game::PriorityStops::parseStep(V.getAsString().value_or(""));
            if (!Step) {
              Out.push_back(error(From, std::string("\"") + Key + "\" lists steps: " +
                                            game::PriorityStops::stepNames()));
              return Out;
            }
            St.setStop(Own, *Step, true);
          }
        }
        H.Stops[*Seat] = St;
      }
    } else {
      // {"type":"pass","game":G,"decision":N,"until":"my-next-turn"|"change"}
      std::optional<llvm::StringRef> Until = M->getString("until");
      std::optional<std::int64_t> Number = M->getInteger("decision");
      const game::Decision &D = *H.G->pending();
      int Pass = game::PriorityStops::passIndex(*H.G);
      if (!Until || (*Until != "my-next-turn" && *Until != "change") || !Number) {
        Out.push_back(error(From, "pass needs \"decision\" and \"until\": my-next-turn or "
                                  "change"));
        return Out;
      }
      if (D.Player != *Seat || *Number != decisionNumber(*H.G) || Pass < 0) {
        Out.push_back(error(From, "decision " + std::to_string(*Number) +
                                      " is not your pending priority decision"));
        return Out;
      }
      if (!H.Stops[*Seat])
        H.Stops[*Seat].emplace();
      if (*Until == "my-next-turn")
        H.Stops[*Seat]->passUntilMyNextTurn(*H.G, D.Player);
      else
        H.Stops[*Seat]->passUntilSomethingChanges(*H.G);
      if (auto Refused = H.G->answer(Pass)) {
        Out.push_back(error(From, Refused->Message));
        return Out;
      }
    }
    advance(H, Out);
    return Out;
  }

  if (*Type == "answer" || *Type == "cancel") {
    // {"type":"answer","game":G,"decision":N,"option":I} / cancel without option
    std::optional<std::size_t> Seat;
    for (std::size_t S = 0; S < 2; ++S)
      if (H.Client[S] == From)
        Seat = S;
    if (!Seat) {
      Out.push_back(error(From, "join " + H.Id + " before answering"));
      return Out;
    }
    if (H.G->over()) {
      Out.push_back(error(From, "game " + H.Id + " is over; nothing is asked"));
      return Out;
    }
    const game::Decision &D = *H.G->pending();
    std::optional<std::int64_t> Number = M->getInteger("decision");
    if (!Number) {
      Out.push_back(error(From, "\"" + Type->str() + "\" needs \"decision\", the number of "
                                "the decision it answers"));
      return Out;
    }
    if (D.Player != *Seat) {
      Out.push_back(error(From, "decision " + std::to_string(decisionNumber(*H.G)) +
                                    " is Player " + std::to_string(D.Player + 1) +
                                    "'s to answer, not yours"));
      return Out;
    }
    if (*Number != decisionNumber(*H.G)) {
      Out.push_back(error(From, "decision " + std::to_string(*Number) +
                                    " is not pending; the pending decision is " +
                                    std::to_string(decisionNumber(*H.G))));
      return Out;
    }
    std::optional<game::Refusal> Refused;
    if (*Type == "cancel") {
      Refused = H.G->cancel();
    } else {
      std::optional<std::int64_t> Option = M->getInteger("option");
      if (!Option) {
        Out.push_back(error(From, "an answer needs \"option\", the index of a legal option"));
        return Out;
      }
      Refused = *Option < 0 || *Option > INT32_MAX
                    ? game::Refusal{"option " + std::to_string(*Option) + " is not one of " +
                                    std::to_string(D.Options.size())}
                    : H.G->answer(static_cast<int>(*Option));
    }
    if (Refused) {
      Out.push_back(error(From, Refused->Message));
      return Out;
    }
    advance(H, Out);
    return Out;
  }

  Out.push_back(error(From, "unknown message type " + quoted(*Type) +
                                "; the types are create, join, answer, cancel, stops and pass"));
  return Out;
}

void GameService::advance(Hosted &H, std::vector<Outgoing> &Out) {
  while (!H.G->over()) {
    PlayerId P = H.G->pending()->Player;
    int Index;
    if (H.AiSeat[P])
      Index = H.Ai->choose(*H.G);
    else if (H.Stops[P] && !H.Stops[P]->shouldAsk(*H.G))
      Index = game::PriorityStops::passIndex(*H.G); // not a stop of theirs
    else
      break;
    if (auto Refused = H.G->answer(Index))
      break; // cannot happen: both answer with a legal index
  }
  record(H);
  sendViews(H, Out);
  if (H.G->over())
    Ending.push_back(H.Id);
}

// A record, <RecordDir>/<id>.game: a header line (JSON: decks, seed, AI
// seats, tokens), then one line per event: an answer index, "cancel", or
// "claim N" when seat N is first joined; "over" or "abandoned" closes it (the
// game left memory and is not resumed). Appended, never rewritten, so a
// crash loses at most the line being written.
void GameService::record(Hosted &H, const char *Close) {
  if (Limits.RecordDir.empty())
    return;
  std::string Lines;
  if (!H.HasHeader) {
    Lines += text(json::Object{{"game", H.Id},
                               {"decks", json::Array{H.Decks[0], H.Decks[1]}},
                               {"seed", static_cast<std::int64_t>(H.Seed)},
                               {"ai", json::Array{H.AiSeat[0], H.AiSeat[1]}},
                               {"tokens", json::Array{H.Token[0], H.Token[1]}}}) +
             "\n";
    H.HasHeader = true;
  }
  for (int S = 0; S < 2; ++S)
    if (H.Claimed[S] && !H.ClaimsRecorded[S]) {
      Lines += "claim " + std::to_string(S + 1) + "\n";
      H.ClaimsRecorded[S] = true;
    }
  const std::vector<int> &Log = H.G->answerLog();
  for (; H.Recorded < Log.size(); ++H.Recorded)
    Lines += Log[H.Recorded] == game::Game::kCancelAnswer
                 ? std::string("cancel\n")
                 : std::to_string(Log[H.Recorded]) + "\n";
  if (Close)
    Lines += std::string(Close) + "\n";
  if (Lines.empty())
    return;
  std::string Path = Limits.RecordDir + "/" + H.Id + ".game";
  std::error_code EC;
  {
    llvm::raw_fd_ostream File(Path, EC, llvm::sys::fs::OF_Append);
    if (!EC) {
      File << Lines;
      File.close();
      EC = File.error();
      File.clear_error();
    }
  }
  // The game goes on; the operator is told once per game (the records
  // folder deleted or full: a restart would not resume it).
  if (EC && !H.RecordFailed) {
    H.RecordFailed = true;
    Warnings.push_back("cannot write " + Path + ": " + EC.message() +
                       "; game " + H.Id + " goes on unrecorded");
  }
}

std::size_t GameService::restore(std::string &Errors) {
  std::size_t Restored = 0;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Limits.RecordDir, EC), End; It != End && !EC;
       It.increment(EC)) {
    llvm::StringRef Path = It->path();
    if (!Path.endswith(".game"))
      continue;
    auto Bad = [&](const std::string &Why) { Errors += Path.str() + ": " + Why + "\n"; };
    // Opened without blocking and without following a link, then checked to
    // be a regular file: a FIFO named x.game must not stop the server
    // before it listens.
    int Fd = ::open(Path.str().c_str(), O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
    struct stat St;
    if (Fd < 0 || ::fstat(Fd, &St) != 0 || !S_ISREG(St.st_mode) ||
        St.st_size > 64 * 1024 * 1024) {
      Bad(Fd < 0 ? "cannot be read" : "not a regular file of at most 64 MiB; skipped");
      if (Fd >= 0)
        ::close(Fd);
      continue;
    }
    auto Buffer = llvm::MemoryBuffer::getOpenFile(Fd, Path, St.st_size);
    ::close(Fd);
    if (!Buffer) {
      Bad("cannot be read");
      continue;
    }
    llvm::SmallVector<llvm::StringRef> Lines;
    (*Buffer)->getBuffer().split(Lines, '\n', -1, /*KeepEmpty=*/false);
    if (Lines.empty()) {
      Bad("empty");
      continue;
    }
    if (Lines.back().trim() == "over" || Lines.back().trim() == "abandoned")
      continue; // closed: the game left memory
    llvm::Expected<json::Value> Header = json::parse(Lines[0]);
    const json::Object *Hd = Header ? Header->getAsObject() : nullptr;
    if (!Header)
      llvm::consumeError(Header.takeError());
    const json::Array *Decks = Hd ? Hd->getArray("decks") : nullptr;
    const json::Array *Tokens = Hd ? Hd->getArray("tokens") : nullptr;
    const json::Array *Ai = Hd ? Hd->getArray("ai") : nullptr;
    std::optional<llvm::StringRef> Id = Hd ? Hd->getString("game") : std::nullopt;
    std::optional<std::int64_t> Seed = Hd ? Hd->getInteger("seed") : std::nullopt;
    if (!Id || !Seed || !Decks || Decks->size() != 2 || !Tokens || Tokens->size() != 2 ||
        !Ai || Ai->size() != 2) {
      Bad("line 1 is not a game's header");
      continue;
    }
    // The id names the file the record is appended to: it must be the
    // file's own name, and a name a server gives (not "../outside").
    if (!validGameId(*Id) || llvm::sys::path::stem(Path) != *Id) {
      Bad("line 1 names game " + quoted(*Id) + ", not this file's");
      continue;
    }
    auto H = std::make_unique<Hosted>();
    H->Id = Id->str();
    H->Seed = static_cast<std::uint64_t>(*Seed);
    for (int S = 0; S < 2; ++S) {
      H->Decks[S] = (*Decks)[S].getAsString().value_or("").str();
      H->Token[S] = (*Tokens)[S].getAsString().value_or("").str();
      H->AiSeat[S] = (*Ai)[S].getAsBoolean().value_or(false);
    }
    std::string Error;
    H->G = cards::newGame({H->Decks[0], H->Decks[1]}, H->Seed, Error);
    if (!H->G) {
      Bad(Error);
      continue;
    }
    H->Ai = std::make_unique<game::AiPlayer>(H->Seed);
    H->G->start();
    bool Ok = true;
    for (std::size_t L = 1; L < Lines.size() && Ok; ++L) {
      llvm::StringRef Line = Lines[L].trim();
      unsigned N = 0;
      std::optional<game::Refusal> Refused;
      if (Line.consume_front("claim ")) {
        unsigned Seat = 0;
        Ok = !Line.getAsInteger(10, Seat) && (Seat == 1 || Seat == 2);
        if (Ok)
          H->Claimed[Seat - 1] = H->ClaimsRecorded[Seat - 1] = true;
      } else if (Line == "cancel") {
        Refused = H->G->cancel();
      } else if (!Line.getAsInteger(10, N)) {
        // The AI chooses again as it did, so its generator is where it was
        // and a restored game goes on exactly as it would have.
        if (!H->G->over() && H->AiSeat[H->G->pending()->Player] &&
            H->Ai->choose(*H->G) != static_cast<int>(N))
          Refused = game::Refusal{"the AI's answer differs from the record"};
        else
          Refused = H->G->answer(static_cast<int>(N));
      } else {
        Ok = false;
      }
      if (Refused || !Ok) {
        Bad("line " + std::to_string(L + 1) + " does not replay" +
            (Refused ? ": " + Refused->Message : std::string()));
        Ok = false;
      }
    }
    if (!Ok || H->G->over())
      continue; // an ended game whose record was not closed: not resumed
    H->HasHeader = true;
    H->LastActive = -1; // the next tick's time: the clock may differ
    H->Recorded = H->G->answerLog().size();
    Games.erase(H->Id);
    Games.emplace(H->Id, std::move(H));
    ++Restored;
  }
  if (EC)
    Errors += Limits.RecordDir + ": " + EC.message() + "\n";
  return Restored;
}

void GameService::sendViews(const Hosted &H, std::vector<Outgoing> &Out) const {
  for (std::size_t S = 0; S < 2; ++S)
    if (H.Client[S])
      Out.push_back({*H.Client[S], view(H, static_cast<PlayerId>(S))});
}

std::string GameService::view(const Hosted &H, PlayerId Viewer) const {
  const game::Game &G = *H.G;
  // Face-down objects the viewer does not control are shown by id only.
  std::vector<std::pair<std::string, std::string>> Hidden;
  for (const GameObject &O : G.board().objects())
    if (O.FaceDown && (O.In == Zone::Battlefield || O.In == Zone::Stack) &&
        G.controllerOf(O.Id) != Viewer)
      Hidden.push_back({G.label(O.Id), "face-down#" + std::to_string(O.Id)});
  auto Show = [&](std::string S) { return hide(Hidden, std::move(S)); };

  json::Array Players;
  for (int P = 0; P < G.numPlayers(); ++P) {
    json::Array Hand, Graveyard;
    int HandSize = 0;
    for (const GameObject &O : G.board().objects()) {
      if (O.Owner != P)
        continue;
      if (O.In == Zone::Hand) {
        ++HandSize;
        if (P == Viewer)
          Hand.push_back(G.label(O.Id));
      } else if (O.In == Zone::Graveyard) {
        Graveyard.push_back(G.label(O.Id));
      }
    }
    json::Object Player{{"name", G.player(static_cast<PlayerId>(P)).Name},
                        {"life", G.player(static_cast<PlayerId>(P)).Life},
                        {"library", static_cast<std::int64_t>(
                                        G.player(static_cast<PlayerId>(P)).Library.size())},
                        {"hand_size", HandSize},
                        {"graveyard", std::move(Graveyard)}};
    if (P == Viewer)
      Player["hand"] = std::move(Hand);
    Players.push_back(std::move(Player));
  }
  json::Array Battlefield;
  for (const GameObject &O : G.board().objects()) {
    if (O.In != Zone::Battlefield)
      continue;
    const CoreCharacteristics &C = G.characteristics(O.Id);
    json::Object Perm{{"id", O.Id},
                      {"card", Show(G.label(O.Id))},
                      {"controller", C.Controller + 1},
                      {"tapped", O.Tapped},
                      {"face_down", O.FaceDown}};
    if (G.layers().hasPowerToughness(O.Id)) {
      Perm["power"] = C.Power;
      Perm["toughness"] = C.Toughness;
    }
    Battlefield.push_back(std::move(Perm));
  }
  json::Array Stack;
  for (const game::StackItem &S : G.stack())
    Stack.push_back(Show(S.Label));

  json::Object V{{"type", "update"},
                 {"game", H.Id},
                 {"you", Viewer + 1},
                 {"turn", G.turnNumber()},
                 {"step", std::string(game::spec(G.step()).Name)},
                 {"active", G.activePlayer() + 1},
                 {"players", std::move(Players)},
                 {"battlefield", std::move(Battlefield)},
                 {"stack", std::move(Stack)}};
  if (G.over()) {
    char Hash[24];
    std::snprintf(Hash, sizeof Hash, "0x%016llx",
                  static_cast<unsigned long long>(G.stateHash()));
    V["over"] = json::Object{
        {"winner", G.winner() ? json::Value(*G.winner() + 1) : json::Value(nullptr)},
        {"hash", Hash},
        {"answers", static_cast<std::int64_t>(G.answerLog().size())},
        {"seed", static_cast<std::int64_t>(H.Seed)}};
  } else {
    const game::Decision &D = *G.pending();
    const game::WaitSpec &W = game::waitSpec(D.Kind);
    bool Yours = D.Player == Viewer;
    std::string Told(Yours ? W.ForYou : W.ForOthers);
    if (auto At = Told.find("{player}"); At != std::string::npos)
      Told.replace(At, 8, G.player(D.Player).Name);
    // CR 101.4: a choice every player makes before any of it happens.
    if (D.Together)
      Told += "; every player chooses before any of it happens (CR 101.4)";
    json::Object Dec{{"number", decisionNumber(G)},
                     {"player", D.Player + 1},
                     {"yours", Yours},
                     {"kind", game::name(D.Kind)},
                     {"state", std::string(W.Name)},
                     {"told", Told},
                     {"together", D.Together}};
    if (Yours) {
      json::Array Options;
      for (const game::Option &O : D.Options)
        Options.push_back(Show(O.Label));
      Dec["prompt"] = Show(D.Prompt);
      Dec["options"] = std::move(Options);
      Dec["cancellable"] = D.Cancellable;
    }
    V["decision"] = std::move(Dec);
  }
  return text(json::Value(std::move(V)));
}

} // namespace strata::service
