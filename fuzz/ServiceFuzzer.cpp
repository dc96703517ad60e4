//===- ServiceFuzzer.cpp - libFuzzer target: the game service's messages --===//
///
/// \file
/// One input is a conversation with service::GameService (docs/protocol.md),
/// one message a line, from four clients: a line "2{...}" comes from client
/// 2 (a line without a digit first from client 1); "!d" disconnects the
/// line's client, "!t" moves the clock on (abandoned games leave). In a
/// message, "$G" is the last game created and "$T1"/"$T2" its seats' tokens
/// (the ids and tokens are random to clients, deterministic here), "$N" the
/// number of the last decision anyone was told of. Each line moves the
/// clock 10 ms (the flood limit counts per second).
///
/// Checked for every message the service sends: it is a JSON object with a
/// "type"; an update never holds the hand of a player other than the one it
/// is for (CR 402.3), nor a decision's options for another player.
///
//===----------------------------------------------------------------------===//
#include "strata/service/GameService.h"

#include "strata/cards/CardLibrary.h"

#include "llvm/Support/JSON.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

using namespace strata;
namespace json = llvm::json;

namespace {

[[noreturn]] void broken(const char *Why, const std::string &Text) {
  std::fprintf(stderr, "ServiceFuzzer: %s: %.400s\n", Why, Text.c_str());
  std::abort();
}

void replace(std::string &S, std::string_view From, const std::string &To) {
  for (std::size_t At = S.find(From); At != std::string::npos; At = S.find(From, At + To.size()))
    S.replace(At, From.size(), To);
}

} // namespace

// The preset decks (strata_cards_api) look their cards up in the program's
// registry (strata_cards), which the link scans before them: a reference
// from here pulls the registry in, whatever order the archives come in.
[[gnu::used]] static auto *const RegistryLink = &strata::cards::findCard;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *Data, std::size_t Size) {
  service::ServiceLimits L;
  L.MaxGames = 6;
  L.MaxGamesPerClient = 2;
  L.AbandonSeconds = 2;
  std::uint64_t State = 1;
  L.Random = [&State] {
    // splitmix64: deterministic ids, tokens and deals, so a finding replays.
    std::uint64_t X = (State += 0x9e3779b97f4a7c15ULL);
    X = (X ^ (X >> 30)) * 0xbf58476d1ce4e5b9ULL;
    X = (X ^ (X >> 27)) * 0x94d049bb133111ebULL;
    return X ^ (X >> 31);
  };
  service::GameService S(L);
  std::string Game, Tokens[2], Number = "1";
  double Now = 0;
  std::string_view In(reinterpret_cast<const char *>(Data), Size);
  while (!In.empty()) {
    std::size_t End = In.find('\n');
    std::string Line(In.substr(0, End));
    In = End == std::string_view::npos ? std::string_view() : In.substr(End + 1);
    Now += 0.01;
    service::ClientId From = 1;
    if (!Line.empty() && Line[0] >= '1' && Line[0] <= '4') {
      From = static_cast<service::ClientId>(Line[0] - '0');
      Line.erase(0, 1);
    }
    if (Line == "!d") {
      S.disconnect(From);
      continue;
    }
    if (Line == "!t") {
      Now += 3;
      S.tick(Now);
      continue;
    }
    replace(Line, "$G", Game);
    replace(Line, "$T1", Tokens[0]);
    replace(Line, "$T2", Tokens[1]);
    replace(Line, "$N", Number);
    for (const service::Outgoing &O : S.receive(From, Line, Now)) {
      llvm::Expected<json::Value> V = json::parse(O.Text);
      if (!V) {
        llvm::consumeError(V.takeError());
        broken("a message that is not JSON", O.Text);
      }
      const json::Object *M = V->getAsObject();
      if (!M || !M->getString("type"))
        broken("a message without a type", O.Text);
      llvm::StringRef Type = *M->getString("type");
      if (Type == "created") {
        Game = M->getString("game").value_or("").str();
        if (const json::Array *T = M->getArray("tokens"))
          for (std::size_t I = 0; I < 2 && I < T->size(); ++I)
            Tokens[I] = (*T)[I].getAsString().value_or("").str();
      } else if (Type == "update") {
        std::int64_t You = M->getInteger("you").value_or(0);
        if (const json::Array *Ps = M->getArray("players"))
          for (std::size_t P = 0; P < Ps->size(); ++P)
            if (const json::Object *PO = (*Ps)[P].getAsObject();
                PO && PO->get("hand") && static_cast<std::int64_t>(P) + 1 != You)
              broken("an update shows another player's hand", O.Text);
        if (const json::Object *D = M->getObject("decision")) {
          if (std::optional<std::int64_t> N = D->getInteger("number"))
            Number = std::to_string(*N);
          if (D->get("options") && D->getInteger("player") != You)
            broken("an update shows another player's options", O.Text);
        }
      }
    }
  }
  return 0;
}
