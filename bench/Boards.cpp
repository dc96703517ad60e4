//===- Boards.cpp - Fixed, seeded boards for strata-bench ------------------===//
#include "Boards.h"

#include "strata/cards/CardLibrary.h"
#include "strata/game/Random.h"
#include "strata/runtime/CardDef.h"

#include <stdexcept>

namespace strata::bench {
using namespace runtime;

namespace {

const CardDef &card(std::string_view Name) {
  const CardDef *C = cards::findCard(Name);
  if (!C)
    throw std::runtime_error("no card named '" + std::string(Name) + "'");
  return *C;
}

/// Builds a board card by card, as the layer tests' BoardBuilder does.
class Builder {
public:
  explicit Builder(BenchBoard &Out) : Out(Out) {}

  ObjectId add(std::string_view Name, PlayerId Owner = 0, Zone In = Zone::Battlefield) {
    ObjectId Id = Out.B.addObject(card(Name), Owner, In).Id;
    if (In == Zone::Battlefield)
      ++Out.Permanents;
    return Id;
  }
  /// Enters attached (Auras, Equipment): its entry timestamp (613.7e).
  ObjectId addAttached(std::string_view Name, ObjectId To, PlayerId Owner = 0) {
    ObjectId Id = add(Name, Owner);
    Out.B.edit(Id).AttachedTo = To;
    return Id;
  }
  /// Resolves an instant or sorcery with one target: its effects are
  /// created and locked now (CR 611.2c), then it goes to the graveyard.
  void cast(std::string_view Name, ObjectId Target, PlayerId Controller = 0) {
    const CardDef &C = card(Name);
    ObjectId Spell = Out.B.addObject(C, Controller, Zone::Stack).Id;
    Engine.recompute(Out.B);
    for (int I = 0; I < C.NumSpellEffects; ++I) {
      CreatedEffect E;
      E.Effect = C.SpellEffects[I];
      E.Source = Spell;
      E.Controller = Controller;
      E.Until = Duration::EndOfTurn;
      E.Choices.Targets[0] = Target;
      E.Ts = Out.B.newTimestamp(); // CR 613.7b
      Engine.lockAffectedSet(Out.B, E);
      Out.B.addEffect(std::move(E));
      ++Out.Effects;
    }
    GameObject &O = Out.B.edit(Spell);
    O.In = Zone::Graveyard; // CR 608.2n
    O.Ts = Out.B.newTimestamp();
  }

private:
  BenchBoard &Out;
  layers::LayerEngine Engine;
};

int staticEffects(const CardDef &C) {
  int N = 0;
  for (int I = 0; I < C.NumAbilities; ++I)
    N += C.ability(I).Effect != nullptr;
  return N;
}

} // namespace

BenchBoard typicalBoard() {
  BenchBoard Out;
  Builder Bd(Out);
  // Player 1 (0): a white-green-blue board under Blood Moon, Humility and
  // Opalescence.
  ObjectId Bears = kNoObject, Lions = kNoObject, Angel = kNoObject, Giant = kNoObject;
  for (const char *Name :
       {"Forest", "Plains", "Forest", "Urborg, Tomb of Yawgmoth", "Grizzly Bears",
        "Savannah Lions", "Tropical Island", "Blood Moon", "Lord of Atlantis",
        "Merfolk of the Pearl Trident", "Plains", "Glorious Anthem", "Llanowar Elves",
        "Elvish Champion", "Humility", "Forest", "Grizzly Bears", "Crusade",
        "Merfolk of the Pearl Trident", "Serra Angel", "Opalescence", "Taiga",
        "Tarmogoyf", "Yavimaya, Cradle of Growth", "Llanowar Elves", "Plains",
        "Savannah Lions", "Memnite", "Levitation", "Forest", "Grizzly Bears",
        "Honor of the Pure", "Favorable Winds", "Plains"}) {
    ObjectId Id = Bd.add(Name, 0);
    std::string_view N = Name;
    if (N == "Grizzly Bears")
      Bears = Id;
    if (N == "Savannah Lions")
      Lions = Id;
    if (N == "Serra Angel")
      Angel = Id;
  }
  // Player 2 (1): red-blue-black creatures and lands.
  for (const char *Name :
       {"Island", "Mountain", "Raging Goblin", "Island", "Goblin King", "Gray Ogre",
        "Mountain", "Hill Giant", "Swamp", "Bad Moon", "Air Elemental", "Island",
        "Raging Goblin", "Ornithopter", "Mountain", "Hill Giant", "Runeclaw Bear",
        "Island", "Swamp", "Gray Ogre", "Mountain", "Island", "Sol Ring"}) {
    ObjectId Id = Bd.add(Name, 1);
    if (std::string_view(Name) == "Hill Giant")
      Giant = Id;
  }
  Bd.addAttached("Holy Strength", Bears, 0);
  Bd.addAttached("Bonesplitter", Lions, 0);
  Bd.addAttached("Control Magic", Angel, 1);
  // Graveyards for Tarmogoyf.
  Bd.add("Lightning Bolt", 1, Zone::Graveyard);
  Bd.add("Think Twice", 1, Zone::Graveyard);
  Out.B.putPlusOneCounters(Lions, 2);
  Out.B.putPlusOneCounters(Giant, 1);
  Out.CounterTarget = Bears;
  Bd.cast("Giant Growth", Bears, 0);
  Bd.cast("Jump", Giant, 1);
  for (const GameObject &O : Out.B.objects())
    if (O.In == Zone::Battlefield)
      Out.Effects += staticEffects(*O.Card);
  return Out;
}

BenchBoard generatedBoard(int Permanents, int Effects, std::uint64_t Seed, int Layout) {
  BenchBoard Out;
  Builder Bd(Out);
  game::Random Rng(Seed + static_cast<std::uint64_t>(Layout) * 7919);
  static constexpr const char *kFillers[] = {
      "Grizzly Bears", "Savannah Lions", "Hill Giant", "Gray Ogre", "Raging Goblin",
      "Air Elemental", "Serra Angel", "Llanowar Elves", "Runeclaw Bear", "Memnite",
      "Merfolk of the Pearl Trident", "Ornithopter", "Forest", "Plains", "Island",
      "Mountain", "Swamp", "Tropical Island", "Taiga", "Sol Ring"};
  static constexpr const char *kCreatures[] = {"Grizzly Bears", "Savannah Lions",
                                               "Hill Giant", "Raging Goblin",
                                               "Merfolk of the Pearl Trident"};
  // Ordinary effects: sources that enter, and pump spells that are cast.
  static constexpr const char *kStatics[] = {
      "Glorious Anthem", "Crusade", "Honor of the Pure", "Bad Moon", "Levitation",
      "Favorable Winds", "Lord of Atlantis", "Goblin King", "Elvish Champion",
      "Muraganda Petroglyphs", "Tarmogoyf"};
  static constexpr const char *kAttached[] = {"Holy Strength", "Bonesplitter"};
  // The real dependencies, always present.
  for (const char *Name : {"Urborg, Tomb of Yawgmoth", "Blood Moon", "Humility",
                           "Lord of Atlantis"}) {
    Bd.add(Name, 0);
    ++Out.Effects;
  }
  std::vector<ObjectId> Creatures;
  int Fillers = Permanents - Effects - 4;
  // Creatures first, so Auras and Equipment have hosts.
  for (int I = 0; I < Fillers; ++I) {
    const char *Name = I < 8 ? kCreatures[I % 5] : kFillers[Rng.below(std::size(kFillers))];
    ObjectId Id = Bd.add(Name, static_cast<PlayerId>(Rng.below(2)));
    if (card(Name).Face.HasPT && card(Name).Face.Types.contains(CardType::Creature))
      Creatures.push_back(Id);
    if (Rng.below(10) == 0)
      Out.B.putPlusOneCounters(Id, 1 + Rng.below(2));
  }
  Out.CounterTarget = Creatures.front();
  // The effects come from a stream of their own, so that boards of every
  // size get the same effects (only their hosts differ): growth in
  // permanents is measured at fixed effects.
  game::Random EffectRng(Seed * 0x9E3779B97F4A7C15ull + 1);
  while (Out.Effects < Effects) {
    int Kind = EffectRng.below(10);
    PlayerId P = static_cast<PlayerId>(EffectRng.below(2));
    ObjectId Host = Creatures[static_cast<std::size_t>(
        EffectRng.below(static_cast<int>(Creatures.size())))];
    if (Kind < 6) {
      Bd.add(kStatics[EffectRng.below(std::size(kStatics))], P);
      ++Out.Effects;
    } else if (Kind < 8) {
      Bd.addAttached(kAttached[EffectRng.below(2)], Host, P);
      ++Out.Effects;
    } else {
      Bd.cast(Kind == 8 ? "Giant Growth" : "Jump", Host, P); // counts itself
    }
  }
  while (Out.Permanents < Permanents) // top up to the size asked for
    Bd.add(kFillers[Rng.below(std::size(kFillers))], static_cast<PlayerId>(Rng.below(2)));
  return Out;
}

BenchBoard layerSixBoard() {
  BenchBoard Out;
  Builder Bd(Out);
  game::Random Rng(6);
  static constexpr const char *kCreatures[] = {"Grizzly Bears", "Savannah Lions",
                                               "Hill Giant", "Raging Goblin",
                                               "Merfolk of the Pearl Trident",
                                               "Llanowar Elves"};
  std::vector<ObjectId> Creatures;
  for (int I = 0; I < 150; ++I)
    Creatures.push_back(Bd.add(kCreatures[I % 6], static_cast<PlayerId>(Rng.below(2))));
  Out.CounterTarget = Creatures.front();
  int Made = 0;
  while (Made < 200) {
    int Kind = Rng.below(10);
    PlayerId P = static_cast<PlayerId>(Rng.below(2));
    ObjectId Host = Creatures[static_cast<std::size_t>(Rng.below(150))];
    if (Made == 120) {
      Bd.add("Humility", P); // removes the lords' abilities (613.8a existence)
    } else if (Kind < 5) {
      Bd.add("Levitation", P);
    } else if (Kind < 7) {
      Bd.cast("Jump", Host, P);
      continue; // counted by cast
    } else if (Kind < 8) {
      Bd.add(Rng.below(2) ? "Goblin King" : "Elvish Champion", P);
    } else {
      (void)Out.B.putKeywordCounters(Host, Keyword::Flying, 1); // CR 122.1b
      --Out.Effects; // a pseudo-effect, counted below
    }
    ++Made;
    ++Out.Effects;
  }
  Out.Effects = 200;
  return Out;
}

//===--- The flat loop ------------------------------------------------------===//

bool FlatLoop::prepare(const Board &B, std::string &Error) {
  layers::LayerEngine Engine;
  layers::Trace T;
  Engine.recompute(B, &T);
  int N = B.numObjects();
  Printed.resize(static_cast<std::size_t>(N));
  for (int Id = 0; Id < N; ++Id) {
    Printed[Id] = B.objects()[Id].Card->printed();
    Printed[Id].Controller = B.objects()[Id].BaseController;
  }
  Steps.clear();
  Sets.clear();
  struct Seen {
    const EffectDescriptor *Effect;
    ObjectId Source;
    Timestamp Ts;
    std::uint32_t Slot;
  };
  std::vector<Seen> Begun;
  for (const layers::TraceStep &S : T.Steps) {
    FlatStep F{};
    F.L = S.L;
    F.Source = S.Source;
    F.Ts = S.Ts;
    if (S.Effect.starts_with("+1/+1 counters")) {
      F.Kind = FlatStep::KindT::PlusOne;
    } else if (S.Effect.starts_with("-1/-1 counters")) {
      F.Kind = FlatStep::KindT::MinusOne;
    } else if (S.Effect.find(" counter on ") != std::string::npos) {
      F.Kind = FlatStep::KindT::Keyword;
      const Counters &C = B.objects()[S.Source].Count;
      for (int K = 0; K < C.NumKeywordKinds; ++K)
        if (C.Keywords[K].Ts == S.Ts)
          F.KeywordIndex = K;
    } else {
      F.Kind = FlatStep::KindT::Part;
      auto PartOf = [&](const EffectDescriptor *D) -> const PartDescriptor * {
        for (int P = 0; D && P < D->NumParts; ++P)
          if (D->Parts[P].L == S.L &&
              S.Effect.find(std::string(D->Parts[P].Facts->PartName).substr(
                  D->Parts[P].Facts->PartName.rfind("::") + 2)) != std::string::npos)
            return &D->Parts[P];
        return nullptr;
      };
      for (const CreatedEffect &C : B.Effects)
        if (C.Source == S.Source && C.Ts == S.Ts && PartOf(C.Effect)) {
          F.Created = &C;
          F.Effect = C.Effect;
        }
      if (!F.Created) {
        const CardDef &Card = *B.objects()[S.Source].Card;
        for (int A = 0; A < Card.NumAbilities && !F.Effect; ++A)
          if (PartOf(Card.ability(A).Effect))
            F.Effect = Card.ability(A).Effect;
      }
      F.Part = PartOf(F.Effect);
      if (!F.Part) {
        Error = "cannot map trace step '" + S.Effect + "'";
        return false;
      }
      if (!F.Created) {
        Seen *Found = nullptr;
        for (Seen &X : Begun)
          if (X.Effect == F.Effect && X.Source == F.Source)
            Found = &X;
        if (!Found) {
          Begun.push_back({F.Effect, F.Source, F.Ts, static_cast<std::uint32_t>(Sets.size())});
          Sets.emplace_back();
          Sets.back().reserve(static_cast<std::size_t>(N));
          F.FixesSet = true;
          Found = &Begun.back();
        }
        F.SetSlot = Found->Slot;
      }
    }
    Steps.push_back(F);
  }
  // Check the floor computes the engine's answer.
  run(B);
  for (int Id = 0; Id < N; ++Id)
    if (!(Characteristics::of(Core[Id], Text[Id]) == Engine.characteristics(Id))) {
      Error = "flat loop differs from the engine on object " + std::to_string(Id) +
              " (" + std::string(B.objects()[Id].Card->Face.Name) + ")";
      return false;
    }
  return true;
}

void FlatLoop::run(const Board &B) {
  int N = B.numObjects();
  Core.resize(Printed.size());
  Text.resize(Printed.size());
  // Plain pointers: the arrays do not grow below (and the compiler need not
  // reload them after every store).
  CoreCharacteristics *W = Core.data();
  TextAndAbilities *T = Text.data();
  const GameObject *Objects = B.objects().data();
  for (int Id = 0; Id < N; ++Id) { // as the engine starts each object
    W[Id] = Printed[Id].core();
    T[Id].assign(Printed[Id].text());
  }
  bool Intrinsic = false;
  auto AddIntrinsic = [&] {
    // CR 305.6: intrinsic mana abilities once types are final.
    Intrinsic = true;
    for (int Id = 0; Id < N; ++Id) {
      const CoreCharacteristics &C = W[Id];
      if (!C.Types.contains(CardType::Land))
        continue;
      for (int K = 0; K < 5; ++K)
        if (C.Subtypes.contains(kBasicLandTypes[K]))
          T[Id].Abilities.add({nullptr, static_cast<std::uint8_t>(K), false, true});
    }
  };
  for (const FlatStep &S : Steps) {
    if (!Intrinsic && S.L > Layer::L4)
      AddIntrinsic();
    switch (S.Kind) {
    case FlatStep::KindT::PlusOne: {
      int K = Objects[S.Source].Count.PlusOne;
      W[S.Source].Power += K;
      W[S.Source].Toughness += K;
      continue;
    }
    case FlatStep::KindT::MinusOne: {
      int K = Objects[S.Source].Count.MinusOne;
      W[S.Source].Power -= K;
      W[S.Source].Toughness -= K;
      continue;
    }
    case FlatStep::KindT::Keyword:
      W[S.Source].Keywords.insert(Objects[S.Source].Count.Keywords[S.KeywordIndex].Kind);
      continue;
    case FlatStep::KindT::Part:
      break;
    }
    PlayerId Controller = S.Created ? S.Created->Controller : W[S.Source].Controller;
    EffectContext Ctx(B, W, T, S.Source, Controller,
                      S.Created ? &S.Created->Choices : nullptr, nullptr);
    if (S.Created) {
      for (ObjectId Id : S.Created->Locked) {
        ObjectView V(&W[Id], &T[Id], &Objects[Id], nullptr, S.Ts);
        S.Part->Apply(Ctx, V);
      }
      continue;
    }
    std::vector<ObjectId> &Set = Sets[S.SetSlot];
    if (S.FixesSet) {
      // As the engine collects a set: every id written, the end moved by
      // the filter's answer (no branch on it).
      Set.resize(static_cast<std::size_t>(N));
      FilterFn AppliesTo = S.Effect->AppliesTo;
      std::size_t K = 0;
      for (ObjectId Id = 0; Id < N; ++Id) {
        Set[K] = Id;
        K += AppliesTo(Ctx, ObjectView(&W[Id], &T[Id], &Objects[Id])) ? 1 : 0;
      }
      Set.resize(K);
    }
    for (ObjectId Id : Set) {
      ObjectView V(&W[Id], &T[Id], &Objects[Id], nullptr, S.Ts);
      S.Part->Apply(Ctx, V);
    }
  }
  if (!Intrinsic)
    AddIntrinsic();
}

} // namespace strata::bench
