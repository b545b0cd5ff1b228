#!/usr/bin/env bash
# What the code `@Swizzlable` writes costs a debug build by itself, without the macro: the 50 × 10
# module of Benchmarks/compile-time.sh expanded once, written out as plain Swift (module
# `Expanded`), and built from scratch beside the module with the attribute (its expansions cached)
# and the module without it. The difference between `Expanded` and `WithoutMacro` is what the
# generated code costs the compiler; between `WithMacro` and `Expanded`, what expanding it costs
# (the compiler's requests and the plugin's cached answers). No plugin or request work can take a
# build under `Expanded`.
#
#   Benchmarks/expansion-as-source.sh [ROUNDS]   (default 3; run Benchmarks/compile-time.sh first:
#                                                 its package, WORK, is the one measured)
#
# The expansion is the one the readability test reads (`expandedAsTheCompilerWould`: swift-syntax's
# expander, with the conformances the compiler would list), made by a test written into
# Tests/SwizzleKitMacroTests for the run and removed after it. Its `#sourceLocation` lines are
# dropped: they name the expander's file paths, which the compiler would warn about in every moved
# body. A few minutes the first time.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/Benchmarks/debug-compile.sh"  # expansion_cache, from_scratch, last, median
rounds=${1:-3}
work=${WORK:-/tmp/swizzlekit-compile-time-synthetic}
[ -f "$work/Package.swift" ] || { echo "no package at $work: run Benchmarks/compile-time.sh first" >&2; exit 1; }

hook="$root/Tests/SwizzleKitMacroTests/ExpansionAsSourceHook.swift"
trap 'rm -f "$hook"' EXIT
cat >"$hook" <<'SWIFT'
import Foundation
import Testing

// Written by Benchmarks/expansion-as-source.sh for one run: expands every file of EXPAND_DIR in place.
@Test func expandFilesInPlace() throws {
    guard let directory = ProcessInfo.processInfo.environment["EXPAND_DIR"] else { return }
    for name in try FileManager.default.contentsOfDirectory(atPath: directory) where name.hasSuffix(".swift") {
        let path = directory + "/" + name
        let source = try String(contentsOfFile: path, encoding: .utf8)
        try expandedAsTheCompilerWould(source, moduleName: "Expanded", path: path)
            .write(toFile: path, atomically: true, encoding: .utf8)
    }
}
SWIFT
echo "== expanding the module's files" >&2
rm -rf "$work/Sources/Expanded"
cp -r "$work/Sources/WithMacro" "$work/Sources/Expanded"
swift build --package-path "$root" --build-tests >&2
EXPAND_DIR="$work/Sources/Expanded" swift test --package-path "$root" --skip-build --filter expandFilesInPlace >&2
rm -f "$hook"
sed -i '/#sourceLocation/d' "$work/Sources/Expanded"/*.swift
grep -q '"Expanded"' "$work/Package.swift" || sed -i \
    's|^\(        .target(name: "WithoutMacro", \)\(.*\)$|        .target(name: "Expanded", \2\n&|' "$work/Package.swift"
swift build --package-path "$work" >&2

measure() {
    from_scratch "$work" "$1"
    /usr/bin/time -f "%U %S" -o "$work/time" swift build --package-path "$work" --target "$1" >/dev/null
    awk '{ printf "%.2f", $1 + $2 }' "$work/time"
}
declare -A cpu
for round in $(seq 1 "$rounds"); do
    # The module with the attribute is built twice: the second finds its expansions cached.
    rm -rf "$expansion_cache"; measure WithMacro >/dev/null
    for target in WithMacro Expanded WithoutMacro; do cpu[$target]+="$(measure "$target") "; done
    echo "round $round: with $(last "${cpu[WithMacro]}"), expanded $(last "${cpu[Expanded]}")," \
        "without $(last "${cpu[WithoutMacro]}") (CPU s)" >&2
done
plain=$(median "${cpu[WithoutMacro]}")
echo "50 classes × 10 methods in 10 files, debug, each built from scratch (objects removed), median of $rounds:"
echo
echo "| Module | CPU | Against the module without the attribute |"
echo "|---|--:|--:|"
for target in WithMacro Expanded WithoutMacro; do
    case $target in
        WithMacro) label="with @Swizzlable, expansions cached" ;;
        Expanded) label="its expansion written out as plain Swift" ;;
        WithoutMacro) label="without the attribute" ;;
    esac
    value=$(median "${cpu[$target]}")
    awk -v l="$label" -v v="$value" -v p="$plain" 'BEGIN { printf "| %s | %.2f s | %.2f× |\n", l, v, v / p }'
done
