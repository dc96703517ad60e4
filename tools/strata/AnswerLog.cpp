//===- AnswerLog.cpp - The answer log `strata play --log` writes -----------===//
#include "AnswerLog.h"
#include "OutputFile.h"

#include "strata/game/Game.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/LineIterator.h"

#include <fmt/format.h>

#include <climits>

namespace strata::tool {

namespace {
constexpr llvm::StringLiteral kMagic = "strata-answer-log";
constexpr int kVersion = 1;
} // namespace

std::string formatAnswerLog(const AnswerLog &L) {
  std::string S = "# strata answer log: `strata replay FILE` replays it (docs/play.md)\n";
  S += fmt::format("{} {}\n", kMagic.str(), kVersion);
  S += fmt::format("seed {}\n", L.Setup.Seed);
  S += fmt::format("deck1 {}\ndeck2 {}\n", L.Setup.Decks[0], L.Setup.Decks[1]);
  S += fmt::format("seat1 {}\nseat2 {}\n", name(L.Setup.Seats[0]), name(L.Setup.Seats[1]));
  S += "answers\n";
  for (int A : L.Answers)
    S += A == game::Game::kCancelAnswer ? std::string("cancel\n") : fmt::format("{}\n", A);
  if (L.FinalHash)
    S += fmt::format("hash 0x{:016x}\n", *L.FinalHash);
  return S;
}

bool writeAnswerLog(llvm::StringRef Path, const AnswerLog &L, std::string &Error) {
  Error = writeOutputFile(Path, formatAnswerLog(L));
  return Error.empty();
}

namespace {

/// Reads one log, reporting the first error with its position.
class Parser {
public:
  Parser(const llvm::MemoryBuffer &Buf, llvm::StringRef FileName, llvm::raw_ostream &Errs)
      : Buf(Buf), FileName(FileName), Errs(Errs) {}

  std::optional<AnswerLog> parse();

private:
  /// Reports at column \p At (a pointer into the current line).
  std::nullopt_t error(const char *At, const std::string &Message) {
    unsigned Col = static_cast<unsigned>(At - LineStart) + 1;
    Errs << fmt::format("{}:{}:{}: error: {}\n", FileName.str(), LineNo, Col, Message);
    return std::nullopt;
  }
  bool header(llvm::StringRef Key, llvm::StringRef Value, AnswerLog &L);

