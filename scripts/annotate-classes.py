#!/usr/bin/env python3
"""Put `@Swizzlable` on every class (and actor) declaration of Swift files, mechanically.

    scripts/annotate-classes.py [--no-actors] [--extensions] [--json OUT] FILE_OR_DIR...

Used by scripts/check-real-code.sh on a copy of a real package's library targets. It edits the
files in place and prints one line per annotated declaration (`path:line: class Name`).

What counts as a declaration: the `class` keyword followed by a type name (`class func`,
`class var`, `class let`, `class subscript`, `class override func`, …, are members; `protocol P: class`
is a constraint), wherever it is: top level, nested, local. Comments, string literals (plain,
multi-line, raw, with interpolations) and backticked names are skipped by a small Swift lexer.
`@Swizzlable ` goes right after the declaration's attributes, before its modifiers
(`@available(…) @Swizzlable public final class A`), on the same line, so line numbers stay those
of the original file. Each annotated file gets `import SwizzleRuntime` after its last import
(on the same line, `import Foundation; import SwizzleRuntime`), or after the `#endif` of the last
top-level `#if` block holding an import (never inside one), or before the first declaration when
the file imports nothing. Only when that cannot be done on an existing line is a line added; the
file's line shift is then printed (`path: +1 line after N`).

With `--extensions`, every extension of a top-level class annotated in the same run (`extension
Name`, not a nested path; not a generic class, nor an extension with a `where` clause) gets
`@SwizzlableExtension` the same way.
"""
import argparse
import json
import os
import re
import sys

MEMBER_AFTER_CLASS = {
    "func", "var", "let", "subscript", "override", "final", "static", "private", "fileprivate",
    "public", "internal", "open", "package", "required", "convenience", "dynamic", "nonisolated",
    "mutating", "nonmutating", "lazy", "weak", "unowned", "init", "deinit", "typealias", "where",
    "async", "throws", "rethrows", "isolated", "borrowing", "consuming",
}
MODIFIERS = {
    "public", "open", "internal", "fileprivate", "private", "package", "final", "indirect",
    "nonisolated", "distributed", "dynamic",
}
KEYWORDS_NOT_NAMES = MEMBER_AFTER_CLASS | {"class", "struct", "enum", "protocol", "extension", "actor",
                                           "import", "return", "in", "is", "as", "Self", "self"}

IDENT_START = re.compile(r"[A-Za-z_\u00c0-\uffff]")
IDENT = re.compile(r"[A-Za-z0-9_\u00c0-\uffff]*")


class Tok:
    __slots__ = ("kind", "text", "start", "end", "line", "bol")

    def __init__(self, kind, text, start, end, line, bol):
        self.kind, self.text, self.start, self.end, self.line, self.bol = kind, text, start, end, line, bol

    def __repr__(self):
        return f"{self.kind}:{self.text!r}@{self.line}"


