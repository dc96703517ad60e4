//===- Characteristic.cpp - Characteristic names ---------------------------===//
#include "strata/runtime/Characteristic.h"

namespace strata::runtime {

CharacteristicSet CharacteristicSet::parseRuntime(std::string_view Names,
                                                  std::string *Unknown) {
  CharacteristicSet S;
  while (!Names.empty()) {
    std::size_t Space = Names.find(' ');
    std::string_view Word = Names.substr(0, Space);
    Names = Space == std::string_view::npos ? std::string_view()
                                             : Names.substr(Space + 1);
    if (Word.empty())
      continue;
    if (std::string_view Names = compoundCharacteristic(Word); !Names.empty()) {
      S |= parseRuntime(Names, Unknown);
      continue;
    }
    bool Group = Word.size() > 2 && Word.substr(Word.size() - 2) == ".*";
    std::string_view Prefix = Group ? Word.substr(0, Word.size() - 1) : Word;
    Word = characteristicAlias(Word);
    std::uint64_t M = 0;
    for (std::size_t I = 0; I < kCharacteristicNames.size(); ++I) {
      std::string_view N = kCharacteristicNames[I];
      if (Group ? N.substr(0, Prefix.size()) == Prefix : N == Word)
        M |= std::uint64_t(1) << I;
    }
    if (M == 0 && Unknown)
      *Unknown = std::string(Word);
    S.Mask |= M;
  }
  return S;
}

std::string CharacteristicSet::str() const {
  std::string Out;
  std::uint64_t Left = Mask;
  auto Append = [&](std::string_view W) {
    if (!Out.empty())
      Out += ' ';
    Out += W;
  };
  // Fold whole groups ("Keyword.*") so the text stays short.
  for (std::size_t I = 0; I < kCharacteristicNames.size(); ++I) {
    if (!(Left & (std::uint64_t(1) << I)))
      continue;
    std::string_view N = kCharacteristicNames[I];
    std::size_t Dot = N.find('.');
    if (Dot != std::string_view::npos) {
      std::string_view Prefix = N.substr(0, Dot + 1);
      std::uint64_t Group = 0;
      for (std::size_t J = 0; J < kCharacteristicNames.size(); ++J)
        if (kCharacteristicNames[J].substr(0, Prefix.size()) == Prefix)
          Group |= std::uint64_t(1) << J;
      if ((Left & Group) == Group) {
        Append(std::string(Prefix) + "*");
        Left &= ~Group;
        continue;
      }
    }
    Append(N);
    Left &= ~(std::uint64_t(1) << I);
  }
  return Out;
}

} // namespace strata::runtime
