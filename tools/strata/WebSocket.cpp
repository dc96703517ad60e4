//===- WebSocket.cpp - The game service over WebSocket ---------------------===//
#include "WebSocket.h"
#include "Escape.h"

#include "strata/cards/Decks.h"
#include "strata/game/OptionNumbers.h"
#include "strata/game/Random.h"
#include "strata/service/GameService.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "strata/service/StrictJson.h"

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <deque>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <memory>

#include <sys/resource.h>

namespace strata::tool {
namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace http = beast::http;
using tcp = asio::ip::tcp;
namespace json = llvm::json;

namespace {

/// The largest message a client may send, in one frame or many: the
/// service's own limit. A longer one ends the connection with close code
/// 1009 (RFC 6455 7.4.1), from Beast, before it is read whole.
constexpr std::size_t kMaxMessage = 16 * 1024;

double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

std::chrono::steady_clock::duration seconds(double S) {
  return std::chrono::duration_cast<std::chrono::steady_clock::duration>(
      std::chrono::duration<double>(S));
}

/// RFC 6455 4.2.1: "a |Sec-WebSocket-Key| header field with a base64-encoded
/// value that, when decoded, is 16 bytes in length": 22 characters of the
/// alphabet, a last one carrying 2 bits (A, Q, g or w), then "==".
bool validKey(llvm::StringRef K) {
  auto B64 = [](char C) { return llvm::isAlnum(C) || C == '+' || C == '/'; };
  return K.size() == 24 && llvm::all_of(K.take_front(21), B64) &&
         llvm::StringRef("AQgw").contains(K[21]) && K.endswith("==");
}

/// Why the opening handshake \p R is refused (an HTTP status and a
/// reason), or nothing.
std::optional<std::pair<unsigned, std::string>>
checkUpgrade(const http::request<http::empty_body> &R, const ServeOptions &O) {
  if (!websocket::is_upgrade(R))
    return std::pair{400u, std::string("this server speaks WebSocket only (RFC 6455 4.1)")};
  // Exactly one key, valid (RFC 6455 4.2.1 item 5).
  auto Keys = R.equal_range(http::field::sec_websocket_key);
  if (std::distance(Keys.first, Keys.second) != 1 ||
      !validKey(llvm::StringRef(Keys.first->value().data(), Keys.first->value().size())))
    return std::pair{400u, std::string("Sec-WebSocket-Key is not base64 of 16 bytes "
                                       "(RFC 6455 4.2.1)")};
  // RFC 6455 4.2.1 item 6 / 10.2: a browser names the page's origin; a page
  // of any web site could otherwise drive a server on this machine. Only
  // the origins the operator allows connect (none by default); clients
  // that are not browsers send no Origin.
  for (auto It = R.find(http::field::origin); It != R.end() && It->name() == http::field::origin;
       ++It) {
    std::string Origin = llvm::StringRef(It->value().data(), It->value().size()).lower();
    if (llvm::find(O.AllowedOrigins, Origin) == O.AllowedOrigins.end())
      return std::pair{403u, "connections from web pages of origin '" +
                                 Origin.substr(0, 100) +
                                 "' are not allowed (strata serve --allow-origin)"};
  }
  return std::nullopt;
}

/// The address a client is counted by (D126): an IPv4 address as written;
/// an IPv6 address by its first 64 bits ("2001:db8:0:1::/64": one
/// subscriber is usually given a /64, so counting whole addresses would let
/// one client use 2^64 of them); an IPv4-mapped IPv6 address as IPv4.
std::string addressKey(const asio::ip::address &A) {
  if (A.is_v6() && A.to_v6().is_v4_mapped())
    return asio::ip::make_address_v4(asio::ip::v4_mapped, A.to_v6()).to_string();
  if (A.is_v4())
    return A.to_string();
  asio::ip::address_v6::bytes_type B = A.to_v6().to_bytes();
  std::fill(B.begin() + 8, B.end(), 0);
  return asio::ip::address_v6(B).to_string() + "/64";
}

/// The client address a trusted proxy names: the last entry of the last
/// X-Forwarded-For header (the address the proxy itself saw; entries before
/// it are the client's own claims), or nothing if there is none or it is
/// not an IP address.
std::optional<asio::ip::address> forwardedFor(const http::request<http::empty_body> &R) {
  llvm::StringRef Last;
  // (Beast has no field constant for it: matched by name, which it
  // compares without case.)
  for (auto It = R.find("X-Forwarded-For"); It != R.end() &&
                                            beast::iequals(It->name_string(), "X-Forwarded-For");
       ++It)
    Last = llvm::StringRef(It->value().data(), It->value().size());
  if (Last.empty())
    return std::nullopt;
  llvm::StringRef Entry = Last.contains(',') ? Last.rsplit(',').second : Last;
  beast::error_code Ec;
  asio::ip::address A = asio::ip::make_address(Entry.trim().str(), Ec);
  if (Ec)
    return std::nullopt;
  return A;
}

class Server;

/// One client connection: reads messages in turn and writes what the
/// service addresses to it, one write at a time (Beast's rule). Every
/// buffer handed to Beast lives in the session until the operation's
/// completion handler has run, and each handler holds the session alive:
/// nothing in flight is ever freed under the operation (issue 29).
class Session : public std::enable_shared_from_this<Session> {
public:
  /// \p ViaProxy: the peer is a trusted proxy; the client's address is
  /// read from the request (X-Forwarded-For) and admitted then.
  Session(tcp::socket Socket, Server &S, service::ClientId Id, bool ViaProxy);
  void start();
  void send(std::string Text);
  /// Ends the connection now (the server stops).
  void close();

private:
  void accepted();
  void read();
  void write();
  void overflow();
  /// The client is gone for the service (once).
  void gone();

