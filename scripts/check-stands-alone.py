#!/usr/bin/env python3
"""The repository stands alone: no file of the product cites a path outside it.

A clone holds everything the product relies on (its contracts are in docs/),
so a tracked file must not send its reader, its build or its tests to a
path that only existed on the machine it was written on. Checked in every
tracked text file (`git ls-files`; without git, every file under ROOT but
build folders and dot-folders):

  - the team's shared folder (`shared` followed by /spec, /rules or /notes,
    or reached by climbing out of the repository with ../): a clone does not
    contain it;
  - an absolute path whose first folder is not a system one (SYSTEM below):
    a scratch or source folder of one machine, a checkout elsewhere, a home
    directory given absolutely. System folders are dependencies, not
    citations: the LLVM under /usr/lib that CMake finds, /usr/share/java,
    /dev/null, /proc of a process the test started, /bin/sh;
    `nonexistent` is a path a test names because it does not exist;
  - a path in the temporary folder (a name in the root's tmp) unless it is
    a template the program creates its own folder from (it holds XXXXXX,
    as mkdtemp and mktemp take), or reached through TMPDIR's default: a
    fixed name there is an input left behind by another run, or one that
    collides;
  - a home directory named relatively (a tilde or HOME-variable path) outside the
    Markdown docs: in a document it is the reader's own folder in a
    command they type (docs.commands runs those under a stand-in HOME,
    tests/package/doc-commands.sh, which is allowed them too); in code,
    CMake or a script it is an input on one machine.

Fuzzer corpora (fuzz/corpus-*/) are bytes a fuzzer made, not citations,
and are not read; nor are binary files.

Each citation is printed as `file:line: error: ...` and the exit status
is 1 (0 when there is none).

usage: check-stands-alone.py [ROOT]   (default: the repository holding this file)
"""
import os
import re
import subprocess
import sys

# First folders of an absolute path that are the system's, not one machine's.
SYSTEM = {"usr", "dev", "proc", "sys", "bin", "lib", "lib64", "etc",
          "nonexistent"}
# Where an absolute path can begin: the line's start, after a blank, a
# backtick, a bracket, `=`, `,` or `:` (PATH-like lists), a shell default
# (`${3:-/x}`), or a quote that itself follows one of these ("$dir"/x is
# relative to $dir, not absolute).
START = r"""(?:^|(?<=[\s`(\[{=,:])|(?<=:-)|(?<=[\s`(\[{=,:]["'])|(?<=^["']))"""
# A folder, so followed by `/` (`/build` in .gitignore and "/x.game" in a
# string are not absolute paths of a machine); the folders that are one
# machine's whatever follows them are named on their own too.
ABSOLUTE = re.compile(START + r"/(?:([A-Za-z_][\w.+-]*)/[^\s`'\")\]}]*"
                      r"|(work|home|root|Users|scratch|src|mnt|srv|data|tmp)\b)")
SHARED = re.compile(r"(?:\.\./)+shared\b|\bshared/(?:spec|rules|notes)\b")
HOME = re.compile(r"(?:^|(?<=[\s`(\[{=,:\"']))(?:~[\w.-]*/|\$HOME\b|\$\{HOME\})")
# Files where a relative home path is the reader's own folder.
HOME_ALLOWED = re.compile(r"(^|/)[^/]*\.md$|^tests/package/doc-commands\.sh$")
SKIPPED = re.compile(r"^fuzz/corpus-[^/]*/")


def tracked(root):
    if os.path.isdir(os.path.join(root, ".git")) or os.path.isfile(os.path.join(root, ".git")):
        out = subprocess.run(["git", "-C", root, "ls-files", "-z"], check=True,
                             capture_output=True).stdout.decode()
        return sorted(f for f in out.split("\0") if f)
    files = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames
                             if not d.startswith(".") and not d.startswith("build"))
        for name in filenames:
            files.append(os.path.relpath(os.path.join(dirpath, name), root))
    return sorted(files)


def text_of(path):
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError:
        return None  # a tracked file deleted in the work tree
    if b"\0" in data:
        return None
    return data.decode("utf-8", errors="replace")


def citations(rel, line):
    for m in SHARED.finditer(line):
        yield f"cites `{m.group(0)}`, the team's shared folder, which a clone does not contain"
    for m in ABSOLUTE.finditer(line):
        first, path = m.group(1) or m.group(2), m.group(0)
        if first in SYSTEM:
            continue
        if first == "tmp":
            if "XXXXXX" in path or line[:m.start()].endswith("${TMPDIR:-"):
                continue
            yield (f"cites `{path}`, a fixed name in the temporary folder: create one "
                   "(mktemp -d, mkdtemp) or take the path as an argument")
            continue
        yield (f"cites `{path}`, an absolute path outside the repository: take it as "
               "an argument or an environment variable, or name it relative to the repository")
    if not HOME_ALLOWED.search(rel):
        for m in HOME.finditer(line):
            yield (f"cites a home directory (`{m.group(0)}`) outside the docs: take the "
                   "path as an argument or an environment variable")


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(
        os.path.dirname(os.path.abspath(__file__)))
    errors, files = 0, set()
    for rel in tracked(root):
        if SKIPPED.search(rel):
            continue
        text = text_of(os.path.join(root, rel))
        if text is None:
            continue
        for number, line in enumerate(text.splitlines(), 1):
            for message in citations(rel, line):
                print(f"{rel}:{number}: error: {message}")
                errors += 1
                files.add(rel)
    if errors:
        print(f"check-stands-alone: {len(files)} files, {errors} citations of paths "
              "outside the repository")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
