//===- ManaCost.h - Printed mana costs ------------------------*- C++ -*-===//
///
/// \file
/// A compact mana cost ({X}, generic and one count per color) with a
/// compile-time parser for the "{1}{G}" spelling card classes use.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_RUNTIME_MANACOST_H
#define STRATA_RUNTIME_MANACOST_H

#include "strata/runtime/Vocabulary.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace strata::runtime {

/// CR 202: a mana cost. Lands have none (Present == false), which differs
/// from a cost of {0} (Memnite).
struct ManaCost {
  bool Present = false;
  std::uint8_t Generic = 0;
  /// X symbols, and CR 107.4e hybrid symbols ({W/U}, each paid with either
  /// color; one pair per cost, which HybridColors holds: two pairs refuse to
  /// parse). Four bits each keep CoreCharacteristics one cache line.
  std::uint8_t XCount : 4 = 0;
  std::uint8_t Hybrid : 4 = 0;
  std::array<std::uint8_t, 5> Colored{};
  ColorSet HybridColors;

  /// Parses "{3}{U}{U}", "{X}{R}" or "" (no cost) at compile time; anything
  /// else fails constant evaluation.
  static consteval ManaCost parse(std::string_view Text) {
    ManaCost C;
    if (Text.empty())
      return C;
    C.Present = true;
    std::size_t I = 0;
    while (I < Text.size()) {
      if (Text[I] != '{')
        throw "mana cost: expected '{'";
      std::size_t Close = Text.find('}', I);
      if (Close == std::string_view::npos)
        throw "mana cost: missing '}'";
      std::string_view Sym = Text.substr(I + 1, Close - I - 1);
      if ((Sym == "X" && C.XCount == 15) || (Sym.size() == 3 && C.Hybrid == 15))
        throw "mana cost: more than 15 X or hybrid symbols";
      if (Sym == "X")
        ++C.XCount;
      else if (Sym.size() == 3 && Sym[1] == '/' &&
               std::string_view("WUBRG").find(Sym[0]) != std::string_view::npos &&
               std::string_view("WUBRG").find(Sym[2]) != std::string_view::npos &&
               Sym[0] != Sym[2]) {
        ColorSet Pair;
        Pair.insert(static_cast<Color>(std::string_view("WUBRG").find(Sym[0])));
        Pair.insert(static_cast<Color>(std::string_view("WUBRG").find(Sym[2])));
        if (C.Hybrid && !(C.HybridColors == Pair))
          throw "mana cost: two kinds of hybrid symbol (unsupported)";
        C.HybridColors = Pair;
        ++C.Hybrid;
      }
      else if (Sym.size() == 1 && std::string_view("WUBRG").find(Sym[0]) !=
                                       std::string_view::npos)
        ++C.Colored[std::string_view("WUBRG").find(Sym[0])];
      else {
        int N = 0;
        for (char Ch : Sym) {
          if (Ch < '0' || Ch > '9')
            throw "mana cost: unknown symbol";
          N = N * 10 + (Ch - '0');
        }
        C.Generic = static_cast<std::uint8_t>(C.Generic + N);
      }
      I = Close + 1;
    }
    return C;
  }

  /// CR 202.3: the mana value; X counts as 0 off the stack (202.3e).
  constexpr int manaValue() const {
    int V = Generic + Hybrid; // CR 202.3f: a hybrid symbol counts as one
    for (auto N : Colored)
      V += N;
    return V;
  }

  /// CR 105.2 / 202.2: an object is each color among its mana symbols.
  constexpr ColorSet colors() const {
    ColorSet S;
    for (int I = 0; I < 5; ++I)
      if (Colored[I] || (Hybrid && HybridColors.contains(static_cast<Color>(I))))
        S.insert(static_cast<Color>(I));
    return S;
  }

  std::string str() const;
  /// str() appended to \p S (whose storage a caller may keep).
  void appendTo(std::string &S) const;
  friend constexpr bool operator==(const ManaCost &, const ManaCost &) = default;
};

} // namespace strata::runtime

#endif
