#!/usr/bin/env python3
"""Refreshes Tools/symbols/apple-names.txt, the SF Symbols names the catalog must draw.

Reads one or more JSON objects whose keys are SF Symbols names (any values are
ignored: only the names, which are facts, are taken) and merges them with the
names already in the file. The checked-in list was made from the name table of
the PyPI package pysfsymbols 0.1.0 (MIT; `sf_symbols_conversion_table.json`,
SF Symbols 6, 6,404 names) merged with the earlier SF Symbols 1–5 sample.
Run: python3 Tools/symbols/import-names.py path/to/names.json
Then: python3 Tools/symbols/generate.py
"""
import json, os, re, sys

here = os.path.dirname(os.path.abspath(__file__))
path = os.path.join(here, "apple-names.txt")
# SF Symbols names: lower-case words, digits and a few upper-case localisation
# suffixes, joined by dots. Anything else in a source is rejected by line.
shape = re.compile(r"^[0-9A-Za-z]+(\.[0-9A-Za-z]+)*$")

names = set()
for line in open(path):
    line = line.strip()
    if line and not line.startswith("#"):
        names.add(line)
for source in sys.argv[1:]:
    table = json.load(open(source))
    if not isinstance(table, dict):
        sys.exit(f"{source}: expected a JSON object keyed by symbol name")
    for key in table:
        if not shape.match(key):
            sys.exit(f"{source}: key {key!r} is not shaped like an SF Symbols name")
        names.add(key)

header = """# SF Symbols names from Apple's public name list (names are facts), one a line, sorted:
# SF Symbols 6's 6,404 names (the name table of the PyPI package pysfsymbols 0.1.0) merged
# with the SF Symbols 1-5 sample checked in before (among them the issue #31 names that drew
# nothing). Refreshed by Tools/symbols/import-names.py; Tools/symbols/generate.py compiles the
# list into Sources/EaselCore/Symbols/SymbolNames.swift. SymbolCoverageTests renders every
# name here on contact sheets and checks that each leaves ink.
"""
with open(path, "w") as out:
    out.write(header)
    for name in sorted(names):
        out.write(name + "\n")
print(len(names), "names")
