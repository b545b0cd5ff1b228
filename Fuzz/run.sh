#!/usr/bin/env bash
# Builds and runs the libFuzzer targets for the C runtime's two parsers: the type-encoding
# parser (sk_signature_get) and the selector validator (sk_selector_validate).
#
#   Fuzz/run.sh replay            run every target once over its corpus (seconds; what CI runs)
#   Fuzz/run.sh fuzz [SECONDS]    fuzz each target for SECONDS (default 180), then replay
#   Fuzz/run.sh minimize          merge what fuzzing found into a small Fuzz/corpus
#
# Exit status: 0 all good; 77 no clang with the libFuzzer runtime (the caller may skip);
# anything else a failure: a crash, a hang, a failed check, or a build error.
# Set FUZZ_INSTALL=1 to let it apt-get clang and its runtime when none is found.
set -euo pipefail
cd "$(dirname "$0")/.."

readonly TARGETS=(type_encoding selector)
readonly OUT=fuzz-out
readonly RUNTIME=Sources/CSwizzleRuntime

find_clang() {
    for candidate in "${CLANG:-}" "$(dirname "$(command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)")/clang" \
                     /opt/swift/usr/bin/clang "$(command -v clang 2>/dev/null || true)"; do
        [ -n "$candidate" ] && [ -x "$candidate" ] || continue
        # The runtime must be there, not just the driver: build a one-line target.
        if echo 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n) { return 0; }' |
            "$candidate" -x c -fsanitize=fuzzer -o "$OUT/.probe" - >/dev/null 2>&1; then
            echo "$candidate"
            return 0
        fi
    done
    return 1
}

install_clang() {
    echo "== Fuzz: installing clang and its libFuzzer runtime (FUZZ_INSTALL=1)" >&2
    local sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -y >&2 || true
    $sudo apt-get install -y --no-install-recommends clang libclang-rt-dev >&2
}

build() {
    mkdir -p "$OUT"
    local clang
    if ! clang=$(find_clang); then
        if [ "${FUZZ_INSTALL:-0}" = 1 ] && install_clang && clang=$(find_clang); then :; else
            echo "== Fuzz: SKIPPED: no clang with the libFuzzer runtime (libclang_rt.fuzzer). Install clang" \
                 "and libclang-rt-dev, or set CLANG=/path/to/clang (the Swift toolchain's ships it)." >&2
            exit 77
        fi
    fi
    local ffi_flags; ffi_flags=$(pkg-config --cflags --libs libffi 2>/dev/null || echo -lffi)
    local linker=""; "$clang" -fuse-ld=lld -x c -o "$OUT/.probe" - <<<'int main(void){return 0;}' >/dev/null 2>&1 && linker=-fuse-ld=lld
    echo "== Fuzz: building with $clang" >&2
    for target in "${TARGETS[@]}"; do
        # shellcheck disable=SC2086
        "$clang" -g -O1 -fno-omit-frame-pointer -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
            $linker -I"$RUNTIME/include" "$RUNTIME"/*.c "Fuzz/${target}_fuzzer.c" $ffi_flags \
            -o "$OUT/${target}_fuzzer"
    done
}

# Inputs are short strings; a 4200-byte cap covers the parsers' own length limits. libFuzzer's
# own failure status is 77 too, so it is told to use 1: 77 from this script means "skipped".
readonly COMMON=(-max_len=4200 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -error_exitcode=1)

# Runs a fuzzer with its output in a log: the summary on success, the whole report on failure.
run_logged() {
    local log=$1; shift
    if "$@" >"$log" 2>&1; then
        # The totals: "Done N runs" (replay) or the last "#N: cov: … exec/s: … time: …" (fork mode).
        { grep -E '^(Done|stat::number_of_executed_units|stat::peak_rss_mb)' "$log"
          grep -E '^#[0-9]+: cov' "$log" | tail -n 1; } >&2 || true
    else
        local status=$?
        echo "== Fuzz: FAILED ($*), status $status; the report:" >&2
        tail -n 80 "$log" >&2
        exit "$status"
    fi
}

replay() {
    for target in "${TARGETS[@]}"; do
        local corpus="Fuzz/corpus/$target"
        echo "== Fuzz: replaying $(find "$corpus" -type f | wc -l) inputs on $target" >&2
        run_logged "$OUT/$target-replay.log" "$OUT/${target}_fuzzer" "${COMMON[@]}" -runs=0 \
            -artifact_prefix="$OUT/${target}-" "$corpus"
    done
}

fuzz() {
    local seconds=${1:-180}
    for target in "${TARGETS[@]}"; do
        local work="$OUT/work/$target" dict=() elapsed=0 round=0 total=0
        mkdir -p "$work"
        [ -f "Fuzz/$target.dict" ] && dict=(-dict="Fuzz/$target.dict")
        echo "== Fuzz: $target for ${seconds}s" >&2
        # Rounds of at most a minute, each a fresh process sharing the work corpus: every
        # signature the parser accepts stays cached for the life of the process (the runtime's
        # contract), so one long process would grow until it hit the memory limit.
        while [ "$elapsed" -lt "$seconds" ]; do
            local this=$(( seconds - elapsed < 60 ? seconds - elapsed : 60 ))
            run_logged "$OUT/$target-fuzz-$round.log" "$OUT/${target}_fuzzer" "${COMMON[@]}" "${dict[@]}" \
                -max_total_time="$this" -artifact_prefix="$OUT/${target}-" "$work" "Fuzz/corpus/$target"
            total=$(( total + $(awk '/^stat::number_of_executed_units/ { print $2 }' "$OUT/$target-fuzz-$round.log") ))
            elapsed=$(( elapsed + this ))
            round=$(( round + 1 ))
        done
        echo "== Fuzz: $target: $total executions in ${elapsed}s ($round rounds), no crash, leak or hang" >&2
    done
}

# Keeps Fuzz/corpus small: only inputs that add coverage, no longer than 64 bytes.
minimize() {
    for target in "${TARGETS[@]}"; do
        local merged="$OUT/merged/$target"
        rm -rf "$merged"; mkdir -p "$merged"
        "$OUT/${target}_fuzzer" -merge=1 -max_len=64 "$merged" "Fuzz/corpus/$target" "$OUT/work/$target" 2>&1 | tail -n 2 >&2
        echo "== Fuzz: $target: $(find "$merged" -type f | wc -l) inputs cover what the work corpus covers" >&2
    done
}

case "${1:-replay}" in
    build) build ;;
    replay) build; replay ;;
    fuzz) build; fuzz "${2:-180}"; replay ;;
    minimize) build; minimize ;;
    *) echo "usage: $0 [build|replay|fuzz [SECONDS]|minimize]" >&2; exit 2 ;;
esac
