#!/usr/bin/env bash
# Real code, not fixtures (issue 23): every class (and actor) of a real package's library targets
# gets `@Swizzlable`, mechanically, and the package's own test suite must stay as green as it is
# without the annotation, with no warning from the macro; a spy on a real method of each package
# is shown working.
#
#   scripts/check-real-code.sh [--baseline] [SPEC...]
#
#   SPEC   OWNER/NAME@TAG[:TARGET,TARGET...]  a package of the mirror at a tag (the targets: which
#          library targets to annotate; all of them by default). Default: Swinject/Swinject@2.10.0
#          jpsim/Yams@6.2.2 kylef/Spectre@0.10.1 (overrides calling super on the line after a call),
#          packages whose counts scripts/real-code-baselines.txt records.
#   --skip-generic  leave generic classes unannotated (the macro refuses them today), to see what
#          else breaks; a run with it is a diagnosis, not the check.
#   --leave=NAME,NAME  leave these classes unannotated too (a diagnosis as well: what breaks past them).
#   --no-extensions  annotate the classes only, not their extensions (a diagnosis: what the extensions change).
#   --baseline  build and test the packages unannotated, without SwizzleKit, and print their counts
#          in the baselines file's format (that is how the recorded counts were measured).
#
#   SWIZZLEKIT_PATH=DIR   the SwizzleKit checkout to test (default: the repository holding this script).
#   REAL_CODE_SCRATCH=DIR where clones, the wrapper package and its build go (default .build-realcode/).
#   REAL_CODE_MIRROR=DIR  the mirror of packages (default /opt/swift-packages: OWNER/NAME.git).
#
# How: each package is cloned into the scratch directory, under one wrapper package whose targets
# are the clones' targets (same names, paths, excludes, resources, settings and language mode; see
# scripts/real-code-wrapper.py), so SwizzleKit and swift-syntax are built once for all packages.
# Each package's test targets are built on their own first (one package's compile errors do not
# hide another's results); the packages that built are then linked into one test bundle with the
# spy tests (scripts/real-code/SpyTests, one file per package) and each suite is run with a filter.
# A test that crashes the test process is recorded and the suite run again without it.
# Exit status: 0 when every package passes, 1 otherwise, 2 on a usage or set-up error.
set -uo pipefail
# The whole script is one compound command, read before it runs: editing it mid-run is safe.
{

REPO="$(cd "$(dirname "$0")/.." && pwd)"
SWIZZLEKIT_PATH="$(cd "${SWIZZLEKIT_PATH:-$REPO}" && pwd)"
MIRROR="${REAL_CODE_MIRROR:-/opt/swift-packages}"
SCRATCH="${REAL_CODE_SCRATCH:-$REPO/.build-realcode}"
BASELINES="$REPO/scripts/real-code-baselines.txt"
HELPER="$REPO/scripts/real-code-wrapper.py"
ANNOTATE="$REPO/scripts/annotate-classes.py"
SPY_SOURCES="$REPO/scripts/real-code/SpyTests"
export HELPER

mode=annotated
specs=()
# The extensions of the annotated classes get @SwizzlableExtension too: most Swift code declares
# its conformances and helpers there. (Options that add flags come after this one is dropped.)
annotate_flags=(--extensions)
for arg in "$@"; do [ "$arg" = --no-extensions ] && annotate_flags=(); done
for arg in "$@"; do
    case "$arg" in
        --baseline) mode=baseline ;;
        --skip-generic) annotate_flags+=(--skip-generic) ;;
        --no-extensions) ;;
        --leave=*) annotate_flags+=(--leave "${arg#--leave=}") ;;
        -h|--help) sed -n '2,/^set -uo/p' "$0" | sed '$d'; exit 0 ;;
        -*) echo "check-real-code: unknown option $arg" >&2; exit 2 ;;
        *) specs+=("$arg") ;;
    esac