  websocket::stream<beast::tcp_stream> Ws;
  Server &S;
  service::ClientId Id;
  beast::flat_buffer Buffer;
  http::request_parser<http::empty_body> Request;
  std::deque<std::string> Queue;
  std::size_t QueuedBytes = 0;
  asio::steady_timer Deadline; ///< ends a connection whose closing hangs
  bool ViaProxy;
  bool Open = false, Writing = false, Closing = false, Closed = false, Gone = false;
};

class Server {
public:
  Server(asio::io_context &Io, tcp::endpoint At, const ServeOptions &O, llvm::raw_ostream &Log)
      : Acceptor(Io, At), AcceptRetry(Io), Ticker(Io), O(O), Log(Log),
        Service(service::ServiceLimits{.MaxMessagesPerSecond = O.MessagesPerSecond,
                                       .MaxGames = O.MaxGames,
                                       .MaxGamesPerClient = O.GamesPerClient,
                                       .MaxGamesPerAddress = O.GamesPerAddress,
                                       .AbandonSeconds = O.AbandonSeconds,
                                       .RecordDir = O.GamesDir,
                                       .CreateKey = O.CreateKey}),
        PerAddressLimit(O.MaxConnectionsPerAddress
                            ? O.MaxConnectionsPerAddress
                            : std::clamp(O.MaxConnections / 4, 1u, 64u)) {
    for (const std::string &P : O.TrustedProxies)
      Proxies.push_back(asio::ip::make_address(P)); // checked by serve()
  }
  service::GameService &service() { return Service; }
  const ServeOptions &options() const { return O; }
  std::uint16_t port() const { return Acceptor.local_endpoint().port(); }
  std::size_t connections() const { return Sessions.size(); }
  void start() {
    accept();
    tick();
  }
  void stop() {
    beast::error_code Ignored;
    Acceptor.close(Ignored);
    AcceptRetry.cancel();
    Ticker.cancel();
    for (auto &[Id, W] : std::map(Sessions))
      if (auto Sn = W.lock())
        Sn->close();
  }
  void received(service::ClientId From, const std::string &Text) {
    for (service::Outgoing &Out : Service.receive(From, Text, now()))
      if (auto It = Sessions.find(Out.To); It != Sessions.end())
        if (auto Sn = It->second.lock())
          Sn->send(std::move(Out.Text));
    warnings();
  }
  void gone(service::ClientId Id) {
    Service.disconnect(Id);
    Sessions.erase(Id);
    if (auto It = AddressOf.find(Id); It != AddressOf.end()) {
      if (auto N = PerAddress.find(It->second); N != PerAddress.end() && --N->second == 0)
        PerAddress.erase(N);
      AddressOf.erase(It);
    }
  }
  /// Counts client \p Id against \p Address, unless that address has as
  /// many connections as it may (D126): then false, and nothing is counted.
  bool admit(service::ClientId Id, const std::string &Address) {
    unsigned &N = PerAddress[Address];
    if (N >= PerAddressLimit) {
      if (N == 0)
        PerAddress.erase(Address);
      if (now() - LastAddressNote > 10) {
        LastAddressNote = now();
        note(fmt::format("{} connections open from {}, the most one address may have "
                         "(--max-connections-per-address): new ones are refused",
                         N, Address));
      }
      return false;
    }
    ++N;
    AddressOf[Id] = Address;
    Service.connect(Id, Address);
    return true;
  }
  void note(const std::string &Line) {
    Log << "strata serve: " << Line << "\n";
    Log.flush();
  }

private:
  void accept() {
    Acceptor.async_accept([this](beast::error_code Ec, tcp::socket Socket) {
      if (Ec == asio::error::operation_aborted)
        return;
      if (Ec) {
        // Out of descriptors (EMFILE, ENFILE) or buffers: the connection
        // stays in the listen backlog, so accepting again at once fails at
        // once, for ever (a busy loop). Back off, up to a second.
        if (Ec == asio::error::no_descriptors || Ec == asio::error::no_buffer_space ||
            Ec == asio::error::no_memory || Ec.value() == ENFILE) {
          Backoff = std::min(1.0, Backoff == 0 ? 0.05 : Backoff * 2);
          if (now() - LastAcceptNote > 10) {
            LastAcceptNote = now();
            note("cannot accept a connection: " + Ec.message() + "; retrying in " +
                 fmt::format("{:.2f}", Backoff) + " s (" + std::to_string(Sessions.size()) +
                 " connections open)");
          }
          AcceptRetry.expires_after(seconds(Backoff));
          AcceptRetry.async_wait([this](beast::error_code Ec) {
            if (!Ec)
              accept();
          });
          return;
        }
        return accept(); // that client went away (ECONNABORTED): the next
      }
      Backoff = 0;
      if (Sessions.size() >= O.MaxConnections) {
        // Full: this connection is closed at once, so the descriptors left
        // stay free (the records, the listening socket).
        beast::error_code Ignored;
        Socket.close(Ignored);
        if (now() - LastFullNote > 10) {
          LastFullNote = now();
          note(fmt::format("{} connections open, the most allowed (--max-connections): "
                           "new ones are closed",
                           Sessions.size()));
        }
        return accept();
      }
      // One address may hold a share of the connections only; a trusted
      // proxy's connections are counted by the client it names, once its
      // request is read (Session::accepted).
      beast::error_code PeerError;
      tcp::endpoint Peer = Socket.remote_endpoint(PeerError);
      if (PeerError) {
        beast::error_code Ignored;
        Socket.close(Ignored);
        return accept(); // it went away
      }
      bool ViaProxy = llvm::is_contained(Proxies, Peer.address());
      if (!ViaProxy && !admit(NextClient, addressKey(Peer.address()))) {
        beast::error_code Ignored;
        Socket.close(Ignored);
        ++NextClient;
        return accept();
      }
      auto Sn = std::make_shared<Session>(std::move(Socket), *this, NextClient, ViaProxy);
      Sessions[NextClient++] = Sn;
      Sn->start();
      accept();
    });
  }
  /// Every second: abandoned games leave memory; the service's warnings
  /// reach the log.
  void tick() {
    Ticker.expires_after(std::chrono::seconds(1));
    Ticker.async_wait([this](beast::error_code Ec) {
      if (Ec)
        return;
      Service.tick(now());
      warnings();
      tick();
    });
  }
  void warnings() {
    for (const std::string &W : Service.takeWarnings())
      note("warning: " + W);
  }

