#!/usr/bin/env python3
"""The helper of scripts/check-real-code.sh: the wrapper package, and reading what it printed.

    real-code-wrapper.py manifest WRAPPER_DIR [--swizzlekit PATH] [--spy-tests DIR] PKG...
        Writes WRAPPER_DIR/Package.swift: one package whose targets are the targets of each cloned
        package (WRAPPER_DIR/Packages/<PKG>, its `swift package dump-package` output next to it as
        dump.json), under their own names, paths, excludes, resources and settings, in their own
        language mode; with --swizzlekit the Swift library targets also depend on SwizzleRuntime
        (the package at PATH) and the spy test target (DIR, if given) is added.
    real-code-wrapper.py library-dirs WRAPPER_DIR PKG
        The source directories of PKG's Swift library targets (the ones a product exports), one a line.
    real-code-wrapper.py targets WRAPPER_DIR PKG (library|test)
        PKG's target names of that kind.
    real-code-wrapper.py tests LOG...
        Counts of an XCTest / Swift Testing run's output: JSON {executed, passed, failed, skipped,
        failing: [...], passing: [...], crashed: name or null}.
    real-code-wrapper.py diagnostics BUILD_LOG WRAPPER_DIR [--annotations JSON...]
        The build's errors and warnings, deduplicated, each marked as coming from the macro or not.
"""
import json
import os
import re
import sys

LINUX = "linux"


# ----------------------------------------------------------------------------------------- manifest

def load_dump(wrapper, pkg):
    with open(os.path.join(wrapper, "Packages", pkg, "dump.json")) as f:
        return json.load(f)


def applies_here(condition):
    """Platform conditions are decided now (the wrapper is built on Linux); configurations are kept."""
    if not condition:
        return True
    names = condition.get("platformNames") or []
    return not names or LINUX in names


def config_condition(condition):
    if condition and condition.get("config"):
        return f", .when(configuration: .{condition['config']})"
    return ""


def target_dir(pkg_root, t):
    if t.get("path"):
        return t["path"]
    if t["type"] == "test":
        return f"Tests/{t['name']}"
    for d in ("Sources", "Source", "src", "srcs"):
        if os.path.isdir(os.path.join(pkg_root, d, t["name"])):
            return f"{d}/{t['name']}"
    return f"Sources/{t['name']}"


def is_swift_target(pkg_root, t):
    base = os.path.join(pkg_root, target_dir(pkg_root, t))
    for root, dirs, files in os.walk(base):
        if any(f.endswith(".swift") for f in files):
            return True
    return False


def library_targets(dump):
    names = set()
    for p in dump["products"]:
        if "library" in p["type"]:
            names.update(p["targets"])
    return names


def q(s):
    return json.dumps(s)


def setting_lines(t, language_mode):
    """cSettings/cxxSettings/swiftSettings/linkerSettings of a target, as manifest source."""
    out = {"c": [], "cxx": [], "swift": [], "linker": []}
    has_mode = False
    for s in t.get("settings", []):
        if not applies_here(s.get("condition")):
            continue
        cond = config_condition(s.get("condition"))
        (kind, val), = s["kind"].items()
        v = val.get("_0") if isinstance(val, dict) else val
        tool = s["tool"]
        if kind == "define":
            if "=" in v:
                name, value = v.split("=", 1)
                item = f".define({q(name)}, to: {q(value)}{cond})" if tool != "swift" else f".define({q(name)}{cond})"
            else:
                item = f".define({q(v)}{cond})"
        elif kind in ("headerSearchPath", "linkedLibrary", "linkedFramework",
                      "enableUpcomingFeature", "enableExperimentalFeature"):
            # One string argument, spelled as the setting's kind.
            item = f".{kind}({q(v)}{cond})"
        elif kind == "unsafeFlags":
            item = f".unsafeFlags({json.dumps(v)}{cond})"
        elif kind in ("swiftLanguageMode", "swiftLanguageVersion"):
            mode = v if isinstance(v, str) else (v.get("_0") if isinstance(v, dict) else str(v))
            item = f".swiftLanguageMode(.v{mode.split('.')[0]}{cond})"
            has_mode = True
        elif kind == "interoperabilityMode":
            item = f".interoperabilityMode(.{v}{cond})"
        else:
            sys.exit(f"real-code-wrapper: target {t['name']}: setting {kind} not translated; add it to setting_lines")
        out[tool].append(item)
    if not has_mode and language_mode:
        out["swift"].append(f".swiftLanguageMode(.v{language_mode})")
    lines = []
    for tool, label in (("c", "cSettings"), ("cxx", "cxxSettings"), ("swift", "swiftSettings"), ("linker", "linkerSettings")):
        if out[tool]:
            lines.append(f"            {label}: [{', '.join(out[tool])}]")
    return lines