done
[ ${#specs[@]} -gt 0 ] || specs=(Swinject/Swinject@2.10.0 jpsim/Yams@6.2.2 kylef/Spectre@0.10.1)

WRAP="$SCRATCH/$mode"             # the wrapper package, recreated each run
BUILD="$SCRATCH/build-$mode"      # its build directory, kept: SwizzleKit and swift-syntax built once
LOGS="$SCRATCH/logs-$mode"
say() { echo "== [check-real-code ${SECONDS}s] $*"; }

rm -rf "$WRAP" "$LOGS"
mkdir -p "$WRAP/Packages" "$LOGS" "$BUILD"

# --- clone, dump, annotate -------------------------------------------------------------------
names=()
declare -A spec_of tag_of only_targets
for spec in "${specs[@]}"; do
    repo="${spec%%@*}"; rest="${spec#*@}"
    [ "$rest" != "$spec" ] || { echo "check-real-code: $spec: give a tag, OWNER/NAME@TAG" >&2; exit 2; }
    tag="${rest%%:*}"; targets=""; [ "$rest" = "$tag" ] || targets="${rest#*:}"
    name="${repo##*/}"
    names+=("$name"); spec_of[$name]="$repo@$tag"; tag_of[$name]="$tag"; only_targets[$name]="$targets"
    say "cloning $repo at $tag"
    if ! git -c advice.detachedHead=false clone --quiet --branch "$tag" "$MIRROR/$repo.git" "$WRAP/Packages/$name" 2>"$LOGS/$name-clone.log"; then
        cat "$LOGS/$name-clone.log" >&2; exit 2
    fi
    rm -rf "$WRAP/Packages/$name/.git"
    # A LinuxMain.swift (the pre-discovery XCTest entry point, e.g. Swinject's) would become the
    # whole wrapper's entry point and run that package's hand-kept list only: tests are discovered.
    find "$WRAP/Packages/$name" -path "*/Tests/LinuxMain.swift" -delete
    if ! (cd "$WRAP/Packages/$name" && swift package dump-package > dump.json 2>"$LOGS/$name-dump.log"); then
        cat "$LOGS/$name-dump.log" >&2; exit 2
    fi
done

declare -A annotated_count
if [ "$mode" = annotated ]; then
    for name in "${names[@]}"; do
        total=0
        : > "$LOGS/$name-annotated.txt"
        while IFS=$'\t' read -r target dir; do
            if [ -n "${only_targets[$name]}" ] && ! [[ ",${only_targets[$name]}," == *",$target,"* ]]; then continue; fi
            python3 "$ANNOTATE" "${annotate_flags[@]}" --relative-to "$WRAP" --json "$LOGS/$name-$target-annotations.json" "$dir" \
                >> "$LOGS/$name-annotated.txt" 2>/dev/null || { echo "check-real-code: annotating $dir failed" >&2; exit 2; }
        done < <(python3 "$HELPER" library-dirs "$WRAP" "$name")
        annotated_count[$name]="$(grep -c '^[^ ]*:[0-9]*: \(class\|actor\) ' "$LOGS/$name-annotated.txt") classes and actors, $(grep -c '^[^ ]*:[0-9]*: extension ' "$LOGS/$name-annotated.txt") extensions"
        left=$(grep -c ': left alone (' "$LOGS/$name-annotated.txt")
        [ "$left" -eq 0 ] || annotated_count[$name]="${annotated_count[$name]} ($left left alone: $(grep -o 'left alone ([^)]*): [a-z]* [A-Za-z_0-9]*' "$LOGS/$name-annotated.txt" | sed 's/left alone (\(.*\)): [a-z]* /\1 /' | paste -sd, | sed 's/,/, /g'))"
        say "$name: annotated ${annotated_count[$name]} (list: $LOGS/$name-annotated.txt)"
    done
fi

# The manifest for a set of packages (those that still build), with the spy tests of those packages.
write_manifest() {
    local with_spies="$1"; shift
    local args=("$WRAP")
    if [ "$mode" = annotated ]; then
        args+=(--swizzlekit "$SWIZZLEKIT_PATH")
        rm -rf "$WRAP/SpyTests"
        if [ "$with_spies" = yes ]; then
            mkdir -p "$WRAP/SpyTests"
            for name in "$@"; do
                [ -f "$SPY_SOURCES/$name.swift" ] && cp "$SPY_SOURCES/$name.swift" "$WRAP/SpyTests/"
            done
            if ls "$WRAP/SpyTests/"*.swift >/dev/null 2>&1; then args+=(--spy-tests "$WRAP/SpyTests"); fi
        fi
    fi
    python3 "$HELPER" manifest "${args[@]}" "$@"
}

swiftpm() { swift "$@" --package-path "$WRAP" --scratch-path "$BUILD"; }

# --- build: SwizzleKit once, then each package's targets on their own ----------------------------
write_manifest no "${names[@]}"
say "resolving the wrapper package ($WRAP/Package.swift)"
if ! swiftpm package resolve > "$LOGS/resolve.log" 2>&1; then
    cat "$LOGS/resolve.log"; say "the wrapper package does not resolve"; exit 2
fi
if [ "$mode" = annotated ]; then
    say "building SwizzleKit at $SWIZZLEKIT_PATH (the macro, the runtime, the test product; minutes the first time)"
    if ! swiftpm build --target SwizzleKit > "$LOGS/swizzlekit-build.log" 2>&1; then
        grep -E "error:" "$LOGS/swizzlekit-build.log" | sort -u | head -20
        say "SwizzleKit at $SWIZZLEKIT_PATH does not build (log: $LOGS/swizzlekit-build.log)"; exit 1
    fi
fi

declare -A build_ok
built=()
for name in "${names[@]}"; do
    say "$name: building its library and test targets ($mode)"
    ok=yes
    : > "$LOGS/$name-build.log"
    for target in $(python3 "$HELPER" targets "$WRAP" "$name" library) $(python3 "$HELPER" targets "$WRAP" "$name" test); do
        # -v is not needed: the compiler's diagnostics (with their notes) are printed as they are
        if ! swiftpm build --target "$target" >> "$LOGS/$name-build.log" 2>&1; then ok=no; fi
    done
    build_ok[$name]=$ok
    [ "$ok" = yes ] && built+=("$name")
done

# --- test: the packages that built, in one bundle -----------------------------------------------
declare -A results
spies=none
if [ ${#built[@]} -gt 0 ]; then
    spies=failed
    write_manifest yes "${built[@]}"
    say "linking the test bundle of ${built[*]}$([ "$mode" = annotated ] && echo ' and the spy tests')"
    # the test bundle's entry point and discovered tests are remade for this set of test targets
    rm -rf "$BUILD"/*/debug/RealCodePackageDiscoveredTests.* "$BUILD"/*/debug/RealCodePackageTests.*
    if swiftpm build --build-tests > "$LOGS/bundle-build.log" 2>&1; then
        [ -d "$WRAP/SpyTests" ] && spies=built
    else
        # the spy tests did not compile: the bundle without them, so the suites still run
        [ -d "$WRAP/SpyTests" ] && cp "$LOGS/bundle-build.log" "$LOGS/spy-build.log"
        write_manifest no "${built[@]}"
        if ! swiftpm build --build-tests > "$LOGS/bundle-build.log" 2>&1; then
            grep -E "error:" "$LOGS/bundle-build.log" | sort -u | head -20
            say "the test bundle does not link (log: $LOGS/bundle-build.log)"; built=()
        fi
    fi
    for name in "${built[@]}"; do
        filter="^($(python3 "$HELPER" targets "$WRAP" "$name" test | paste -sd'|'))\\."
        skip_args=()
        run=1
        while :; do
            say "$name: running its suite$([ $run -gt 1 ] && echo " again, without the tests that crashed")"
            swiftpm test --skip-build --filter "$filter" "${skip_args[@]}" > "$LOGS/$name-tests-$run.log" 2>&1
            crashed=$(python3 "$HELPER" tests "$LOGS/$name-tests-$run.log" | python3 -c 'import json,sys; print(json.load(sys.stdin)["crashed"] or "")')
            [ -n "$crashed" ] && [ $run -lt 10 ] || break
            echo "$crashed" >> "$LOGS/$name-crashed.txt"
            # XCTest on Linux names a test Class.method; SwiftPM's filters see Module.Class/method
            skip_args+=(--skip "${crashed%.*}[./]${crashed##*.}\$")
            run=$((run + 1))
        done
        # counts: the last run, plus each test that crashed as failed
        python3 - "$LOGS/$name-tests-$run.log" "$LOGS/$name-crashed.txt" > "$LOGS/$name-tests.json" <<'EOF'
import json, os, subprocess, sys
r = json.loads(subprocess.run([sys.executable, os.environ["HELPER"], "tests", sys.argv[1]], capture_output=True, text=True).stdout)
crashed = open(sys.argv[2]).read().split() if os.path.exists(sys.argv[2]) else []
for c in crashed:
    if c not in r["failing"]:
        r["failing"].append(c); r["failed"] += 1; r["executed"] += 1
        r["messages"][c] = "crashed the test process (see the run's log)"
r["crashed"] = crashed
print(json.dumps(r, indent=1))
EOF
    done
    if [ "$spies" = built ]; then
        say "the spy tests (a spy on a real method of each package)"
        swiftpm test --skip-build --filter "RealCodeSpyTests" > "$LOGS/spy-tests.log" 2>&1
        python3 "$HELPER" tests "$LOGS/spy-tests.log" > "$LOGS/spy-tests.json"
    fi
fi

# --- report ---------------------------------------------------------------------------------------
if [ "$mode" = baseline ]; then
    echo
    echo "# measured by: scripts/check-real-code.sh --baseline ${specs[*]}"
    for name in "${names[@]}"; do
        if [ "${build_ok[$name]}" != yes ]; then echo "${spec_of[$name]} does not build unannotated"; continue; fi
        python3 "$HELPER" diagnostics "$LOGS/$name-build.log" "$WRAP" > "$LOGS/$name-diagnostics.json"
        python3 - "${spec_of[$name]}" "$LOGS/$name-tests.json" "$LOGS/$name-diagnostics.json" <<'EOF'
import json, sys
r = json.load(open(sys.argv[2]))
print(f"{sys.argv[1]} executed={r['executed']} passed={r['passed']} failed={r['failed']} skipped={r['skipped']}")
for t in r["failing"]:
    print(f"{sys.argv[1]} failing {t}")
for w in json.load(open(sys.argv[3])):
    if w["severity"] == "warning":
        print(f"{sys.argv[1]} warning {w['file']}:{w['line']}: {w['message']}")
EOF
    done
    exit 0
fi

export LOGS WRAP BASELINES SWIZZLEKIT_PATH
status=0
for name in "${names[@]}"; do
    python3 - "$name" "${spec_of[$name]}" "${build_ok[$name]}" "${annotated_count[$name]}" <<'EOF' || status=1
import glob, json, os, re, subprocess, sys
name, spec, build_ok, annotated = sys.argv[1], sys.argv[2], sys.argv[3] == "yes", sys.argv[4]
logs, wrap, helper = os.environ["LOGS"], os.environ["WRAP"], os.environ["HELPER"]

def load_annotations():
    decls = {}
    for p in glob.glob(f"{logs}/{name}-*-annotations.json"):
        for r in json.load(open(p)):
            decls[r["file"]] = r["declarations"]
    return decls

decls = load_annotations()
ann_files = glob.glob(f"{logs}/{name}-*-annotations.json")
diags = json.loads(subprocess.run([sys.executable, helper, "diagnostics", f"{logs}/{name}-build.log", wrap, "--annotations", *ann_files],
                                  capture_output=True, text=True).stdout or "[]")
baseline_warnings = {l.split(" ", 2)[2].strip() for l in open(os.environ["BASELINES"]) if l.startswith(spec + " warning ")}
for d in diags:
    # a warning the unannotated build does not print (the annotation keeps every line where it was)
    d["new"] = f"{d['file']}:{d['original_line']}: {d['message']}" not in baseline_warnings
errors = [d for d in diags if d["severity"] in ("error", "crash")]
macro_warnings = [d for d in diags if d["severity"] == "warning" and (d["from_macro"] or d["new"])]
other_warnings = [d for d in diags if d["severity"] == "warning" and not (d["from_macro"] or d["new"])]

def declaration_of(d):
    """The annotated declaration an error belongs to: the one the expansion note names, else the
    closest one above the line in the same file."""
    if d.get("declaration"):
        return d["declaration"]
    best = None
    for x in decls.get(d["file"], []):
        if x["line"] <= d["line"]:
            best = x["name"]
    return best or "?"

def normalize(msg):
    msg = msg.replace(" (from macro 'Swizzlable ')", "")
    msg = re.sub(r"\(var \w+:", "(var …:", msg)
    return re.sub(r"'[^']*'", "'…'", msg)

def where(d):
    return f"{d['file'].removeprefix('Packages/')}:{d['original_line']}"

def groups(ds):
    g = {}
    for d in ds:
        g.setdefault(normalize(d["message"]), []).append(d)
    return sorted(g.items(), key=lambda kv: -len(kv[1]))

baseline = None
for line in open(os.environ["BASELINES"]):
    if line.startswith(spec + " executed="):
        baseline = dict(kv.split("=") for kv in line.split()[1:])
        baseline = {k: int(v) for k, v in baseline.items()}
baseline_failing = {l.split()[2] for l in open(os.environ["BASELINES"]) if l.startswith(spec + " failing ")}

print(f"\n==== {spec} (SwizzleKit: {os.environ['SWIZZLEKIT_PATH']})")
print(f"  classes/actors annotated: {annotated}")
print(f"  build: {'ok' if build_ok else 'FAILED'}; errors {len(errors)}, macro warnings {len(macro_warnings)}, the package's own warnings {len(other_warnings)} (also printed unannotated: not counted)")
ok = build_ok and not macro_warnings
tests_path = f"{logs}/{name}-tests.json"
if os.path.exists(tests_path):
    r = json.load(open(tests_path))
    b = baseline or {}
    print(f"  tests: passed {r['passed']} (baseline {b.get('passed', '?')}), failed {r['failed']} (baseline {b.get('failed', '?')}), "
          f"skipped {r['skipped']} (baseline {b.get('skipped', '?')}), executed {r['executed']} (baseline {b.get('executed', '?')})")
    newly = [t for t in r["failing"] if t not in baseline_failing]
    if baseline is None:
        print(f"  no baseline recorded for {spec} in scripts/real-code-baselines.txt: measure it with --baseline")
        ok = False
    elif r["passed"] != baseline["passed"] or newly:
        ok = False
    for t in newly:
        print(f"    FAILS: {t}: {r['messages'].get(t, '(see the log)')}")
    for t in r.get("crashed") or []:
        print(f"    CRASHED the test process: {t}")
else:
    print(f"  tests: not run (the build failed)")
    ok = False
for title, ds in (("compile errors and compiler crashes", errors), ("macro warnings", macro_warnings)):
    if not ds:
        continue
    print(f"  {title}, grouped ({len(ds)}):")
    for msg, items in groups(ds):
        e = items[0]
        print(f"    [{len(items)}x] {msg}")
        print(f"        e.g. {where(e)} (@Swizzlable {declaration_of(e)}): {e['message'].replace(' (from macro ' + chr(39) + 'Swizzlable ' + chr(39) + ')', '')}")
        if e.get("expanded"):
            where_gen = f"expansion line {e['expansion_line']}" if e.get("expansion_line") else "the generated line"
            print(f"             {where_gen}: {e['expanded']}")
print(f"  logs: {logs}/{name}-*")
diagnosis = "left alone" in annotated
print(f"  RESULT {spec}: {'PASS' if ok else 'FAIL'}{' (a diagnosis: some classes were left unannotated, so this is not the check)' if diagnosis else ''}")
sys.exit(0 if ok else 1)
EOF
done
if [ -f "$LOGS/spy-tests.json" ]; then
    python3 - "$LOGS/spy-tests.json" "$LOGS/spy-tests.log" <<'EOF' || status=1
import json, sys
r = json.load(open(sys.argv[1]))
print(f"\n==== spy tests (scripts/real-code/SpyTests): passed {r['passed']}, failed {r['failed']}")
for t in r["failing"]:
    print(f"    FAILS: {t}: {r['messages'].get(t, '(see the log)')}")
ok = r["failed"] == 0 and r["passed"] > 0 and not r["crashed"]
if not ok:
    print("    the run's last lines:")
    print("".join("      " + l for l in open(sys.argv[2], errors="replace").readlines()[-15:]), end="")
sys.exit(0 if ok else 1)
EOF
elif [ -f "$LOGS/spy-build.log" ]; then
    echo; echo "==== spy tests: do not compile (log: $LOGS/spy-build.log)"
    grep -E "error:" "$LOGS/spy-build.log" | sort -u | head -10
    status=1
elif ls "$SPY_SOURCES"/*.swift >/dev/null 2>&1; then
    echo; echo "==== spy tests: not run (no package they spy on built)"; status=1
fi
echo
say "$([ $status -eq 0 ] && echo PASS || echo FAIL): real code annotated with @Swizzlable (logs: $LOGS)"
exit $status
}
