#!/usr/bin/env bash
# CPU seconds (user + sys, the macro plugin's process included) of compiling the 50 × 10 file of
# Benchmarks/models.sh as a debug build does (`-c -Onone -g`), with each macro plugin build given,
# and the file without the attribute, interleaved, ROUNDS rounds (default 3); prints the medians.
# CPU time moves less with other load on the machine than wall time. Run `swift build` first; to
# compare with an older plugin, build it from an older checkout (`swift build --product
# SwizzleKitMacros` there) and pass both: the generated code of either runs on this checkout's runtime.
#   Benchmarks/plugin-cpu.sh [PLUGIN…]      (default: this checkout's debug build)
#   MODELS=realistic: the five-class service of Benchmarks/realistic-models.sh instead
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/Benchmarks/debug-compile.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
models="$root/Benchmarks/models.sh"
[ "${MODELS:-}" = realistic ] && models="$root/Benchmarks/realistic-models.sh"
"$models" "@Swizzlable" >"$work/With.swift"
"$models" "" >"$work/Without.swift"
[ $# -gt 0 ] || set -- "$bin/SwizzleKitMacros-tool"
cpu_seconds() {
    local plugin=$1 file=$2
    rm -rf "$expansion_cache"
    /usr/bin/time -f "%U %S" -o "$work/time" swiftc "${debug_compile_options[@]}" -o "$work/out.o" \
        -load-plugin-executable "$plugin#SwizzleKitMacros" "$file" >/dev/null 2>&1
    awk '{ print $1 + $2 }' "$work/time"
}
declare -A samples
for _ in $(seq 1 "${ROUNDS:-3}"); do
    for plugin in "$@"; do samples[$plugin]+="$(cpu_seconds "$plugin" "$work/With.swift") "; done
    samples[without]+="$(cpu_seconds "$1" "$work/Without.swift") "
done
for key in "$@" without; do echo "$key: $(median "${samples[$key]}") s CPU (rounds: ${samples[$key]})"; done
