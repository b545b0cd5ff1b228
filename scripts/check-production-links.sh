#!/usr/bin/env bash
# A binary whose code imports only SwizzleRuntime must link neither XCTest nor Swift Testing nor
# their interop libraries: builds WeatherApp (the example module, which imports SwizzleRuntime
# only, and a main) and reads its dynamic section. Debug is enough: what a binary links comes
# from its targets' dependencies, not from the optimization level.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product WeatherApp
binary="$(swift build --show-bin-path)/WeatherApp"
needed="$(readelf -d "$binary" | grep NEEDED || true)"
echo "$needed"
if echo "$needed" | grep -Eiq 'XCTest|Testing|IssueReporting'; then
    echo "FAIL: WeatherApp links a test framework or its support (see above)" >&2
    exit 1
fi
output="$("$binary" Oslo)"
# Methods taking and returning aliases of scalars (Minutes = Int, TimeInterval, Float32) work in
# the production binary with nothing installed: @Swizzlable never traps there.
if ! grep -qx 'refresh: 30 3.0 0.25 2.0' <<<"$output"; then
    echo "FAIL: WeatherApp's alias-typed calls printed something else:" >&2; echo "$output" >&2
    exit 1
fi
echo "WeatherApp links no test framework, and its alias-typed calls work."