def dependency_items(t, pkg_names):
    items = []
    for d in t.get("dependencies", []):
        (kind, val), = d.items()
        if kind == "byName":
            name, cond = val[0], val[1]
            if applies_here(cond):
                items.append(q(name))
        elif kind == "target":
            name, cond = val[0], val[1]
            if applies_here(cond):
                items.append(f".target(name: {q(name)})")
        elif kind == "product":
            name, package, _aliases, cond = val[0], val[1], val[2], val[3]
            if applies_here(cond):
                items.append(f".product(name: {q(name)}, package: {q(package)})")
    return items


def package_dependency(dep):
    (kind, val), = dep.items()
    val = val[0]
    if kind == "fileSystem":
        return f".package(path: {q(val['path'])})"
    url = val["location"]["remote"][0]["urlString"]
    (rk, rv), = val["requirement"].items()
    if rk == "range":
        r = rv[0]
        return f".package(url: {q(url)}, {q(r['lowerBound'])}..<{q(r['upperBound'])})"
    if rk == "exact":
        return f".package(url: {q(url)}, exact: {q(rv[0])})"
    if rk == "branch":
        return f".package(url: {q(url)}, branch: {q(rv[0])})"
    if rk == "revision":
        return f".package(url: {q(url)}, revision: {q(rv[0])})"
    sys.exit(f"real-code-wrapper: dependency requirement {rk} not translated")


def language_mode(dump):
    modes = dump.get("swiftLanguageModes") or dump.get("swiftLanguageVersions")
    if modes:
        return max(int(str(m).split(".")[0]) for m in modes)
    major = int(dump["toolsVersion"]["_version"].split(".")[0])
    return 6 if major >= 6 else 5


ADJUSTMENTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "real-code", "linux-adjustments.json")


def adjustments():
    with open(ADJUSTMENTS) as f:
        return json.load(f)


