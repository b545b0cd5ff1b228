#!/usr/bin/env bash
# The zero-annotation mode on a dependency, rebuilding only that dependency: gives the named
# targets of one package your package depends on `-enable-implicit-dynamic`, in debug builds only.
#
# Usage: scripts/make-dependency-dynamic.sh [--package-path PATH] DEPENDENCY [TARGET ...]
#   (TARGET defaults to every regular target of DEPENDENCY)
#
# How: `swift package edit DEPENDENCY` puts an editable copy in PATH/Packages/DEPENDENCY (from
# SwiftPM's local copy, no network), and a few lines appended to that copy's manifest add the flag
# as an unsafe flag under `.when(configuration: .debug)`. SwiftPM accepts unsafe flags from an
# edited package, never from a versioned one. Then a plain `swift test` rebuilds that package and
# what depends on it, not the world, and a release build carries no flag.
#
# Run it again after deleting .build (a fresh clone, CI): SwiftPM remembers an edit in .build
# only, and takes the existing copy back with its change. Undo with
# `swift package unedit --force DEPENDENCY` (which deletes the copy). Keep `Packages/` out of git.
set -euo pipefail

package_path=.
if [ "${1:-}" = --package-path ]; then package_path=$2; shift 2; fi
dependency=${1:?usage: $0 [--package-path PATH] DEPENDENCY [TARGET ...]}
shift
copy="$package_path/Packages/$dependency"

# Already in edit mode (a .build that remembers it) is fine; anything else is not.
if ! said=$(swift package --package-path "$package_path" edit "$dependency" 2>&1) \
    && ! grep -q "already in edit mode" <<< "$said"; then
    echo "$said" >&2
    exit 1
fi

manifest="$copy/Package.swift"
if [ ! -f "$manifest" ]; then
    # `swift package edit` of a name that is no dependency only warns, and exits 0.
    echo "$dependency: no editable copy at $copy; is it a dependency of $package_path?" >&2
    grep -i "warning\|error" <<< "$said" >&2 || true
    exit 1
fi
marker="// SwizzleKit zero-annotation mode"
if grep -q "$marker" "$manifest"; then
    echo "$dependency: already dynamic in debug builds ($manifest)"
    exit 0
fi
if [ $# -gt 0 ]; then
    names=$(printf '"%s", ' "$@")
    condition="[${names%, }].contains(target.name)"
else
    condition="target.type == .regular"
fi
cat >> "$manifest" <<SWIFT

$marker (added by SwizzleKit's scripts/make-dependency-dynamic.sh): every member of
// these targets replaceable in debug builds only, so that generate-spies' file can spy on them.
for target in package.targets where $condition {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .unsafeFlags(["-Xfrontend", "-enable-implicit-dynamic"], .when(configuration: .debug)),
    ]
}
SWIFT
echo "$dependency: dynamic in debug builds ($manifest)"
