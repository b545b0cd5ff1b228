#!/usr/bin/env bash
# Builds the benchmarks with every module of SwizzleKit's and of the harness compiled again
# (swift-syntax and the other dependencies are kept). An incremental build after a change to the
# library can leave a module that depends on it with the library's old code inlined into it (the
# optimizer inlines across modules, and SwiftPM rebuilds a dependent only when the interface it
# reads changes): the harness then measures, or crashes in, code that is no longer there.
#   Benchmarks/fresh-build.sh [release|debug]     (default release; about 40 s release, 25 s debug)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
configuration="${1:-release}"
build="$here/.build"
for module in swizzle_benchmarks BenchmarkFixtures BenchmarkSupport ReplaceableFixtures ZeroAnnotationSpies \
    CSwizzleRuntime SwizzleCore SwizzleLayers SwizzleSpies SwizzleMocks SwizzleRuntime SwizzleKit SwizzleKitNimble; do
    rm -rf "$build/$configuration/$module.build"
done
# Without its build plan, SwiftPM plans again and makes the directories removed above.
rm -f "$build/$configuration.yaml" "$build"/*/"$configuration/description.json"
swift build -c "$configuration" --package-path "$here" >&2
