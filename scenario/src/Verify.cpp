//===- Verify.cpp - Diagnostics a scenario file expects of itself ---------===//
///
/// \file
/// Reads `# expected-error...` comments and matches them with the
/// diagnostics a run produced (Verify.h).
///
//===----------------------------------------------------------------------===//
#include "strata/scenario/Verify.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Regex.h"

#include <algorithm>

namespace strata::scenario {
using llvm::StringRef;

std::vector<ExpectedDiagnostic> readExpectedDiagnostics(StringRef File, StringRef Text,
                                                        std::vector<Diagnostic> &Errors) {
  std::vector<ExpectedDiagnostic> Out;
  // A YAML comment starts at `#` at the start of a line or after a space.
  static const llvm::Regex Marker("(^|[ \t])#[ \t]*expected-");
  static const llvm::Regex Form(
      "^expected-(error|warning|note)(@([+-]?[0-9]+|file))?(:([0-9]+))?: (.+)$");
  unsigned LineNo = 0;
  for (StringRef Rest = Text; !Rest.empty();) {
    auto [Line, Next] = Rest.split('\n');
    Rest = Next;
    ++LineNo;
    llvm::SmallVector<StringRef, 2> M;
    if (!Marker.match(Line, &M))
      continue;
    std::size_t At = M[0].data() - Line.data() + M[0].size() - StringRef("expected-").size();
    StringRef Comment = Line.substr(At).rtrim(" \t\r");
    llvm::SmallVector<StringRef, 8> F;
    unsigned Col = static_cast<unsigned>(Line.size() - Line.ltrim().size()) + 1;
    if (!Form.match(Comment, &F)) {
      Errors.push_back({File.str(), LineNo, Col, "error",
                        "malformed expectation '" + Comment.str() +
                            "'; write # expected-error[@+N|@-N|@N|@file][:COLUMN]: MESSAGE"});
      continue;
    }
    ExpectedDiagnostic E;
    E.CommentLine = LineNo;
    E.Kind = F[1].str();
    E.Line = LineNo;
    if (F[3] == "file") {
      E.Line = 0;
    } else if (!F[3].empty()) {
      long long N = 0;
      StringRef Num = F[3];
      bool Relative = Num[0] == '+' || Num[0] == '-';
      if (Num.drop_front(Relative).getAsInteger(10, N) || N > 1'000'000) {
        Errors.push_back({File.str(), LineNo, Col, "error", "line '" + Num.str() + "' is out of range"});
        continue;
      }
      long long L = !Relative ? N : Num[0] == '+' ? LineNo + N : LineNo - N;
      if (L < 1) {
        Errors.push_back({File.str(), LineNo, Col, "error",
                          "'@" + Num.str() + "' names a line before the first"});
        continue;
      }
      E.Line = static_cast<unsigned>(L);
    }
    if (!F[5].empty() && F[5].getAsInteger(10, E.Col)) {
      Errors.push_back({File.str(), LineNo, Col, "error", "column '" + F[5].str() + "' is out of range"});
      continue;
    }
    E.Message = F[6].str();
    // Each {{...}} part must be a regular expression, closed.
    std::string Why;
    for (StringRef Rest = E.Message; Why.empty() && Rest.contains("{{");) {
      std::size_t Open = Rest.find("{{"), Close = Rest.find("}}", Open + 2);
      if (Close == StringRef::npos)
        Why = "'{{' without '}}'";
      else if (llvm::Regex(Rest.slice(Open + 2, Close)).isValid(Why))
        Rest = Rest.drop_front(Close + 2);
    }
    if (!Why.empty()) {
      Errors.push_back({File.str(), LineNo, Col, "error", "malformed expectation: " + Why});
      continue;
    }
    Out.push_back(std::move(E));
  }
  return Out;
}

namespace {

/// MESSAGE as written: exact text, except `{{REGEX}}` parts (as FileCheck
/// and clang's -verify have them) for what the expectation leaves open; a
/// message of several lines is written on one, its line breaks as `\n`.
bool messageMatches(StringRef Want, StringRef GotText) {
  std::string Joined;
  for (char C : GotText)
    Joined += C == '\n' ? std::string("\\n") : std::string(1, C);
  StringRef Got = Joined;
  if (!Want.contains("{{"))
    return Want == Got;
  std::string Pattern = "^";
  while (!Want.empty()) {
    std::size_t Open = Want.find("{{");
    Pattern += llvm::Regex::escape(Want.take_front(Open));
    if (Open == StringRef::npos)
      break;
    std::size_t Close = Want.find("}}", Open + 2);
    if (Close == StringRef::npos)
      return false;
    Pattern += "(" + Want.slice(Open + 2, Close).str() + ")";
    Want = Want.drop_front(Close + 2);
  }
  return llvm::Regex(Pattern + "$").match(Got);
}

} // namespace

std::vector<Diagnostic> verifyDiagnostics(StringRef File,
                                          const std::vector<ExpectedDiagnostic> &Want,
                                          const std::vector<Diagnostic> &Got) {
  std::vector<Diagnostic> Problems;
  std::vector<bool> Met(Want.size(), false);
  for (const Diagnostic &D : Got) {
    bool Expected = false;
    for (std::size_t I = 0; I < Want.size() && !Expected; ++I) {
      const ExpectedDiagnostic &W = Want[I];
      if (!Met[I] && W.Kind == D.Kind && W.Line == D.Line && (!W.Col || W.Col == D.Col) &&
          messageMatches(W.Message, D.Message))
        Met[I] = Expected = true;
    }
    if (!Expected)
      Problems.push_back({D.File, D.Line, D.Col, "error",
                          "unexpected " + D.Kind + ": " + D.Message});
  }
  for (std::size_t I = 0; I < Want.size(); ++I) {
    if (Met[I])
      continue;
    const ExpectedDiagnostic &W = Want[I];
    std::string Where = W.Line == 0 ? "the file" : "line " + std::to_string(W.Line);
    if (W.Col)
      Where += ", column " + std::to_string(W.Col);
    Problems.push_back({File.str(), W.CommentLine, 0, "error",
                        "expected " + W.Kind + " at " + Where + " not produced: " + W.Message});
  }
  std::stable_sort(Problems.begin(), Problems.end(),
                   [](const Diagnostic &A, const Diagnostic &B) { return A.Line < B.Line; });
  return Problems;
}

} // namespace strata::scenario
