#!/usr/bin/env python3
"""The word lists docs/scenario-format.md writes out by hand are the tables'.

The contract lists, in its own words, the actions (the "Actions" table) and
the values of four expectation fields (the "Expectations" table: `types`,
`supertypes`, `colors`, `zone`). Each list is compared, as a set, with the
table the reader uses, as `strata vocabulary` prints it (docs/vocabulary.md
is generated from the same output; docs.generated keeps it current). The
expectation fields themselves are checked by docs.expectation-fields.

usage: vocabulary-lists.py STRATA SOURCE_DIR
"""
import re
import subprocess
import sys


def sections(markdown):
    out, name = {}, None
    for line in markdown.splitlines():
        if line.startswith("## "):
            name = line[3:].strip()
            out[name] = []
        elif name is not None:
            out[name].append(line)
    return out


def table_rows(lines):
    rows = []
    for line in lines:
        if line.startswith("| ") and not line.startswith("|---"):
            rows.append([c.strip() for c in line.strip().strip("|").split("|")])
    return rows


def main():
    strata, src = sys.argv[1], sys.argv[2]
    vocab = sections(subprocess.run([strata, "vocabulary"], check=True,
                                    capture_output=True, text=True).stdout)

    def words(title):
        body = [l for l in vocab[title] if l.strip()]
        # The list is the section's last paragraph (an introduction may precede it).
        return {w.strip().strip("`") for w in body[-1].split(",")}

    tables = {
        "actions": words("Actions"),
        "types": words("Card types (CR 205.2)"),
        "supertypes": words("Supertypes (CR 205.4)"),
        "colors": words("Colors (CR 105.1)"),
        "zone": words("Zones (CR 400.1)"),
    }
    doc = sections(open(f"{src}/docs/scenario-format.md", encoding="utf-8").read())
    found = {}
    found["actions"] = {re.match(r"`([a-z_]+)", r[0]).group(1)
                        for r in table_rows(doc["Actions"])[1:] if r[0].startswith("`")}
    for row in table_rows(doc["Expectations"])[1:]:
        field, meaning = row[0].strip("`"), row[1]
        if field in ("types", "supertypes", "colors"):
            m = re.search(r"\(([^)]*)\)", meaning)
            found[field] = {w.strip() for w in m.group(1).split(",")} if m else set()
        elif field == "zone":
            head, _, rest = meaning.partition(";")
            found[field] = {w.strip() for w in head.split(",")} | set(re.findall(r"`([a-z]+)`", rest))
    status = 0
    for name, table in tables.items():
        listed = found.get(name)
        where = ("the Actions table" if name == "actions"
                 else f"the Expectations table's `{name}` row")
        if listed is None:
            print(f"docs/scenario-format.md: {where} is missing")
            status = 1
        elif listed != table:
            print(f"docs/scenario-format.md: {where} differs from the reader's table "
                  f"(strata vocabulary): missing {sorted(table - listed)}, "
                  f"not in the table {sorted(listed - table)}")
            status = 1
    if status == 0:
        print("ok: " + ", ".join(f"{n} ({len(t)})" for n, t in tables.items()))
    return status


if __name__ == "__main__":
    sys.exit(main())