  tcp::acceptor Acceptor;
  asio::steady_timer AcceptRetry, Ticker;
  const ServeOptions &O;
  llvm::raw_ostream &Log;
  service::GameService Service;
  std::map<service::ClientId, std::weak_ptr<Session>> Sessions;
  service::ClientId NextClient = 1;
  double Backoff = 0, LastAcceptNote = -100, LastFullNote = -100, LastAddressNote = -100;
  unsigned PerAddressLimit;
  std::vector<asio::ip::address> Proxies;
  std::map<std::string, unsigned> PerAddress;          ///< connections open, by address
  std::map<service::ClientId, std::string> AddressOf; ///< the address each is counted by
};

Session::Session(tcp::socket Socket, Server &S, service::ClientId Id, bool ViaProxy)
    : Ws(std::move(Socket)), S(S), Id(Id), Deadline(Ws.get_executor()), ViaProxy(ViaProxy) {}

void Session::start() {
  // One small message each way per answer: no waiting to batch them.
  beast::error_code Ignored;
  beast::get_lowest_layer(Ws).socket().set_option(tcp::no_delay(true), Ignored);
  // The opening handshake (RFC 6455 4.2.1) must arrive within the
  // handshake timeout, or the connection is closed: a half-open connection
  // holds a descriptor for that long at most.
  const ServeOptions &O = S.options();
  beast::get_lowest_layer(Ws).expires_after(seconds(O.HandshakeSeconds));
  Request.header_limit(8 * 1024);
  Request.body_limit(0);
  http::async_read(Ws.next_layer(), Buffer, Request,
                   [Self = shared_from_this()](beast::error_code Ec, std::size_t) {
                     if (Ec)
                       return Self->close();
                     Self->accepted();
                   });
}

void Session::accepted() {
  const ServeOptions &O = S.options();
  // Bytes read past the request are not the first message: a client sends
  // nothing more before the server's response (RFC 6455 4.1), and the
  // buffer is the messages' from here.
  Buffer.consume(Buffer.size());
  auto Refused = checkUpgrade(Request.get(), O);
  if (!Refused && ViaProxy) {
    // Through a trusted proxy: the client is the address the proxy names.
    if (std::optional<asio::ip::address> Client = forwardedFor(Request.get()); !Client)
      Refused = std::pair{400u, std::string("a connection through a proxy (strata serve "
                                            "--trusted-proxy) needs X-Forwarded-For naming "
                                            "the client's address")};
    else if (!S.admit(Id, addressKey(*Client)))
      Refused = std::pair{503u, std::string("too many connections from this address "
                                            "(strata serve --max-connections-per-address)")};
  }
  if (Refused) {
    // Refused with an HTTP status (RFC 6455 4.2.2: "If the server chooses not
    // to accept the connection, it MUST return an appropriate HTTP error").
    auto Res = std::make_shared<http::response<http::string_body>>(
        static_cast<http::status>(Refused->first), Request.get().version());
    Res->set(http::field::content_type, "text/plain");
    Res->body() = Refused->second + "\n";
    Res->keep_alive(false);
    Res->prepare_payload();
    http::async_write(Ws.next_layer(), *Res,
                      [Self = shared_from_this(), Res](beast::error_code, std::size_t) {
                        Self->close();
                      });
    return;
  }
  beast::get_lowest_layer(Ws).expires_never();
  // From here Beast's own timeouts: the rest of the opening handshake and
  // the closing one within the handshake timeout; a client that sends
  // nothing for half the idle timeout is pinged, and closed if it still
  // sends nothing (not even the pong, RFC 6455 5.5.3) by the end of it.
  websocket::stream_base::timeout T{};
  T.handshake_timeout = seconds(O.HandshakeSeconds);
  T.idle_timeout = seconds(O.IdleSeconds);
  T.keep_alive_pings = true;
  Ws.set_option(T);
  Ws.read_message_max(kMaxMessage);
  Ws.async_accept(Request.get(), [Self = shared_from_this()](beast::error_code Ec) {
    if (Ec)
      return Self->close();
    Self->Open = true;
    Self->read();
  });
}

void Session::read() {
  Ws.async_read(Buffer, [Self = shared_from_this()](beast::error_code Ec, std::size_t) {
    if (Ec)
      return Self->close();
    std::string Text = beast::buffers_to_string(Self->Buffer.data());
    Self->Buffer.consume(Self->Buffer.size());
    if (Self->Closing)
      return Self->read(); // waiting for the close handshake: nothing is answered
    if (!Self->Ws.got_text())
      Self->send(R"({"type":"error","message":"messages are text frames holding JSON"})");
    else
      Self->S.received(Self->Id, Text);
    Self->read();
  });
}

void Session::send(std::string Text) {
  if (!Open || Closing)
    return;
  // A client that does not read what it is sent would make the server hold
  // it all: past the bound, the connection is closed (1008).
  if (QueuedBytes + Text.size() > S.options().SendQueueBytes)
    return overflow();
  QueuedBytes += Text.size();
  Queue.push_back(std::move(Text));
  if (!Writing)
    write();
}

void Session::write() {
  Writing = true;
  Ws.text(true);
  Ws.async_write(asio::buffer(Queue.front()),
                 [Self = shared_from_this()](beast::error_code Ec, std::size_t) {
                   // Only now may the message written leave the queue.
                   Self->Writing = false;
                   Self->QueuedBytes -= Self->Queue.front().size();
                   Self->Queue.pop_front();
                   if (Ec || Self->Closed)
                     return Self->close();
                   if (Self->Closing)
                     return Self->overflow();
                   if (!Self->Queue.empty())
                     Self->write();
                 });
}

void Session::overflow() {
  if (!Closing) {
    Closing = true;
    gone(); // its seats wait for a reconnect, as after any disconnect
    // Nothing more is sent but the close frame; the message being written
    // (the queue's front) stays until its handler runs.
    while (Queue.size() > (Writing ? 1u : 0u)) {
      QueuedBytes -= Queue.back().size();
      Queue.pop_back();
    }
    // If the client never reads, the write in flight never ends: the
    // connection ends anyway after the handshake timeout.
    Deadline.expires_after(seconds(S.options().HandshakeSeconds));
    Deadline.async_wait([Self = shared_from_this()](beast::error_code Ec) {
      if (!Ec)
        Self->close();
    });
    S.note(fmt::format("client {}: the send queue is over {} bytes (it does not read); "
                       "closed (1008)",
                       Id, S.options().SendQueueBytes));
  }
  if (Writing || Closed)
    return; // after the write in flight (its handler calls here again)
  // RFC 6455 7.4.1: 1008, a message that violates the server's policy.
  Ws.async_close(websocket::close_reason(websocket::close_code::policy_error,
                                         "send queue full: this client does not read"),
                 [Self = shared_from_this()](beast::error_code) { Self->close(); });
}

void Session::gone() {
  if (Gone)
    return;
  Gone = true;
  S.gone(Id);
}

void Session::close() {
  gone();
  if (Closed)
    return;
  Closed = true;
  Open = false;
  Deadline.cancel();
  // The queue is never cleared here: its front may be in flight, and Beast's
  // async_write reads it until its completion handler runs (which holds this
  // session alive). It goes with the session, after the last handler.
  // Closing the socket makes the pending operations complete.
  beast::get_lowest_layer(Ws).close();
}

/// The largest message a client takes from a server (an update is a few KB).
constexpr std::size_t kMaxServerMessage = 1 << 20;

/// A message from the server, checked before anything reads it (a server
/// may be hostile): JSON the protocol takes, an object with a "type"; an
/// update's parts of the types the client reads. Nothing, with \p Error,
/// otherwise.
std::optional<json::Object> parseFromServer(const std::string &Text, std::string &Error) {
  if (std::optional<std::string> Problem = service::strictJsonProblem(Text, 64)) {
    Error = "malformed JSON: " + *Problem;
    return std::nullopt;
  }
  llvm::Expected<json::Value> V = json::parse(Text);
  if (!V) {
    Error = "malformed JSON: " + llvm::toString(V.takeError());
    return std::nullopt;
  }
  const json::Object *M = V->getAsObject();
  if (!M || !M->getString("type")) {
    Error = "a message that is not a JSON object with a \"type\"";
    return std::nullopt;
  }
  if (M->getString("type") != llvm::StringRef("update"))
    return *M;
  auto Objects = [](const json::Value *A) {
    const json::Array *Arr = A ? A->getAsArray() : nullptr;
    return !A || (Arr && llvm::all_of(*Arr, [](const json::Value &X) { return X.getAsObject(); }));
  };
  auto Strings = [](const json::Value *A) {
    const json::Array *Arr = A ? A->getAsArray() : nullptr;
    return Arr && llvm::all_of(*Arr, [](const json::Value &X) { return X.getAsString(); });
  };
  std::string Bad;
  if (!Objects(M->get("players")) || !Objects(M->get("battlefield")))
    Bad = "\"players\" and \"battlefield\" are lists of objects";
  else if (const json::Array *Ps = M->getArray("players"))
    for (const json::Value &P : *Ps)
      if (const json::Value *H = P.getAsObject()->get("hand"); H && !Strings(H))
        Bad = "a hand is a list of strings";
  const json::Object *D = M->getObject("decision");
  if (Bad.empty() && M->get("decision") && !D)
    Bad = "\"decision\" is an object";
  if (Bad.empty() && D) {
    std::optional<std::int64_t> Number = D->getInteger("number");
    if (!Number || *Number < 1)
      Bad = "a decision has a \"number\" from 1";
    else if (D->getBoolean("yours").value_or(false) &&
             (!Strings(D->get("options")) || D->getArray("options")->empty()))
      Bad = "a decision of yours has \"options\", a list of strings";
  }
  if (Bad.empty() && !D && !M->getObject("over"))
    Bad = "an update has a \"decision\" or is \"over\"";
  if (!Bad.empty()) {
    Error = "an update the client cannot read: " + Bad;
    return std::nullopt;
  }
  return *M;
}

/// A blocking client connection.
struct Client {
  asio::io_context Io;
  websocket::stream<tcp::socket> Ws{Io};

