//===- BoardBuilder.cpp - Boards for layer tests --------------------------===//
#include "BoardBuilder.h"

#include "strata/cards/CardLibrary.h"
#include "strata/runtime/Effect.h"

#include <stdexcept>
#include <string>

namespace strata::test {
using namespace runtime;

static const CardDef &card(std::string_view Name) {
  const CardDef *C = cards::findCard(Name);
  if (!C)
    throw std::runtime_error("no card named '" + std::string(Name) + "'");
  return *C;
}

ObjectId BoardBuilder::add(std::string_view Name, ObjectOptions O) {
  GameObject &G = B.addObject(card(Name), O.Owner, O.In);
  ObjectId Id = G.Id;
  G.BaseController = O.Controller.value_or(O.Owner);
  G.FaceDown = O.FaceDown;
  G.Choices.ChosenColor = O.ChosenColor;
  G.Choices.ChosenType = O.ChosenType;
  G.AttachedTo = O.AttachedTo; // entering attached: its entry timestamp
  if (O.PlusOneCounters)
    addPlusOneCounters(Id, O.PlusOneCounters);
  if (O.MinusOneCounters)
    addMinusOneCounters(Id, O.MinusOneCounters);
  return Id;
}

void BoardBuilder::addPlusOneCounters(ObjectId Id, int N) {
  GameObject &G = B.edit(Id);
  G.Count.PlusOne += N;
  G.Count.PlusOneTs = B.newTimestamp(); // CR 613.7c
}

void BoardBuilder::addMinusOneCounters(ObjectId Id, int N) {
  GameObject &G = B.edit(Id);
  G.Count.MinusOne += N;
  G.Count.MinusOneTs = B.newTimestamp(); // CR 613.7c
}

void BoardBuilder::attach(ObjectId Aura, ObjectId To) {
  GameObject &G = B.edit(Aura);
  G.AttachedTo = To;
  G.Ts = B.newTimestamp(); // CR 613.7e
}

void BoardBuilder::move(ObjectId Id, Zone To) {
  GameObject &G = B.edit(Id);
  G.In = To;
  G.Ts = B.newTimestamp(); // CR 613.7d
  G.Count = Counters();    // CR 122.2
  G.AttachedTo = kNoObject;
}

ObjectId BoardBuilder::cast(std::string_view Name, SpellOptions O) {
  const CardDef &C = card(Name);
  if (C.NumSpellEffects == 0)
    throw std::runtime_error("'" + std::string(Name) + "' creates no effect");
  ObjectId Spell = add(Name, {.Owner = O.Controller, .In = Zone::Stack});
  // CR 611.2c: the set is determined from the characteristics as the
  // effect begins.
  Engine.recompute(B);
  for (int I = 0; I < C.NumSpellEffects; ++I) {
    CreatedEffect E;
    E.Effect = C.SpellEffects[I];
    E.Source = Spell;
    E.Controller = O.Controller;
    E.Until = O.Until;
    for (std::size_t T = 0; T < O.Targets.size() && T < E.Choices.Targets.size(); ++T)
      E.Choices.Targets[T] = O.Targets[T];
    E.Choices.ChosenColor = O.ChosenColor;
    E.Choices.ChosenType = O.ChosenType;
    if (O.From)
      E.Choices.From = *O.From;
    if (O.To)
      E.Choices.To = *O.To;
    E.Choices.X = O.X;
    E.Ts = B.newTimestamp(); // CR 613.7b
    Engine.lockAffectedSet(B, E);
    B.addEffect(std::move(E));
  }
  move(Spell, Zone::Graveyard); // CR 608.2n
  return Spell;
}

ObjectId BoardBuilder::addCopy(std::string_view Name, ObjectId Original,
                               ObjectOptions O) {
  const CardDef &C = card(Name);
  if (C.NumEntryEffects == 0)
    throw std::runtime_error("'" + std::string(Name) + "' enters as nothing");
  // CR 707.2 / 613.2c: the original's copiable values as it is now.
  Engine.recompute(B);
  B.CopiedValues.push_back(Engine.copiableValues(Original));
  int Captured = static_cast<int>(B.CopiedValues.size()) - 1;
  ObjectId Id = add(Name, O);
  for (int I = 0; I < C.NumEntryEffects; ++I) {
    CreatedEffect E;
    E.Effect = C.EntryEffects[I];
    E.Source = Id;
    E.Controller = B.object(Id).BaseController;
    E.Until = Duration::WhileOnBattlefield;
    E.Locked = {Id}; // it names the entering object
    E.Choices.Targets[0] = Original;
    E.Choices.CopiedValues = Captured;
    // CR 707.5 / 614.1c: it applies as the object enters, so it shares the
    // object's entry timestamp.
    E.Ts = B.object(Id).Ts;
    B.addEffect(std::move(E));
  }
  return Id;
}

void BoardBuilder::recompute() {
  T.clear();
  Engine.recompute(B, &T);
}

static void append(std::string &Out, std::string_view W) {
  if (!Out.empty())
    Out += ' ';
  Out += W;
}

std::string BoardBuilder::cardTypes(ObjectId Id) const {
  std::string Out;
  get(Id).Types.forEach([&](CardType T) { append(Out, name(T)); });
  return Out;
}

std::string BoardBuilder::supertypes(ObjectId Id) const {
  std::string Out;
  get(Id).Supertypes.forEach([&](Supertype T) { append(Out, name(T)); });
  return Out;
}

static std::string subtypesOf(const SubtypeSet &S, SubtypeKind K) {
  std::string Out;
  if (K == SubtypeKind::Creature && S.hasAllCreatureTypes())
    return "every";
  S.forEach([&](Subtype T) {
    if (subtypeKind(T) == K)
      append(Out, name(T));
  });
  return Out;
}

std::string BoardBuilder::landTypes(ObjectId Id) const {
  return subtypesOf(get(Id).Subtypes, SubtypeKind::Land);
}

std::string BoardBuilder::creatureTypes(ObjectId Id) const {
  return subtypesOf(get(Id).Subtypes, SubtypeKind::Creature);
}

std::string BoardBuilder::colors(ObjectId Id) const {
  std::string Out;
  get(Id).Colors.forEach([&](Color C) { append(Out, name(C)); });
  return Out;
}

bool BoardBuilder::hasPrintedAbility(ObjectId Id, std::string_view Printer,
                                     int Index) const {
  const CardDef &C = card(Printer);
  for (const AbilityRef &A : rulesText(Id).Abilities)
    if (A.Printer == &C && A.Index == Index && !A.Intrinsic)
      return true;
  return false;
}

bool BoardBuilder::hasIntrinsicManaAbility(ObjectId Id, Subtype T) const {
  int K = static_cast<int>(T) - static_cast<int>(Subtype::Plains);
  for (const AbilityRef &A : rulesText(Id).Abilities)
    if (A.Intrinsic && A.Index == K)
      return true;
  return false;
}

Subtype BoardBuilder::textSubtype(ObjectId Id, int I) const {
  return static_cast<Subtype>(rulesText(Id).Words.Words[I].Value);
}

Color BoardBuilder::textColor(ObjectId Id, int I) const {
  return static_cast<Color>(rulesText(Id).Words.Words[I].Value);
}

std::vector<ObjectId> BoardBuilder::order(Layer L) const {
  std::vector<ObjectId> Out;
  for (const layers::TraceStep &S : T.Steps)
    if (S.L == L)
      Out.push_back(S.Source);
  return Out;
}

std::optional<layers::OrderReason> BoardBuilder::reason(Layer L,
                                                        ObjectId Source) const {
  for (const layers::TraceStep &S : T.Steps)
    if (S.L == L && S.Source == Source)
      return S.Reason;
  return std::nullopt;
}

bool BoardBuilder::skipped(Layer L, ObjectId Source) const {
  for (const layers::SkippedStep &S : T.Skipped)
    if (S.L == L && S.Source == Source)
      return true;
  return false;
}

TextWord landWord(Subtype S) { return landTypeWord(S); }
TextWord colorWordOf(Color C) { return colorWord(C); }
TextWord creatureWord(Subtype S) { return creatureTypeWord(S); }

} // namespace strata::test
