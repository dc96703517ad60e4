//===- Link.cpp - Gathering the facts of compiled card objects ------------===//
///
/// \file
/// See strata/compiler/Link.h.
///
//===----------------------------------------------------------------------===//

#include "strata/compiler/Link.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MD5.h"
#include "llvm/Support/MemoryBuffer.h"

namespace strata::compiler {
namespace {

namespace json = llvm::json;

std::string where(const SourcePos &P) {
  return P.File + ":" + std::to_string(P.Line) + ":" + std::to_string(P.Column);
}

bool readPos(const json::Object *O, SourcePos &P) {
  if (!O)
    return false;
  auto File = O->getString("file");
  auto Line = O->getInteger("line");
  auto Column = O->getInteger("column");
  if (!File || !Line || !Column)
    return false;
  P = {File->str(), static_cast<unsigned>(*Line), static_cast<unsigned>(*Column)};
  return true;
}

bool readNames(const json::Object &Part, llvm::StringRef Key, NameSet &Out) {
  const json::Array *A = Part.getArray(Key);
  if (!A)
    return false;
  for (const json::Value &V : *A) {
    const json::Object *N = V.getAsObject();
    SourcePos P;
    auto Name = N ? N->getString("name") : std::nullopt;
    if (!Name || !readPos(N, P))
      return false;
    addName(Out, Name->str(), P);
  }
  return true;
}

} // namespace

std::string factsPathOf(const std::string &Object) { return Object + ".facts.json"; }

std::string hashOfFile(const std::string &Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!Buffer)
    return "";
  llvm::MD5 Hash;
  Hash.update((*Buffer)->getBuffer());
  llvm::MD5::MD5Result R;
  Hash.final(R);
  return R.digest().str().str();
}

void compareBodies(BodyIndex &Seen, const std::map<std::string, FollowedBody> &Bodies,
                   const std::string &From, std::vector<std::string> &Errors) {
  for (const auto &[Symbol, B] : Bodies) {
    auto [It, New] = Seen.try_emplace(Symbol, B, From);
    if (!New && It->second.first.Hash != B.Hash)
      Errors.push_back(
          where(B.Pos) + ": error: '" + B.Name + "' has another definition in " +
          It->second.second + " (" + where(It->second.first.Pos) +
          "): the linker keeps one of them, so the facts of one would "
          "describe code that does not run; give each its own name or make "
          "them identical (C++'s one-definition rule)");
  }
}

std::vector<std::string> checkLibraries(const std::vector<std::string> &Jsons) {
  std::vector<std::string> Errors;
  BodyIndex Seen;
  for (const std::string &Path : Jsons) {
    auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
    Facts One;
    std::string Why = Buffer ? parseFacts((*Buffer)->getBuffer().str(), One)
                             : Buffer.getError().message();
    if (!Why.empty()) {
      Errors.push_back(Path + ": error: unreadable facts: " + Why);
      continue;
    }
    compareBodies(Seen, One.Bodies, Path, Errors);
  }
  return Errors;
}

std::string parseFacts(const std::string &Text, Facts &Out) {
  llvm::Expected<json::Value> Parsed = json::parse(Text);
  if (!Parsed)
    return llvm::toString(Parsed.takeError());
  const json::Object *Root = Parsed->getAsObject();
  const json::Array *Parts = Root ? Root->getArray("parts") : nullptr;
  if (!Parts)
    return "no \"parts\" array";
  for (const json::Value &V : *Parts) {
    const json::Object *O = V.getAsObject();
    if (!O)
      return "a part is not an object";
    PartFacts P;
    auto Part = O->getString("part"), Effect = O->getString("effect"),
         Layer = O->getString("layer");
    auto Cda = O->getBoolean("cda");
    if (!Part || !Effect || !Layer || !Cda ||
        !readPos(O->getObject("partLocation"), P.PartPos) ||
        !readPos(O->getObject("effectLocation"), P.EffectPos) ||
        !llvm::all_of(kNameSets, [&](const NameSetField &F) {
          return readNames(*O, F.Key, P.*F.Set);
        }))
      return "a part lacks one of its fields";
    P.Part = Part->str();
    P.Effect = Effect->str();
    P.Layer = Layer->str();
    P.Cda = *Cda;
    if (auto Symbol = O->getString("symbol"))
      P.Symbol = Symbol->str();
    Out.add(std::move(P));
  }
  if (auto Object = Root->getString("object"))
    Out.Object = Object->str();
  if (const json::Array *Bodies = Root->getArray("bodies"))
    for (const json::Value &V : *Bodies) {
      const json::Object *O = V.getAsObject();
      auto Symbol = O ? O->getString("symbol") : std::nullopt;
      auto Name = O ? O->getString("name") : std::nullopt;
      auto Hash = O ? O->getString("hash") : std::nullopt;
      FollowedBody B;
      if (!Symbol || !Name || !Hash || !readPos(O->getObject("location"), B.Pos) ||
          !llvm::to_integer(*Hash, B.Hash, 16))
        return "a body lacks one of its fields";
      B.Name = Name->str();
      Out.Bodies.emplace(Symbol->str(), std::move(B));
    }
  return "";
}

std::vector<std::string> linkFacts(const std::vector<std::string> &Objects,
                                   Facts &Out) {
  std::vector<std::string> Errors;
  BodyIndex Seen;
  for (const std::string &Object : Objects) {
    std::string Path = factsPathOf(Object);
    auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
    if (!Buffer) {
      Errors.push_back(Object + ": error: no facts beside this object (" + Path +
                       "): compile card sources with stratac --compile");
      continue;
    }
    Facts One;
    if (std::string Why = parseFacts((*Buffer)->getBuffer().str(), One); !Why.empty()) {
      Errors.push_back(Path + ": error: unreadable facts: " + Why);
      continue;
    }
    // The facts hold for the object made by the same parse, no other.
    if (One.Object.empty() || One.Object != hashOfFile(Object)) {
      Errors.push_back(Object + ": error: this object is not the one its facts (" +
                       Path + ") were made with: it was compiled or changed "
                       "by something other than stratac --compile");
      continue;
    }
    compareBodies(Seen, One.Bodies, Object, Errors);
    for (auto &[Key, P] : One.Parts)
      Out.add(P);
    Out.Dependencies.insert(Path);
  }
  for (auto &[Symbol, B] : Seen)
    Out.Bodies.emplace(Symbol, B.first);
  return Errors;
}

} // namespace strata::compiler
