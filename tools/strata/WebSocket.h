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
  /// Bytes waiting to be sent to one client; past it the client, which does
  /// not read, is closed (1008).
  std::size_t SendQueueBytes = 256 * 1024;
  double HandshakeSeconds = 10; ///< to finish the opening (or closing) handshake
  double IdleSeconds = 60;      ///< silent this long (pinged at half): closed
};

/// Serves until interrupted (or until a fatal error: status 1).
int serve(const ServeOptions &O, llvm::raw_ostream &Log);

struct ConnectOptions {
  std::string Url;   ///< ws://host:port
  std::string Game;  ///< empty: create one (with Decks, Seed, AiSeat2)
  int Seat = 1;
  std::string Token; ///< to reconnect
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
             const std::string (&Decks)[2], llvm::raw_ostream &OS);

} // namespace strata::tool

#endif
