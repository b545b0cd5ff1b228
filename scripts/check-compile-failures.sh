#!/usr/bin/env bash
# Type-checks each file in Tests/CompileFailures against the package's debug build (run
# `swift build` first) and requires it to fail with every error its `// expect-error: …` lines
# name; Compiles.swift, the control, must compile.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$(swift build --show-bin-path)"
typecheck() {
    swiftc -typecheck -swift-version 6 -I "$bin/Modules" \
        -Xcc -fmodule-map-file="$bin/CSwizzleRuntime.build/module.modulemap" \
        -Xcc -fmodule-map-file=Sources/CLibFFI/module.modulemap \
        -load-plugin-executable "$bin/SwizzleKitMacros-tool#SwizzleKitMacros" "$1" 2>&1
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
done
echo "compile failures: $checked files checked, $([ $failed = 0 ] && echo all as expected || echo SOME NOT)"
exit $failed
