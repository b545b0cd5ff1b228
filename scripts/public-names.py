#!/usr/bin/env python3
"""The top-level public names a test file gets from `import SwizzleKit`, one a line, and their count.

    scripts/public-names.py

Reads the symbol graphs SwiftPM writes (`swift package dump-symbol-graph`, run here first) for
the modules `SwizzleKit` re-exports. Names the symbol graph hides (those starting with `_`, the
macros' support) are not counted: users never write them.
"""
import json
import pathlib
import subprocess
import sys

MODULES = ["SwizzleCore", "SwizzleLayers", "SwizzleRuntime", "SwizzleSpies", "SwizzleMocks", "SwizzleKit"]

root = pathlib.Path(__file__).resolve().parent.parent
subprocess.run(["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public"],
               cwd=root, check=True, stdout=subprocess.DEVNULL)
bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=root, check=True,
                          capture_output=True, text=True).stdout.strip()
graphs = pathlib.Path(bin_path).parent / "symbolgraph"
names = {}
for module in MODULES:
    graph = json.loads((graphs / f"{module}.symbols.json").read_text())
    for symbol in graph["symbols"]:
        if len(symbol["pathComponents"]) == 1:
            names.setdefault(symbol["pathComponents"][0], (module, symbol["kind"]["displayName"]))
for name in sorted(names, key=str.lower):
    module, kind = names[name]
    print(f"{name}\t{kind}\t{module}")
print(f"{len(names)} names", file=sys.stderr)