  const llvm::MemoryBuffer &Buf;
  llvm::StringRef FileName;
  llvm::raw_ostream &Errs;
  const char *LineStart = nullptr;
  unsigned LineNo = 1;
};

/// The header keys, in the order they are written.
constexpr llvm::StringLiteral kKeys[] = {"seed", "deck1", "deck2", "seat1", "seat2"};

bool Parser::header(llvm::StringRef Key, llvm::StringRef Value, AnswerLog &L) {
  if (Key == "seed") {
    unsigned long long Seed = 0;
    if (Value.getAsInteger(10, Seed)) {
      error(Value.data(), fmt::format("the seed must be a decimal number from 0 to {}, "
                                      "not '{}'",
                                      UINT64_MAX, Value.str()));
      return false;
    }
    L.Setup.Seed = Seed;
    return true;
  }
  if (Key == "deck1" || Key == "deck2") {
    int P = Key == "deck1" ? 0 : 1;
    L.Setup.Decks[static_cast<std::size_t>(P)] = Value.str();
    L.DeckLocs[P] = {LineNo, static_cast<unsigned>(Value.data() - LineStart) + 1};
    return true;
  }
  SeatKind &Seat = L.Setup.Seats[Key == "seat1" ? 0 : 1];
  if (Value == "human")
    Seat = SeatKind::Human;
  else if (Value == "ai")
    Seat = SeatKind::Ai;
  else {
    error(Value.data(), fmt::format("a seat is 'human' or 'ai', not '{}'", Value.str()));
    return false;
  }
  return true;
}

std::optional<AnswerLog> Parser::parse() {
  AnswerLog L;
  enum { Magic, Header, Answers, Done } State = Magic;
  bool Seen[std::size(kKeys)] = {};
  for (llvm::line_iterator It(Buf, /*SkipBlanks=*/false); !It.is_at_end(); ++It) {
    llvm::StringRef Line = *It;
    LineStart = Line.data();
    LineNo = static_cast<unsigned>(It.line_number());
    llvm::StringRef Text = Line.trim();
    if (Text.empty() || Text.starts_with("#"))
      continue;
    if (Text.contains('\0'))
      return error(Text.data() + Text.find('\0'), "a NUL byte: this is not a text log");
    auto [Key, Rest] = Text.split(' ');
    llvm::StringRef Value = Rest.trim();
    switch (State) {
    case Magic: {
      if (Key != kMagic)
        return error(Text.data(), fmt::format("expected '{} {}' on the first line: this "
                                              "is not a strata answer log",
                                              kMagic.str(), kVersion));
      int Version = 0;
      if (Value.getAsInteger(10, Version) || Version != kVersion)
        return error(Value.empty() ? Key.end() : Value.data(),
                     fmt::format("unsupported log version '{}' (this strata reads "
                                 "version {})",
                                 Value.str(), kVersion));
      State = Header;
      continue;
    }
    case Header: {
      if (Key == "answers") {
        if (!Value.empty())
          return error(Value.data(), "'answers' stands alone on its line; the answers "
                                     "follow, one per line");
        for (std::size_t K = 0; K < std::size(kKeys); ++K)
          if (!Seen[K])
            return error(Text.data(), fmt::format("'{}' is missing before 'answers'",
                                                  kKeys[K].str()));
        State = Answers;
        continue;
      }
      std::size_t K = 0;
      while (K < std::size(kKeys) && Key != kKeys[K])
        ++K;
      if (K == std::size(kKeys))
        return error(Text.data(),
                     fmt::format("unknown key '{}' (expected seed, deck1, deck2, seat1, "
                                 "seat2 or answers)",
                                 Key.str()));
      if (Seen[K])
        return error(Text.data(), fmt::format("'{}' is given twice", Key.str()));
      if (Value.empty())
        return error(Key.end(), fmt::format("'{}' needs a value", Key.str()));
      Seen[K] = true;
      if (!header(Key, Value, L))
        return std::nullopt;
      continue;
    }
    case Answers: {
      if (Key == "hash") {
        unsigned long long Hash = 0;
        if (!Value.starts_with("0x") || Value.size() == 2 ||
            Value.drop_front(2).getAsInteger(16, Hash))
          return error(Value.empty() ? Key.end() : Value.data(),
                       fmt::format("the final hash is '0x' and hex digits, not '{}'",
                                   Value.str()));
        L.FinalHash = Hash;
        State = Done;
        continue;
      }
      unsigned long long A = 0;
      if (Text == "cancel" && Rest.empty())
        A = 0; // recorded as kCancelAnswer below
      else if (!Rest.empty() || Text.getAsInteger(10, A) || A > INT_MAX)
        return error(Text.data(),
                     fmt::format("an answer is a number of a legal option (0, 1, ...) "
                                 "or 'cancel', not '{}'",
                                 Text.str()));
      L.Answers.push_back(Text == "cancel" ? game::Game::kCancelAnswer : static_cast<int>(A));
      L.AnswerLocs.push_back({LineNo, static_cast<unsigned>(Text.data() - LineStart) + 1});
      continue;
    }
    case Done:
      return error(Text.data(), "nothing may follow the final 'hash' line");
    }
  }
  if (State == Answers || State == Done)
    return L;
  // Report at the end of the file.
  const char *End = Buf.getBufferEnd();
  LineNo = 1;
  LineStart = Buf.getBufferStart();
  for (const char *P = Buf.getBufferStart(); P != End; ++P)
    if (*P == '\n') {
      ++LineNo;
      LineStart = P + 1;
    }
  return error(End, State == Magic ? "empty log: expected 'strata-answer-log 1'"
                                   : "the log ends before 'answers'");
}

} // namespace

std::optional<AnswerLog> parseAnswerLog(const llvm::MemoryBuffer &Buf,
                                        llvm::StringRef FileName, llvm::raw_ostream &Errs) {
  return Parser(Buf, FileName, Errs).parse();
}

} // namespace strata::tool
