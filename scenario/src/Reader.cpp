//===- Reader.cpp - Scenario YAML to the scenario model -------------------===//
///
/// \file
/// Walks llvm::yaml nodes and builds the model of Scenario.h, checking
/// keys and value types against the format (docs/scenario-format.md).
///
//===----------------------------------------------------------------------===//
#include "strata/scenario/Reader.h"

#include "strata/runtime/GameObject.h"
#include "strata/scenario/ExpectationFields.h"
#include "strata/scenario/InputLimits.h"
#include "strata/scenario/Rules.h"

#include "ExpectedValues.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Regex.h"
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
  if (Me->Captured) {
    const char *Kind = D.getKind() == llvm::SourceMgr::DK_Error     ? "error"
                       : D.getKind() == llvm::SourceMgr::DK_Warning ? "warning"
                       : D.getKind() == llvm::SourceMgr::DK_Note    ? "note"
                                                                     : "remark";
    Me->Captured->push_back({D.getFilename().str(), static_cast<unsigned>(D.getLineNo()),
                             static_cast<unsigned>(D.getColumnNo() + 1), Kind,
                             D.getMessage().str()});
    return;
  }
  D.print(nullptr, Me->OS, /*ShowColors=*/false);
}

void Diagnostics::error(llvm::SourceMgr &SM, SMLoc Loc, const llvm::Twine &Msg) {
  SM.PrintMessage(Loc, llvm::SourceMgr::DK_Error, Msg);
}

void Diagnostics::error(StringRef File, const llvm::Twine &Msg) {
  error(File, 0, 0, Msg);
}

void Diagnostics::error(StringRef File, unsigned Line, unsigned Col, const llvm::Twine &Msg) {
  ++Errors;
  if (Captured) {
    Captured->push_back({File.str(), Line, Col, "error", Msg.str()});
    return;
  }
  OS << File;
  if (Line)
    OS << ":" << Line << ":" << Col;
  OS << ": error: " << Msg << "\n";
}

namespace {

/// The YAML is parsed lazily: a value not walked must be skipped, or the
/// parser loses its place in the stream.
void skip(yaml::Node *N) {
  if (N)
    N->skip();
}

/// The actions after which play can stop with a triggered ability on the
/// stack (`hold: triggers`): those that end by resolving the stack. Combat
/// and turn actions stop where `stop:` says.
bool holdsTriggers(ActionKind K) {
  switch (K) {
  case ActionKind::Cast:
  case ActionKind::Activate:
  case ActionKind::Enter:
  case ActionKind::Leave:
  case ActionKind::Counters:
  case ActionKind::Attach:
  case ActionKind::Damage:
  case ActionKind::Resolve:
  case ActionKind::TurnFaceUp:
    return true;
  case ActionKind::Attack:
  case ActionKind::Block:
  case ActionKind::FinishCombat:
  case ActionKind::EndTurn:
  case ActionKind::Expect:
    return false;
  }
  return false;
}

class DocumentReader {
public:
  DocumentReader(llvm::SourceMgr &SM, Diagnostics &Diags) : SM(SM), Diags(Diags) {}

  /// The scenario of document \p Root; false after a reported error.
  bool read(yaml::Node *Root, StringRef File, Scenario &S);

private:
  void error(yaml::Node *N, const llvm::Twine &Msg) { Diags.error(SM, where(N), Msg); }
  /// Where \p N is written. An empty value (`name:` and nothing) has no
  /// text: the parser places it at the next token, often the next line;
  /// it is reported just after what precedes it (the key's colon).
  SMLoc where(yaml::Node *N) const;
  std::optional<Word> scalar(yaml::Node *N, const llvm::Twine &What);
  /// An integer in [Min, Max]: "must be an integer" for words, "out of
  /// range" (with the range) for numbers beyond it.
  std::optional<int> integer(yaml::Node *N, const llvm::Twine &What, long long Min,
                             long long Max);
  std::optional<bool> boolean(yaml::Node *N, const llvm::Twine &What);
  std::vector<Word> scalars(yaml::Node *N, const llvm::Twine &What);
  /// `answers`: scalars, or `{answer: X, refused: RULE}` maps.
  std::vector<Word> answers(yaml::Node *N);
  /// A rule number for `refused:` ("702.9b", "601.2"); reported if not.
  bool ruleNumber(const Word &W);
  /// `blocks:` / `block:`: blocker -> attacker, each blocker once.
  std::vector<std::pair<Word, Word>> blocks(yaml::Node *N, const llvm::Twine &What, bool &Ok);
  yaml::MappingNode *mapping(yaml::Node *N, const llvm::Twine &What);
  /// YAML maps have unique keys (a second would silently replace the
  /// first): reports \p Key if \p Seen holds it already, else adds it.
  bool unique(std::vector<Word> &Seen, const Word &Key, bool IgnoreCase = false);
  std::optional<CardEntry> cardEntry(yaml::Node *N, bool OnBattlefield);
  std::vector<CardEntry> cardList(yaml::Node *N, bool OnBattlefield);
  ZoneEntries zone(yaml::Node *N, const llvm::Twine &ZoneName);
  /// \p Expected: an expectation's counts, which actions may have summed
  /// past what one entry may put.
  std::vector<std::pair<Word, int>> counterMap(yaml::Node *N, bool Expected = false);
  std::vector<Expectation> expectations(yaml::Node *N);
  std::optional<Action> action(yaml::Node *N);

