//===- InputLimits.cpp - What a scenario buffer must be before parsing ----===//
///
/// \file
/// LLVM's YAML parser skips and validates nested nodes recursively, so
/// 300,000 nested `{a:` overflow the stack; and a diagnostic echoes its
/// source line, so binary input would be printed raw. Both are refused
/// here, before any parsing, with the file:line:col of the first offence.
///
//===----------------------------------------------------------------------===//
#include "strata/scenario/InputLimits.h"

#include "llvm/Support/ConvertUTF.h"

#include <string>
#include <vector>

namespace strata::scenario {

namespace {

/// 1-based line and column of byte \p Offset of \p Text.
std::pair<unsigned, unsigned> lineCol(llvm::StringRef Text, std::size_t Offset) {
  llvm::StringRef Before = Text.take_front(Offset);
  unsigned Line = 1 + static_cast<unsigned>(Before.count('\n'));
  std::size_t LineStart = Before.rfind('\n');
  unsigned Col = static_cast<unsigned>(
      LineStart == llvm::StringRef::npos ? Offset + 1 : Offset - LineStart);
  return {Line, Col};
}

std::string hexByte(unsigned char C) {
  const char *Digits = "0123456789ABCDEF";
  return std::string("0x") + Digits[C >> 4] + Digits[C & 15];
}

/// The first byte that is not UTF-8 text, or a control character no text
/// file holds (tab, line feed and carriage return are text).
std::optional<std::pair<std::size_t, std::string>> firstNonText(llvm::StringRef Text) {
  const auto *Begin = reinterpret_cast<const llvm::UTF8 *>(Text.data());
  const auto *End = Begin + Text.size();
  const llvm::UTF8 *Bad = Begin;
  std::size_t UTF8Error = Text.size();
  if (!llvm::isLegalUTF8String(&Bad, End))
    UTF8Error = static_cast<std::size_t>(Bad - Begin);
  for (std::size_t I = 0; I < UTF8Error; ++I) {
    auto C = static_cast<unsigned char>(Text[I]);
    if ((C < 0x20 && C != '\t' && C != '\n' && C != '\r') || C == 0x7F)
      return std::pair{I, "binary data (byte " + hexByte(C) + ")"};
  }
  if (UTF8Error < Text.size())
    return std::pair{UTF8Error, "invalid UTF-8 (byte " +
                                    hexByte(static_cast<unsigned char>(Text[UTF8Error])) +
                                    ")"};
  return std::nullopt;
}

/// How deeply the YAML nests at most, over-estimated without parsing:
/// flow brackets outside quotes and comments, plus on each line the block
/// levels opened by indentation and by `- `/`? ` entries. Returns the
/// offset where \p Limit is first exceeded.
std::optional<std::size_t> firstTooDeep(llvm::StringRef Text, unsigned Limit) {
  std::vector<std::size_t> Indents; // the open block levels' indentation
  unsigned Flow = 0;
  std::size_t I = 0, N = Text.size();
  while (I < N) {
    // A line: its indentation closes and opens block levels.
    std::size_t Indent = 0;
    while (I + Indent < N && Text[I + Indent] == ' ')
      ++Indent;
    I += Indent;
    bool Blank = I >= N || Text[I] == '\n' || Text[I] == '\r' || Text[I] == '#';
    if (!Blank && Flow == 0) {
      while (!Indents.empty() && Indents.back() > Indent)
        Indents.pop_back();
      if (Indents.empty() || Indents.back() < Indent)
        Indents.push_back(Indent);
    }
    unsigned Inline = 0;
    char Quote = 0;
    for (; I < N && Text[I] != '\n'; ++I) {
      char C = Text[I];
      if (Quote) {
        if (C == Quote)
          Quote = 0;
        else if (C == '\\' && Quote == '"' && I + 1 < N && Text[I + 1] != '\n')
          ++I;
        continue;
      }
      bool AfterSpace = I == 0 || Text[I - 1] == ' ' || Text[I - 1] == '\t' ||
                        Text[I - 1] == '[' || Text[I - 1] == '{' || Text[I - 1] == ',';
      if (C == '#' && AfterSpace)
        break; // a comment runs to the end of the line
      if ((C == '"' || C == '\'') && AfterSpace)
        Quote = C;
      else if (C == '[' || C == '{')
        ++Flow;
      else if ((C == ']' || C == '}') && Flow > 0)
        --Flow;
      else if ((C == '-' || C == '?' || C == ':') && (I + 1 == N || Text[I + 1] == ' '))
        ++Inline;
      if (Indents.size() + Inline + Flow > Limit)
        return I;
    }
    if (I < N)
      ++I; // the line feed
  }
  return std::nullopt;
}

} // namespace

std::optional<TextError> checkText(llvm::StringRef Text) {
  auto Bad = firstNonText(Text);
  if (!Bad)
    return std::nullopt;
  auto [Line, Col] = lineCol(Text, Bad->first);
  return TextError{Line, Col, Bad->second};
}

bool checkScenarioText(llvm::StringRef Text, llvm::StringRef File, Diagnostics &Diags) {
  if (Text.size() > kMaxScenarioBytes) {
    Diags.error(File, "the file is " + llvm::Twine(Text.size()) +
                          " bytes; a scenario file holds at most " +
                          llvm::Twine(kMaxScenarioBytes) + " (16 MiB)");
    return false;
  }
  if (auto Bad = checkText(Text)) {
    Diags.error(File, Bad->Line, Bad->Col, Bad->Message + "; a scenario file is UTF-8 text");
    return false;
  }
  if (auto Deep = firstTooDeep(Text, kMaxScenarioNesting)) {
    auto [Line, Col] = lineCol(Text, *Deep);
    Diags.error(File, Line, Col,
                "the YAML nests more than " + llvm::Twine(kMaxScenarioNesting) +
                    " levels deep; a scenario needs a handful");
    return false;
  }
  return true;
}

} // namespace strata::scenario