  bool open(const std::string &Url, std::string &Error) {
    llvm::StringRef U(Url);
    if (!U.consume_front("ws://")) {
      Error = "the server's address is ws://HOST:PORT, not '" + Url + "'";
      return false;
    }
    auto [Host, Port] = U.split(':');
    Port = Port.split('/').first;
    try {
      tcp::resolver R(Io);
      asio::connect(Ws.next_layer(), R.resolve(Host.str(), Port.str()));
      Ws.next_layer().set_option(tcp::no_delay(true));
      Ws.read_message_max(kMaxServerMessage);
      // A server that accepts and never answers the handshake must not hold
      // the client for ever: the handshake runs for 15 s at most (then
      // the game's blocking reads wait as long as the game does).
      std::optional<beast::error_code> Done;
      Ws.async_handshake(Host.str() + ":" + Port.str(), "/",
                         [&](beast::error_code Ec) { Done = Ec; });
      Io.run_for(std::chrono::seconds(15));
      if (!Done) {
        beast::error_code Ignored;
        Ws.next_layer().close(Ignored);
        Io.restart();
        Io.run();
        Error = "cannot connect to " + Url + ": no WebSocket handshake in 15 s";
        return false;
      }
      Io.restart();
      if (*Done)
        throw beast::system_error(*Done);
    } catch (const std::exception &E) {
      Error = "cannot connect to " + Url + ": " + E.what();
      return false;
    }
    return true;
  }
  void send(const json::Value &V) {
    std::string S;
    llvm::raw_string_ostream OS(S);
    OS << V;
    OS.flush();
    Ws.text(true);
    Ws.write(asio::buffer(S));
  }
  std::optional<json::Object> receive(std::string &Error) {
    beast::flat_buffer B;
    beast::error_code Ec;
    Ws.read(B, Ec);
    if (Ec) {
      Error = "the connection closed: " + Ec.message();
      return std::nullopt;
    }
    std::string Text = beast::buffers_to_string(B.data());
    std::optional<json::Object> M = parseFromServer(Text, Error);
    if (!M)
      Error = "the server sent " + Error;
    return M;
  }
};

void printUpdate(const json::Object &U, llvm::raw_ostream &OS) {
  OS << fmt::format("\n-- turn {}, {} (Player {} active) --\n", U.getInteger("turn").value_or(0),
                    escape::text(U.getString("step").value_or("")),
                    U.getInteger("active").value_or(0));
  if (const json::Array *Ps = U.getArray("players"))
    for (const json::Value &PV : *Ps) {
      const json::Object &P = *PV.getAsObject();
      OS << fmt::format("{}: {} life, library {}, hand {}\n",
                        escape::text(P.getString("name").value_or("")),
                        P.getInteger("life").value_or(0),
                        P.getInteger("library").value_or(0),
                        P.getInteger("hand_size").value_or(0));
      if (const json::Array *H = P.getArray("hand")) {
        std::string Hand;
        for (const json::Value &C : *H)
          Hand += (Hand.empty() ? "" : ", ") + escape::text(C.getAsString().value_or(""));
        OS << "  your hand: " << (Hand.empty() ? "-" : Hand) << "\n";
      }
    }
  std::string Field;
  if (const json::Array *Bf = U.getArray("battlefield"))
    for (const json::Value &V : *Bf) {
      const json::Object &O = *V.getAsObject();
      Field += fmt::format("{}{} (P{}{})", Field.empty() ? "" : ", ",
                           escape::text(O.getString("card").value_or("")),
                           O.getInteger("controller").value_or(0),
                           O.getBoolean("tapped").value_or(false) ? ", tapped" : "");
    }
  OS << "battlefield: " << (Field.empty() ? "-" : Field) << "\n";
}

/// One game of a load run: its two seats' connections and what they sent.
class LoadSeat;

struct LoadGame {
  std::uint64_t Seed;
  std::string Id;
  std::string Token[2]; ///< the seats' tokens, from "created"
  std::vector<std::weak_ptr<LoadSeat>> Seats;
  std::string Key;      ///< the server's key for creating, if any
  std::map<std::int64_t, int> Answers; ///< decision number -> option sent
  int Sent = 0, Duplicates = 0, Errors = 0;
  std::optional<json::Object> Over;
  std::string FirstError;
};

/// A seat's connection in a load run, answering seeded random options.
class LoadSeat : public std::enable_shared_from_this<LoadSeat> {
public:
  LoadSeat(asio::io_context &Io, LoadGame &G, int Seat, std::function<void()> OnCreated,
           std::function<void()> OnDone)
      : Ws(Io), Resolver(Io), Retry(Io), G(G), Seat(Seat), Pick(G.Seed * 2 + Seat),
        OnCreated(std::move(OnCreated)), OnDone(std::move(OnDone)) {}

