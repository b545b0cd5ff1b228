#!/usr/bin/env bash
# What `@Swizzlable` costs a debug build: the same module built with the attribute on every class
# and without it, in one generated package that depends on this repository by path (so both
# import SwizzleKit the same way). Three measures, alternating the two modules each round:
#   - whole: every file of the module touched and its object files removed, then `swift build
#     --target …` (the module compiled again from scratch, as after a clean: with the objects left
#     in place, the compiler skips LLVM for a file whose IR hashes as its object's did, which a
#     clean build never can), with the macro plugin's expansion cache emptied first
#     (Sources/SwizzleKitMacros/ExpansionCache.swift), as on a machine that never built it;
#   - whole, expansions cached: the same build again, the cache holding what the last one wrote
#     (a clean build of code built before: another branch and back, or `rm -rf .build`);
#   - edit: one method body of one file changed (a literal in it, a value not used before), then
#     the same build: what a developer pays on every edit.
# Each build's CPU seconds (user + sys of swift-build and every compiler and macro-plugin process
# it waits for, /usr/bin/time) and wall time; medians. CPU moves less than wall with other load.
#
#   Benchmarks/compile-time.sh [ROUNDS]     (default 5)
#   MODELS=synthetic (default): 50 classes × 10 methods (Benchmarks/models.sh) in FILES files (default 10)
#   MODELS=realistic: the five-class service of Benchmarks/realistic-models.sh, one file
#   WORK=dir keeps the package between runs (the first run builds SwizzleKit and swift-syntax: minutes)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/Benchmarks/debug-compile.sh"  # expansion_cache, from_scratch, last, median
rounds=${1:-5}
models=${MODELS:-synthetic}
files=${FILES:-10}
work=${WORK:-/tmp/swizzlekit-compile-time-$models}
identity=$(basename "$root" | tr '[:upper:]' '[:lower:]')
rm -rf "$work/Sources"
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

# The module's files: the models split into $files files (classes in order), or the realistic file.
write_models() {
    local attribute=$1 directory=$2
    if [ "$models" = realistic ]; then
        "$root/Benchmarks/realistic-models.sh" "$attribute" >"$directory/Service.swift"
        return
    fi
    local per=$(( 50 / files )) index
    for index in $(seq 0 $(( files - 1 ))); do
        FROM=$(( index * per )) TO=$(( index == files - 1 ? 49 : index * per + per - 1 )) \
            "$root/Benchmarks/models.sh" "$attribute" >"$directory/$(printf 'Models%02d.swift' "$index")"
    done
}
write_models "@Swizzlable" "$work/Sources/WithMacro"
write_models "" "$work/Sources/WithoutMacro"

echo "== building the generated package once (SwizzleKit, swift-syntax, the macro plugin)" >&2
swift build --package-path "$work" >&2

# The file an edit changes, and the literal changed in it: a method body's, so the edit is the
# kind a developer makes most.
edited() { ls "$work/Sources/$1"/*.swift | head -1; }
# An edit's literal: never one an earlier run wrote, so the edited class is not in the cache.
edit() {
    local file round
    round=$(( $(date +%s) % 1000000 * 100 + $2 ))
    file=$(edited "$1")
    if [ "$models" = realistic ]; then
        sed -i -E "s/\\(1 \\+ taxRate\\)( \\* [0-9]+)?/(1 + taxRate) * $round/" "$file"
    else
        sed -i -E "0,/a &\+ b &\+ [0-9]+/s//a \&+ b \&+ $round/" "$file"
    fi
}
# CPU seconds and wall milliseconds of building one target.
measure() {
    local target=$1 start end
    start=$(date +%s%N)
    /usr/bin/time -f "%U %S" -o "$work/time" swift build --package-path "$work" --target "$target" >/dev/null
    end=$(date +%s%N)
    echo "$(awk '{ printf "%.2f", $1 + $2 }' "$work/time") $(( (end - start) / 1000000 ))"
}

declare -A cpu wall
for round in $(seq 1 "$rounds"); do
    for target in WithMacro WithoutMacro; do
        rm -rf "$expansion_cache"
        from_scratch "$work" "$target"
        read -r c w < <(measure "$target"); cpu[whole-$target]+="$c "; wall[whole-$target]+="$w "
        from_scratch "$work" "$target"
        read -r c w < <(measure "$target"); cpu[cached-$target]+="$c "; wall[cached-$target]+="$w "
        edit "$target" "$round"
        read -r c w < <(measure "$target"); cpu[edit-$target]+="$c "; wall[edit-$target]+="$w "
    done
    echo "round $round: whole $(last "${cpu[whole-WithMacro]}") $(last "${cpu[whole-WithoutMacro]}");" \
        "cached $(last "${cpu[cached-WithMacro]}") $(last "${cpu[cached-WithoutMacro]}");" \
        "edit $(last "${cpu[edit-WithMacro]}") $(last "${cpu[edit-WithoutMacro]}") (CPU s)" >&2
done

if [ "$models" = realistic ]; then shape="the five-class service (Benchmarks/realistic-models.sh)"; else shape="50 classes × 10 methods in $files files"; fi
echo "$shape, debug, median of $rounds:"
echo
echo "| Build | With @Swizzlable (CPU) | Without (CPU) | Ratio (CPU) | With (wall) | Without (wall) | Ratio (wall) |"
echo "|---|--:|--:|--:|--:|--:|--:|"
for kind in whole cached edit; do
    cw=$(median "${cpu[$kind-WithMacro]}"); cwo=$(median "${cpu[$kind-WithoutMacro]}")
    ww=$(median "${wall[$kind-WithMacro]}"); wwo=$(median "${wall[$kind-WithoutMacro]}")
    case $kind in
        whole) label="whole module" ;;
        cached) label="whole module, expansions cached" ;;
        edit) label="one method body edited" ;;
    esac
    awk -v l="$label" -v cw="$cw" -v cwo="$cwo" -v ww="$ww" -v wwo="$wwo" \
        'BEGIN { printf "| %s | %.2f s | %.2f s | %.2f× | %d ms | %d ms | %.2f× |\n", l, cw, cwo, cw / cwo, ww, wwo, ww / wwo }'
done
