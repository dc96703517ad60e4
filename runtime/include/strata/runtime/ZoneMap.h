//===- ZoneMap.h - Every object's zone, a byte each -------------*- C++ -*-===//
///
/// \file
/// A scan for the objects of one zone (the permanents for state-based
/// actions, the hand and battlefield for the actions a player may take)
/// would otherwise read every object of the board, most of them in a
/// library. A `ZoneMap` holds each object's zone in one byte, brought up
/// to date from the board's edit journal (Board::edited: every write to an
/// object is noted there), so a scan reads a byte per object and only the
/// objects of the zones it wants.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_RUNTIME_ZONEMAP_H
#define STRATA_RUNTIME_ZONEMAP_H

#include "strata/runtime/Audit.h"
#include "strata/runtime/Board.h"

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <vector>

namespace strata::runtime {

class ZoneMap {
public:
  /// Brings the map up to date with \p B: the objects written since the
  /// last update, and those created; every object when \p B is another
  /// board (a copy, an assignment) or its journal no longer holds them all.
  void update(const Board &B) {
    const bool Journaled =
        B.identity() == Ident &&
        B.edited(Seq, [&](ObjectId Id) {
          if (Id < In.size())
            In[Id] = B.object(Id).In;
        });
    if (!Journaled)
      In.clear();
    In.resize(std::min(In.size(), static_cast<std::size_t>(B.numObjects())));
    for (auto Id = static_cast<ObjectId>(In.size()); Id < B.numObjects(); ++Id)
      In.push_back(B.object(Id).In);
    Ident = B.identity();
    Seq = B.editSeq();
    if constexpr (kAudit) // the journal is the only way objects are written
      for (const GameObject &O : B.objects())
        if (In[O.Id] != O.In)
          throw std::logic_error("ZoneMap: an object's zone changed outside Board::edit()");
  }
  Zone operator[](ObjectId Id) const { return In[Id]; }
  std::size_t size() const { return In.size(); }

  /// The objects in zone \p Z as of the last update, in id order:
  /// `for (ObjectId Id : Map.in(Zone::Battlefield))`. For scans that move
  /// no object (an update meanwhile may be seen or not).
  class Ids {
  public:
    class Iterator {
    public:
      ObjectId operator*() const { return Id; }
      Iterator &operator++() {
        ++Id;
        skip();
        return *this;
      }
      bool operator==(const Iterator &O) const { return Id == O.Id; }

    private:
      friend class Ids;
      Iterator(const ZoneMap &M, Zone Z, std::size_t Id)
          : M(&M), Z(Z), Id(static_cast<ObjectId>(Id)) {}
      void skip() {
        while (Id < M->size() && (*M)[Id] != Z)
          ++Id;
      }
      const ZoneMap *M;
      Zone Z;
      ObjectId Id;
    };
    Iterator begin() const {
      Iterator I(M, Z, 0);
      I.skip();
      return I;
    }
    Iterator end() const { return Iterator(M, Z, M.size()); }

  private:
    friend class ZoneMap;
    Ids(const ZoneMap &M, Zone Z) : M(M), Z(Z) {}
    const ZoneMap &M;
    Zone Z;
  };
  Ids in(Zone Z) const { return Ids(*this, Z); }

private:
  std::vector<Zone> In;
  std::uint64_t Ident = 0, Seq = 0;
};

} // namespace strata::runtime

#endif