def manifest(wrapper, pkgs, swizzlekit=None, spy_tests=None):
    adjust = adjustments()
    targets = []
    deps = []
    seen_deps = set()
    seen_targets = {}
    cxx = []
    lib_product_targets = []
    for pkg in pkgs:
        dump = load_dump(wrapper, pkg)
        root = os.path.join(wrapper, "Packages", pkg)
        mode = language_mode(dump)
        libs = library_targets(dump)
        if dump.get("cxxLanguageStandard"):
            cxx.append(dump["cxxLanguageStandard"])
        for d in dump.get("dependencies", []):
            line = package_dependency(d)
            if line not in seen_deps:
                seen_deps.add(line)
                deps.append(line)
        for t in dump["targets"]:
            if t["type"] not in ("regular", "test", "executable", "system"):
                continue  # plugins, macros: not needed by these packages so far
            if t["name"] in seen_targets:
                sys.exit(f"real-code-wrapper: target {t['name']} is in both {seen_targets[t['name']]} and {pkg}")
            seen_targets[t["name"]] = pkg
            adj = adjust.get(pkg, {}).get(t["name"], {})
            if adj.get("exclude"):
                t["exclude"] = list(t.get("exclude", [])) + adj["exclude"]
            target_mode = mode
            if adj.get("swiftLanguageMode"):
                target_mode = adj["swiftLanguageMode"]
                t["settings"] = [s for s in t.get("settings", []) if not any(k.startswith("swiftLanguage") for k in s["kind"])]
            path = os.path.join("Packages", pkg, target_dir(root, t))
            swift = is_swift_target(root, t)
            args = [f"name: {q(t['name'])}"]
            dep_items = dependency_items(t, pkgs)
            if swizzlekit and swift and t["type"] == "regular" and t["name"] in libs:
                dep_items.append('.product(name: "SwizzleRuntime", package: "SwizzleKit")')
                lib_product_targets.append(t["name"])
            if t["type"] == "system":
                args.append(f"path: {q(path)}")
                if t.get("pkgConfig"):
                    args.append(f"pkgConfig: {q(t['pkgConfig'])}")
                targets.append("        .systemLibrary(\n            " + ",\n            ".join(args) + "\n        )")
                continue
            if dep_items:
                args.append(f"dependencies: [{', '.join(dep_items)}]")
            args.append(f"path: {q(path)}")
            if t.get("exclude"):
                args.append(f"exclude: {json.dumps(t['exclude'])}")
            if t.get("sources") is not None:
                args.append(f"sources: {json.dumps(t['sources'])}")
            if t.get("resources"):
                res = []
                for r in t["resources"]:
                    (rule, rv), = r["rule"].items()
                    if rule == "copy":
                        res.append(f".copy({q(r['path'])})")
                    elif rule == "process":
                        loc = rv.get("localization") if isinstance(rv, dict) else None
                        res.append(f".process({q(r['path'])}{', localization: .' + loc if loc else ''})")
                    elif rule == "embedInCode":
                        res.append(f".embedInCode({q(r['path'])})")
                args.append(f"resources: [{', '.join(res)}]")
            if t.get("publicHeadersPath"):
                args.append(f"publicHeadersPath: {q(t['publicHeadersPath'])}")
            lines = ["            " + a for a in args]
            lines += setting_lines(t, target_mode if swift else None)
            kind = {"regular": ".target", "test": ".testTarget", "executable": ".executableTarget"}[t["type"]]
            targets.append(f"        // {pkg}: {t['name']}\n        {kind}(\n" + ",\n".join(lines) + "\n        )")
    if spy_tests:
        dep_items = [q(n) for n in lib_product_targets] + ['.product(name: "SwizzleKit", package: "SwizzleKit")']
        targets.append(
            "        // A spy on a real method of each package, with the annotated packages\n"
            f"        .testTarget(\n            name: \"RealCodeSpyTests\",\n            dependencies: [{', '.join(dep_items)}],\n"
            f"            path: {q(os.path.relpath(spy_tests, wrapper))},\n            swiftSettings: [.swiftLanguageMode(.v6)]\n        )")
    if swizzlekit:
        deps.insert(0, f".package(name: \"SwizzleKit\", path: {q(swizzlekit)})")
    cxx_line = ""
    if cxx:
        # the manifest's raw value (c++17, gnu++17) as its case name (cxx17, gnucxx17)
        std = sorted(cxx)[-1].replace("++", "xx")
        cxx_line = f",\n    cxxLanguageStandard: .{std}"
    text = f"""// swift-tools-version: 6.1
// Generated by scripts/real-code-wrapper.py for scripts/check-real-code.sh: the targets of
// {', '.join(pkgs)} (cloned under Packages/), {'annotated, depending on SwizzleKit at ' + swizzlekit if swizzlekit else 'unannotated, without SwizzleKit (the baseline)'}.
import PackageDescription

let package = Package(
    name: "RealCode",
    platforms: [.macOS(.v15)],
    dependencies: [
{''.join('        ' + d + ',' + chr(10) for d in deps)}    ],
    targets: [
{(',' + chr(10)).join(targets)}
    ],
    swiftLanguageModes: [.v6]{cxx_line}
)
"""
    with open(os.path.join(wrapper, "Package.swift"), "w") as f:
        f.write(text)


def library_dirs(wrapper, pkg):
    dump = load_dump(wrapper, pkg)
    root = os.path.join(wrapper, "Packages", pkg)
    libs = library_targets(dump)
    for t in dump["targets"]:
        if t["type"] == "regular" and t["name"] in libs and is_swift_target(root, t):
            print(f"{t['name']}\t{os.path.join(root, target_dir(root, t))}")


def targets_of(wrapper, pkg, kind):
    dump = load_dump(wrapper, pkg)
    root = os.path.join(wrapper, "Packages", pkg)
    libs = library_targets(dump)
    for t in dump["targets"]:
        if kind == "test" and t["type"] == "test":
            print(t["name"])
        elif kind == "library" and t["type"] == "regular" and t["name"] in libs and is_swift_target(root, t):
            print(t["name"])


# ---------------------------------------------------------------------------------------- test runs

XCT_CASE = re.compile(r"^Test Case '([^']+)' (started|passed|failed|skipped)")
XCT_FAIL_LINE = re.compile(r"^(\S+?):(\d+): error: (\S+) : (.*)$")
ST_RESULT = re.compile(r"^\S+ Test (\S+)\(\)? (passed|failed|skipped)")
ST_RESULT2 = re.compile(r"^\S+ Test (?:\"[^\"]*\"|(\w+)\(.*?\)) (passed|failed|skipped|recorded an issue)")


