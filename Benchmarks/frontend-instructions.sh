#!/usr/bin/env bash
# What the compiler itself executes to compile an annotated class, in instructions (callgrind),
# which unlike CPU seconds do not move with the machine's load: the frontend job of a debug build
# (`-c -Onone -g`) of 5 and of 10 classes of Benchmarks/models.sh (10 methods and an init each),
# with the attribute and without; the difference between 10 and 5 is the cost of 5 more classes,
# so what every compile pays once (loading modules, first uses) drops out. The macro plugin runs
# in a process of its own, which callgrind does not follow: this is the generated code's cost to
# the compiler, not the expansion's (Benchmarks/plugin-cpu.sh measures both in CPU seconds).
# About 6 minutes; needs valgrind and a debug build (`swift build`) of this checkout.
#   Benchmarks/frontend-instructions.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/Benchmarks/debug-compile.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Giga-instructions of the frontend job compiling FILE.
instructions() {
    local file=$1 command
    command=$(frontend_command "$work/out.o" "$bin/SwizzleKitMacros-tool" "$file")
    eval "valgrind --tool=callgrind --callgrind-out-file=\"$work/callgrind.out\" $command" >"$work/log" 2>&1 \
        || { echo "the compile failed:" >&2; cat "$work/log" >&2; exit 1; }
    awk '/^summary:/ { printf "%.3f", $2 / 1e9 }' "$work/callgrind.out"
}

declare -A total
for attribute in "@Swizzlable" ""; do
    for classes in 5 10; do
        FROM=0 TO=$(( classes - 1 )) "$root/Benchmarks/models.sh" "$attribute" >"$work/models.swift"
        total[$attribute$classes]=$(instructions "$work/models.swift")
    done
done
with=$(awk -v a="${total[@Swizzlable10]}" -v b="${total[@Swizzlable5]}" 'BEGIN { printf "%.3f", (a - b) / 5 }')
without=$(awk -v a="${total[10]}" -v b="${total[5]}" 'BEGIN { printf "%.3f", (a - b) / 5 }')
echo "| Class of 10 methods and an init | Frontend, 5 classes | 10 classes | Per class more |"
echo "|---|--:|--:|--:|"
echo "| @Swizzlable | ${total[@Swizzlable5]} G | ${total[@Swizzlable10]} G | $with G |"
echo "| plain | ${total[5]} G | ${total[10]} G | $without G |"
echo "Ratio per class: $(awk -v a="$with" -v b="$without" 'BEGIN { printf "%.1f", a / b }')×"