  void start(const std::string &Host, const std::string &Port, std::vector<std::string> Decks) {
    this->Decks = std::move(Decks);
    G.Seats.push_back(weak_from_this());
    // A server that never answers the handshake, or goes silent (not even
    // answering pings), ends the seat instead of holding it for ever.
    websocket::stream_base::timeout T{};
    T.handshake_timeout = std::chrono::seconds(15);
    T.idle_timeout = std::chrono::seconds(60);
    T.keep_alive_pings = true;
    Ws.set_option(T);
    Resolver.async_resolve(Host, Port, [Self = shared_from_this(), Host, Port](
                                           beast::error_code Ec, tcp::resolver::results_type R) {
      if (Ec)
        return Self->fail("resolve: " + Ec.message());
      asio::async_connect(Self->Ws.next_layer(), R,
                          [Self, Host, Port](beast::error_code Ec, const tcp::endpoint &) {
                            if (Ec)
                              return Self->fail("connect: " + Ec.message());
                            beast::error_code Ignored;
                            Self->Ws.next_layer().set_option(tcp::no_delay(true), Ignored);
                            Self->Ws.read_message_max(kMaxServerMessage);
                            Self->Ws.async_handshake(
                                Host + ":" + Port, "/", [Self](beast::error_code Ec) {
                                  if (Ec)
                                    return Self->fail("handshake: " + Ec.message());
                                  Self->opened();
                                });
                          });
    });
  }

private:
  void opened() {
    if (G.Id.empty()) {
      json::Object Create{{"type", "create"},
                          {"decks", json::Array{Decks[0], Decks[1]}},
                          {"seed", static_cast<std::int64_t>(G.Seed)}};
      if (!G.Key.empty())
        Create["key"] = G.Key;
      send(json::Value(std::move(Create)));
    } else {
      join();
    }
    read();
  }
  void join() {
    send(json::Object{{"type", "join"}, {"game", G.Id}, {"seat", Seat}, {"token", G.Token[Seat - 1]}});
  }
  void read() {
    Ws.async_read(Buffer, [Self = shared_from_this()](beast::error_code Ec, std::size_t) {
      if (Ec)
        return Self->fail("read: " + Ec.message());
      std::string Text = beast::buffers_to_string(Self->Buffer.data());
      Self->Buffer.consume(Self->Buffer.size());
      if (Self->handle(Text))
        Self->read();
    });
  }
  /// False when this connection is done.
  bool handle(const std::string &Text) {
    std::string Error;
    std::optional<json::Object> Parsed = parseFromServer(Text, Error);
    if (!Parsed) {
      fail("the server sent " + Error);
      return false;
    }
    const json::Object &M = *Parsed;
    llvm::StringRef Type = M.getString("type").value_or("");
    if (Type == "created") {
      const json::Array *Tokens = M.getArray("tokens");
      if (!M.getString("game") || !Tokens || Tokens->size() != 2 || !(*Tokens)[0].getAsString() ||
          !(*Tokens)[1].getAsString()) {
        fail("a 'created' without \"game\" and two seat \"tokens\"");
        return false;
      }
      G.Id = M.getString("game")->str();
      for (int S = 0; S < 2; ++S)
        G.Token[S] = (*Tokens)[S].getAsString()->str();
      join();
      OnCreated();
      return true;
    }
    if (Type == "error") {
      // The server's flood limit did not read the answer: send it again in
      // the next second (else this seat waits for ever).
      llvm::StringRef Message = M.getString("message").value_or("");
      if (Message.startswith("too many messages") && LastAnswer) {
        Retry.expires_after(std::chrono::milliseconds(1100));
        Retry.async_wait([Self = shared_from_this()](beast::error_code Ec) {
          if (!Ec && !Self->Done && Self->LastAnswer)
            Self->send(*Self->LastAnswer);
        });
        return true;
      }
      // Before "created", an error is the create refused (a server's
      // limit, its key): this game will not be, and waiting would be for
      // ever (the server's pings keep the connection open).
      if (G.Id.empty()) {
        fail("the server did not create the game: " + Message.str());
        return false;
      }
      ++G.Errors;
      if (G.FirstError.empty())
        G.FirstError = Message.str();
      return true;
    }
    if (Type != "update")
      return true;
    if (const json::Object *Over = M.getObject("over")) {
      if (Seat == 1)
        G.Over = *Over;
      beast::error_code Ec;
      Ws.close(websocket::close_code::normal, Ec);
      OnDone();
      return false;
    }
    const json::Object *D = M.getObject("decision");
    if (!D || !D->getBoolean("yours").value_or(false))
      return true;
    std::int64_t Number = *D->getInteger("number");
    if (Number <= Answered)
      return true; // an update for a decision already answered
    Answered = Number;
    int Options = static_cast<int>(D->getArray("options")->size());
    int I = Options <= 1 ? 0 : Pick.below(Options);
    if (!G.Answers.emplace(Number, I).second)
      ++G.Duplicates;
    ++G.Sent;
    LastAnswer =
        json::Object{{"type", "answer"}, {"game", G.Id}, {"decision", Number}, {"option", I}};
    send(*LastAnswer);
    return true;
  }
  void send(json::Value V) {
    std::string S;
    llvm::raw_string_ostream OS(S);
    OS << V;
    OS.flush();
    Queue.push_back(std::move(S));
    if (Queue.size() == 1)
      write();
  }
  void write() {
    Ws.text(true);
    Ws.async_write(asio::buffer(Queue.front()),
                   [Self = shared_from_this()](beast::error_code Ec, std::size_t) {
                     if (Ec)
                       return Self->fail("write: " + Ec.message());
                     Self->Queue.pop_front();
                     if (!Self->Queue.empty())
                       Self->write();
                   });
  }
  void fail(const std::string &Why) {
    if (Done)
      return;
    Done = true;
    ++G.Errors;
    if (G.FirstError.empty())
      G.FirstError = "seat " + std::to_string(Seat) + ": " + Why;
    OnDone();
    // The game cannot end now: its other seat stops too.
    for (const std::weak_ptr<LoadSeat> &W : G.Seats)
      if (auto Other = W.lock(); Other && Other.get() != this)
        Other->abort();
    abort();
  }
  void abort() {
    Done = true;
    beast::error_code Ignored;
    Retry.cancel();
    Resolver.cancel();
    Ws.next_layer().close(Ignored);
  }

