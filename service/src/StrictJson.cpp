//===- StrictJson.cpp - What the protocol's JSON may be --------------------===//
#include "strata/service/StrictJson.h"

#include <cstdint>
#include <set>
#include <vector>

namespace strata::service {
namespace {

void appendUtf8(std::string &Out, std::uint32_t C) {
  if (C < 0x80) {
    Out += static_cast<char>(C);
  } else if (C < 0x800) {
    Out += static_cast<char>(0xC0 | (C >> 6));
    Out += static_cast<char>(0x80 | (C & 0x3F));
  } else if (C < 0x10000) {
    Out += static_cast<char>(0xE0 | (C >> 12));
    Out += static_cast<char>(0x80 | ((C >> 6) & 0x3F));
    Out += static_cast<char>(0x80 | (C & 0x3F));
  } else {
    Out += static_cast<char>(0xF0 | (C >> 18));
    Out += static_cast<char>(0x80 | ((C >> 12) & 0x3F));
    Out += static_cast<char>(0x80 | ((C >> 6) & 0x3F));
    Out += static_cast<char>(0x80 | (C & 0x3F));
  }
}

int hexDigit(char C) {
  if (C >= '0' && C <= '9')
    return C - '0';
  if (C >= 'a' && C <= 'f')
    return C - 'a' + 10;
  if (C >= 'A' && C <= 'F')
    return C - 'A' + 10;
  return -1;
}

} // namespace

std::optional<std::string> strictJsonProblem(std::string_view T, unsigned MaxDepth) {
  // One frame per open array or object; an object's keys so far, decoded
  // (so "a" and "\u0061" are the same key, as the parser decodes them).
  struct Frame {
    bool Object;
    std::set<std::string> Keys;
    bool ExpectKey; ///< in an object: the next string is a key
  };
  std::vector<Frame> Stack;
  std::size_t I = 0, N = T.size();
  while (I < N) {
    char C = T[I];
    if (C == '"') {
      // A string: decoded only when it is a key.
      bool IsKey = !Stack.empty() && Stack.back().Object && Stack.back().ExpectKey;
      std::string Decoded;
      ++I;
      for (;;) {
        if (I >= N)
          return std::nullopt; // unterminated: the parser says so
        char D = T[I];
        if (D == '"') {
          ++I;
          break;
        }
        if (D != '\\') {
          if (IsKey)
            Decoded += D;
          ++I;
          continue;
        }
        if (I + 1 >= N)
          return std::nullopt;
        char E = T[I + 1];
        I += 2;
        if (E != 'u') {
          if (IsKey)
            switch (E) {
            case 'b': Decoded += '\b'; break;
            case 'f': Decoded += '\f'; break;
            case 'n': Decoded += '\n'; break;
            case 'r': Decoded += '\r'; break;
            case 't': Decoded += '\t'; break;
            default: Decoded += E; break;
            }
          continue;
        }
        std::uint32_t Code = 0;
        for (int K = 0; K < 4; ++K) {
          int H = I < N ? hexDigit(T[I]) : -1;
          if (H < 0)
            return std::nullopt; // a bad escape: the parser says so
          Code = Code * 16 + static_cast<std::uint32_t>(H);
          ++I;
        }
        if (IsKey) {
          // A surrogate pair is one code point; a lone one is U+FFFD.
          if (Code >= 0xD800 && Code < 0xDC00 && I + 5 < N && T[I] == '\\' &&
              T[I + 1] == 'u') {
            std::uint32_t Low = 0;
            bool Ok = true;
            for (int K = 0; K < 4; ++K) {
              int H = hexDigit(T[I + 2 + K]);
              Ok = Ok && H >= 0;
              Low = Low * 16 + static_cast<std::uint32_t>(H < 0 ? 0 : H);
            }
            if (Ok && Low >= 0xDC00 && Low < 0xE000) {
              Code = 0x10000 + ((Code - 0xD800) << 10) + (Low - 0xDC00);
              I += 6;
            }
          }
          if (Code >= 0xD800 && Code < 0xE000)
            Code = 0xFFFD;
          appendUtf8(Decoded, Code);
        }
      }
      if (IsKey) {
        Frame &F = Stack.back();
        if (!F.Keys.insert(Decoded).second)
          return "the key \"" + (Decoded.size() > 40 ? Decoded.substr(0, 40) + "..." : Decoded) +
                 "\" appears twice in one object";
        F.ExpectKey = false;
      }
      continue;
    }
    switch (C) {
    case '{':
    case '[':
      if (Stack.size() >= MaxDepth)
        return "nested deeper than " + std::to_string(MaxDepth) + " arrays and objects";
      Stack.push_back({C == '{', {}, C == '{'});
      break;
    case '}':
    case ']':
      if (!Stack.empty())
        Stack.pop_back();
      break;
    case ',':
      if (!Stack.empty() && Stack.back().Object)
        Stack.back().ExpectKey = true;
      break;
    case '.':
    case 'e':
    case 'E':
      // Outside strings these occur only in numbers ("true", "false" have
      // an 'e': skipped below), so a number with a fraction or exponent.
      if (C != '.' && I > 0 && (T[I - 1] == 'u' || T[I - 1] == 's'))
        break; // the 'e' of true or false
      return std::string("a number with a fraction or an exponent: every number of the "
                         "protocol is an integer");
    default:
      break;
    }
    ++I;
  }
  return std::nullopt;
}

} // namespace strata::service