def xct_name(raw):
    # "-[SwinjectTests.ContainerTests testX]" (Darwin) or "SwinjectTests.ContainerTests.testX" (Linux)
    m = re.match(r"-\[(\S+) (\S+)\]", raw)
    return f"{m.group(1)}.{m.group(2)}" if m else raw


def parse_tests(paths):
    status = {}
    started = []
    messages = {}
    for path in paths:
        with open(path, errors="replace") as f:
            for line in f:
                line = line.rstrip("\n")
                m = XCT_CASE.match(line)
                if m:
                    name = xct_name(m.group(1))
                    if m.group(2) == "started":
                        started.append(name)
                    else:
                        status[name] = m.group(2)
                    continue
                m = XCT_FAIL_LINE.match(line)
                if m:
                    name = xct_name(m.group(3))
                    messages.setdefault(name, f"{m.group(1)}:{m.group(2)}: {m.group(4)}")
                    continue
                m = re.match(r"^\S+ Test (\w+)\(\S*\) (passed|failed|skipped)", line)
                if m:
                    status["swift-testing:" + m.group(1)] = m.group(2)
                m = re.match(r"^\S+ Test (\w+)\(\S*\) recorded an issue at (\S+): (.*)", line)
                if m:
                    messages.setdefault("swift-testing:" + m.group(1), f"{m.group(2)}: {m.group(3)}")
    crashed = None
    if started and started[-1] not in status:
        crashed = started[-1]
    passed = sorted(n for n, s in status.items() if s == "passed")
    failed = sorted(n for n, s in status.items() if s == "failed")
    skipped = sorted(n for n, s in status.items() if s == "skipped")
    return {
        "executed": len(status), "passed": len(passed), "failed": len(failed), "skipped": len(skipped),
        "failing": failed, "passing": passed, "skipping": skipped, "crashed": crashed,
        "messages": {n: messages[n] for n in failed if n in messages},
    }


# ---------------------------------------------------------------------------------------- diagnostics

DIAG = re.compile(r"^(/[^:]+|macro expansion @\w+):(\d+):(\d+): (error|warning): (.*)$")
MACRO_FILE = re.compile(r"@__swiftmacro_|macro expansion|/swift-generated-sources/")
ORIGIN = re.compile(r"(/[^:\s]+):(\d+):\d+: note: expanded code originates here")
EXPANDED_ON = re.compile(r"^\s*(\d+) \|.*\n\s*\|.*note: in expansion of macro '(\w+)' on (\w+) '([^']+)' here", re.M)


def load_shifts(paths):
    """file (as the annotator printed it, relative to the wrapper) → line after which one was added."""
    shifts = {}
    for p in paths:
        with open(p) as f:
            for r in json.load(f):
                if r.get("added_line_after") is not None:
                    shifts[r["file"]] = r["added_line_after"]
    return shifts


