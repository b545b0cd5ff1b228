#!/usr/bin/env bash
# The file both compile-time measures build: 50 classes of 10 methods, three shapes of method
# (scalars, a String, a throwing one), `import SwizzleKit` first.
#   Benchmarks/models.sh ATTRIBUTE     (ATTRIBUTE is "@Swizzlable", or "" for none)
#   FROM=i TO=j: only classes i…j (default 0…49), for a module of several files
set -euo pipefail
generate() {
    local attribute=$1
    for c in $(seq "${FROM:-0}" "${TO:-49}"); do
        [ -n "$attribute" ] && echo "$attribute"
        echo "class Model$c {"
        echo "    required init() {}"
        for m in $(seq 0 9); do
            case $((m % 3)) in
            0) echo "    func add$m(_ a: Int, _ b: Int) -> Int { a &+ b &+ $m }" ;;
            1) echo "    func label$m(_ name: String) -> String { name + \"$m\" }" ;;
            2) echo "    func check$m(_ value: Double) throws -> Bool { value > $m }" ;;
            esac
        done
        echo "}"
    done
}
echo "import SwizzleKit"
generate "$1"