  llvm::SourceMgr &SM;
  Diagnostics &Diags;
};

/// The '[' or '{' a flow collection whose first item is at \p At opens
/// with (LLVM places the collection at that item), if it is one.
static std::optional<std::size_t> flowOpening(StringRef Buffer, std::size_t At) {
  while (At > 0 && StringRef(" \t\r\n").contains(Buffer[At - 1]))
    --At;
  if (At > 0 && (Buffer[At - 1] == '[' || Buffer[At - 1] == '{'))
    return At - 1;
  return std::nullopt;
}

SMLoc DocumentReader::where(yaml::Node *N) const {
  if (!N)
    return SMLoc();
  SMLoc Start = N->getSourceRange().Start;
  if (!Start.isValid())
    return Start;
  StringRef Buffer =
      SM.getMemoryBuffer(SM.FindBufferContainingLoc(Start))->getBuffer();
  std::size_t At = std::min<std::size_t>(Start.getPointer() - Buffer.data(), Buffer.size());
  if (llvm::isa<yaml::SequenceNode, yaml::MappingNode>(N)) {
    // A flow collection starts after its bracket: point at the bracket.
    if (std::optional<std::size_t> Open = flowOpening(Buffer, At))
      return SMLoc::getFromPointer(Buffer.data() + *Open);
    return Start;
  }
  if (!llvm::isa<yaml::NullNode>(N))
    return Start;
  // Back over blanks, line breaks and comments to what the value follows.
  for (;;) {
    while (At > 0 && StringRef(" \t\r\n").contains(Buffer[At - 1]))
      --At;
    std::size_t LineStart = Buffer.rfind('\n', At);
    LineStart = LineStart == StringRef::npos ? 0 : LineStart + 1;
    StringRef Line = Buffer.slice(LineStart, At);
    std::size_t Hash = Line.starts_with("#") ? 0 : Line.find(" #");
    if (Hash == StringRef::npos || At == 0)
      break;
    At = LineStart + Hash;
  }
  return SMLoc::getFromPointer(Buffer.data() + At);
}

std::optional<Word> DocumentReader::scalar(yaml::Node *N, const llvm::Twine &What) {
  auto *S = llvm::dyn_cast_or_null<yaml::ScalarNode>(N);
  if (llvm::isa_and_nonnull<yaml::NullNode>(N)) {
    error(N, What + " has no value");
    return std::nullopt;
  }
  if (!S) {
    error(N, What + " must be a single value");
    skip(N);
    return std::nullopt;
  }
  llvm::SmallString<64> Storage;
  return Word{S->getValue(Storage).str(), S->getSourceRange().Start};
}

std::optional<int> DocumentReader::integer(yaml::Node *N, const llvm::Twine &What,
                                           long long Min, long long Max) {
  std::optional<Word> W = scalar(N, What);
  if (!W)
    return std::nullopt;
  IntegerReading R = readInteger(W->Text);
  if (R.Kind == IntegerReading::NotInteger) {
    error(N, What + " must be an integer, not '" + W->Text + "'");
    return std::nullopt;
  }
  if (R.Kind == IntegerReading::TooLarge || R.V < Min || R.V > Max) {
    error(N, What + " " + W->Text + " is out of range; it must be from " + llvm::Twine(Min) +
                 " to " + llvm::Twine(Max));
    return std::nullopt;
  }
  return static_cast<int>(R.V);
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

bool DocumentReader::ruleNumber(const Word &W) {
  if (!llvm::Regex("^[0-9]{3}(\\.[0-9]+[a-z]?)?$").match(W.Text)) {
    Diags.error(SM, W.Loc,
                "'refused' names a rule, such as \"702.9b\" or \"601.2\", not '" + W.Text + "'");
    return false;
  }
  if (std::optional<std::string> Why = ruleNumberProblem(W.Text)) {
    Diags.error(SM, W.Loc, *Why);
    return false;
  }
  return true;
}

std::vector<Word> DocumentReader::answers(yaml::Node *N) {
  auto *Seq = llvm::dyn_cast_or_null<yaml::SequenceNode>(N);
  if (!Seq)
    return scalars(N, "'answers'");
  std::vector<Word> Out;
  for (yaml::Node &Item : *Seq) {
    auto *M = llvm::dyn_cast<yaml::MappingNode>(&Item);
    if (!M) {
      if (auto W = scalar(&Item, "'answers' entries"))
        Out.push_back(*W);
      continue;
    }
    // CR 732.1: an answer that must be refused, then asked again; CR
    // 603.3b: which of one source's triggers goes on the stack next.
    std::optional<Word> Answer, Rule, Ability, About;
    bool Ok = true;
    for (yaml::KeyValueNode &KV : *M) {
      std::optional<Word> Key = scalar(KV.getKey(), "a key");
      yaml::Node *V = KV.getValue();
      if (Key && Key->Text == "answer" && !Answer)
        Answer = scalar(V, "'answer'");
      else if (Key && Key->Text == "refused" && !Rule)
        Rule = scalar(V, "'refused'");
      else if (Key && Key->Text == "ability" && !Ability)
        Ability = scalar(V, "'ability'");
      else if (Key && Key->Text == "about" && !About)
        About = scalar(V, "'about'");
      else {
        if (Key)
          Diags.error(SM, Key->Loc,
                      "unknown or repeated key '" + Key->Text +
                          "' in an answer; an answer is {answer: X, refused: RULE} (an "
                          "answer that must be refused) or {answer: SOURCE, ability: "
                          "LABEL, about: ID} (which of a source's triggers)");
        skip(V);
        Ok = false;
      }
    }
    if (Ok && !Answer) {
      error(&Item, "an answer written as a map needs 'answer': {answer: X, refused: RULE} "
                   "or {answer: SOURCE, ability: LABEL, about: ID}");
      Ok = false;
    } else if (Ok && !Rule && !Ability && !About) {
      error(&Item, "an answer that must be refused needs both 'answer' and 'refused': "
                   "{answer: X, refused: RULE}");
      Ok = false;
    }
    if (!Ok || (Rule && !ruleNumber(*Rule)))
      continue;
    if (Rule) {
      Answer->Refused = Rule->Text;
      Answer->RefusedLoc = Rule->Loc;
    }
    if (Ability)
      Answer->Ability = Ability->Text;
    if (About)
      Answer->About = About->Text;
    Out.push_back(*Answer);
  }
  return Out;
}

std::vector<std::pair<Word, Word>> DocumentReader::blocks(yaml::Node *N, const llvm::Twine &What,
                                                          bool &Ok) {
  std::vector<std::pair<Word, Word>> Out;
  yaml::MappingNode *B = mapping(N, What + " (blocker: attacker)");
  if (!B) {
    // `block: {}` (no blocks) parses as an empty map; anything else is wrong.
    Ok = false;
    return Out;
  }
  for (std::vector<Word> SeenBlockers; yaml::KeyValueNode &Pair : *B) {
    auto Blocker = scalar(Pair.getKey(), "a blocker");
    if (Blocker && !unique(SeenBlockers, *Blocker)) {
      skip(Pair.getValue());
      Ok = false;
      continue;
    }
    auto Attacker = scalar(Pair.getValue(), "an attacker");
    if (Blocker && Attacker)
      Out.push_back({*Blocker, *Attacker});
    else
      Ok = false;
  }
  return Out;
}

yaml::MappingNode *DocumentReader::mapping(yaml::Node *N, const llvm::Twine &What) {
  auto *M = llvm::dyn_cast_or_null<yaml::MappingNode>(N);
  if (!M) {
    // Say what was found instead: nothing, a list, or which value.
    llvm::SmallString<64> Storage;
    auto *S = llvm::dyn_cast_or_null<yaml::ScalarNode>(N);
    error(N, What + (llvm::isa_and_nonnull<yaml::NullNode>(N)       ? " has no value"
                     : llvm::isa_and_nonnull<yaml::SequenceNode>(N) ? " must be a map, not a list"
                     : S ? " must be a map, not '" + S->getValue(Storage).str() + "'"
                         : std::string(" must be a map")));
    skip(N);
  }
  return M;
}

bool DocumentReader::unique(std::vector<Word> &Seen, const Word &Key, bool IgnoreCase) {
  for (const Word &W : Seen)
    if (IgnoreCase ? StringRef(W.Text).equals_insensitive(Key.Text) : W.Text == Key.Text) {
      auto [Line, Col] = SM.getLineAndColumn(W.Loc);
      Diags.error(SM, Key.Loc,
                  "duplicate key '" + Key.Text + "'; it is first given at line " +
                      llvm::Twine(Line) + ", column " + llvm::Twine(Col));
      return false;
    }
  Seen.push_back(Key);
  return true;
}

std::vector<std::pair<Word, int>> DocumentReader::counterMap(yaml::Node *N, bool Expected) {
  std::vector<std::pair<Word, int>> Out;
  yaml::MappingNode *M = mapping(N, "'counters'");
  if (!M)
    return Out;
  std::vector<Word> Seen;
  for (yaml::KeyValueNode &KV : *M) {
    std::optional<Word> Kind = scalar(KV.getKey(), "a counter kind");
    if (Kind && !unique(Seen, *Kind, /*IgnoreCase=*/true)) {
      skip(KV.getValue());
      continue;
    }
    // One kind of keyword counter is enough for its ability; a byte holds
    // up to 255 (GameObject.h).
    bool KeywordKind = !StringRef(Kind ? Kind->Text : "").contains('/');
    std::optional<int> Count =
        integer(KV.getValue(), "a counter count", 0,
                KeywordKind ? kMaxKeywordCounters
                : Expected  ? runtime::Counters::kMaxCounters
                            : kMaxCount);
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
  std::vector<Word> Seen;
  for (yaml::KeyValueNode &KV : *M) {
    std::optional<Word> Key = scalar(KV.getKey(), "a key");
    if (!Key || !unique(Seen, *Key)) {
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
  std::vector<Word> Seen;
  for (yaml::KeyValueNode &KV : *M) {
    auto P = scalar(KV.getKey(), "a player name");
    if (P && unique(Seen, *P))
      Out.push_back({*P, cardList(KV.getValue(), false)});
    else
      skip(KV.getValue());
  }
  return Out;
}

std::vector<Expectation> DocumentReader::expectations(yaml::Node *N) {
  std::vector<Expectation> Out;
  yaml::MappingNode *M = mapping(N, "'expect' (id: {field: value})");
  if (!M)
    return Out;
  // Nothing to check would pass whatever the game did (the map is walked
  // once: counted as it goes).
  unsigned Ids = 0;
  std::vector<Word> SeenIds;
  for (yaml::KeyValueNode &KV : *M) {
    ++Ids;
    std::optional<Word> Id = scalar(KV.getKey(), "an id");
    if (!Id || !unique(SeenIds, *Id)) {
      skip(KV.getValue());
      continue;
    }
    Expectation E{*Id, {}};
    yaml::MappingNode *Fields = mapping(KV.getValue(), "the expectations of '" + Id->Text + "'");
    if (!Fields)
      continue;
    std::vector<Word> SeenFields;
    unsigned NumFields = 0;
    for (yaml::KeyValueNode &F : *Fields) {
      ++NumFields;
      std::optional<Word> Name = scalar(F.getKey(), "a field");
      if (!Name || !unique(SeenFields, *Name)) {
        skip(F.getValue());
        continue;
      }
      const ExpectationField *Row = findExpectationField(Name->Text);
      if (!Row) {
        StringRef Near;
        for (const ExpectationField &K : expectationFields())
          if (StringRef(K.Name).edit_distance(Name->Text) <= 2 && Near.empty())
            Near = K.Name;
        Diags.error(SM, Name->Loc,
                    "unknown field '" + Name->Text + "'" +
                        (!Near.empty() ? "; did you mean '" + Near.str() + "'?"
                                       : "; expected " + expectationFieldNames()));
        skip(F.getValue());
        continue;
      }
      Field Fd;
      Fd.Name = *Name;
      yaml::Node *V = F.getValue();
      unsigned Before = Diags.errors();
      if (Row->Shape == FieldShape::Map) {
        Fd.IsMap = true;
        Fd.Counters = counterMap(V, /*Expected=*/true); // {}: none of any kind
      } else if (Row->Shape == FieldShape::List) {
        Fd.IsList = true;
        Fd.List = scalars(V, "'" + Name->Text + "'");
        // `abilities: []` says "none"; `has: []` and `lacks: []` say nothing.
        if (Fd.List.empty() && Row->EmptyChecksNothing && Diags.errors() == Before) {
          Diags.error(SM, Name->Loc, "'" + Name->Text +
                                         ": []' names nothing, so it would check nothing");
          continue;
        }
      } else if (auto W = scalar(V, "'" + Name->Text + "'")) {
        Fd.Scalar = *W;
      } else {
        continue;
      }
      if (!checkExpectedValue(Fd, SM, Diags))
        continue;
      E.Fields.push_back(std::move(Fd));
    }
    if (NumFields == 0)
      error(Fields, "the expectations of '" + Id->Text +
                        "' name no field, so they would check nothing; write {field: value}");
    Out.push_back(std::move(E));
  }
  if (Ids == 0)
    error(N, "'expect' names no id, so it would check nothing; write id: {field: value}");
  return Out;
}

std::optional<Action> DocumentReader::action(yaml::Node *N) {
  yaml::MappingNode *M = mapping(N, "an action");
  if (!M)
    return std::nullopt;
  Action A{};
  A.Loc = N->getSourceRange().Start;
  bool First = true, Ok = true;
  std::vector<Word> Seen;
  for (yaml::KeyValueNode &KV : *M) {
    std::optional<Word> Key = scalar(KV.getKey(), "a key");
    yaml::Node *V = KV.getValue();
    // The YAML is parsed lazily: every value is walked (or skipped) before
    // going on, whatever happens, or the parser loses its place.
    if (!Key || !Ok || !unique(Seen, *Key)) {
      if (V)
        V->skip();
      Ok = false;
      continue;
    }
    StringRef K = Key->Text;
    if (First) {
      // The first key names the action.
      First = false;
      std::optional<ActionKind> Kind;
      for (std::size_t I = 0; I < kActionNames.size(); ++I)
        if (K == StringRef(kActionNames[I].data(), kActionNames[I].size()))
          Kind = static_cast<ActionKind>(I);
      if (!Kind) {
        std::string Names;
        for (std::string_view Name : kActionNames)
          Names += (Names.empty() ? "" : ", ") + std::string(Name);
        Diags.error(SM, Key->Loc, "unknown action '" + K + "'; expected one of " + Names);
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
      case ActionKind::Block:
        A.Blocks = blocks(V, "'block'", Ok);
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
      case ActionKind::FinishCombat:
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
    auto Int = [&](std::optional<int> &Slot, long long Min, long long Max) {
      Slot = integer(V, "'" + K + "'", Min, Max);
      Ok &= Slot.has_value();
    };
    bool Known = true;
    if (K == "refused") {
      Opt(A.Refused);
      if (A.Refused && !ruleNumber(*A.Refused))
        Ok = false;
      continue;
    }
    if (A.Kind == ActionKind::Enter && K != "answers" && K != "hold") {
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
                        "attached_to, face_down, tapped, answers or hold");
        Ok = false;
      }
      continue;
    }
    if (K == "answers")
      A.Answers = answers(V);
    else if (K == "by" && A.Kind != ActionKind::Expect)
      Opt(A.By);
    else if (K == "targets" && (A.Kind == ActionKind::Cast || A.Kind == ActionKind::Activate))
      A.Targets = scalars(V, "'targets'");
    else if (K == "choices" && (A.Kind == ActionKind::Cast || A.Kind == ActionKind::Activate))
      A.Choices = scalars(V, "'choices'");
    else if (K == "x" && (A.Kind == ActionKind::Cast || A.Kind == ActionKind::Activate))
      Int(A.X, 0, kMaxCount); // CR 107.3: X is a number a player chooses
    else if (K == "hold" && (holdsTriggers(A.Kind) || A.Kind == ActionKind::Cast ||
                             A.Kind == ActionKind::Activate)) {
      // `hold: true` holds the spell or ability itself (cast, activate);
      // `hold: triggers` the triggered abilities the action triggers.
      bool HoldsSelf = A.Kind == ActionKind::Cast || A.Kind == ActionKind::Activate;
      std::optional<Word> W = scalar(V, "'hold'");
      std::string T = W ? StringRef(W->Text).lower() : "";
      if (!W)
        Ok = false;
      else if (T == "triggers")
        A.HoldTriggers = true;
      else if (HoldsSelf && (T == "true" || T == "yes" || T == "false" || T == "no"))
        A.Hold = T == "true" || T == "yes";
      else {
        Diags.error(SM, W->Loc,
                    "'hold' is " +
                        llvm::Twine(HoldsSelf ? "true, false or triggers"
                                              : "triggers for this action (true holds a "
                                                "spell or ability: cast and activate only)") +
                        ", not '" + W->Text + "'");
        Ok = false;
      }
    }
    else if (K == "hold" && A.Kind != ActionKind::Expect) {
      skip(V);
      Diags.error(SM, Key->Loc,
                  "'hold' is for actions that resolve the stack (cast, activate, enter, "
                  "leave, counters, attach, damage, resolve, turn_face_up); combat stops "
                  "where 'stop:' says, and end_turn runs to the next turn");
      Ok = false;
    } else if (K == "from" && A.Kind == ActionKind::Cast)
      Opt(A.From);
    else if (K == "id" && A.Kind == ActionKind::Cast)
      Opt(A.Id);
    else if (K == "ability" && A.Kind == ActionKind::Activate)
      Int(A.Ability, 1, 100);
    else if (K == "to" && (A.Kind == ActionKind::Leave || A.Kind == ActionKind::Attach))
      Opt(A.To);
    else if (K == "kind" && A.Kind == ActionKind::Counters)
      Opt(A.Kind_);
    else if (K == "count" && A.Kind == ActionKind::Counters)
      Int(A.Count, -kMaxCount, kMaxCount); // negative removes
    else if (K == "amount" && A.Kind == ActionKind::Damage)
      Int(A.Amount, 0, kMaxCount); // CR 120.1: damage is a number, 0 or more
    else if (K == "source" && A.Kind == ActionKind::Damage)
      Opt(A.Source);
    else if (K == "blocks" && A.Kind == ActionKind::Attack)
      A.Blocks = blocks(V, "'blocks'", Ok);
    else if (K == "stop" && (A.Kind == ActionKind::Attack || A.Kind == ActionKind::Block)) {
      std::optional<Word> W = scalar(V, "'stop'");
      if (W && W->Text == "attackers" && A.Kind == ActionKind::Attack)
        A.Stop = CombatStop::Attackers;
      else if (W && W->Text == "blockers")
        A.Stop = CombatStop::Blockers;
      else {
        if (W)
          Diags.error(SM, W->Loc,
                      "'stop' is " +
                          llvm::Twine(A.Kind == ActionKind::Attack ? "attackers or blockers"
                                                                   : "blockers") +
                          ", not '" + W->Text + "'");
        Ok = false;
      }
    } else
      Known = false;
    if (!Known) {
      skip(V);
      Diags.error(SM, Key->Loc, "unknown key '" + K + "' for this action");
      Ok = false;
    }
  }
  // A key given with a bad value has been reported: no "needs" as well.
  if (!Ok) {
  } else if (A.Kind == ActionKind::Counters && (!A.Kind_ || !A.Count)) {
    error(N, "'counters' needs 'kind' and 'count'");
    Ok = false;
  } else if (A.Kind == ActionKind::Counters && !StringRef(A.Kind_->Text).contains('/') &&
             (*A.Count > kMaxKeywordCounters || *A.Count < -kMaxKeywordCounters)) {
    error(N, "'count' " + llvm::Twine(*A.Count) + " is out of range for " + A.Kind_->Text +
                 " counters; it must be from " + llvm::Twine(-kMaxKeywordCounters) + " to " +
                 llvm::Twine(kMaxKeywordCounters));
    Ok = false;
  }
  if (Ok && A.Kind == ActionKind::Damage && !A.Amount) {
    error(N, "'damage' needs 'amount'");
    Ok = false;
  }
  if (Ok && A.Kind == ActionKind::Attack && A.Stop == CombatStop::Attackers &&
      !A.Blocks.empty()) {
    error(N, "'attack' with 'stop: attackers' stops before blocks: give them in a later "
             "'block' action");
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

bool DocumentReader::read(yaml::Node *Root, StringRef File, Scenario &S) {
  S.File = File.str();
  S.Loc = Root->getSourceRange().Start;
  S.Line = SM.getLineAndColumn(S.Loc).first;
  if (llvm::isa<yaml::SequenceNode>(Root)) {
    error(Root, "a scenario must be a map, not a list; several scenarios in one file are "
                "YAML documents separated by ---");
    Root->skip();
    return false;
  }
  yaml::MappingNode *M = mapping(Root, "a scenario");
  if (!M)
    return false;
  unsigned Before = Diags.errors();
  bool HasName = false, HasExpect = false;
  std::vector<Word> Seen;
  for (yaml::KeyValueNode &KV : *M) {
    std::optional<Word> Key = scalar(KV.getKey(), "a key");
    if (!Key || !unique(Seen, *Key)) {
      skip(KV.getValue());
      continue;
    }
    StringRef K = Key->Text;
    yaml::Node *V = KV.getValue();
    if (K == "name") {
      HasName = true; // given: a bad value is reported as such
      if (auto W = scalar(V, "'name'")) {
        // Shown in every report (docs/scenario-format.md).
        // (A line break in it is escaped where it is printed.)
        if (StringRef(W->Text).trim().empty())
          Diags.error(SM, W->Loc, "'name' is empty; a scenario is reported by its name");
        S.Name = *W;
      }
    } else if (K == "rules") {
      // Each a rule of the Comprehensive Rules (Rules.h): `strata
      // coverage` lists them, so a typo would become a rule of its own.
      for (Word &R : scalars(V, "'rules'")) {
        if (std::optional<std::string> Why = ruleNumberProblem(R.Text))
          Diags.error(SM, R.Loc, *Why);
        else
          S.Rules.push_back(std::move(R));
      }
    } else if (K == "players") {
      S.Players = scalars(V, "'players'");
      // CR 102.1: a game has two or more players; the format names them.
      if (S.Players.empty())
        error(V, "'players' is empty; a scenario needs at least one player "
                 "(default: [Alice, Bob])");
      if (S.Players.size() > kMaxPlayers)
        Diags.error(SM, S.Players[kMaxPlayers].Loc,
                    "too many players: a scenario has at most " + llvm::Twine(kMaxPlayers));
      for (std::size_t I = 0; I < S.Players.size(); ++I)
        for (std::size_t J = 0; J < I; ++J)
          if (S.Players[J].Text == S.Players[I].Text)
            Diags.error(SM, S.Players[I].Loc,
                        "the player '" + S.Players[I].Text + "' is listed twice");
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
  // A player has only a life total; an object has everything but one.
  auto CheckOwners = [&](const std::vector<Expectation> &Expect) {
    for (const Expectation &E : Expect) {
      bool IsPlayer = llvm::any_of(S.Players, [&](const Word &P) { return P.Text == E.Id.Text; });
      for (const Field &F : E.Fields)
        if ((F.Name.Text == "controller" || F.Name.Text == "owner") && F.Scalar &&
            llvm::none_of(S.Players, [&](const Word &P) { return P.Text == F.Scalar->Text; }))
          Diags.error(SM, F.Scalar->Loc,
                      "unknown player '" + F.Scalar->Text + "'; the players are " +
                          llvm::join(llvm::map_range(S.Players,
                                                     [](const Word &P) { return P.Text; }),
                                     ", "));
        else if (IsPlayer != (F.Name.Text == "life"))
          Diags.error(SM, F.Name.Loc,
                      IsPlayer ? "'" + F.Name.Text + "' applies to objects, and '" + E.Id.Text +
                                     "' is a player (a player has 'life')"
                               : "'life' applies to players, and '" + E.Id.Text +
                                     "' is not one of this scenario's players");
    }
  };
  CheckOwners(S.Expect);
  for (const Action &A : S.Actions)
    CheckOwners(A.Expect);
  return Diags.errors() == Before;
}

} // namespace

namespace {

/// The subset checker's errors, held until the whole stream has parsed: a
/// syntax error is reported alone (D102), and the same walk is the syntax
/// check (one parse fewer of every file).
struct HeldErrors {
  std::vector<std::pair<SMLoc, std::string>> List;
  void error(llvm::SourceMgr &, SMLoc Loc, const llvm::Twine &Msg) {
    List.push_back({Loc, Msg.str()});
  }
  unsigned errors() const { return static_cast<unsigned>(List.size()); }
};

/// What the YAML of a scenario may use beyond plain maps, lists and
/// values, checked on a walk of its own before the model is read (the
/// parser is lazy, so the reader could not go back): every YAML feature
/// the reader would otherwise ignore or misplace is an error at its place.
class SubsetChecker {
public:
  SubsetChecker(llvm::SourceMgr &SM, HeldErrors &Diags) : SM(SM), Diags(Diags) {}

  /// Walks \p N; false after an error. \p Name: a top-level `name`'s value.
  bool document(yaml::Node *Root, std::string &Name) {
    unsigned Before = Diags.errors();
    if (auto *M = llvm::dyn_cast_or_null<yaml::MappingNode>(Root);
        M && Root->getRawTag().empty()) {
      for (yaml::KeyValueNode &KV : *M) {
        yaml::Node *K = KV.getKey();
        auto *KS = llvm::dyn_cast_or_null<yaml::ScalarNode>(K);
        llvm::SmallString<16> Storage;
        bool IsName = KS && KS->getRawTag().empty() && KS->getValue(Storage) == "name";
        key(*M, K);
        yaml::Node *V = KV.getValue();
        if (auto *VS = llvm::dyn_cast_or_null<yaml::ScalarNode>(V); IsName && VS) {
          checkTag(V);
          llvm::SmallString<64> NameStorage;
          Name = VS->getValue(NameStorage).str();
        } else {
          walk(V);
        }
      }
    } else {
      walk(Root);
    }
    return Diags.errors() == Before;
  }

private:
  void walk(yaml::Node *N) {
    if (!N)
      return;
    if (auto *A = llvm::dyn_cast<yaml::AliasNode>(N)) {
      // The parser places an alias at the token after it: its name is in
      // the source, one character after the '*'.
      Diags.error(SM, SMLoc::getFromPointer(A->getName().data() - 1),
                  "YAML aliases ('*" + A->getName() +
                      "') are not read in scenarios; write the value out");
      return;
    }
    checkTag(N);
    if (auto *M = llvm::dyn_cast<yaml::MappingNode>(N)) {
      for (yaml::KeyValueNode &KV : *M) {
        key(*M, KV.getKey());
        yaml::Node *V = KV.getValue();
        if (isMerge(KV.getKey()))
          V->skip();
        else
          walk(V);
      }
    } else if (auto *Q = llvm::dyn_cast<yaml::SequenceNode>(N)) {
      for (yaml::Node &Item : *Q) {
        if (blockEntry(&Item))
          indentation(&Item);
        walk(&Item);
      }
    } else {
      N->skip();
    }
  }

  static bool isMerge(yaml::Node *K) {
    auto *S = llvm::dyn_cast_or_null<yaml::ScalarNode>(K);
    llvm::SmallString<8> Storage;
    return S && S->getRawTag().empty() && S->getValue(Storage) == "<<" &&
           !S->getRawValue().starts_with("\"") && !S->getRawValue().starts_with("'");
  }

  void key(yaml::MappingNode &M, yaml::Node *K) {
    if (M.getType() != yaml::MappingNode::MT_Flow)
      indentation(K);
    if (isMerge(K))
      Diags.error(SM, K->getSourceRange().Start,
                  "YAML merge keys ('<<') are not read in scenarios; write the keys out");
    else if (llvm::isa_and_nonnull<yaml::ScalarNode>(K))
      checkTag(K);
    else
      walk(K);
  }

  /// A tag would be ignored (the reader reads text): only `!!str` on a
  /// value, which says just that, is accepted.
  void checkTag(yaml::Node *N) {
    StringRef Tag = N->getRawTag();
    if (Tag.empty() || (Tag == "!!str" && llvm::isa<yaml::ScalarNode>(N)))
      return;
    Diags.error(SM, SMLoc::getFromPointer(Tag.data()),
                "YAML tags ('" + Tag +
                    "') are not read in scenarios: values are plain text, a list or a map");
  }

  /// Whether \p N is the entry of a block sequence: `-` before it on its
  /// line (a flow sequence's item follows '[' or ',', or a line break).
  bool blockEntry(yaml::Node *N) const {
    const char *Start = N ? N->getSourceRange().Start.getPointer() : nullptr;
    if (!Start)
      return false;
    StringRef Buffer =
        SM.getMemoryBuffer(SM.FindBufferContainingLoc(SMLoc::getFromPointer(Start)))->getBuffer();
    std::size_t At = Start - Buffer.data();
    while (At > 0 && (Buffer[At - 1] == ' ' || Buffer[At - 1] == '\t'))
      --At;
    return At > 0 && Buffer[At - 1] == '-';
  }

  /// YAML indents with spaces (a tab in the indentation of a block entry
  /// would be read by the parser as if it were one space).
  void indentation(yaml::Node *N) {
    if (!N)
      return;
    // A value's own text is where it is written (a node's start can be the
    // parser's position after the token before it).
    auto *Scalar = llvm::dyn_cast<yaml::ScalarNode>(N);
    const char *Start = Scalar && !Scalar->getRawValue().empty()
                            ? Scalar->getRawValue().data()
                            : N->getSourceRange().Start.getPointer();
    if (!Start)
      return;
    StringRef Buffer = SM.getMemoryBuffer(SM.FindBufferContainingLoc(SMLoc::getFromPointer(Start)))
                           ->getBuffer();
    std::size_t At = Start - Buffer.data();
    std::size_t LineStart = Buffer.rfind('\n', At);
    LineStart = LineStart == StringRef::npos ? 0 : LineStart + 1;
    StringRef Indent = Buffer.slice(LineStart, At);
    Indent = Indent.take_while([](char C) { return C == ' ' || C == '\t'; });
    if (std::size_t Tab = Indent.find('\t'); Tab != StringRef::npos && LineStart != LastTab) {
      LastTab = LineStart; // one error per line
      Diags.error(SM, SMLoc::getFromPointer(Buffer.data() + LineStart + Tab),
                  "a tab in the indentation; YAML indents with spaces");
    }
  }
  std::size_t LastTab = ~std::size_t(0);

  llvm::SourceMgr &SM;
  HeldErrors &Diags;
};

} // namespace

std::vector<ReadScenario> readAllScenarios(llvm::SourceMgr &SM, unsigned Buffer,
                                           Diagnostics &Diags) {
  std::vector<ReadScenario> Out;
  const llvm::MemoryBuffer *MB = SM.getMemoryBuffer(Buffer);
  StringRef File = MB->getBufferIdentifier();
  // The file as a whole is one invalid scenario, at the first error's line.
  auto WholeFile = [&](unsigned Line) {
    ReadScenario R;
    R.S.File = File.str();
    R.S.Line = Line;
    Out.assign(1, std::move(R));
    return Out;
  };
  // Bounds first: the parser recurses on nesting and echoes source lines.
  if (!checkScenarioText(MB->getBuffer(), File, Diags))
    return WholeFile(0);
  // Syntax first: a YAML error is reported alone, not after whatever the
  // half-parsed document would make the model complain about; then the
  // YAML the reader would misread (SubsetChecker), document by document.
  // One walk does both: the checker's errors are held until the stream
  // has parsed to its end.
  struct DocumentCheck {
    bool Ok;
    std::string Name;
  };
  std::vector<DocumentCheck> Checked;
  {
    unsigned Before = Diags.errors();
    yaml::Stream Subset(MB->getMemBufferRef(), SM);
    HeldErrors Held;
    SubsetChecker Checker(SM, Held);
    for (yaml::Document &Doc : Subset) {
      yaml::Node *Root = Doc.getRoot();
      if (Subset.failed())
        break;
      DocumentCheck C{true, {}};
      if (Root && !llvm::isa<yaml::NullNode>(Root))
        C.Ok = Checker.document(Root, C.Name);
      Checked.push_back(std::move(C));
    }
    if (Subset.failed()) {
      if (Diags.errors() == Before)
        Diags.error(File, "the YAML cannot be read");
      return WholeFile(0);
    }
    for (const auto &[Loc, Msg] : Held.List)
      Diags.error(SM, Loc, Msg);
  }
  yaml::Stream Stream(MB->getMemBufferRef(), SM);
  DocumentReader Reader(SM, Diags);
  std::size_t Index = 0;
  for (yaml::Document &Doc : Stream) {
    yaml::Node *Root = Doc.getRoot();
    std::size_t I = Index++;
    if (Stream.failed() || !Root || llvm::isa<yaml::NullNode>(Root))
      continue;
    ReadScenario R;
    if (I < Checked.size() && !Checked[I].Ok) {
      Root->skip();
      R.S.File = File.str();
      R.S.Loc = Root->getSourceRange().Start;
      R.S.Line = SM.getLineAndColumn(R.S.Loc).first;
      R.S.Name.Text = Checked[I].Name;
    } else {
      R.Valid = Reader.read(Root, File, R.S);
    }
    Out.push_back(std::move(R));
    if (Stream.failed())
      break;
  }
  // An empty file, or only `---` and comments: nothing would be checked.
  if (Out.empty() && !Stream.failed()) {
    Diags.error(File, "no scenarios: the file holds no YAML document");
    return WholeFile(0);
  }
  return Out;
}

std::vector<Scenario> readScenarios(llvm::SourceMgr &SM, unsigned Buffer, Diagnostics &Diags) {
  std::vector<Scenario> Out;
  for (ReadScenario &R : readAllScenarios(SM, Buffer, Diags))
    if (R.Valid)
      Out.push_back(std::move(R.S));
  return Out;
}

} // namespace strata::scenario
