#!/usr/bin/env python3
"""Keeps every dependency of Strata one way (docs/architecture.md).

The folders are levels, and code may use only its own level and those
below it:

    runtime (object model) -> layers -> game -> cards -> scenario -> service
        -> tools

compiler/ (stratac) stands apart: it uses none of them. Three kinds of use
are checked in every .h/.cpp/.inc file and CMakeLists.txt of a level:
  - `#include "strata/<level>/..."` of a higher level, or any include that
    climbs out of its folder with "..";
  - a higher level's namespace in code, qualified (`game::X`,
    `strata::scenario::Y`) or declared (`namespace strata::game { struct
    Z; }`, a forward declaration); comments and string literals are not
    code;
  - target_link_libraries() naming a higher level's library.
Card code (the card files cards/*.cpp and cards/src/CardLibrary.cpp, which
is compiled with them) sees the game only through its card API (CardGame.h,
docs/decisions.md D122): it may not include an engine header, one that
refuses card code (`#ifdef STRATA_CARD_API_ONLY` ... `#error`: Game.h, the
layer engine's) or that includes one, as cmake/StrataAbi.cmake reckons them.
Each offence is printed as `file:line: error: ...` and the exit status is 1.

usage: check-layering.py [ROOT]   (default: the repository holding this file)
"""
import os
import re
import sys

LEVELS = ["runtime", "layers", "game", "cards", "scenario", "service", "tools"]
ORDER = " -> ".join(LEVELS)
# Namespaces and libraries of each level (strata::tool is tools/).
NAMESPACE = {"runtime": "runtime", "layers": "layers", "game": "game",
             "cards": "cards", "scenario": "scenario", "service": "service",
             "tools": "tool"}
LIBRARIES = {"strata_runtime": "runtime", "strata_layers": "layers",
             "strata_game": "game", "strata_cards_api": "cards",
             "strata_cards": "cards", "strata_card_pool": "cards",
             "strata_scenario": "scenario", "strata_service": "service",
             "strata_cli": "tools"}
SOURCE = (".h", ".cpp", ".inc")

INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')
QUALIFIED = re.compile(
    r"(?<![\w:])(?:strata::)?(runtime|layers|game|cards|scenario|service|tool)::")
DECLARED = re.compile(
    r"\bnamespace\s+(?:strata::)?(runtime|layers|game|cards|scenario|service|tool)\b")
LINK = re.compile(r"target_link_libraries\s*\(([^)]*)\)", re.S)
GUARD = re.compile(r"^\s*#\s*ifdef\s+STRATA_CARD_API_ONLY\b", re.M)
INCLUDES = re.compile(r'^\s*#\s*include\s*"(strata/[^"]+)"', re.M)


def engine_headers(root):
    """{include path: the guarded header it reaches} for every public header
    of runtime/, layers/, game/ and cards/ that card code may not include."""
    headers = {}
    for level in ("runtime", "layers", "game", "cards"):
        top = os.path.join(root, level, "include")
        for dirpath, _, names in os.walk(top):
            for name in names:
                if name.endswith(".h"):
                    path = os.path.join(dirpath, name)
                    text = open(path, encoding="utf-8", errors="replace").read()
                    headers[os.path.relpath(path, top)] = (bool(GUARD.search(text)),
                                                           INCLUDES.findall(text))
    engine = {h: h for h, (guarded, _) in headers.items() if guarded}
    grew = True
    while grew:
        grew = False
        for h, (_, includes) in sorted(headers.items()):
            reached = next((engine[i] for i in includes if i in engine), None)
            if h not in engine and reached:
                engine[h], grew = reached, True
    return engine


def check_card_code(path, rel, engine, errors):
    with open(path, encoding="utf-8", errors="replace") as f:
        for no, line in enumerate(f, 1):
            m = INCLUDE.match(line)
            if not m or m.group(1) not in engine:
                continue
            inc, reached = m.group(1), engine[m.group(1)]
            how = "the engine's" if inc == reached else f"which includes the engine's {reached}"
            errors.append(f"{rel}:{no}: error: card code includes {inc}, {how}; "
                          "cards see the game through strata/game/CardGame.h")


