#!/usr/bin/env bash
# What the job that emits a module executes, in instructions (callgrind), the compiler and the macro
# plugin counted apart, for the module of Benchmarks/compile-time.sh with @Swizzlable and without.
# Every build of a module runs this job, an edit of one method body too: it expands the macros of
# every class of the module (the compile jobs expand only their own files'), so it is most of
# what an edit costs (BENCHMARKS.md, issue 24).
#
#   Benchmarks/emit-module-instructions.sh      (needs valgrind; about 10 minutes)
#   MODELS=realistic: the five-class service instead (as compile-time.sh)
#   WORK=dir: where compile-time.sh writes the package (one round of it writes and builds it first)
# The job with @Swizzlable is counted twice: with the macro plugin's expansion cache empty (a first
# build) and holding the module's expansions (any later build: an edit's job finds every class
# but the edited one there; Sources/SwizzleKitMacros/ExpansionCache.swift).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/Benchmarks/debug-compile.sh"  # expansion_cache
models=${MODELS:-synthetic}
work=${WORK:-/tmp/swizzlekit-compile-time-$models}
command -v valgrind >/dev/null || { echo "needs valgrind (apt-get install valgrind)" >&2; exit 2; }
MODELS="$models" WORK="$work" "$root/Benchmarks/compile-time.sh" 1 >/dev/null 2>&1
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# A frontend that keeps the emit-module job's arguments, then runs the real one.
cat >"$scratch/frontend" <<EOF
#!/usr/bin/env bash
for argument in "\$@"; do [ "\$argument" = -emit-module ] && printf '%q ' "\$@" >"$scratch/emit-module.args"; done
exec "$(dirname "$(command -v swiftc)")/swift-frontend" "\$@"
EOF
chmod +x "$scratch/frontend"
declare -A frontend_count plugin_count
for run in WithMacro:cold WithMacro:cached WithoutMacro:plain; do
    target=${run%%:*} state=${run#*:}
    swift build --package-path "$work" --target "$target" >/dev/null
    touch "$work/Sources/$target"/*.swift
    # The driver's command for the target, as the build runs it, with the frontend above.
    command=$(swift build --package-path "$work" --target "$target" -v 2>&1 | grep -E "^\S*swiftc -module-name $target " | head -1)
    [ -n "$command" ] || { echo "no compile command for $target" >&2; exit 1; }
    command=$(sed -e 's/ -v / /; s/ -parseable-output / /' <<<"$command")
    rm -f "$scratch/emit-module.args"
    touch "$work/Sources/$target"/*.swift
    (cd "$work" && eval "$command -driver-use-frontend-path $scratch/frontend" >/dev/null)
    # valgrind 3.19 cannot read the DWARF 5 debug info of the plugin: a copy without it is counted.
    plugin=$(grep -oE '[^ ]*SwizzleKitMacros-tool' "$scratch/emit-module.args" | head -1)
    objcopy --strip-debug "$plugin" "$scratch/plugin"
    args=$(sed "s|$plugin|$scratch/plugin|g" "$scratch/emit-module.args")
    frontend="$(dirname "$(command -v swiftc)")/swift-frontend"
    # The cache's entries are the plugin's own: the copy counted fills it once for itself.
    [ "$state" = cached ] && (cd "$work" && eval "$frontend $args" >/dev/null 2>&1)
    [ "$state" = cold ] && rm -rf "$expansion_cache"
    rm -f "$scratch"/callgrind.*
    (cd "$work" && eval "valgrind --tool=callgrind --trace-children=yes --log-file=$scratch/valgrind.%p \
        --callgrind-out-file=$scratch/callgrind.%p $frontend $args" >/dev/null 2>&1)
    frontend_count[$state]=0 plugin_count[$state]=0
    for dump in "$scratch"/callgrind.*; do
        count=$(awk '/^summary:/ { print $2 }' "$dump")
        if grep -q "^cmd: *$scratch/plugin" "$dump"; then plugin_count[$state]=$count; else frontend_count[$state]=$count; fi
    done
done

giga() { awk -v n="$1" 'BEGIN { printf "%.2f G", n / 1e9 }'; }
if [ "$models" = realistic ]; then shape="the five-class service"; else shape="50 classes × 10 methods in 10 files"; fi
echo "The emit-module job of $shape (Benchmarks/compile-time.sh), debug, in instructions:"
echo
echo "| | With @Swizzlable, cache empty | Ratio | With @Swizzlable, expansions cached | Ratio | Without |"
echo "|---|--:|--:|--:|--:|--:|"
ratio() { [ "$2" -gt 0 ] && awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f×", a / b }' || echo "—"; }
for part in frontend plugin total; do
    row="| $part"
    for state in cold cached; do
        case $part in
            frontend) with=${frontend_count[$state]} ;;
            plugin) with=${plugin_count[$state]} ;;
            total) with=$(( frontend_count[$state] + plugin_count[$state] )) ;;
        esac
        without=$([ "$part" = plugin ] && echo 0 || echo "${frontend_count[plain]}")
        row+=" | $(giga "$with") | $(ratio "$with" "$without")"
    done
    echo "$row | $([ "$part" = plugin ] && echo "—" || giga "${frontend_count[plain]}") |"
done
