#!/usr/bin/env bash
# Type-checks each file in Tests/CompileFailures against the package's debug build (run
# `swift build` first) and requires it to fail with every error its `// expect-error: …` lines
# name, and with each `// expect-error-next-line: …` error on the line below it; Compiles.swift,
# the control, must compile.
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
    # `// expect-error-next-line: TEXT`: an error containing TEXT, reported at this file and the
    # next line (not inside a macro expansion).
    while IFS=: read -r line expected; do
        at="$(basename "$file"):$((line + 1)):"
        if ! grep 'error:' <<<"$output" | grep -F -- "$at" | grep -qF -- "${expected# }"; then
            echo "FAIL: $file: no error '${expected# }' at $at. The compiler said:"; echo "$output" | grep 'error:' | sort -u; failed=1
        fi
    done < <(grep -n '// expect-error-next-line:' "$file" | sed 's|:.*// expect-error-next-line:|:|')
done
echo "compile failures: $checked files checked, $([ $failed = 0 ] && echo all as expected || echo SOME NOT)"
exit $failed
