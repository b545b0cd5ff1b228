#!/usr/bin/env bash
# Instructions per operation of every benchmark workload, counted by callgrind, in the same
# table as the timed run. Unlike times, these counts do not change with the load on the machine.
# Usage (from the repository root): Benchmarks/count-instructions.sh [harness options, e.g. --filter "fast path"]
# CONFIGURATION=debug counts the debug build, which is what `swift test` runs (default: release).
# Builds with Benchmarks/fresh-build.sh, so that no module counts the library's old code inlined.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
configuration="${CONFIGURATION:-release}"
command -v valgrind >/dev/null || { echo "needs valgrind (apt-get install valgrind)" >&2; exit 2; }
"$here/fresh-build.sh" "$configuration"
bin="$(swift build -c "$configuration" --package-path "$here" --show-bin-path)"
# valgrind 3.19 cannot read the DWARF 5 debug info Swift's toolchain emits: count a copy without it,
# kept beside the original so its libraries still resolve.
objcopy --strip-debug "$bin/swizzle-benchmarks" "$bin/swizzle-benchmarks-nodebug"
dumps="$(mktemp -d)"
trap 'rm -rf "$dumps"' EXIT
valgrind --tool=callgrind --callgrind-out-file="$dumps/callgrind.out" \
    "$bin/swizzle-benchmarks-nodebug" --count-instructions "$dumps/callgrind.out" "$@" 2> "$dumps/valgrind.log" \
    || { cat "$dumps/valgrind.log" >&2; exit 1; }
