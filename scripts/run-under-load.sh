#!/usr/bin/env bash
# Runs the built test product again and again with every core busy, as a machine running another
# build is: waits (waitUntilCalled, mocks' turns) and parallel tests must hold there too.
#
#   scripts/run-under-load.sh RUNS [FILTER]
#
# RUNS runs of `swift test --skip-build` (with `--filter FILTER` if given), each while one busy
# loop per core competes for the CPU. Stops at the first failing run and prints its output.
# Needs a prior `swift test` or `swift build --build-tests`.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:?usage: scripts/run-under-load.sh RUNS [FILTER]}
filter=(${2:+--filter "$2"})

hogs=()
stop_hogs() { for pid in "${hogs[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap stop_hogs EXIT
for _ in $(seq "$(nproc)"); do
    ( while :; do :; done ) &
    hogs+=($!)
done

log=$(mktemp)
for run in $(seq "$runs"); do
    start=$SECONDS
    if ! swift test --skip-build "${filter[@]}" > "$log" 2>&1; then
        cat "$log"
        echo "== run $run of $runs failed, with $(nproc) busy loops beside it"
        exit 1
    fi
    echo "== run $run of $runs passed in $((SECONDS - start)) s, with $(nproc) busy loops beside it"
done
rm -f "$log"