  websocket::stream<tcp::socket> Ws;
  tcp::resolver Resolver;
  asio::steady_timer Retry; ///< resends an answer the flood limit refused
  std::optional<json::Value> LastAnswer;
  beast::flat_buffer Buffer;
  std::deque<std::string> Queue;
  LoadGame &G;
  int Seat;
  game::Random Pick;
  std::function<void()> OnCreated, OnDone;
  std::vector<std::string> Decks;
  std::int64_t Answered = 0;
  bool Done = false;
};

} // namespace

bool readKeyFile(const std::string &Path, std::string &Key, std::string &Error) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer) {
    Error = "cannot read the key file " + Path + ": " + Buffer.getError().message();
    return false;
  }
  Key = (*Buffer)->getBuffer().split('\n').first.trim().str();
  if (Key.size() < 16) {
    Error = "the key in " + Path + " is shorter than 16 characters";
    return false;
  }
  return true;
}

int serve(const ServeOptions &Options, llvm::raw_ostream &Log) {
  ServeOptions O = Options;
  // Connections are bounded below the descriptors the process may open, so
  // that accepting never runs out of them in the normal course (the records
  // and the listening socket need some too).
  if (O.MaxConnections == 0) {
    O.MaxConnections = 1000;
    if (rlimit R; getrlimit(RLIMIT_NOFILE, &R) == 0 && R.rlim_cur != RLIM_INFINITY)
      O.MaxConnections = static_cast<unsigned>(
          std::clamp<rlim_t>(R.rlim_cur > 64 ? R.rlim_cur - 64 : 1, 1, O.MaxConnections));
  }
  // Start-up problems are errors with status 2, before anything is served:
  // a server that would lose every record, or whose port nobody learns,
  // must not run as if it were fine.
  beast::error_code AddressError;
  asio::ip::address Address = asio::ip::make_address(O.Address, AddressError);
  if (AddressError) {
    Log << "strata serve: error: --address '" << O.Address
        << "' is not an IP address (such as 127.0.0.1, 0.0.0.0 or ::1)\n";
    return 2;
  }
  for (const std::string &P : O.TrustedProxies) {
    beast::error_code Ec;
    asio::ip::make_address(P, Ec);
    if (Ec) {
      Log << "strata serve: error: --trusted-proxy '" << P
          << "' is not an IP address (the proxy's, such as 127.0.0.1)\n";
      return 2;
    }
  }
  if (!O.GamesDir.empty()) {
    if (std::error_code EC = llvm::sys::fs::create_directories(O.GamesDir)) {
      Log << "strata serve: error: cannot create the games folder " << O.GamesDir << ": "
          << EC.message() << "\n";
      return 2;
    }
    if (!llvm::sys::fs::is_directory(O.GamesDir)) {
      Log << "strata serve: error: --games-dir " << O.GamesDir << " is not a folder\n";
      return 2;
    }
    if (llvm::sys::fs::access(O.GamesDir, llvm::sys::fs::AccessMode::Write)) {
      Log << "strata serve: error: the games folder " << O.GamesDir
          << " is not writable: its records could not be kept\n";
      return 2;
    }
  }
  try {
    asio::io_context Io;
    std::unique_ptr<Server> Listening;
    try {
      Listening = std::make_unique<Server>(Io, tcp::endpoint(Address, O.Port), O, Log);
    } catch (const std::exception &E) {
      Log << "strata serve: error: cannot listen on " << O.Address << " port " << O.Port << ": "
          << E.what() << "\n";
      return 1;
    }
    Server &S = *Listening;
    if (!O.GamesDir.empty()) {
      std::string Errors;
      std::size_t N = S.service().restore(Errors);
      Log << Errors;
      Log << fmt::format("strata serve: resumed {} game{} from {}\n", N, N == 1 ? "" : "s",
                         O.GamesDir);
    }
    S.start();
    if (!O.PortFile.empty()) {
      std::ofstream PortFile(O.PortFile);
      PortFile << S.port() << "\n";
      PortFile.close();
      if (!PortFile) {
        Log << "strata serve: error: cannot write the port to " << O.PortFile << "\n";
        return 2;
      }
    }
    Log << fmt::format("strata serve: listening on ws://{}:{}\n", O.Address, S.port());
    Log.flush();
    asio::signal_set Signals(Io, SIGINT, SIGTERM);
    Signals.async_wait([&](beast::error_code, int) {
      S.stop();
      Io.stop();
    });
    Io.run();
    Log << fmt::format("strata serve: stopped ({} game{} in memory)\n",
                       S.service().numGames(), S.service().numGames() == 1 ? "" : "s");
    return 0;
  } catch (const std::exception &E) {
    Log << "strata serve: error: " << E.what() << "\n";
    return 1;
  }
}

std::string serveBytesForFuzzing(std::string_view Data) {
  // One server for the process (as libFuzzer runs inputs), with small
  // bounds: the games it holds are few and leave within a second.
  static ServeOptions O = [] {
    ServeOptions O;
    O.MaxGames = 8;
    O.GamesPerClient = 2;
    O.AbandonSeconds = 0.5;
    O.MaxConnections = 16;
    O.MaxConnectionsPerAddress = 16; // every connection is from loopback
    O.SendQueueBytes = 64 * 1024;
    O.HandshakeSeconds = 2;
    O.IdleSeconds = 4;
    O.AllowedOrigins = {"https://allowed.example"};
    return O;
  }();
  static asio::io_context Io;
  static llvm::raw_null_ostream Null;
  static Server S(Io, tcp::endpoint(asio::ip::make_address("127.0.0.1"), 0), O, Null);
  static bool Started = (S.start(), true);
  (void)Started;
  // All of it asynchronous, in this thread's loop with the server's: a
  // blocking call would wait for a server that cannot run meanwhile (and
  // libFuzzer's timer interrupts blocking calls). As a client must (RFC
  // 6455 4.1), the upgrade request (up to its blank line) goes first, the
  // rest once the server's response has come.
  std::size_t HeadEnd = Data.find("\r\n\r\n");
  std::string_view Head = HeadEnd == std::string_view::npos ? Data : Data.substr(0, HeadEnd + 4);
  std::string_view Rest = Data.substr(Head.size());
  tcp::socket Client(Io);
  std::string Received;
  std::array<char, 4096> Chunk;
  bool Done = false, RestSent = Rest.empty();
  auto Finish = [&] {
    beast::error_code Ignored;
    Client.shutdown(tcp::socket::shutdown_send, Ignored);
  };
  std::function<void()> ReadMore = [&] {
    Client.async_read_some(asio::buffer(Chunk), [&](beast::error_code Ec, std::size_t N) {
      Received.append(Chunk.data(), N);
      if (Ec || Received.size() > (16u << 20)) {
        Done = true;
        return;
      }
      if (!RestSent && Received.find("\r\n\r\n") != std::string::npos) {
        RestSent = true;
        asio::async_write(Client, asio::buffer(Rest.data(), Rest.size()),
                          [&](beast::error_code Ec, std::size_t) {
                            if (!Ec)
                              Finish();
                          });
      }
      ReadMore();
    });
  };
  Client.async_connect(
      tcp::endpoint(asio::ip::make_address("127.0.0.1"), S.port()), [&](beast::error_code Ec) {
        if (Ec) {
          Done = true;
          return;
        }
        asio::async_write(Client, asio::buffer(Head.data(), Head.size()),
                          [&](beast::error_code Ec, std::size_t) {
                            if (!Ec && Rest.empty())
                              Finish();
                          });
        ReadMore();
      });
  Io.restart();
  while (!Done && Io.run_one())
    ;
  // The client's operations end before their locals do.
  beast::error_code Ignored;
  Client.close(Ignored);
  while (Io.poll_one())
    ;
  return Received;
}

