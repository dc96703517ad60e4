#!/usr/bin/env python3
"""Compares the characteristics Strata and XMage computed for one board.

Usage: compare-characteristics.py STRATA_TSV XMAGE_TSV [--markdown]

Both files: one line per permanent, tab-separated
  id, card name, controller (0/1), P/T or -, types, subtypes, abilities ("; ")
(strata-bench-boards characteristics / StrataBoards characteristics).

Compared: controller, P/T, card types and subtypes (as sets: the engines
order them differently), and abilities by kind. The two engines word
abilities differently (Strata labels a card's own non-keyword ability with
the card's name; XMage prints its rules text), so an ability is compared as
its keyword (Flying, Enchant, Equip, ...), its mana ability ("{T}: Add
{G}"), or else only counted ("1 other"). Both texts are printed.
"""
import re
import sys
from collections import Counter

KEYWORDS = ["flying", "vigilance", "haste", "first strike", "double strike", "trample",
            "reach", "defender", "lifelink", "deathtouch", "menace", "hexproof",
            "indestructible", "flash", "islandwalk", "swampwalk", "forestwalk",
            "mountainwalk", "plainswalk", "enchant", "equip", "protection from"]


def kind(ability):
    a = re.sub(r"\s+", " ", ability.strip().rstrip(".").lower())
    if re.fullmatch(r"\{t\}: add (\{[wubrgc]\})+", a):
        return a.replace("{t}: add", "{T}: Add").upper().replace("{T}: ADD", "{T}: Add")
    for k in KEYWORDS:
        if a == k or a.startswith(k + " ") or a.startswith(k + "{"):
            return k.capitalize()
    return None


def abilities_key(text):
    if text == "-":
        return Counter()
    c = Counter()
    for a in text.split("; "):
        c[kind(a) or "other"] += 1
    return c


def show(c):
    parts = [k for k in sorted(c) if k != "other" for _ in range(c[k])]
    if c["other"]:
        parts.append(f"{c['other']} other")
    return ", ".join(parts) or "none"


def load(path):
    rows = {}
    for line in open(path):
        f = line.rstrip("\n").split("\t")
        if len(f) >= 7:
            rows[int(f[0])] = f
    return rows


strata, xmage = load(sys.argv[1]), load(sys.argv[2])
markdown = "--markdown" in sys.argv
diffs = []
lines = []
for i in sorted(set(strata) | set(xmage)):
    s, x = strata.get(i), xmage.get(i)
    if s is None or x is None:
        diffs.append((i, (s or x)[1], ["missing in " + ("Strata" if s is None else "XMage")]))
        continue
    fields = []
    if s[2] != x[2]:
        fields.append(f"controller {s[2]} vs {x[2]}")
    if s[3] != x[3]:
        fields.append(f"P/T {s[3]} vs {x[3]}")
    if sorted(s[4].split()) != sorted(x[4].split()):
        fields.append(f"types {s[4]} vs {x[4]}")
    if sorted(s[5].split()) != sorted(x[5].split()):
        fields.append(f"subtypes {s[5]} vs {x[5]}")
    ks, kx = abilities_key(s[6]), abilities_key(x[6])
    if ks != kx:
        fields.append(f"abilities [{show(ks)}] vs [{show(kx)}]")
    if fields:
        diffs.append((i, s[1], fields))
    lines.append((i, s[1], s, x, fields))

if markdown:
    print("| id | card | Strata: ctrl, P/T, types - subtypes; abilities | XMage: same | differs |")
    print("|---|---|---|---|---|")
    for i, name, s, x, fields in lines:
        def cell(r):
            return f"P{r[2]}, {r[3]}, {r[4]} - {r[5]}; {r[6]}".replace("|", "/")
        print(f"| {i} | {name} | {cell(s)} | {cell(x)} | {'**yes**' if fields else ''} |")
    print()
else:
    print("Characteristics of the typical board's permanents (Strata | XMage):")
    for i, name, s, x, fields in lines:
        mark = "DIFF" if fields else "same"
        print(f"  {mark} {i:>2} {name}: Strata P{s[2]} {s[3]} {s[4]} - {s[5]}; {s[6]}"
              f"  |  XMage P{x[2]} {x[3]} {x[4]} - {x[5]}; {x[6]}")
print(f"{len(diffs)} of {len(set(strata) | set(xmage))} permanents differ"
      + (":" if diffs else ""))
for i, name, fields in diffs:
    print(f"  {i} {name}: " + "; ".join(fields))
