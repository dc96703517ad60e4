//===- GameService.h - Games players connect to, by message ----*- C++ -*-===//
///
/// \file
/// The game server's core, apart from any network: clients send JSON
/// messages (docs/protocol.md) and receive JSON messages. It hosts games
/// between preset decks, seats clients and the built-in AI, sends each
/// player only their own view (their hand; the opponent's hand size; a
/// face-down permanent's identity only to its controller), takes answers
/// and cancels for the pending decision, and refuses, changing nothing,
/// every message it cannot act on: malformed JSON, an unknown type or
/// field, an answer for another player or another decision, a message for
/// a game that is over, a flood. A transport (a WebSocket server) passes
/// each received text here with the sender's id and delivers what comes
/// back.
///
/// Each decision has a number, the count of answers given so far plus one:
/// an answer names the number it answers, so a late or repeated answer is
/// refused rather than applied to the next decision.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_SERVICE_GAMESERVICE_H
#define STRATA_SERVICE_GAMESERVICE_H

#include "strata/game/AiPlayer.h"
#include "strata/game/Game.h"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace strata::service {

/// A connected client, as the transport numbers them.
using ClientId = std::uint64_t;

/// A message for one client.
struct Outgoing {
  ClientId To;
  std::string Text; ///< one JSON object
};

struct ServiceLimits {
  std::size_t MaxMessageBytes = 16 * 1024;
  /// A client sending more than this many messages in one second has the
  /// extra ones refused (a flood), unread.
  int MaxMessagesPerSecond = 200;
  /// Games in memory at once. Finished games leave memory as they end (their
  /// record stays); so do abandoned ones (below).
  std::size_t MaxGames = 10000;
  /// Unfinished games one client (connection) may have created at once.
  std::size_t MaxGamesPerClient = 4;
  /// Unfinished games the clients of one address (connect()) may have
  /// created, counted until each game ends or is abandoned, whether or not
  /// its creator is still connected: a client that creates games and
  /// reconnects, again and again, is bounded by this (decisions.md D126).
  std::size_t MaxGamesPerAddress = 16;
  /// A game no connected player has sent anything to for this long (seconds)
  /// is abandoned: it leaves memory, and its record is closed (not resumed).
  double AbandonSeconds = 3600;
  /// Where each game's record is kept (empty: in memory only). A game's
  /// record is its set-up (decks, seed, AI seats, seat tokens) and its
  /// answer log, appended as answers come; restore() rebuilds the games
  /// from it, so a restarted server resumes every game.
  std::string RecordDir;
  /// If not empty, "create" needs "key" equal to it (a server on a network
  /// hosts games only for who has its key).
  std::string CreateKey;
  /// Where game ids, seat tokens and deals come from (empty: the system's
  /// random device). Fuzzers and tests give a deterministic one.
  std::function<std::uint64_t()> Random;
};

class GameService {
public:
  explicit GameService(ServiceLimits Limits = {});
  ~GameService();

  /// Client \p From sent \p Text at \p Now (seconds, any monotonic clock:
  /// the flood limit counts per second). Returns what to send, and to whom.
  std::vector<Outgoing> receive(ClientId From, std::string_view Text, double Now);
  /// Client \p C connected from \p Address (the transport's name for where
  /// it is, as "192.0.2.1" or "2001:db8::/64"): the games it creates count
  /// against that address (ServiceLimits::MaxGamesPerAddress). A client
  /// never named here counts against no address.
  void connect(ClientId C, std::string Address);
  /// Client \p C is gone: its seats wait for a reconnect (join with the
  /// seat's token); the games go on.
  void disconnect(ClientId C);
  /// The time is \p Now (the clock of receive()): abandoned games leave
  /// memory (ServiceLimits::AbandonSeconds). The server calls it every second
  /// or so. Returns the number of games that left.
  std::size_t tick(double Now);
  /// What went wrong that only the operator can fix (a record that cannot be
  /// written), one line each, since the last call.
  std::vector<std::string> takeWarnings();

  /// Rebuilds every game recorded in Limits.RecordDir by replaying its
  /// answers (a game whose record does not replay is reported and left
  /// out). Seats that were claimed stay claimed: players reconnect with
  /// their tokens. Returns the number of games restored; problems in
  /// \p Errors, one per line.
  std::size_t restore(std::string &Errors);

  /// The game \p Id, for tests and the server's own use.
  const game::Game *game(std::string_view Id) const;
  /// The seed game \p Id was dealt with (the server's; 0 for no such game):
  /// for tests, which play the same game in process.
  std::uint64_t seedOf(std::string_view Id) const;
  std::size_t numGames() const { return Games.size(); }

private:
  struct Hosted;
  struct ClientState {
    double Second = -1;
    int InSecond = 0;
    std::size_t Games = 0; ///< unfinished games it created
    std::string Address;   ///< where it connected from (connect())
  };
  std::vector<Outgoing> handle(ClientId From, std::string_view Text);
  /// \p H is over or abandoned: its record is closed with \p Why ("over",
  /// "abandoned") and it leaves memory.
  void retire(const std::string &Id, const char *Why);
  /// After any change: the AI seats answer, then every seated client gets
  /// its view.
  void advance(Hosted &H, std::vector<Outgoing> &Out);
  void sendViews(const Hosted &H, std::vector<Outgoing> &Out) const;
  /// Appends to \p H's record what it does not hold yet, then \p Close
  /// ("over", "abandoned") if given.
  void record(Hosted &H, const char *Close = nullptr);
  std::string view(const Hosted &H, runtime::PlayerId Viewer) const;

  ServiceLimits Limits;
  std::map<std::string, std::unique_ptr<Hosted>, std::less<>> Games;
  std::map<ClientId, ClientState> Clients;
  /// Unfinished games created from each address (only those above zero).
  std::map<std::string, std::size_t, std::less<>> GamesByAddress;
  double Clock = 0; ///< the latest Now seen
  std::vector<std::string> Ending; ///< games that ended while handling a message
  /// Games that ended, so a late message is told so (the last 1024 only).
  std::vector<std::string> Finished;
  std::size_t NextFinished = 0;
  std::vector<std::string> Warnings;
  std::function<std::uint64_t()> Random;
};

} // namespace strata::service

#endif