int connectAndPlay(const ConnectOptions &O, llvm::raw_ostream &OS) {
  auto C = std::make_unique<Client>();
  std::string Error;
  if (!C->open(O.Url, Error)) {
    escape::err() << "strata play: error: " << Error << "\n";
    return 2;
  }
  std::string Game = O.Game, Token = O.Token;
  try {
    if (Game.empty()) {
      json::Object Create{{"type", "create"},
                          {"decks", json::Array{O.Decks[0], O.Decks[1]}},
                          {"seed", static_cast<std::int64_t>(O.Seed)},
                          {"ai", json::Array{false, O.AiSeat2}}};
      if (!O.CreateKey.empty())
        Create["key"] = O.CreateKey;
      C->send(json::Value(std::move(Create)));
      auto M = C->receive(Error);
      if (!M || M->getString("type") != llvm::StringRef("created")) {
        escape::err() << "strata play: error: "
                     << (M ? M->getString("message").value_or("no game created").str() : Error)
                     << "\n";
        return 2;
      }
      const json::Array *Tokens = M->getArray("tokens");
      if (!M->getString("game") || !Tokens || Tokens->size() != 2 ||
          !(*Tokens)[O.Seat - 1].getAsString()) {
        escape::err() << "strata play: error: the server's 'created' has no \"game\" and seat "
                        "\"tokens\"\n";
        return 1;
      }
      // The id and tokens go into a command the player runs or passes on
      // (the invitation below): only letters, digits, '-' and '_', so a
      // hostile server cannot put shell syntax there.
      auto plain = [](llvm::StringRef S) {
        return !S.empty() && S.size() <= 128 &&
               llvm::all_of(S, [](char Ch) { return llvm::isAlnum(Ch) || Ch == '-' || Ch == '_'; });
      };
      bool Plain = plain(*M->getString("game"));
      for (const json::Value &T : *Tokens)
        if (std::optional<llvm::StringRef> S = T.getAsString())
          Plain = Plain && plain(*S);
      if (!Plain) {
        escape::err() << "strata play: error: the server's 'created' has a game id or token "
                        "that is not letters and digits: not used\n";
        return 1;
      }
      Game = M->getString("game")->str();
      Token = (*Tokens)[O.Seat - 1].getAsString()->str();
      OS << "game " << Game << "\n";
      // The other seat is taken only with its token: the invitation.
      if (std::optional<llvm::StringRef> Other = (*Tokens)[2 - O.Seat].getAsString())
        OS << fmt::format("invite the other player: strata play --connect {} --game {} "
                          "--seat {} --token {}\n",
                          O.Url, Game, 3 - O.Seat, Other->str());
    }
    json::Object Join{{"type", "join"}, {"game", Game}, {"seat", O.Seat}, {"token", Token}};
    C->send(json::Value(std::move(Join)));
    bool Joined = false;
    int Reconnects = 0;
    // The server closes a connection silent past its idle timeout, and a
    // player thinking at the prompt does not read (nor answer its pings):
    // the seat waits, so a new connection takes it again with its token.
    auto reconnect = [&] {
      if (!Joined || Token.empty() || ++Reconnects > 5)
        return false;
      auto Again = std::make_unique<Client>();
      std::string E;
      if (!Again->open(O.Url, E))
        return false;
      C = std::move(Again);
      C->send(json::Object{{"type", "join"}, {"game", Game}, {"seat", O.Seat}, {"token", Token}});
      OS << "\n(the connection had closed: reconnected to seat " << O.Seat << " with its token)\n";
      return true;
    };
    auto answerWith = [&](const json::Value &V) {
      try {
        C->send(V);
      } catch (const std::exception &) {
        if (!reconnect())
          throw;
        C->send(V); // the decision is still pending: the answer stands
      }
    };
    std::optional<json::Object> Last; // the last update that asked this player
    // Prompts for an answer to \p U's decision and sends it; true when the
    // player stops (q or the end of input: the seat waits for a reconnect).
    // Numbers that stay with their option across prompts, as in `strata
    // play` (game::OptionNumbers): the decision rebuilt from the message.
    game::OptionNumbers Numbers;
    auto decisionOf = [](const json::Object &D) {
      game::Decision Dec;
      llvm::StringRef Kind = D.getString("kind").value_or("");
      for (const game::WaitSpec &W : game::kWaitStates)
        if (Kind == game::name(W.Kind))
          Dec.Kind = W.Kind;
      if (const json::Array *Opts = D.getArray("options"))
        for (const json::Value &O : *Opts)
          Dec.Options.push_back({O.getAsString().value_or("").str(), 0});
      return Dec;
    };
    auto ask = [&](const json::Object &U) {
      const json::Object *D = U.getObject("decision");
      OS << escape::text(D->getString("prompt").value_or("")) << "\n";
      game::Decision Dec = decisionOf(*D);
      std::vector<int> Shown(Dec.Options.size());
      for (std::size_t I = 0; I < Shown.size(); ++I)
        Shown[I] = static_cast<int>(I);
      if (O.StableNumbers)
        Shown = Numbers.numbers(Dec);
      for (std::size_t I = 0; I < Dec.Options.size(); ++I)
        OS << fmt::format("  {}: {}\n", Shown[I], escape::text(Dec.Options[I].Label));
      if (D->getBoolean("cancellable").value_or(false))
        OS << "  c: cancel (back to before this cast; nothing is paid)\n";
      std::int64_t Number = *D->getInteger("number");
      for (;;) {
        OS << "> ";
        OS.flush();
        std::string Line;
        if (!std::getline(std::cin, Line))
          return true;
        llvm::StringRef T = llvm::StringRef(Line).trim();
        if (T == "q")
          return true;
        if (T == "c") {
          answerWith(json::Object{{"type", "cancel"}, {"game", Game}, {"decision", Number}});
          return false;
        }
        unsigned N = 0;
        int Index = T.getAsInteger(10, N) || N > INT32_MAX ? -1
                    : O.StableNumbers ? Numbers.indexOf(Dec, static_cast<int>(N))
                    : N < Dec.Options.size() ? static_cast<int>(N)
                                              : -1;
        if (Index < 0) {
          OS << "refused: '" << T << "' is not the number of an option\n";
          continue;
        }
        answerWith(json::Object{{"type", "answer"},
                            {"game", Game},
                            {"decision", Number},
                            {"option", static_cast<std::int64_t>(Index)}});
        return false;
      }
    };
    for (;;) {
      auto M = C->receive(Error);
      if (!M && !C->Ws.is_open() && reconnect())
        continue;
      if (!M) {
        escape::err() << "strata play: error: " << Error << "\n";
        return 1;
      }
      llvm::StringRef Type = M->getString("type").value_or("");
      if (Type == "joined") {
        Joined = true;
        OS << fmt::format("joined {} as seat {}; token {}\n", Game, O.Seat,
                          escape::text(M->getString("token").value_or("")));
        continue;
      }
      if (Type == "error") {
        std::string Message = M->getString("message").value_or("").str();
        OS << "refused: " << escape::text(Message) << "\n";
        if (!Joined)
          return 2; // could not take the seat
        if (Last && ask(*Last))
          return 0;
        continue;
      }
      if (Type != "update")
        continue;
      if (const json::Object *Over = M->getObject("over")) {
        printUpdate(*M, OS);
        std::optional<std::int64_t> W = Over->getInteger("winner");
        OS << (W ? fmt::format("== Player {} wins\n", *W) : std::string("== a draw\n"));
        // The server's seed, told now that nothing is hidden: `strata play
        // --seed` with the same answers plays the same game.
        if (std::optional<std::int64_t> Seed = Over->getInteger("seed"))
          OS << "game seed: " << *Seed << "\n";
        OS << "state hash: " << escape::text(Over->getString("hash").value_or("")) << "\n";
        return 0;
      }
      const json::Object *D = M->getObject("decision");
      if (!D || !D->getBoolean("yours").value_or(false))
        continue;
      Last = *M;
      printUpdate(*M, OS);
      if (ask(*Last))
        return 0;
    }
  } catch (const std::exception &E) {
    escape::err() << "strata play: error: " << E.what() << "\n";
    return 1;
  }
}