class Lexer:
    """Just enough of Swift's lexical grammar to find declarations outside comments and strings."""

    def __init__(self, src):
        self.s = src
        self.i = 0
        self.line = 1
        self.toks = []
        self.bol = True  # nothing but whitespace/comments since the last newline

    def run(self):
        s = self.s
        n = len(s)
        while self.i < n:
            c = s[self.i]
            if c == "\n":
                self.line += 1
                self.i += 1
                self.bol = True
            elif c in " \t\r\f\v":
                self.i += 1
            elif s.startswith("//", self.i):
                j = s.find("\n", self.i)
                self.i = n if j < 0 else j
            elif s.startswith("/*", self.i):
                self.block_comment()
            elif c == '"' or (c == "#" and re.match(r'#+"', s[self.i:self.i + 64])):
                start, line = self.i, self.line
                self.string()
                self.emit("string", start, line)
            elif c == "`":
                start, line = self.i, self.line
                j = s.find("`", self.i + 1)
                self.i = n if j < 0 else j + 1
                self.emit("bident", start, line)
            elif c == "@":
                start, line = self.i, self.line
                self.i += 1
                m = IDENT.match(s, self.i)
                self.i = m.end()
                self.emit("attr", start, line)
            elif c == "#":
                start, line = self.i, self.line
                self.i += 1
                m = IDENT.match(s, self.i)
                self.i = m.end()
                self.emit("pound", start, line)
            elif IDENT_START.match(c):
                start, line = self.i, self.line
                self.i = IDENT.match(s, self.i + 1).end()
                self.emit("ident", start, line)
            elif c.isdigit():
                start, line = self.i, self.line
                self.i = re.compile(r"[0-9A-Za-z_.]*").match(s, self.i + 1).end()
                # keep `1.foo`? numbers never matter here
                self.emit("number", start, line)
            else:
                start, line = self.i, self.line
                self.i += 1
                self.emit("punct", start, line)
        return self.toks

    def emit(self, kind, start, line):
        self.toks.append(Tok(kind, self.s[start:self.i], start, self.i, line, self.bol))
        self.bol = False

    def block_comment(self):
        s = self.s
        depth = 0
        while self.i < len(s):
            if s.startswith("/*", self.i):
                depth += 1
                self.i += 2
            elif s.startswith("*/", self.i):
                depth -= 1
                self.i += 2
                if depth == 0:
                    return
            else:
                if s[self.i] == "\n":
                    self.line += 1
                self.i += 1

    def string(self):
        """Skips a string literal starting at self.i, interpolations (with nested strings) included."""
        s = self.s
        hashes = 0
        while s[self.i] == "#":
            hashes += 1
            self.i += 1
        multi = s.startswith('"""', self.i)
        self.i += 3 if multi else 1
        close = ('"""' if multi else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        while self.i < len(s):
            if s.startswith(escape, self.i):
                self.i += len(escape)
                if self.i < len(s) and s[self.i] == "(":
                    self.i += 1
                    self.interpolation()
                else:
                    if self.i < len(s) and s[self.i] == "\n":
                        self.line += 1
                    self.i += 1
            elif s.startswith(close, self.i):
                self.i += len(close)
                return
            else:
                if s[self.i] == "\n":
                    self.line += 1
                    if not multi:  # unterminated: stop at the line's end
                        return
                self.i += 1

    def interpolation(self):
        s = self.s
        depth = 1
        while self.i < len(s) and depth:
            c = s[self.i]
            if c == "(":
                depth += 1
                self.i += 1
            elif c == ")":
                depth -= 1
                self.i += 1
            elif c == '"' or (c == "#" and re.match(r'#+"', s[self.i:self.i + 64])):
                self.string()
            elif s.startswith("//", self.i):
                j = s.find("\n", self.i)
                self.i = len(s) if j < 0 else j
            elif s.startswith("/*", self.i):
                self.block_comment()
            else:
                if c == "\n":
                    self.line += 1
                self.i += 1


def skip_attribute_back(toks, k):
    """toks[k] ends an attribute (`@X`, `@X(…)`, `@X<…>`): returns the index of its `@X` or -1."""
    t = toks[k]
    if t.kind == "attr":
        return k
    if t.kind == "punct" and t.text == ")":
        depth = 0
        j = k
        while j >= 0:
            if toks[j].kind == "punct" and toks[j].text == ")":
                depth += 1
            elif toks[j].kind == "punct" and toks[j].text == "(":
                depth -= 1
                if depth == 0:
                    break
            j -= 1
        if j > 0 and toks[j - 1].kind == "attr" and toks[j - 1].end == toks[j].start:
            return j - 1
    return -1


def declaration_start(toks, k):
    """Index of the first modifier of the declaration whose keyword is toks[k] (after its attributes)."""
    j = k
    while j - 1 >= 0:
        p = toks[j - 1]
        if p.kind == "ident" and p.text in MODIFIERS:
            j -= 1
        elif p.kind == "punct" and p.text == ")" and j - 4 >= 0 and toks[j - 2].text == "set" \
                and toks[j - 3].text == "(" and toks[j - 4].text in MODIFIERS:  # private(set): not on types, harmless
            j -= 4
        else:
            break
    return j


def is_statement_start(toks, k):
    """Whether toks[k] can begin a declaration: first on its line, or after `{`, `}`, `;`, an attribute."""
    if k == 0 or toks[k].bol:
        return True
    p = toks[k - 1]
    if p.kind == "punct" and p.text in "{};":
        return True
    if p.kind == "ident" and p.text in MODIFIERS:
        return True
    return skip_attribute_back(toks, k - 1) >= 0


def find_declarations(toks, actors=True):
    found = []
    for k, t in enumerate(toks):
        if t.kind != "ident" or t.text not in ("class", "actor"):
            continue
        if t.text == "actor" and not actors:
            continue
        if k + 1 >= len(toks):
            continue
        nxt = toks[k + 1]
        if nxt.kind not in ("ident", "bident"):
            continue  # `: class`, `class.`, `(class)`
        if nxt.kind == "ident" and nxt.text in KEYWORDS_NOT_NAMES:
            continue  # `class func`, `class var`, `class override func`, …
        if k > 0 and toks[k - 1].kind == "punct" and toks[k - 1].text == ".":
            continue
        if t.text == "actor":
            # a contextual keyword: `actor Name {`/`:`/`<`/`where` at a declaration's start
            if not is_statement_start(toks, declaration_start(toks, k)):
                continue
            after = toks[k + 2] if k + 2 < len(toks) else None
            if after is None or not (after.text in ("{", ":", "<") or after.text == "where"):
                continue
        start = declaration_start(toks, k)
        # already annotated?
        already = False
        j = start - 1
        while j >= 0:
            a = skip_attribute_back(toks, j)
            if a < 0:
                break
            if toks[a].text == "@Swizzlable":
                already = True
            j = a - 1
        found.append((toks[start], t, nxt, already))
    return found


def import_insertion(src, toks):
    """Where `import SwizzleRuntime` goes: (offset, text) edits; the line added, if any."""
    depth_braces = 0
    cond_depth = 0
    last_import_end = None  # token index of the last top-level import's last token
    block_start_has_import = []  # per open top-level #if: whether it holds an import
    last_block_end = None  # index of `#endif` closing a top-level #if block holding an import
    first_decl = None
    k = 0
    n = len(toks)
    while k < n:
        t = toks[k]
        if t.kind == "punct" and t.text == "{":
            depth_braces += 1
        elif t.kind == "punct" and t.text == "}":
            depth_braces -= 1
        elif t.kind == "pound" and depth_braces == 0 and t.text in ("#if", "#elseif", "#else", "#endif"):
            if t.text == "#if":
                cond_depth += 1
                block_start_has_import.append(False)
            elif t.text == "#endif":
                cond_depth -= 1
                had = block_start_has_import.pop() if block_start_has_import else False
                if had and cond_depth == 0:
                    last_block_end = k
                elif had and block_start_has_import:
                    block_start_has_import[-1] = True
            if first_decl is None and cond_depth == 1 and t.text == "#if":
                pass
        elif t.kind == "ident" and t.text == "import" and depth_braces == 0 and is_statement_start(toks, k):
            # import [kind] A.B.C
            j = k + 1
            if j < n and toks[j].kind == "ident" and toks[j].text in (
                    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func") \
                    and j + 1 < n and toks[j + 1].kind in ("ident", "bident"):
                j += 1
            while j + 2 < n and toks[j + 1].text == "." and toks[j + 2].kind in ("ident", "bident"):
                j += 2
            if cond_depth == 0:
                last_import_end = j
            elif block_start_has_import:
                block_start_has_import[-1] = True
            k = j
        elif first_decl is None and depth_braces == 0 and t.kind not in ("pound",) and cond_depth == 0:
            first_decl = k
        k += 1

    text = "import SwizzleRuntime"
    candidates = []
    if last_import_end is not None:
        candidates.append(("after-import", toks[last_import_end].end, last_import_end))
    if last_block_end is not None:
        candidates.append(("after-endif", toks[last_block_end].end, last_block_end))
    if candidates:
        kind, off, idx = max(candidates, key=lambda c: c[1])
        if kind == "after-import":
            return off, "; " + text, None
        # after `#endif`: the next line if it is blank, else a new line
        eol = src.find("\n", off)
        if eol < 0:
            return len(src), "\n" + text + "\n", toks[idx].line
        nl2 = src.find("\n", eol + 1)
        next_line = src[eol + 1: nl2 if nl2 >= 0 else len(src)]
        if next_line.strip() == "":
            return eol + 1, text, None  # fills the blank line (its whitespace stays after)
        return eol + 1, text + "\n", toks[idx].line
    # no import: before the first top-level token that is not a directive, on its line
    for k, t in enumerate(toks):
        if t.kind == "pound" and t.text in ("#if", "#elseif", "#else", "#endif", "#sourceLocation"):
            # a line starting with a directive cannot take an import: add a line before it
            return src.rfind("\n", 0, t.start) + 1, text + "\n", t.line - 1
        return t.start, text + "; ", None
    return len(src), "\n" + text + "\n", None


def is_generic(toks, name_tok):
    k = toks.index(name_tok)
    return k + 1 < len(toks) and toks[k + 1].text == "<" and toks[k + 1].start == name_tok.end


def find_extensions(toks, classes):
    """`extension Name` declarations (not yet annotated) whose type's last name is in `classes`."""
    found = []
    for k, t in enumerate(toks):
        if t.kind != "ident" or t.text != "extension" or k + 1 >= len(toks):
            continue
        start = declaration_start(toks, k)
        if not is_statement_start(toks, start):
            continue
        j = k + 1
        names = []
        while j < len(toks) and toks[j].kind in ("ident", "bident"):
            names.append(toks[j].text.strip("`"))
            if j + 1 < len(toks) and toks[j + 1].text == ".":
                j += 2
            else:
                j += 1
                break
        after = toks[j].text if j < len(toks) else ""
        # Only `extension Name`: a class of the file's top level, not a nested path.
        if len(names) != 1 or names[0] not in classes or after not in ("{", ":"):
            continue
        a = skip_attribute_back(toks, start - 1) if start > 0 else -1
        if a >= 0 and toks[a].text == "@SwizzlableExtension":
            continue
        found.append((toks[start], t, toks[k + 1]))
    return found


def brace_depths(toks):
    """Each token's depth in braces: 0 at the top level of the file."""
    depths, depth = [], 0
    for t in toks:
        if t.kind == "punct" and t.text == "}":
            depth -= 1
        depths.append(depth)
        if t.kind == "punct" and t.text == "{":
            depth += 1
    return depths


def annotated_classes(path, actors=True, leave=()):
    """The names of the top-level, non-generic classes annotate_file would annotate in `path` (for
    --extensions). Nested classes are left out: `extension Outer.Inner` names a path this script
    does not resolve, and many generic types nest a class of the same name."""
    with open(path, encoding="utf-8") as f:
        toks = Lexer(f.read()).run()
    depths = brace_depths(toks)
    return {name.text.strip("`") for _, kw, name, _ in find_declarations(toks, actors)
            if kw.text == "class" and depths[toks.index(kw)] == 0 and not is_generic(toks, name)
            and name.text.strip("`") not in leave}


def annotate_file(path, actors=True, dry=False, skip_generic=False, leave=(), extension_classes=()):
    with open(path, encoding="utf-8") as f:
        src = f.read()
    toks = Lexer(src).run()
    decls = find_declarations(toks, actors)
    todo = [d for d in decls if not d[3]]
    result = {"file": path, "declarations": [], "added_line_after": None, "skipped": []}
    if skip_generic:
        generic = [d for d in todo if is_generic(toks, d[2])]
        result["skipped"] = [{"line": kw.line, "kind": kw.text, "name": name.text.strip("`"), "why": "generic"}
                             for _, kw, name, _ in generic]
        todo = [d for d in todo if d not in generic]
    named = [d for d in todo if d[2].text.strip("`") in leave]
    result["skipped"] += [{"line": kw.line, "kind": kw.text, "name": name.text.strip("`"), "why": "--leave"}
                          for _, kw, name, _ in named]
    todo = [d for d in todo if d not in named]
    extensions = find_extensions(toks, extension_classes)
    if not todo and not extensions:
        return result
    edits = [(start.start, "@Swizzlable ") for start, kw, name, _ in todo]
    edits += [(start.start, "@SwizzlableExtension ") for start, kw, name in extensions]
    has_import = re.search(r"^\s*import\s+SwizzleRuntime\b", src, re.M) or "import SwizzleRuntime" in src
    if not has_import:
        off, text, added = import_insertion(src, toks)
        edits.append((off, text))
        result["added_line_after"] = added
    for start, kw, name, _ in todo:
        result["declarations"].append({"line": kw.line, "kind": kw.text, "name": name.text.strip("`")})
    for start, kw, name in extensions:
        result["declarations"].append({"line": kw.line, "kind": "extension", "name": name.text.strip("`")})
    out = src
    for off, text in sorted(edits, key=lambda e: e[0], reverse=True):
        out = out[:off] + text + out[off:]
    if not dry:
        with open(path, "w", encoding="utf-8") as f:
            f.write(out)
    return result


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--no-actors", action="store_true", help="leave actors alone")
    ap.add_argument("--skip-generic", action="store_true",
                    help="leave generic classes alone (the macro refuses them), to see what else breaks")
    ap.add_argument("--leave", default="", help="comma-separated type names to leave alone, to see what else breaks")
    ap.add_argument("--extensions", action="store_true",
                    help="also put @SwizzlableExtension on the extensions of the classes annotated")
    ap.add_argument("--dry-run", action="store_true", help="list the declarations, change nothing")
    ap.add_argument("--json", help="write the list of annotated declarations there")
    ap.add_argument("--relative-to", default=None, help="print paths relative to this directory")
    args = ap.parse_args()
    files = []
    for p in args.paths:
        if os.path.isdir(p):
            for root, dirs, names in os.walk(p):
                dirs.sort()
                files += [os.path.join(root, n) for n in sorted(names) if n.endswith(".swift")]
        else:
            files.append(p)
    results = []
    leave = set(filter(None, args.leave.split(",")))
    classes = set()
    if args.extensions:
        for f in files:
            classes |= annotated_classes(f, actors=not args.no_actors, leave=leave)
    for f in files:
        r = annotate_file(f, actors=not args.no_actors, dry=args.dry_run, skip_generic=args.skip_generic,
                          leave=leave, extension_classes=classes)
        rel = os.path.relpath(f, args.relative_to) if args.relative_to else f
        r["file"] = rel
        for d in r["skipped"]:
            print(f"{rel}:{d['line']}: left alone ({d['why']}): {d['kind']} {d['name']}")
        for d in r["declarations"]:
            print(f"{rel}:{d['line']}: {d['kind']} {d['name']}")
        if r["added_line_after"] is not None:
            print(f"{rel}: +1 line after {r['added_line_after']} (import SwizzleRuntime)")
        if r["declarations"] or r["skipped"]:
            results.append(r)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    count = sum(len(r["declarations"]) for r in results)
    print(f"annotated {count} declaration(s) in {len(results)} file(s)", file=sys.stderr)


if __name__ == "__main__":
    main()
