// swift-tools-version: 6.1
// SwizzleKit's benchmarks: a package of its own, so users of SwizzleKit never build it.
// Run (from the repository root): swift run -c release --package-path Benchmarks swizzle-benchmarks
import PackageDescription

let package = Package(
    name: "SwizzleKitBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        // Opaque sinks and a clock, in C so the Swift optimizer cannot see through them.
        .target(name: "BenchmarkSupport"),
        // The classes under test, in their own module as in a user's app: calls into them from
        // the benchmarks are cross-module, like calls into a library. They say
        // `@Swizzlable(behindPreprocessorFlag: nil)`: the benchmarks measure release builds, where
        // the default (DEBUG) would compile them as written; `ProductionDefaultAdder` keeps it.
        .target(
            name: "BenchmarkFixtures",
            dependencies: [.product(name: "SwizzleKit", package: rootPackageIdentity)],
            // Its classes are copies of one another (an adder each, for each suite), so LLVM's
            // function merging made some methods a thunk into one shared body with their slots
            // as arguments, and others not: ~7 instructions between two classes that a user's
            // methods, with bodies of their own, do not pay.
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-llvm-merge-functions-pass"])]
        ),
        // The zero-annotation mode: classes with no attribute in a module built replaceable, and
        // the replacements `generate-spies` wrote for them (regenerate with
        // `swift package --package-path Benchmarks --allow-writing-to-package-directory generate-spies
        // --target ReplaceableFixtures --output Sources/ZeroAnnotationSpies/Generated.swift --type GeneratedAdder
        // --type GeneratedValueAdder --type SpiedValueAdder`).
        .target(
            name: "ReplaceableFixtures",
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-enable-implicit-dynamic", "-enable-testing"])]
        ),
        .target(
            name: "ZeroAnnotationSpies",
            dependencies: ["ReplaceableFixtures", .product(name: "SwizzleKit", package: rootPackageIdentity)]
        ),
        .executableTarget(
            name: "swizzle-benchmarks",
            dependencies: [
                "BenchmarkSupport",
                "BenchmarkFixtures",
                "ReplaceableFixtures",
                "ZeroAnnotationSpies",
                .product(name: "SwizzleKit", package: rootPackageIdentity),
            ],
            path: "Sources/SwizzleBenchmarks"
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// A path dependency's identity is the name of its folder: whatever the clone is called.
var rootPackageIdentity: String {
    let parent = Context.packageDirectory.split(separator: "/").dropLast().last ?? "main"
    return parent.lowercased()
}
