#!/usr/bin/env python3
"""SwiftUI coverage table: which of SwiftUI's public names (swiftui-symbols.txt)
Easel declares, which of those draw and which are accepted and ignored, and
which are missing, per documentation topic.

    python3 Tools/swiftui-coverage/coverage.py          # rewrites the DocC article
    python3 Tools/swiftui-coverage/coverage.py --check  # fails if it is out of date

A name "compiles" when a public declaration of it exists in Sources/EaselCore or
Sources/Easel (what `import Easel` brings). A modifier whose every declaration
returns `self` unchanged, or a name marked `~` in the list (nothing a still image
could draw), is "accepted and ignored"; any other declared name "draws".
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIST = ROOT / "Tools/swiftui-coverage/swiftui-symbols.txt"
OUT = ROOT / "Sources/Easel/Easel.docc/SwiftUICoverage.md"
SOURCES = [ROOT / "Sources/EaselCore", ROOT / "Sources/Easel"]


def read_topics():
    topics, current = [], None
    for line in LIST.read_text().splitlines():
        if line.startswith("## "):
            current = (line[3:].strip(), [])
            topics.append(current)
        elif line.strip() and not line.startswith("#") and current:
            current[1].extend(line.split())
    return topics


def source_text():
    return "\n".join(p.read_text() for d in SOURCES for p in sorted(d.rglob("*.swift")))


def status(token, text):
    still = token.startswith("~")
    name = token.lstrip("~")
    if name.startswith("."):
        n = re.escape(name[1:])
        decls = re.findall(r"public\s+(?:static\s+)?(?:mutating\s+)?func\s+" + n + r"\b[^{]*\{[^}\n]*", text)
        props = re.findall(r"public\s+(?:static\s+)?(?:var|let)\s+" + n + r"\b", text)
        if not decls and not props:
            return name, "missing"
        unchanged = decls and not props and all(re.search(r"\{\s*self\s*$", d.strip()) for d in decls)
        return name, "accepted" if still or unchanged else "draws"
    if name.startswith("\\"):
        found = re.search(r"public\s+var\s+" + re.escape(name[1:]) + r"\s*:", text)
        return name, ("accepted" if still else "draws") if found else "missing"
    n = re.escape(name)
    if name[0].islower():
        found = re.search(r"public\s+func\s+" + n + r"\b", text)
    else:
        found = re.search(r"public\s+(?:final\s+)?(?:struct|enum|protocol|class|typealias|actor)\s+" + n + r"\b", text)
    return name, ("accepted" if still else "draws") if found else "missing"


def render(topics, text):
    rows, details = [], []
    totals = [0, 0, 0, 0]
    for title, tokens in topics:
        results = [status(t, text) for t in tokens]
        draws = [n for n, s in results if s == "draws"]
        accepted = [n for n, s in results if s == "accepted"]
        missing = [n for n, s in results if s == "missing"]
        total = len(results)
        compiles = len(draws) + len(accepted)
        totals = [a + b for a, b in zip(totals, [total, len(draws), len(accepted), len(missing)])]
        rows.append(f"| {title} | {total} | {len(draws)} | {len(accepted)} | {len(missing)} | {round(100 * compiles / total)} % |")
        details.append(f"### {title}\n")
        details.append("Draws: " + (", ".join(f"`{n}`" for n in draws) or "none") + ".\n")
        details.append("Accepted and ignored: " + (", ".join(f"`{n}`" for n in accepted) or "none") + ".\n")
        details.append("Missing: " + (", ".join(f"`{n}`" for n in missing) or "none") + ".\n")
    total, draws, accepted, missing = totals
    rows.append(f"| **All topics** | {total} | {draws} | {accepted} | {missing} | {round(100 * (draws + accepted) / total)} % |")
    head = """# SwiftUI coverage

Which of SwiftUI's public API compiles with `import Easel`, which of it draws,
which is accepted and ignored in a still image, and which is missing, topic by
topic.

## Overview

The table is generated: `Tools/swiftui-coverage/swiftui-symbols.txt` lists the
types, modifiers and environment values an iOS 17 app screen uses, under the
topics of Apple's SwiftUI documentation, and `Tools/swiftui-coverage/coverage.py`
looks each name up among the public declarations of `EaselCore` and `Easel`.
A name **compiles** when it is declared. It is **accepted and ignored** when
every declaration of the modifier returns the view unchanged, or when the list
marks it as something a still image has nothing to draw for (gestures,
presentations, animations, actions); otherwise it **draws**. The percentage is
the share of the topic's names that compile. A declared name may still lack
some of SwiftUI's overloads; the list counts names, not signatures.

Run `python3 Tools/swiftui-coverage/coverage.py` after adding API (`--check`
exits non-zero while this article is out of date).

| Topic | Names | Draw | Accepted and ignored | Missing | Compiles |
|---|---:|---:|---:|---:|---:|
"""
    return head + "\n".join(rows) + "\n\n## Per topic\n\n" + "\n".join(details)


def main():
    text = render(read_topics(), source_text())
    if "--check" in sys.argv:
        if not OUT.exists() or OUT.read_text() != text:
            print(f"{OUT.relative_to(ROOT)} is out of date: run python3 Tools/swiftui-coverage/coverage.py", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
