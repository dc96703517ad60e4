//===- ZoneMap.h - Every object's zone, a byte and a bit each ---*- C++ -*-===//
///
/// \file
/// A scan for the objects of one zone (the permanents for state-based
/// actions, the hand and battlefield for the actions a player may take)
/// would otherwise read every object of the board, most of them in a
/// library. A `ZoneMap` holds each object's zone in one byte, and each
/// zone's objects as a bit set, brought up to date from the board's edit
/// journal (Board::edited: every write to an object is noted there), so
/// a scan of one zone visits only its objects, in id order.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_RUNTIME_ZONEMAP_H
#define STRATA_RUNTIME_ZONEMAP_H

#include "strata/runtime/Audit.h"
#include "strata/runtime/Board.h"

#include <array>
#include <bit>
#include <cstdint>
#include <initializer_list>
#include <stdexcept>
#include <vector>

namespace strata::runtime {

class ZoneMap {
public:
  /// Brings the map up to date with \p B: the objects written since the
  /// last update, and those created; every object when \p B is another
  /// board (a copy, an assignment) or its journal no longer holds them all.
  void update(const Board &B) {
    const bool Journaled = B.identity() == Ident && In.size() <= std::size_t(B.numObjects()) &&
                           B.edited(Seq, [&](ObjectId Id) {
                             if (Id < In.size())
                               move(Id, B.object(Id).In);
                           });
    if (!Journaled) {
      In.clear();
      for (std::vector<std::uint64_t> &Set : Sets)
        Set.clear();
    }
    const auto N = static_cast<std::size_t>(B.numObjects());
    for (std::vector<std::uint64_t> &Set : Sets)
      Set.resize((N + 63) / 64, 0);
    for (std::size_t Id = In.size(); Id < N; ++Id) {
      In.push_back(B.object(static_cast<ObjectId>(Id)).In);
      Sets[index(In.back())][Id / 64] |= std::uint64_t(1) << (Id % 64);
    }
    Ident = B.identity();
    Seq = B.editSeq();
    if constexpr (kAudit) // the journal is the only way objects are written
      for (const GameObject &O : B.objects())
        if (In[O.Id] != O.In || !(Sets[index(O.In)][O.Id / 64] >> (O.Id % 64) & 1))
          throw std::logic_error("ZoneMap: an object's zone changed outside Board::edit()");
  }

  /// The objects in zone \p Z (or in any of \p Zs) as of the last update,
  /// in id order: `for (ObjectId Id : Map.in(Zone::Battlefield))`. For
  /// scans that move no object (an update meanwhile may be seen or not).
  class Ids {
  public:
    class Iterator {
    public:
      ObjectId operator*() const {
        return static_cast<ObjectId>(Word * 64 + static_cast<std::size_t>(std::countr_zero(Bits)));
      }
      Iterator &operator++() {
        Bits &= Bits - 1; // the lowest set bit visited
        settle();
        return *this;
      }
      bool operator==(const Iterator &O) const { return Word == O.Word && Bits == O.Bits; }

    private:
      friend class Ids;
      Iterator(const ZoneMap &M, std::uint8_t Mask, std::size_t Word)
          : M(&M), Mask(Mask), Word(Word), Bits(bitsAt(Word)) {
        settle();
      }
      std::uint64_t bitsAt(std::size_t W) const {
        std::uint64_t B = 0;
        if (W < words())
          for (std::size_t Z = 0; Z < kZones; ++Z)
            if (Mask >> Z & 1)
              B |= M->Sets[Z][W];
        return B;
      }
      std::size_t words() const { return M->Sets[0].size(); }
      void settle() {
        while (Bits == 0 && ++Word < words())
          Bits = bitsAt(Word);
        if (Bits == 0)
          Word = words();
      }
      const ZoneMap *M;
      std::uint8_t Mask;
      std::size_t Word;
      std::uint64_t Bits;
    };
    Iterator begin() const { return Iterator(M, Mask, 0); }
    Iterator end() const { return Iterator(M, Mask, M.Sets[0].size()); }

  private:
    friend class ZoneMap;
    Ids(const ZoneMap &M, std::uint8_t Mask) : M(M), Mask(Mask) {}
    const ZoneMap &M;
    std::uint8_t Mask;
  };
  Ids in(Zone Z) const { return Ids(*this, static_cast<std::uint8_t>(1u << index(Z))); }
  Ids in(std::initializer_list<Zone> Zs) const {
    std::uint8_t Mask = 0;
    for (Zone Z : Zs)
      Mask = static_cast<std::uint8_t>(Mask | 1u << index(Z));
    return Ids(*this, Mask);
  }

private:
  static constexpr std::size_t kZones = static_cast<std::size_t>(Zone::None) + 1;
  static std::size_t index(Zone Z) { return static_cast<std::size_t>(Z); }
  void move(ObjectId Id, Zone To) {
    Sets[index(In[Id])][Id / 64] &= ~(std::uint64_t(1) << (Id % 64));
    In[Id] = To;
    Sets[index(To)][Id / 64] |= std::uint64_t(1) << (Id % 64);
  }

  std::vector<Zone> In;
  std::array<std::vector<std::uint64_t>, kZones> Sets;
  std::uint64_t Ident = 0, Seq = 0;
};

} // namespace strata::runtime

#endif