def diagnostics(log, wrapper, annotation_files):
    """Each distinct error and warning of a build log. One in a macro's expansion is placed at the
    declaration the macro is attached to, with the expanded line it is about."""
    shifts = load_shifts(annotation_files)
    wrapper = os.path.realpath(wrapper)
    lines = open(log, errors="replace").read().split("\n")
    seen = set()
    diags = []
    for i, line in enumerate(lines):
        m = DIAG.match(line)
        if not m:
            continue
        path, ln, col, sev, msg = m.group(1), int(m.group(2)), m.group(3), m.group(4), m.group(5)
        # the lines that follow a diagnostic (source excerpt, notes) until the next diagnostic
        context = []
        for nxt in lines[i + 1:i + 80]:
            if DIAG.match(nxt) or nxt.startswith("[") or nxt.startswith("Compiling") or nxt.startswith("Building"):
                break
            context.append(nxt)
        ctx = "\n".join(context)
        in_expansion = bool(MACRO_FILE.search(path))
        expanded_line = None
        declaration = None
        if in_expansion:
            # where: the declaration the macro is attached to; what: the generated line
            o = EXPANDED_ON.search(ctx)
            origin = ORIGIN.search(ctx)
            if o:
                declaration = o.group(4)
            src_path = origin.group(1) if origin else path
            decl_line = int(o.group(1)) if o else (int(origin.group(2)) if origin else 0)
            em = re.search(r"^\s*\|\s*%d \| (.*)$" % ln, ctx, re.M)
            expanded_line = em.group(1).strip() if em else None
            path, ln_in_file = src_path, decl_line
        else:
            ln_in_file = ln
            if "expanded code originates here" in ctx:
                # a body the macro moved, under #sourceLocation: the error is at the user's line; the
                # expansion box shows the generated line it is on (the one above the caret)
                box = context
                for j, c in enumerate(box):
                    if re.match(r"^\s*\|\s*\|\s*`- (error|warning):", c) and j > 0:
                        em = re.match(r"^\s*\|\s*\d+ \| (.*)$", box[j - 1])
                        if em:
                            expanded_line = em.group(1).strip()
                            break
            o = EXPANDED_ON.search(ctx)
            if o:
                declaration = o.group(4)
        mentions = bool(re.search(r"[Ss]wizzl", msg))
        expansion_note = "in expansion of macro 'Swizzl" in ctx or "expanded code originates here" in ctx
        # the macro's own warnings, at the member it leaves plain (Sources/SwizzleGenerator/ClassPlan.swift)
        own = bool(re.search(r"is not dispatched|has no make factory|\[#?SwizzleKitMacros", msg))
        from_macro = in_expansion or mentions or expansion_note or own
        real = os.path.realpath(path)
        rel = os.path.relpath(real, wrapper) if real.startswith(wrapper + os.sep) else path
        orig_line = ln_in_file
        if rel in shifts and ln_in_file > shifts[rel]:
            orig_line = ln_in_file - 1
        key = (rel, ln_in_file, ln, col, sev, msg, expanded_line)
        if key in seen:
            continue
        seen.add(key)
        diags.append({"file": rel, "line": ln_in_file, "original_line": orig_line, "column": int(col), "severity": sev,
                      "message": msg, "from_macro": from_macro, "in_expansion": in_expansion,
                      "expansion_line": ln if in_expansion else None, "expanded": expanded_line,
                      "declaration": declaration, "context": ctx[:4000]})
    # compiler crashes: the assertion, and the declaration being checked when it happened
    for i, line in enumerate(lines):
        if not line.startswith("Stack dump:"):
            continue
        what = "signal (no assertion printed)"
        for prev in reversed(lines[max(0, i - 8):i]):
            if re.search(r"Assertion failed|[Ff]atal error|UNREACHABLE|error:", prev):
                what = prev.strip()
                break
        where_path, where_line, decl = None, 0, None
        for nxt in lines[i:i + 40]:
            w = re.search(r"While (?:type-checking|evaluating request) .*?'?(\w+)'? \(at (/[^:]+):(\d+):\d+\)", nxt) \
                or re.search(r"While \S+ .*?(\w+)@(/[^:]+):(\d+):\d+", nxt)
            if w:
                decl, where_path, where_line = w.group(1), w.group(2), int(w.group(3))
        real = os.path.realpath(where_path) if where_path else ""
        rel = os.path.relpath(real, wrapper) if real.startswith(wrapper + os.sep) else (where_path or "?")
        key = ("crash", rel, where_line, what)
        if key in seen:
            continue
        seen.add(key)
        diags.append({"file": rel, "line": where_line, "original_line": where_line - (1 if rel in shifts and where_line > shifts[rel] else 0),
                      "column": 0, "severity": "crash", "message": "the compiler crashed: " + what, "from_macro": True,
                      "in_expansion": False, "expansion_line": None, "expanded": None, "declaration": decl,
                      "context": "\n".join(lines[i:i + 12]), "at_log_line": i})
    return diags


def main():
    cmd = sys.argv[1]
    args = sys.argv[2:]
    if cmd == "manifest":
        wrapper = args.pop(0)
        swizzlekit = spy = None
        pkgs = []
        while args:
            a = args.pop(0)
            if a == "--swizzlekit":
                swizzlekit = args.pop(0)
            elif a == "--spy-tests":
                spy = args.pop(0)
            else:
                pkgs.append(a)
        manifest(wrapper, pkgs, swizzlekit, spy)
    elif cmd == "library-dirs":
        library_dirs(args[0], args[1])
    elif cmd == "targets":
        targets_of(args[0], args[1], args[2])
    elif cmd == "tests":
        print(json.dumps(parse_tests(args), indent=1))
    elif cmd == "diagnostics":
        log, wrapper = args[0], args[1]
        ann = args[3:] if len(args) > 2 and args[2] == "--annotations" else []
        print(json.dumps(diagnostics(log, wrapper, ann), indent=1))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
