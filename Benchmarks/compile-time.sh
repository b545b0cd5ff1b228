#!/usr/bin/env bash
# Issue 5: compile time of one file with 50 @Swizzlable classes of 10 methods each, against the
# same file without the attribute. Both files live in a generated package that depends on this
# repository by path (so each module imports SwizzleKit the same way); each round touches one
# file and times the incremental debug build of its module, alternating, and a null build (no
# change) is timed too: what SwiftPM spends planning, the same for both.
#
#   Benchmarks/compile-time.sh [ROUNDS]     (default 5; WORK=dir keeps the package between runs)
#
# The first run builds SwizzleKit and swift-syntax into the generated package (minutes).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
rounds=${1:-5}
work=${WORK:-/tmp/swizzlekit-compile-time}
identity=$(basename "$root" | tr '[:upper:]' '[:lower:]')
mkdir -p "$work/Sources/WithMacro" "$work/Sources/WithoutMacro"

cat >"$work/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "CompileTime",
    dependencies: [.package(path: "$root")],
    targets: [
        .target(name: "WithMacro", dependencies: [.product(name: "SwizzleKit", package: "$identity")]),
        .target(name: "WithoutMacro", dependencies: [.product(name: "SwizzleKit", package: "$identity")]),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT

# 50 classes x 10 methods, three shapes of method (Benchmarks/models.sh).
"$root/Benchmarks/models.sh" "@Swizzlable" >"$work/Sources/WithMacro/Models.swift"
"$root/Benchmarks/models.sh" "" >"$work/Sources/WithoutMacro/Models.swift"

echo "== building the generated package once (SwizzleKit, swift-syntax, the macro plugin)" >&2
swift build --package-path "$work" >&2

seconds() { local start end; start=$(date +%s%N); "$@" >/dev/null; end=$(date +%s%N); echo $(( (end - start) / 1000000 )); }
with=() without=() null=()
for round in $(seq 1 "$rounds"); do
    touch "$work/Sources/WithMacro/Models.swift"
    with+=("$(seconds swift build --package-path "$work" --target WithMacro)")
    touch "$work/Sources/WithoutMacro/Models.swift"
    without+=("$(seconds swift build --package-path "$work" --target WithoutMacro)")
    null+=("$(seconds swift build --package-path "$work" --target WithoutMacro)")
    echo "round $round: with ${with[-1]} ms, without ${without[-1]} ms, null build ${null[-1]} ms" >&2
done

median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
w=$(median "${with[@]}"); wo=$(median "${without[@]}"); n=$(median "${null[@]}")
echo "| File | Incremental build (median of $rounds) | Minus the null build ($n ms) |"
echo "|---|--:|--:|"
echo "| 50 classes x 10 methods, @Swizzlable | $w ms | $((w - n)) ms |"
echo "| the same without the attribute | $wo ms | $((wo - n)) ms |"
awk -v w="$w" -v wo="$wo" -v n="$n" 'BEGIN { printf "\nRatio: %.2fx whole build, %.2fx compile alone (minus the null build)\n", w / wo, (w - n) / (wo - n) }'
