//===- Reader.cpp - Scenario YAML to the scenario model -------------------===//
///
/// \file
/// Walks llvm::yaml nodes and builds the model of Scenario.h, checking
/// keys and value types against the format (shared/spec/scenario-format.md).
///
//===----------------------------------------------------------------------===//
#include "strata/scenario/Reader.h"

#include "strata/scenario/InputLimits.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/YAMLParser.h"
#include "llvm/Support/raw_ostream.h"

namespace strata::scenario {

namespace yaml = llvm::yaml;
using llvm::SMLoc;
using llvm::StringRef;

void Diagnostics::attach(llvm::SourceMgr &SM) { SM.setDiagHandler(&handle, this); }

void Diagnostics::handle(const llvm::SMDiagnostic &D, void *Self) {
  auto *Me = static_cast<Diagnostics *>(Self);
  if (D.getKind() == llvm::SourceMgr::DK_Error)
    ++Me->Errors;
  D.print(nullptr, Me->OS, /*ShowColors=*/false);
}

void Diagnostics::error(llvm::SourceMgr &SM, SMLoc Loc, const llvm::Twine &Msg) {
  SM.PrintMessage(Loc, llvm::SourceMgr::DK_Error, Msg);
}

void Diagnostics::error(StringRef File, const llvm::Twine &Msg) {
  ++Errors;
  OS << File << ": error: " << Msg << "\n";
}

void Diagnostics::error(StringRef File, unsigned Line, unsigned Col, const llvm::Twine &Msg) {
  ++Errors;
  OS << File << ":" << Line << ":" << Col << ": error: " << Msg << "\n";
}

namespace {

/// The YAML is parsed lazily: a value not walked must be skipped, or the
/// parser loses its place in the stream.
void skip(yaml::Node *N) {
  if (N)
    N->skip();
}

class DocumentReader {
public:
  DocumentReader(llvm::SourceMgr &SM, Diagnostics &Diags) : SM(SM), Diags(Diags) {}

  std::optional<Scenario> read(yaml::Node *Root, StringRef File);

private:
  void error(yaml::Node *N, const llvm::Twine &Msg) {
    Diags.error(SM, N ? N->getSourceRange().Start : SMLoc(), Msg);
  }
  std::optional<Word> scalar(yaml::Node *N, const llvm::Twine &What);
  std::optional<int> integer(yaml::Node *N, const llvm::Twine &What);
  std::optional<bool> boolean(yaml::Node *N, const llvm::Twine &What);
  std::vector<Word> scalars(yaml::Node *N, const llvm::Twine &What);
  yaml::MappingNode *mapping(yaml::Node *N, const llvm::Twine &What);
  std::optional<CardEntry> cardEntry(yaml::Node *N, bool OnBattlefield);
  std::vector<CardEntry> cardList(yaml::Node *N, bool OnBattlefield);
  ZoneEntries zone(yaml::Node *N, const llvm::Twine &ZoneName);
  std::vector<std::pair<Word, int>> counterMap(yaml::Node *N);
  std::vector<Expectation> expectations(yaml::Node *N);
  std::optional<Action> action(yaml::Node *N);

