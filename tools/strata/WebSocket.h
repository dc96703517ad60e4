//===- WebSocket.h - The game service over WebSocket ------------*- C++ -*-===//
///
/// \file
/// The network around service::GameService (docs/protocol.md), with
/// Boost.Beast: `strata serve` accepts WebSocket connections and passes
/// each text message to the service; `strata play --connect` is a player's
/// terminal client. Beast's headers stay in WebSocket.cpp, one translation
/// unit.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_TOOLS_WEBSOCKET_H
#define STRATA_TOOLS_WEBSOCKET_H

#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace strata::tool {

struct ServeOptions {
  std::string Address = "127.0.0.1";
  std::uint16_t Port = 0;   ///< 0: any free port
  std::string PortFile;     ///< where to write the port listened on
  /// Each game's record (its set-up and answers) is kept here, and the
  /// games recorded here are resumed when the server starts.
  std::string GamesDir;
  // What one client can cost, and all of them (docs/protocol.md, issue 29).
  std::uint64_t MaxGames = 10000;  ///< games in memory at once
  std::size_t GamesPerClient = 4;  ///< unfinished games one connection created
  double AbandonSeconds = 3600;    ///< a game no one connected plays leaves
  /// Connections at once (0: 1000, or the descriptor limit less 64 if lower);
  /// past it a new connection is closed at once.
  unsigned MaxConnections = 0;
  /// Connections at once from one address (0: a quarter of MaxConnections,
  /// at most 64): past it a new connection from there is closed at once,
  /// so one address cannot take every connection (decisions.md D126). An
  /// IPv6 address counts by its /64, which one subscriber usually holds.
  unsigned MaxConnectionsPerAddress = 0;
  /// Unfinished games the clients of one address may have created.
  std::size_t GamesPerAddress = 16;
  /// Reverse proxies (IP addresses): a connection from one of these is
  /// counted by the address its X-Forwarded-For header ends with, the
  /// client the proxy saw, and needs the header.
  std::vector<std::string> TrustedProxies;
  /// Bytes waiting to be sent to one client; past it the client, which does
  /// not read, is closed (1008).
  std::size_t SendQueueBytes = 256 * 1024;
  double HandshakeSeconds = 10; ///< to finish the opening (or closing) handshake
  double IdleSeconds = 300;     ///< silent this long (pinged at half): closed
  int MessagesPerSecond = 200;  ///< from one client; the rest refused unread
  /// The web pages' origins allowed to connect (lower case, as
  /// "https://example.org"); a handshake naming any other is refused (403).
  std::vector<std::string> AllowedOrigins;
  /// If not empty, "create" needs this "key".
  std::string CreateKey;
};

/// Reads a key (the first line of \p Path, at least 16 characters): the
/// server's key for creating games, on both sides.
bool readKeyFile(const std::string &Path, std::string &Key, std::string &Error);

/// Serves until interrupted (or until a fatal error: status 1).
int serve(const ServeOptions &O, llvm::raw_ostream &Log);

/// For the transport's fuzz target (fuzz/WebSocketFuzzer.cpp): \p Data is
/// sent on one new connection to a loopback server kept across calls (the
/// handshake, the frames, then the end of the stream); returns what the
/// server sent back once it closed the connection.
std::string serveBytesForFuzzing(std::string_view Data);

struct ConnectOptions {
  std::string Url;   ///< ws://host:port
  std::string Game;  ///< empty: create one (with Decks, Seed, AiSeat2)
  int Seat = 1;
  std::string Token; ///< the seat's (an invitation, or to reconnect)
  std::string CreateKey; ///< the server's key for creating, if it has one
  std::string Decks[2];
  std::uint64_t Seed = 1;
  bool AiSeat2 = false;
  bool StableNumbers = true; ///< else options go by their place (--numbers index)
};

/// A player's client: prints each update and reads answers (option
/// numbers, 'c' to cancel, 'q' to stop) from standard input. Returns the
/// exit status; prints the final state hash as `strata play` does.
int connectAndPlay(const ConnectOptions &O, llvm::raw_ostream &OS);

/// The load and loopback test: \p Games games at once on the server at
/// \p Url, game i with seed \p Seed + i between \p Decks, each seat a
/// connection answering seeded random legal options. Checks every game
/// ends, takes every answer once (none lost or repeated) and ends on the
/// state hash of the same answers given to a game in process; prints the
/// games per second. Status 1 if any game does not.
int loadTest(const std::string &Url, unsigned Games, std::uint64_t Seed,
             const std::string (&Decks)[2], const std::string &Key, llvm::raw_ostream &OS);

} // namespace strata::tool

#endif
