//===- CounterKinds.cpp - The kinds of counter, one table ------------------===//
#include "strata/runtime/CounterKinds.h"

#include "strata/runtime/Board.h"

#include <cctype>

namespace strata::runtime {

namespace {
std::string lower(std::string_view S) {
  std::string Out(S);
  for (char &C : Out)
    C = static_cast<char>(std::tolower(static_cast<unsigned char>(C)));
  return Out;
}
} // namespace

std::string counterKindName(CounterKind K) {
  switch (K.Kind) {
  case CounterKind::Of::PlusOne:
    return "+1/+1";
  case CounterKind::Of::MinusOne:
    return "-1/-1";
  case CounterKind::Of::Keyword:
    break;
  }
  return lower(name(K.Word));
}

std::string counterKindNames() {
  std::string Out = "+1/+1, -1/-1";
  for (Keyword K : kKeywordCounterKinds)
    Out += ", " + lower(name(K));
  return Out;
}

CounterKindParse parseCounterKind(std::string_view Text) {
  if (Text == "+1/+1")
    return {CounterKind{CounterKind::Of::PlusOne}, {}};
  if (Text == "-1/-1")
    return {CounterKind{CounterKind::Of::MinusOne}, {}};
  if (auto K = parseWord<Keyword>(kKeywordNames, Text)) {
    if (isKeywordCounterKind(*K))
      return {CounterKind{CounterKind::Of::Keyword, *K}, {}};
    return {std::nullopt, "'" + std::string(Text) +
                              "' is not a kind of counter: CR 122.1b names the keyword "
                              "counters; the kinds are " + counterKindNames()};
  }
  return {std::nullopt, "unknown counter kind '" + std::string(Text) +
                            "'; the kinds are (CR 122.1) " + counterKindNames()};
}

bool putCounters(Board &B, ObjectId Id, CounterKind K, int N) {
  switch (K.Kind) {
  case CounterKind::Of::PlusOne:
    B.putPlusOneCounters(Id, N);
    return true;
  case CounterKind::Of::MinusOne:
    B.putMinusOneCounters(Id, N);
    return true;
  case CounterKind::Of::Keyword:
    break;
  }
  return B.putKeywordCounters(Id, K.Word, N);
}

} // namespace strata::runtime
