#!/usr/bin/env bash
# The macro plugin's expansion cache (Sources/SwizzleKitMacros/ExpansionCache.swift) answers as the
# plugin would: the realistic service of Benchmarks/realistic-models.sh and five classes of
# Benchmarks/models.sh, each compiled as a debug build compiles it with the cache emptied and then
# again with it full, must expand to the same text and warnings (`-dump-macro-expansions`; the
# service has a method the macro warns about, and the warning is kept with its class's expansion),
# and the second compile must find every expansion in the cache (it rewrites no entry). Needs
# `swift build` first.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/Benchmarks/debug-compile.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$root/Benchmarks/realistic-models.sh" @Swizzlable >"$work/Service.swift"
FROM=0 TO=4 "$root/Benchmarks/models.sh" @Swizzlable >"$work/Models.swift"

# The expansions of compiling FILE, in order, without the compiler's timing lines.
expansions() {
    swiftc "${debug_compile_options[@]}" -o "$work/out.o" -load-plugin-executable "$bin/SwizzleKitMacros-tool#SwizzleKitMacros" \
        "$1" -Xfrontend -dump-macro-expansions 2>&1 | grep -v -E '^(===|  Total Execution Time|   ---|   [0-9])' || true
}
# Every entry, by inode and name: a rewritten entry is a new file.
entries() { ls -i "$expansion_cache" | sed 's/^ *//' | sort; }

for file in "$work/Service.swift" "$work/Models.swift"; do
    rm -rf "$expansion_cache"
    expansions "$file" >"$work/cold.txt"
    [ -s "$work/cold.txt" ] || { echo "no expansion of $(basename "$file")"; exit 1; }
    entries >"$work/before.txt"
    [ -s "$work/before.txt" ] || { echo "the cache kept nothing for $(basename "$file") (in $expansion_cache)"; exit 1; }
    expansions "$file" >"$work/cached.txt"
    entries >"$work/after.txt"
    if ! diff -u "$work/cold.txt" "$work/cached.txt" >"$work/diff.txt"; then
        echo "$(basename "$file") expands differently from the cache:"; head -40 "$work/diff.txt"; exit 1
    fi
    # Each entry the first compile wrote is still the same file (other builds may add their own).
    rewritten=$(comm -23 "$work/before.txt" "$work/after.txt")
    if [ -n "$rewritten" ]; then
        echo "compiling $(basename "$file") again wrote entries (an expansion missed the cache):"; echo "$rewritten"; exit 1
    fi
    echo "$(basename "$file"): $(grep -c '^@__swiftmacro' "$work/cold.txt") expansions and $(grep -c 'warning:' "$work/cold.txt") warning lines, the same with $(wc -l <"$work/before.txt") of them from the cache"
done
