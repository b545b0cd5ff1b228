#!/usr/bin/env python3
"""Every ```swift block in README.md and the DocC articles must stand, line for line, in a
Swift file under Tests/ (or an example package's Tests/) that CI compiles, so the documentation cannot drift from code
that builds. A block preceded by <!-- not compiled: reason --> is skipped (package manifests).

Usage: scripts/check-doc-snippets.py  (exit 1 and the missing blocks if any)"""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
documents = [root / "README.md", *sorted((root / "Sources").glob("*/*.docc/*.md"))]
block = re.compile(r"(<!--\s*not compiled:[^>]*-->\s*\n)?```swift\n(.*?)```", re.S)


def normalized(text: str) -> str:
    """Lines stripped of surrounding blanks; empty lines dropped."""
    return "\n".join(line.strip() for line in text.splitlines() if line.strip())


# The example packages' tests count too: CI builds and runs them.
tests = [*sorted((root / "Tests").rglob("*.swift")), *sorted(root.glob("Examples/*/Tests/**/*.swift"))]
sources = "\n".join(normalized(p.read_text()) for p in tests)
missing, checked = [], 0
for document in documents:
    if not document.exists():
        continue
    for match in block.finditer(document.read_text()):
        if match.group(1):
            continue
        checked += 1
        if normalized(match.group(2)) not in sources:
            line = document.read_text()[: match.start()].count("\n") + 1
            missing.append(f"{document.relative_to(root)}:{line}:\n{match.group(2)}")

for entry in missing:
    print(f"Not found in any test under Tests/ (copy it there so it compiles):\n{entry}")
print(f"doc snippets: {checked - len(missing)} of {checked} compiled in tests")
sys.exit(1 if missing else 0)
