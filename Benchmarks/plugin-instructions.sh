#!/usr/bin/env bash
# What one debug-build compile (`-c -Onone -g`) of an annotated file costs, in instructions
# (callgrind, the same count whatever the machine's load), split between the compiler's frontend
# and the macro plugin's process, for each plugin given (default: this checkout's debug build).
# The plugin's debug info is too new for valgrind's reader, so a copy stripped of it is what runs.
# Compare the debug-built plugin a build here uses with one whose swift-syntax is optimized, as
# SwiftPM's swift-syntax prebuilts make it (Benchmarks/prebuilt-syntax-plugin.sh builds one):
#   Benchmarks/plugin-instructions.sh [PLUGIN…]
#   MODELS=realistic: the five-class service of Benchmarks/realistic-models.sh (default: 10 classes
#   of Benchmarks/models.sh); the file without the attribute is counted too, for the ratio.
# About a minute a plugin; needs valgrind and a debug build (`swift build`) of this checkout.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/Benchmarks/debug-compile.sh"
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
if [ "${MODELS:-}" = realistic ]; then
    "$root/Benchmarks/realistic-models.sh" "@Swizzlable" >"$work/With.swift"
    "$root/Benchmarks/realistic-models.sh" "" >"$work/Without.swift"
else
    FROM=0 TO=9 "$root/Benchmarks/models.sh" "@Swizzlable" >"$work/With.swift"
    FROM=0 TO=9 "$root/Benchmarks/models.sh" "" >"$work/Without.swift"
fi
[ $# -gt 0 ] || set -- "$bin/SwizzleKitMacros-tool"

# Prints "FRONTEND PLUGIN" in giga-instructions for compiling FILE with PLUGIN.
count() {
    local plugin=$1 file=$2 command
    # The object file too: the frontend skips code generation when an existing object file was
    # made from the same LLVM module, which the same file's compile with another plugin is.
    rm -f "$work"/*.cg* "$work/out.o"
    strip -g -o "$work/plugin" "$plugin"
    printf '#!/bin/sh\nexec valgrind --tool=callgrind --log-file=%s/plugin.log --callgrind-out-file=%s/plugin.cg.%%p %s/plugin "$@"\n' \
        "$work" "$work" "$work" >"$work/counted-plugin"
    chmod +x "$work/counted-plugin"
    command=$(frontend_command "$work/out.o" "$work/plugin" "$file")
    # The frontend counted with the plain plugin; then the plugin counted, the frontend not.
    eval "valgrind --tool=callgrind --callgrind-out-file=\"$work/frontend.cg\" $command" >"$work/log" 2>&1 \
        || { echo "the compile failed:" >&2; grep -v '^==' "$work/log" >&2; exit 1; }
    rm -f "$work/out.o"
    rm -rf "$expansion_cache"
    eval "${command//$work\/plugin#/$work/counted-plugin#}" >"$work/log" 2>&1 \
        || { echo "the compile failed:" >&2; cat "$work/log" >&2; exit 1; }
    awk '/^summary:/ { printf "%.3f ", $2 / 1e9 }' "$work/frontend.cg"
    # No plugin process at all for the file without the attribute: 0.
    { cat "$work"/plugin.cg.* 2>/dev/null || true; } | awk '/^summary:/ { s += $2 } END { printf "%.3f\n", s / 1e9 }'
}

# Assigned, not read from a process substitution, so a failed compile stops the script.
result=$(count "$1" "$work/Without.swift")
plain=${result%% *}
echo "| Plugin | Frontend | Plugin | Compile in all | Ratio to the file without the attribute ($plain G) |"
echo "|---|--:|--:|--:|--:|"
for plugin in "$@"; do
    result=$(count "$plugin" "$work/With.swift")
    read -r frontend expansion <<<"$result"
    awk -v p="$plugin" -v f="$frontend" -v e="$expansion" -v b="$plain" \
        'BEGIN { printf "| %s | %.3f G | %.3f G | %.3f G | %.2f× |\n", p, f, e, f + e, (f + e) / b }'
done