def code_only(line, state):
    """The line without comments and string/char literals; state carries an
    open /* comment across lines."""
    out, i, n = [], 0, len(line)
    while i < n:
        if state["block"]:
            end = line.find("*/", i)
            if end < 0:
                return "".join(out)
            state["block"], i = False, end + 2
        elif line.startswith("//", i):
            break
        elif line.startswith("/*", i):
            state["block"], i = True, i + 2
        elif line[i] in "\"'":
            q, i = line[i], i + 1
            while i < n and line[i] != q:
                i += 2 if line[i] == "\\" else 1
            i += 1
            out.append(" ")
        else:
            out.append(line[i])
            i += 1
    return "".join(out)


def check_source(path, rel, level, errors):
    rank = LEVELS.index(level) if level in LEVELS else None
    state = {"block": False}
    with open(path, encoding="utf-8", errors="replace") as f:
        for no, line in enumerate(f, 1):
            m = INCLUDE.match(line)
            if m:
                inc = m.group(1)
                if ".." in inc.split("/"):
                    errors.append(f"{rel}:{no}: error: #include \"{inc}\" climbs out of "
                                  f"{level}/; include a library's public header instead")
                parts = inc.split("/")
                if len(parts) > 2 and parts[0] == "strata":
                    used = parts[1]
                    if level == "compiler" and used != "compiler":
                        errors.append(f"{rel}:{no}: error: compiler/ includes strata/{used}/; "
                                      "stratac knows nothing of the game")
                    elif rank is not None and used in LEVELS and LEVELS.index(used) > rank:
                        errors.append(f"{rel}:{no}: error: {level}/ includes strata/{used}/, "
                                      f"a level above it ({ORDER})")
                continue
            if rank is None:
                continue
            code = code_only(line, state)
            for m in list(QUALIFIED.finditer(code)) + list(DECLARED.finditer(code)):
                used = next(k for k, v in NAMESPACE.items() if v == m.group(1))
                if LEVELS.index(used) > rank:
                    what = m.group(0).strip()
                    errors.append(f"{rel}:{no}: error: {level}/ names `{what}`, "
                                  f"a level above it ({ORDER})")


def check_cmake(path, rel, level, errors):
    if level not in LEVELS:
        return
    rank = LEVELS.index(level)
    text = open(path, encoding="utf-8").read()
    for m in LINK.finditer(text):
        no = text.count("\n", 0, m.start()) + 1
        for word in m.group(1).split()[1:]:
            used = LIBRARIES.get(word)
            if used and LEVELS.index(used) > rank:
                errors.append(f"{rel}:{no}: error: {level}/ links {word} ({used}/), "
                              f"a level above it ({ORDER})")


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                           os.path.join(os.path.dirname(__file__), ".."))
    errors = []
    checked = 0
    engine = engine_headers(root)
    for level in LEVELS + ["compiler"]:
        top = os.path.join(root, level)
        for dirpath, dirnames, filenames in os.walk(top):
            # A level's tests may use anything (they test it from above).
            dirnames[:] = sorted(d for d in dirnames if d not in ("test", "tests"))
            for name in sorted(filenames):
                path = os.path.join(dirpath, name)
                rel = os.path.relpath(path, root)
                if name.endswith(SOURCE):
                    check_source(path, rel, level, errors)
                    if level == "cards" and name.endswith(".cpp") and (
                            dirpath == top or rel == os.path.join("cards", "src",
                                                                  "CardLibrary.cpp")):
                        check_card_code(path, rel, engine, errors)
                    checked += 1
                elif name == "CMakeLists.txt":
                    check_cmake(path, rel, level, errors)
                    checked += 1
    for e in errors:
        print(e)
    if not checked:
        print(f"check-layering: no sources under {root}", file=sys.stderr)
        return 2
    print(f"check-layering: {checked} files, {len(errors)} dependencies that run "
          f"back up ({ORDER}; compiler/ apart)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
