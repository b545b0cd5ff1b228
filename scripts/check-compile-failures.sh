#!/usr/bin/env bash
# Type-checks each file in Tests/CompileFailures against the package's debug build (run
# `swift build` first) and requires it to fail with every error its `// expect-error: …` lines
# name, and with each `// expect-error-next-line: …` error on the line below it; Compiles.swift,
# the control, must compile. The hygiene module's fixtures and the drop-in fixtures must compile
# without a warning in Swift 6 and Swift 5 modes, in a debug build (DEBUG set: dispatched) and in a
# release build's (no DEBUG: compiled as written). A class with the default attribute must be
# compiled as written without DEBUG: no copy of a body in the emitted code.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$(swift build --show-bin-path)"
typecheck() {
    typecheck_in 6 -DDEBUG "$@"
}
typecheck_in() {
    local mode="$1"; shift
    swiftc_in "$mode" -typecheck "$@"
}
swiftc_in() {
    local mode="$1"; shift
    swiftc -swift-version "$mode" -I "$bin/Modules" \
        -Xcc -fmodule-map-file="$bin/CSwizzleRuntime.build/module.modulemap" \
        -Xcc -fmodule-map-file=Sources/CLibFFI/module.modulemap \
        -load-plugin-executable "$bin/SwizzleKitMacros-tool#SwizzleKitMacros" "$@" 2>&1
}
failed=0 checked=0
for file in Tests/CompileFailures/*.swift; do
    checked=$((checked + 1))
    if [ "$(basename "$file")" = Compiles.swift ]; then
        if ! output="$(typecheck "$file")"; then
            echo "FAIL: the control $file does not compile, so the setup is broken:"; echo "$output"; failed=1
        fi
        continue
    fi
    if output="$(typecheck "$file")"; then
        echo "FAIL: $file compiled, but must not."; failed=1; continue
    fi
    while IFS= read -r expected; do
        if ! grep -qF -- "$expected" <<<"$output"; then
            echo "FAIL: $file: no error '$expected'. The compiler said:"; echo "$output" | grep 'error:' | sort -u; failed=1
        fi
    done < <(sed -n 's|^ *// expect-error: ||p' "$file")
    # `// expect-error-next-line: TEXT`: an error containing TEXT, reported at this file and the
    # next line (not inside a macro expansion).
    while IFS=: read -r line expected; do
        at="$(basename "$file"):$((line + 1)):"
        if ! grep 'error:' <<<"$output" | grep -F -- "$at" | grep -qF -- "${expected# }"; then
            echo "FAIL: $file: no error '${expected# }' at $at. The compiler said:"; echo "$output" | grep 'error:' | sort -u; failed=1
        fi
    done < <(grep -n '// expect-error-next-line:' "$file" | sed 's|:.*// expect-error-next-line:|:|')
done
# Files that must compile in Swift 6 and in Swift 5 mode with complete concurrency checking: code
# shaped the way users write it, annotated with @Swizzlable (the drop-in fixtures), and a module
# whose own types shadow the names generated code uses.
# Each entry is one module's files, separated by commas: an annotated class's extensions live in
# other files than the class.
extensions="$(ls Tests/SwizzleKitTests/Extensions/ExtensionFixtures.swift Tests/SwizzleKitTests/Extensions/ClubMember+*.swift | paste -sd, -)"
for file in Tests/SwizzleKitHygieneTests/ShadowingNames.swift Tests/SwizzleKitTests/DropIn/DropInFixtures.swift "$extensions"; do
    IFS=, read -ra files <<<"$file"
    for mode in 6 5; do
        for condition in -DDEBUG -DRELEASE_BUILD; do
            checked=$((checked + 1))
            extra=("$condition"); [ "$mode" = 5 ] && extra+=(-strict-concurrency=complete)
            if ! output="$(typecheck_in "$mode" "${extra[@]}" "${files[@]}")"; then
                echo "FAIL: $file does not compile in Swift $mode mode ($condition):"; echo "$output" | grep -E 'error|warning' | sort -u; failed=1
            elif grep -q 'warning:' <<<"$output"; then
                echo "FAIL: $file compiles with warnings in Swift $mode mode ($condition):"; echo "$output" | grep 'warning:' | sort -u; failed=1
            fi
        done
    done
done
# The production default: `@Swizzlable` with no argument dispatches where DEBUG is set, and is
# compiled as written where it is not (the default implementations, `__swizzle_original`, exist
# only in the first).
fixture=Tests/ProductionDefault/ProductionDefault.swift
checked=$((checked + 1))
debug_ir="$(swiftc_in 6 -emit-ir -parse-as-library -DDEBUG "$fixture" 2>&1)" || { echo "FAIL: $fixture:"; echo "$debug_ir" | head; failed=1; }
release_ir="$(swiftc_in 6 -emit-ir -parse-as-library "$fixture" 2>&1)" || { echo "FAIL: $fixture:"; echo "$release_ir" | head; failed=1; }
if ! grep -q '__swizzle_original' <<<"$debug_ir"; then
    echo "FAIL: $fixture with DEBUG: no default implementation emitted, so the class is not dispatched"; failed=1
fi
if grep -q '__swizzle_original' <<<"$release_ir"; then
    echo "FAIL: $fixture without DEBUG: default implementations emitted, so production code pays the table"; failed=1
fi
echo "compile failures: $checked files checked, $([ $failed = 0 ] && echo all as expected || echo SOME NOT)"
exit $failed