int loadTest(const std::string &Url, unsigned Games, std::uint64_t Seed,
             const std::string (&Decks)[2], const std::string &Key, llvm::raw_ostream &OS) {
  llvm::StringRef U(Url);
  if (!U.consume_front("ws://") || !U.contains(':')) {
    escape::err() << "strata play: error: the server's address is ws://HOST:PORT\n";
    return 2;
  }
  auto [Host, Port] = U.split(':');
  std::string H = Host.str(), P = Port.split('/').first.str();
  asio::io_context Io;
  std::vector<std::unique_ptr<LoadGame>> All;
  unsigned Finished = 0;
  auto Start = std::chrono::steady_clock::now();
  for (unsigned I = 0; I < Games; ++I) {
    All.push_back(std::make_unique<LoadGame>());
    LoadGame &G = *All.back();
    G.Seed = Seed + I;
    G.Key = Key;
    auto Done = [&Finished] { ++Finished; };
    std::vector<std::string> D = {Decks[0], Decks[1]};
    // Seat 1's connection creates the game; seat 2's connects once it exists.
    auto First = std::make_shared<LoadSeat>(Io, G, 1, [&Io, &G, H, P, D, Done] {
      std::make_shared<LoadSeat>(Io, G, 2, [] {}, Done)->start(H, P, D);
    }, Done);
    First->start(H, P, D);
  }
  Io.run();
  double Seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
  // Every game: over, every answer taken once (the game's count is what the
  // seats sent, none lost or repeated), and its end the same as the same
  // answers given to a game in process.
  unsigned Bad = 0;
  std::uint64_t Answers = 0;
  for (const auto &G : All) {
    std::string Why;
    if (!G->Over)
      Why = "did not end" + (G->FirstError.empty() ? "" : ": " + G->FirstError);
    else if (G->Errors || G->Duplicates)
      Why = fmt::format("{} errors ({}), {} duplicates", G->Errors, G->FirstError,
                        G->Duplicates);
    else if (G->Over->getInteger("answers") != static_cast<std::int64_t>(G->Sent))
      Why = fmt::format("the game took {} answers, the seats sent {}",
                        G->Over->getInteger("answers").value_or(-1), G->Sent);
    else {
      // The deal was the server's seed, told once the game is over.
      std::string Error;
      std::uint64_t Dealt = static_cast<std::uint64_t>(G->Over->getInteger("seed").value_or(0));
      auto Local = cards::newGame({Decks[0], Decks[1]}, Dealt, Error);
      Local->start();
      for (auto &[N, I] : G->Answers)
        if (Local->answer(I))
          break;
      char Hash[24];
      std::snprintf(Hash, sizeof Hash, "0x%016llx",
                    static_cast<unsigned long long>(Local->stateHash()));
      if (!Local->over() || G->Over->getString("hash") != llvm::StringRef(Hash))
        Why = fmt::format("ends on {} by message, {} in process",
                          G->Over->getString("hash").value_or("").str(), Hash);
    }
    Answers += G->Sent;
    if (!Why.empty()) {
      ++Bad;
      if (Bad <= 5)
        escape::err() << fmt::format("strata play: error: game {} (seed {}): {}\n", G->Id,
                                    G->Seed, Why);
    }
  }
  OS << fmt::format("{} games over WebSocket, seeds {} to {}: {} answers, {} games ended "
                    "as in process; {:.2f} s, {:.1f} games/s, {:.0f} answers/s\n",
                    Games, Seed, Seed + Games - 1, Answers, Games - Bad, Seconds,
                    Games / Seconds, Answers / Seconds);
  return Bad ? 1 : 0;
}

} // namespace strata::tool
