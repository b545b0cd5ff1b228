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
"$binary" Oslo >/dev/null
echo "WeatherApp links no test framework."
