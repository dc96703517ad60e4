//===- Escape.cpp - Text from input, made safe for where it is printed ----===//
#include "Escape.h"

#include <cstdint>
#include <cstdio>

namespace strata::tool::escape {
namespace {

/// The length of the valid UTF-8 sequence at S[I] (its code point in CP),
/// or 0: a stray continuation byte, a truncated sequence, an overlong form,
/// a surrogate (U+D800-U+DFFF, which UTF-8 cannot hold) or past U+10FFFF.
/// Incomplete (sequence cut by the end of S but valid so far) is set when
/// more bytes could complete it.
unsigned decode(llvm::StringRef S, std::size_t I, std::uint32_t &CP, bool *Incomplete = nullptr) {
  auto B = [&](std::size_t K) { return static_cast<unsigned char>(S[I + K]); };
  unsigned char C = B(0);
  if (C < 0x80) {
    CP = C;
    return 1;
  }
  unsigned N;
  std::uint32_t Min;
  if (C >= 0xC2 && C <= 0xDF)
    N = 2, CP = C & 0x1F, Min = 0x80;
  else if (C >= 0xE0 && C <= 0xEF)
    N = 3, CP = C & 0x0F, Min = 0x800;
  else if (C >= 0xF0 && C <= 0xF4)
    N = 4, CP = C & 0x07, Min = 0x10000;
  else
    return 0;
  for (unsigned K = 1; K < N; ++K) {
    if (I + K >= S.size()) {
      if (Incomplete)
        *Incomplete = true;
      return 0;
    }
    if ((B(K) & 0xC0) != 0x80)
      return 0;
    CP = (CP << 6) | (B(K) & 0x3F);
    // Reject as soon as the prefix cannot be valid (so a streamed prefix
    // is kept only while it can still be completed).
    if (K == 1 && ((N == 3 && C == 0xE0 && B(1) < 0xA0) || (N == 3 && C == 0xED && B(1) > 0x9F) ||
                   (N == 4 && C == 0xF0 && B(1) < 0x90) || (N == 4 && C == 0xF4 && B(1) > 0x8F)))
      return 0;
  }
  if (CP < Min || (CP >= 0xD800 && CP <= 0xDFFF) || CP > 0x10FFFF)
    return 0;
  return N;
}

/// A character that is not itself visible text: controls, and those that
/// reorder (bidirectional controls), hide (zero-width, invisible
/// operators, tags) or break lines, and noncharacters.
bool invisible(std::uint32_t CP) {
  return CP < 0x20 || CP == 0x7F || (CP >= 0x80 && CP <= 0x9F) || CP == 0xAD || CP == 0x061C ||
         CP == 0x180E || (CP >= 0x200B && CP <= 0x200F) || (CP >= 0x2028 && CP <= 0x202E) ||
         (CP >= 0x2060 && CP <= 0x206F) || CP == 0xFEFF || (CP >= 0xFFF9 && CP <= 0xFFFB) ||
         (CP >= 0xFDD0 && CP <= 0xFDEF) || (CP & 0xFFFE) == 0xFFFE ||
         (CP >= 0xE0000 && CP <= 0xE007F);
}

void hex(std::string &Out, const char *Format, std::uint32_t V) {
  char Buf[16];
  std::snprintf(Buf, sizeof Buf, Format, static_cast<unsigned>(V));
  Out += Buf;
}

/// Appends the visible form of S[I..] for at most MaxChars characters;
/// returns where it stopped. KeepLines keeps newlines and tabs (a whole
/// output, not one line of it). With Partial, a sequence cut by the end of
/// S is left unread (the stream's next write completes it).
std::size_t visible(std::string &Out, llvm::StringRef S, bool KeepLines,
                    std::size_t MaxChars = kWhole, bool Partial = false) {
  std::size_t I = 0, Chars = 0;
  while (I < S.size() && Chars < MaxChars) {
    std::uint32_t CP = 0;
    bool Incomplete = false;
    unsigned N = decode(S, I, CP, &Incomplete);
    ++Chars;
    if (N == 0) {
      if (Partial && Incomplete)
        return I;
      hex(Out, "\\x%02x", static_cast<unsigned char>(S[I]));
      ++I;
      continue;
    }
    if (KeepLines && (CP == '\n' || CP == '\t'))
      Out += static_cast<char>(CP);
    else if (CP == '\n')
      Out += "\\n";
    else if (CP == '\t')
      Out += "\\t";
    else if (CP == '\r')
      Out += "\\r";
    else if (CP < 0x80 && invisible(CP))
      hex(Out, "\\x%02x", CP);
    else if (invisible(CP))
      hex(Out, CP > 0xFFFF ? "\\U%08x" : "\\u%04x", CP);
    else
      Out.append(S.data() + I, N);
    I += N;
  }
  return I;
}

std::string visible(llvm::StringRef S) {
  std::string Out;
  Out.reserve(S.size());
  visible(Out, S, /*KeepLines=*/false);
  return Out;
}

std::string entities(llvm::StringRef S, const char *Apostrophe) {
  std::string Out;
  Out.reserve(S.size());
  for (char C : S)
    switch (C) {
    case '&': Out += "&amp;"; break;
    case '<': Out += "&lt;"; break;
    case '>': Out += "&gt;"; break;
    case '"': Out += "&quot;"; break;
    case '\'': Out += Apostrophe; break;
    default: Out += C;
    }
  return Out;
}

/// A raw_ostream writing the visible form (lines kept) of what it is given
/// to another: the process's stdout or stderr. What it writes is flushed
/// below at once, so flush() here (a prompt) reaches the terminal or pipe;
/// standard output is buffered here, standard error is not.
class VisibleStream : public llvm::raw_ostream {
public:
  VisibleStream(llvm::raw_ostream &Under, bool Unbuffered)
      : raw_ostream(Unbuffered), Under(Under) {}
  ~VisibleStream() override {
    flush();
    // A sequence the output ended inside of is not valid UTF-8.
    std::string Out;
    visible(Out, Pending, /*KeepLines=*/true);
    Under << Out;
    Under.flush();
  }

private:
  void write_impl(const char *Ptr, std::size_t Size) override {
    Pos += Size;
    llvm::StringRef S(Ptr, Size);
    std::string Joined;
    if (!Pending.empty()) {
      Joined = Pending + S.str();
      S = Joined;
    }
    std::string Out;
    Out.reserve(S.size());
    std::size_t Used = visible(Out, S, /*KeepLines=*/true, kWhole, /*Partial=*/true);
    Pending = S.substr(Used).str();
    Under << Out;
    Under.flush();
  }
  std::uint64_t current_pos() const override { return Pos; }

