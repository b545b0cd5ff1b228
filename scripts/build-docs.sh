#!/usr/bin/env bash
# Builds the DocC catalog of SwizzleKit (Sources/SwizzleKit/SwizzleKit.docc) over every public
# symbol a test target sees through `import SwizzleKit`: the test product re-exports the layers
# below it, and the docc plugin's symbol graphs hold only a target's own symbols, so the graph is
# extracted here with the re-exported modules allowed. Every link must resolve: warnings fail.
# Usage: scripts/build-docs.sh [OUTPUT]   (default .build/SwizzleKit.doccarchive; `swift build` first)
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-.build/SwizzleKit.doccarchive}"
bin="$(swift build --show-bin-path)"
graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT
swift-symbolgraph-extract -module-name SwizzleKit -target "$(uname -m)-unknown-linux-gnu" -I "$bin/Modules" \
    -Xcc -fmodule-map-file="$bin/CSwizzleRuntime.build/module.modulemap" \
    -Xcc -fmodule-map-file=Sources/CLibFFI/module.modulemap \
    -experimental-allowed-reexported-modules=SwizzleRuntime,SwizzleCore,SwizzleLayers,SwizzleSpies,SwizzleMocks \
    -minimum-access-level public -output-dir "$graphs"
mkdir -p "$(dirname "$output")"
docc convert Sources/SwizzleKit/SwizzleKit.docc --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name SwizzleKit --fallback-bundle-identifier SwizzleKit \
    --output-path "$output" --warnings-as-errors
echo "documentation: $output"
