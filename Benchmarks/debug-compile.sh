# Sourced by the scripts that compile one file as a debug build compiles it (`-c -Onone -g`, the
# `DEBUG` condition set) against this checkout's debug build (`swift build`), so they all compile
# it the same way. Needs `root` (this checkout); sets `bin` and the options every such compile
# passes; a caller adds the output, the macro plugin and the file.
bin="$root/.build/debug"
debug_compile_options=(
    -c -Onone -g -parse-as-library -module-name Models -swift-version 6 -DDEBUG -I "$bin/Modules"
    -Xcc -fmodule-map-file="$bin/CSwizzleRuntime.build/module.modulemap"
    -Xcc -fmodule-map-file="$root/Sources/CLibFFI/module.modulemap"
)

# The macro plugin's expansion cache (Sources/SwizzleKitMacros/ExpansionCache.swift): a script that
# measures the expansion itself empties it before each compile, or every compile after the first
# would be answered from it.
expansion_cache="/tmp/swizzlekit-macro-cache-$(id -u)"

# The frontend job's command line for compiling FILE into OUTPUT with PLUGIN, as the driver prints
# it: escaped for a shell (`…-tool\#SwizzleKitMacros`), so run it with `eval`.
frontend_command() {
    local output=$1 plugin=$2 file=$3
    swiftc -### "${debug_compile_options[@]}" -o "$output" -load-plugin-executable "$plugin#SwizzleKitMacros" "$file" 2>&1 | head -1
}

# For the scripts that time builds (compile-time.sh, expansion-as-source.sh; plugin-cpu.sh takes
# medians too).
# TARGET of the package at WORK built again from scratch, as after a clean: every file touched and
# every object file removed. With its objects in place, the frontend skips LLVM for a file whose
# LLVM module hashes as its object's did, which a touched, unchanged file's always does.
from_scratch() {
    local work=$1 target=$2
    touch "$work/Sources/$target"/*.swift
    rm -f "$work"/.build/debug/"$target".build/*.o
}
# The last value of a list written "a b c ".
last() { local values=${1% }; echo "${values##* }"; }
# The median of a list of numbers written "a b c ".
median() { printf '%s\n' $1 | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