  llvm::raw_ostream &Under;
  std::string Pending; ///< the start of a UTF-8 sequence cut by a write
  std::uint64_t Pos = 0;
};

} // namespace

std::string text(llvm::StringRef S) { return visible(S); }

std::string html(llvm::StringRef S) { return entities(visible(S), "&#39;"); }

std::string xml(llvm::StringRef S) {
  // Lines kept, as character references: XML keeps them in text and in
  // attribute values alike (a parser turns a raw one in an attribute into
  // a space).
  std::string V;
  visible(V, S, /*KeepLines=*/true);
  std::string Out = entities(V, "&apos;");
  std::string Lines;
  Lines.reserve(Out.size());
  for (char C : Out)
    Lines += C == '\n' ? std::string("&#10;") : C == '\t' ? std::string("&#9;") : std::string(1, C);
  return Lines;
}

std::string dot(llvm::StringRef S, std::size_t MaxChars) {
  std::string V;
  std::size_t Used = visible(V, S, /*KeepLines=*/false, MaxChars);
  if (Used < S.size())
    V += "\xE2\x80\xA6"; // …
  std::string Out;
  Out.reserve(V.size() + 2);
  for (char C : V) {
    if (C == '"' || C == '\\')
      Out += '\\';
    if (C == '&')
      Out += "&amp;";
    else
      Out += C;
  }
  return Out;
}

std::string json(llvm::StringRef S) {
  // Lines and tabs kept: the JSON writer escapes them (\n, \t).
  std::string Out;
  visible(Out, S, /*KeepLines=*/true);
  return Out;
}

llvm::raw_ostream &out() {
  static VisibleStream S(llvm::outs(), /*Unbuffered=*/false);
  return S;
}

llvm::raw_ostream &err() {
  static VisibleStream S(llvm::errs(), /*Unbuffered=*/true);
  return S;
}

} // namespace strata::tool::escape