  llvm::SourceMgr &SM;
  Diagnostics &Diags;
};

std::optional<Word> DocumentReader::scalar(yaml::Node *N, const llvm::Twine &What) {
  auto *S = llvm::dyn_cast_or_null<yaml::ScalarNode>(N);
  if (!S) {
    error(N, What + " must be a single value");
    skip(N);
    return std::nullopt;
  }
  llvm::SmallString<64> Storage;
  return Word{S->getValue(Storage).str(), S->getSourceRange().Start};
}

std::optional<int> DocumentReader::integer(yaml::Node *N, const llvm::Twine &What) {
  std::optional<Word> W = scalar(N, What);
  if (!W)
    return std::nullopt;
  int V;
  if (StringRef(W->Text).getAsInteger(10, V)) {
    error(N, What + " must be an integer, not '" + W->Text + "'");
    return std::nullopt;
  }
  return V;
}

std::optional<bool> DocumentReader::boolean(yaml::Node *N, const llvm::Twine &What) {
  std::optional<Word> W = scalar(N, What);
  if (!W)
    return std::nullopt;
  std::string T = StringRef(W->Text).lower();
  if (T == "true" || T == "yes")
    return true;
  if (T == "false" || T == "no")
    return false;
  error(N, What + " must be true or false, not '" + W->Text + "'");
  return std::nullopt;
}

std::vector<Word> DocumentReader::scalars(yaml::Node *N, const llvm::Twine &What) {
  std::vector<Word> Out;
  auto *Seq = llvm::dyn_cast_or_null<yaml::SequenceNode>(N);
  if (!Seq) {
    // A single value where a list is expected is accepted as a list of one.
    if (auto W = scalar(N, What))
      Out.push_back(*W);
    return Out;
  }
  for (yaml::Node &Item : *Seq)
    if (auto W = scalar(&Item, What + " entries"))
      Out.push_back(*W);
  return Out;
}

yaml::MappingNode *DocumentReader::mapping(yaml::Node *N, const llvm::Twine &What) {
  auto *M = llvm::dyn_cast_or_null<yaml::MappingNode>(N);
  if (!M) {
    error(N, What + " must be a map");
    skip(N);
  }
  return M;
}

std::vector<std::pair<Word, int>> DocumentReader::counterMap(yaml::Node *N) {
  std::vector<std::pair<Word, int>> Out;
  yaml::MappingNode *M = mapping(N, "'counters'");
  if (!M)
    return Out;
  for (yaml::KeyValueNode &KV : *M) {
    std::optional<Word> Kind = scalar(KV.getKey(), "a counter kind");
    std::optional<int> Count = integer(KV.getValue(), "a counter count");
    if (Kind && Count)
      Out.push_back({*Kind, *Count});
  }
  return Out;
}

std::optional<CardEntry> DocumentReader::cardEntry(yaml::Node *N, bool OnBattlefield) {
  CardEntry E;
  E.Loc = N ? N->getSourceRange().Start : SMLoc();
  if (llvm::isa_and_nonnull<yaml::ScalarNode>(N)) {
    std::optional<Word> Name = scalar(N, "a card");
    if (!Name)
      return std::nullopt;
    E.Card = *Name;
    return E;
  }
  yaml::MappingNode *M = mapping(N, "a card entry (a card name or a map)");
  if (!M)
    return std::nullopt;
  bool HasCard = false, Ok = true;
  for (yaml::KeyValueNode &KV : *M) {
    std::optional<Word> Key = scalar(KV.getKey(), "a key");
    if (!Key) {
      skip(KV.getValue());
      Ok = false;
      continue;
    }
    yaml::Node *V = KV.getValue();
    StringRef K = Key->Text;
    auto Set = [&](std::optional<Word> &Slot) {
      Slot = scalar(V, "'" + K + "'");
      Ok &= Slot.has_value();
    };
    if (K == "card") {
      if (auto W = scalar(V, "'card'")) {
        E.Card = *W;
        HasCard = true;
      }
    } else if (K == "id") {
      Set(E.Id);
    } else if (K == "controller") {
      Set(E.Controller);
    } else if (K == "owner") {
      Set(E.Owner);
    } else if (K == "counters") {
      E.Counters = counterMap(V);
    } else if (K == "choices") {
      E.Choices = scalars(V, "'choices'");
    } else if (K == "attached_to" && OnBattlefield) {
      Set(E.AttachedTo);
    } else if (K == "face_down" && OnBattlefield) {
      E.FaceDown = boolean(V, "'face_down'").value_or(false);
    } else if (K == "tapped" && OnBattlefield) {
      E.Tapped = boolean(V, "'tapped'").value_or(false);
    } else {
      // CR-independent: the format's card-entry keys (and which make sense
      // off the battlefield).
      Diags.error(SM, Key->Loc,
                  "unknown key '" + K + "' in a card entry" +
                      (OnBattlefield ? "" : " (outside the battlefield)") +
                      "; expected card, id, controller, owner, counters, choices" +
                      (OnBattlefield ? ", attached_to, face_down, tapped" : ""));
      skip(V);
      Ok = false;
    }
  }
  if (!HasCard) {
    error(N, "a card entry needs 'card'");
    return std::nullopt;
  }
  if (!Ok)
    return std::nullopt;
  return E;
}

std::vector<CardEntry> DocumentReader::cardList(yaml::Node *N, bool OnBattlefield) {
  std::vector<CardEntry> Out;
  auto *Seq = llvm::dyn_cast_or_null<yaml::SequenceNode>(N);
  if (!Seq) {
    error(N, "expected a list of card entries");
    skip(N);
    return Out;
  }
  for (yaml::Node &Item : *Seq)
    if (auto E = cardEntry(&Item, OnBattlefield))
      Out.push_back(std::move(*E));
  return Out;
}

ZoneEntries DocumentReader::zone(yaml::Node *N, const llvm::Twine &ZoneName) {
  ZoneEntries Out;
  yaml::MappingNode *M = mapping(N, "'" + ZoneName + "' (player: [cards])");
  if (!M)
    return Out;
  for (yaml::KeyValueNode &KV : *M)
    if (auto P = scalar(KV.getKey(), "a player name"))
      Out.push_back({*P, cardList(KV.getValue(), false)});
  return Out;
}

std::vector<Expectation> DocumentReader::expectations(yaml::Node *N) {
  std::vector<Expectation> Out;
  yaml::MappingNode *M = mapping(N, "'expect' (id: {field: value})");
  if (!M)
    return Out;
  static const char *const Known[] = {
      "pt",       "power",     "toughness", "types",      "subtypes",
      "supertypes", "colors",  "abilities", "has",        "lacks",
      "controller", "owner",   "name",      "mana_value", "zone",
      "counters", "life",    "tapped",    "face_down",  "attached_to",
      "damage"};
  static const char *const ListFields[] = {"types",     "subtypes", "supertypes", "colors",
                                           "abilities", "has",      "lacks"};
  for (yaml::KeyValueNode &KV : *M) {
    std::optional<Word> Id = scalar(KV.getKey(), "an id");
    if (!Id) {
      skip(KV.getValue());
      continue;
    }
    Expectation E{*Id, {}};
    yaml::MappingNode *Fields = mapping(KV.getValue(), "the expectations of '" + Id->Text + "'");
    if (!Fields)
      continue;
    for (yaml::KeyValueNode &F : *Fields) {
      std::optional<Word> Name = scalar(F.getKey(), "a field");
      if (!Name) {
        skip(F.getValue());
        continue;
      }
      if (!llvm::is_contained(Known, StringRef(Name->Text))) {
        Diags.error(SM, Name->Loc,
                    "unknown field '" + Name->Text +
                        "'; expected pt, power, toughness, types, subtypes, supertypes, "
                        "colors, abilities, has, lacks, controller, owner, name, "
                        "mana_value, zone, counters, life, tapped, face_down, "
                        "attached_to or damage");
        skip(F.getValue());
        continue;
      }
      Field Fd;
      Fd.Name = *Name;
      yaml::Node *V = F.getValue();
      if (Name->Text == "counters") {
        Fd.IsMap = true;
        Fd.Counters = counterMap(V);
      } else if (llvm::is_contained(ListFields, StringRef(Name->Text))) {
        Fd.IsList = true;
        Fd.List = scalars(V, "'" + Name->Text + "'");
      } else if (auto W = scalar(V, "'" + Name->Text + "'")) {
        Fd.Scalar = *W;
      } else {
        continue;
      }
      E.Fields.push_back(std::move(Fd));
    }
    Out.push_back(std::move(E));
  }
  return Out;
}

std::optional<Action> DocumentReader::action(yaml::Node *N) {
  yaml::MappingNode *M = mapping(N, "an action");
  if (!M)
    return std::nullopt;
  Action A{};
  A.Loc = N->getSourceRange().Start;
  bool First = true, Ok = true;
  for (yaml::KeyValueNode &KV : *M) {
    std::optional<Word> Key = scalar(KV.getKey(), "a key");
    yaml::Node *V = KV.getValue();
    // The YAML is parsed lazily: every value is walked (or skipped) before
    // going on, whatever happens, or the parser loses its place.
    if (!Key || !Ok) {
      if (V)
        V->skip();
      Ok = false;
      continue;
    }
    StringRef K = Key->Text;
    if (First) {
      // The first key names the action.
      First = false;
      std::optional<ActionKind> Kind =
          llvm::StringSwitch<std::optional<ActionKind>>(K)
              .Case("cast", ActionKind::Cast)
              .Case("activate", ActionKind::Activate)
              .Case("enter", ActionKind::Enter)
              .Case("leave", ActionKind::Leave)
              .Case("counters", ActionKind::Counters)
              .Case("attach", ActionKind::Attach)
              .Case("damage", ActionKind::Damage)
              .Case("attack", ActionKind::Attack)
              .Case("resolve", ActionKind::Resolve)
              .Case("end_turn", ActionKind::EndTurn)
              .Case("expect", ActionKind::Expect)
              .Case("turn_face_up", ActionKind::TurnFaceUp)
              .Default(std::nullopt);
      if (!Kind) {
        Diags.error(SM, Key->Loc,
                    "unknown action '" + K +
                        "'; expected cast, activate, enter, leave, counters, attach, "
                        "damage, attack, resolve, end_turn, turn_face_up or expect");
        V->skip();
        Ok = false;
        continue;
      }
      A.Kind = *Kind;
      switch (A.Kind) {
      case ActionKind::Expect:
        A.Expect = expectations(V);
        break;
      case ActionKind::Attack:
        A.Attackers = scalars(V, "'attack'");
        break;
      case ActionKind::Enter:
        if (auto E = cardEntry(V, true)) {
          A.Entry = std::move(*E);
          A.Subject = A.Entry.Card;
        } else {
          Ok = false;
        }
        break;
      case ActionKind::Resolve:
      case ActionKind::EndTurn:
        if (!boolean(V, "'" + K + "'").value_or(false))
          Ok = false;
        break;
      default:
        if (auto W = scalar(V, "'" + K + "'"))
          A.Subject = *W;
        else
          Ok = false;
      }
      continue;
    }
    auto Opt = [&](std::optional<Word> &Slot) {
      Slot = scalar(V, "'" + K + "'");
      Ok &= Slot.has_value();
    };
    auto Int = [&](std::optional<int> &Slot) {
      Slot = integer(V, "'" + K + "'");
      Ok &= Slot.has_value();
    };
    bool Known = true;
    if (A.Kind == ActionKind::Enter && K != "answers") {
      // `enter: CARD` takes the card-entry keys beside it.
      CardEntry &E = A.Entry;
      if (K == "id")
        Opt(E.Id);
      else if (K == "controller")
        Opt(E.Controller);
      else if (K == "owner")
        Opt(E.Owner);
      else if (K == "attached_to")
        Opt(E.AttachedTo);
      else if (K == "counters")
        E.Counters = counterMap(V);
      else if (K == "choices")
        E.Choices = scalars(V, "'choices'");
      else if (K == "face_down")
        E.FaceDown = boolean(V, "'face_down'").value_or(false);
      else if (K == "tapped")
        E.Tapped = boolean(V, "'tapped'").value_or(false);
      else
        Known = false;
      if (!Known) {
        skip(V);
        Diags.error(SM, Key->Loc,
                    "unknown key '" + K +
                        "' for enter; expected id, controller, owner, counters, choices, "
                        "attached_to, face_down, tapped or answers");
        Ok = false;
      }
      continue;
    }
    if (K == "answers")
      A.Answers = scalars(V, "'answers'");
    else if (K == "by" && A.Kind != ActionKind::Expect)
      Opt(A.By);
    else if (K == "targets" && (A.Kind == ActionKind::Cast || A.Kind == ActionKind::Activate))
      A.Targets = scalars(V, "'targets'");
    else if (K == "choices" && (A.Kind == ActionKind::Cast || A.Kind == ActionKind::Activate))
      A.Choices = scalars(V, "'choices'");
    else if (K == "x" && (A.Kind == ActionKind::Cast || A.Kind == ActionKind::Activate))
      Int(A.X);
    else if (K == "hold" && (A.Kind == ActionKind::Cast || A.Kind == ActionKind::Activate))
      A.Hold = boolean(V, "'hold'").value_or(false);
    else if (K == "from" && A.Kind == ActionKind::Cast)
      Opt(A.From);
    else if (K == "id" && A.Kind == ActionKind::Cast)
      Opt(A.Id);
    else if (K == "ability" && A.Kind == ActionKind::Activate)
      Int(A.Ability);
    else if (K == "to" && (A.Kind == ActionKind::Leave || A.Kind == ActionKind::Attach))
      Opt(A.To);
    else if (K == "kind" && A.Kind == ActionKind::Counters)
      Opt(A.Kind_);
    else if (K == "count" && A.Kind == ActionKind::Counters)
      Int(A.Count);
    else if (K == "amount" && A.Kind == ActionKind::Damage)
      Int(A.Amount);
    else if (K == "blocks" && A.Kind == ActionKind::Attack) {
      if (yaml::MappingNode *B = mapping(V, "'blocks' (blocker: attacker)"))
        for (yaml::KeyValueNode &Pair : *B) {
          auto Blocker = scalar(Pair.getKey(), "a blocker");
          auto Attacker = scalar(Pair.getValue(), "an attacker");
          if (Blocker && Attacker)
            A.Blocks.push_back({*Blocker, *Attacker});
        }
    } else
      Known = false;
    if (!Known) {
      skip(V);
      Diags.error(SM, Key->Loc, "unknown key '" + K + "' for this action");
      Ok = false;
    }
  }
  if (A.Kind == ActionKind::Counters && (!A.Kind_ || !A.Count)) {
    error(N, "'counters' needs 'kind' and 'count'");
    Ok = false;
  }
  if (A.Kind == ActionKind::Damage && !A.Amount) {
    error(N, "'damage' needs 'amount'");
    Ok = false;
  }
  if (A.Kind == ActionKind::Attach && !A.To) {
    error(N, "'attach' needs 'to'");
    Ok = false;
  }
  if (!Ok)
    return std::nullopt;
  return A;
}

std::optional<Scenario> DocumentReader::read(yaml::Node *Root, StringRef File) {
  Scenario S;
  S.File = File.str();
  yaml::MappingNode *M = mapping(Root, "a scenario");
  if (!M)
    return std::nullopt;
  S.Loc = Root->getSourceRange().Start;
  unsigned Before = Diags.errors();
  bool HasName = false, HasExpect = false;
  for (yaml::KeyValueNode &KV : *M) {
    std::optional<Word> Key = scalar(KV.getKey(), "a key");
    if (!Key) {
      skip(KV.getValue());
      continue;
    }
    StringRef K = Key->Text;
    yaml::Node *V = KV.getValue();
    if (K == "name") {
      if (auto W = scalar(V, "'name'")) {
        S.Name = *W;
        HasName = true;
      }
    } else if (K == "rules") {
      S.Rules = scalars(V, "'rules'");
    } else if (K == "players") {
      S.Players = scalars(V, "'players'");
    } else if (K == "battlefield") {
      S.Battlefield = cardList(V, true);
    } else if (K == "hand") {
      S.Hand = zone(V, "hand");
    } else if (K == "graveyard") {
      S.Graveyard = zone(V, "graveyard");
    } else if (K == "exile") {
      S.Exile = zone(V, "exile");
    } else if (K == "library") {
      S.Library = zone(V, "library");
    } else if (K == "actions") {
      auto *Seq = llvm::dyn_cast_or_null<yaml::SequenceNode>(V);
      if (!Seq) {
        error(V, "'actions' must be a list");
        skip(V);
        continue;
      }
      for (yaml::Node &Item : *Seq)
        if (auto A = action(&Item)) {
          HasExpect |= A->Kind == ActionKind::Expect;
          S.Actions.push_back(std::move(*A));
        }
    } else if (K == "expect") {
      S.Expect = expectations(V);
      HasExpect = true;
    } else {
      Diags.error(SM, Key->Loc,
                  "unknown key '" + K +
                      "'; expected name, rules, players, battlefield, hand, graveyard, "
                      "exile, library, actions or expect");
      skip(V);
    }
  }
  if (!HasName)
    error(Root, "a scenario needs a 'name'");
  if (!HasExpect)
    error(Root, "a scenario needs 'expect' or an 'expect' action");
  if (S.Players.empty())
    S.Players = {{"Alice", {}}, {"Bob", {}}};
  if (Diags.errors() != Before)
    return std::nullopt;
  return S;
}

} // namespace

std::vector<Scenario> readScenarios(llvm::SourceMgr &SM, unsigned Buffer,
                                    Diagnostics &Diags) {
  std::vector<Scenario> Out;
  const llvm::MemoryBuffer *MB = SM.getMemoryBuffer(Buffer);
  // Bounds first: the parser recurses on nesting and echoes source lines.
  if (!checkScenarioText(MB->getBuffer(), MB->getBufferIdentifier(), Diags))
    return Out;
  // Syntax first: a YAML error is reported alone, not after whatever the
  // half-parsed document would make the model complain about.
  {
    yaml::Stream Syntax(MB->getMemBufferRef(), SM);
    if (!Syntax.validate())
      return Out;
  }
  yaml::Stream Stream(MB->getMemBufferRef(), SM);
  DocumentReader Reader(SM, Diags);
  unsigned Documents = 0;
  for (yaml::Document &Doc : Stream) {
    yaml::Node *Root = Doc.getRoot();
    if (Stream.failed() || !Root || llvm::isa<yaml::NullNode>(Root))
      continue;
    ++Documents;
    if (auto S = Reader.read(Root, MB->getBufferIdentifier()))
      Out.push_back(std::move(*S));
    if (Stream.failed())
      break;
  }
  // An empty file, or only `---` and comments: nothing would be checked.
  if (Documents == 0 && !Stream.failed())
    Diags.error(MB->getBufferIdentifier(), "no scenarios: the file holds no YAML document");
  return Out;
}

} // namespace strata::scenario
