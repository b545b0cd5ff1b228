#!/usr/bin/env bash
# Builds the macro plugin as a user's debug build gets it when SwiftPM finds a swift-syntax
# prebuilt (its default since Swift 6.2, for the versions swift.org publishes; this machine has
# no network, so its builds compile swift-syntax from source, in debug): swift-syntax optimized,
# SwizzleKit's own macro code (SwizzleGenerator, SwizzleKitMacros) unoptimized, as in any debug
# build. It builds the plugin in release under a scratch path of its own, compiles the two
# modules again with -Onone from the same commands, and links them; prints the plugin's path.
# About 11 minutes on two cores, the first time.
#   Benchmarks/prebuilt-syntax-plugin.sh
#   Benchmarks/plugin-instructions.sh .build/debug/SwizzleKitMacros-tool "$(Benchmarks/prebuilt-syntax-plugin.sh)"
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch="$root/.build/prebuilt-syntax"
swift build --package-path "$root" --scratch-path "$scratch" -c release --product SwizzleKitMacros >&2
python3 - "$scratch" <<'PYTHON'
import json, subprocess, sys
scratch = sys.argv[1]
plan = open(f"{scratch}/release.yaml").read()

def commands(description):
    """The arguments of each of the build plan's commands with this description."""
    found, start = [], plan.find(f'description: "{description}')
    while start >= 0:
        arguments = plan.index("args:", start)
        found.append(json.loads(plan[arguments + len("args: "):plan.index("\n", arguments)]))
        start = plan.find(f'description: "{description}', start + 1)
    return found

# The plugin is a host tool: its modules are the ones built into Modules-tool.
for module in ["SwizzleGenerator", "SwizzleKitMacros"]:
    compile = next(c for c in commands(f"Compiling Swift Module '{module}'") if any("Modules-tool" in a for a in c))
    subprocess.run(["-Onone" if a == "-O" else a for a in compile if a != "-parseable-output"], check=True)
link = next(c for c in commands("Linking ") if any(a.endswith("/SwizzleKitMacros-tool") for a in c))
linked = next(a for a in link if a.endswith("/SwizzleKitMacros-tool"))
subprocess.run([f"{linked}-prebuilt-syntax" if a == linked else a for a in link], check=True)
print(f"{linked}-prebuilt-syntax")
PYTHON
