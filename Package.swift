// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// Two products. `SwizzleRuntime` is what production code imports: the C runtime, the runtime
// surface, swizzling layers and `@Swizzlable`; it links no test framework. `SwizzleKit` is what
// test targets import: spies, stubs, verification, global mocks and test integration, and it
// re-exports `SwizzleRuntime`. Each layer of the design is a target, so an upward import does not
// compile: CSwizzleRuntime (1) ← SwizzleCore (2) ← SwizzleLayers (3) ← SwizzleRuntime (6);
// SwizzleSpies (4) ← SwizzleMocks (5) ← SwizzleKit (7).
let package = Package(
    name: "SwizzleKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SwizzleRuntime", targets: ["SwizzleRuntime"]),
        .library(name: "SwizzleKit", targets: ["SwizzleKit"]),
        // Optional: Nimble matchers over typed method references, for test targets that use Nimble.
        // Empty unless the package's `Nimble` trait is enabled (see `traits`).
        .library(name: "SwizzleKitNimble", targets: ["SwizzleKitNimble"]),
        // `swift package generate-spies`: spies on classes nobody annotated (zero-annotation mode).
        .plugin(name: "GenerateSpies", targets: ["GenerateSpies"]),
    ],
    // Nimble is fetched only by packages that enable this trait:
    // `.package(url: …, from: …, traits: ["Nimble"])`. Off by default, so a package that uses
    // `SwizzleRuntime` or `SwizzleKit` never resolves or builds Nimble (a trait-guarded
    // dependency is pruned from resolution; an unused product's dependency is not). CI enables
    // it with `--traits Nimble`.
    traits: [
        .trait(name: "Nimble", description: "The SwizzleKitNimble product: haveReceived(…) for Nimble's expect(spy)."),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
        .package(url: "https://github.com/Quick/Nimble", "13.8.0"..<"15.0.0"),
    ],
    targets: [
        // libffi through pkg-config; the error on a machine without it names the package.
        .systemLibrary(
            name: "CLibFFI",
            pkgConfig: "libffi",
            providers: [.apt(["libffi-dev"]), .brew(["libffi"])]
        ),
        // 1. The C runtime: dispatch table, side tables, libffi calls and closures.
        .target(
            name: "CSwizzleRuntime",
            dependencies: ["CLibFFI"],
            linkerSettings: [.linkedLibrary("ffi")]
        ),
        // 2. The runtime surface: selectors, classes, methods, signatures, registration, dispatch.
        .target(name: "SwizzleCore", dependencies: ["CSwizzleRuntime"]),
        // 3. Swizzling: layers on table entries, tokens, restore in any order.
        .target(name: "SwizzleLayers", dependencies: ["SwizzleCore", "CSwizzleRuntime"]),
        // 6. `@Swizzlable` and what its expansion calls: the production product's top.
        .target(name: "SwizzleRuntime", dependencies: ["SwizzleLayers", "SwizzleCore", "CSwizzleRuntime", "SwizzleKitMacros"]),
        // 4. Spies, their stubs and answers, evidence and verification.
        .target(
            name: "SwizzleSpies",
            dependencies: [
                "SwizzleLayers", "SwizzleCore", "CSwizzleRuntime",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ]
        ),
        // 5. Global mocks of constructions.
        .target(
            name: "SwizzleMocks",
            dependencies: [
                "SwizzleSpies", "SwizzleLayers", "SwizzleCore", "CSwizzleRuntime",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ]
        ),
        // 7. Test integration, and the test product's top: scopes, the trait, the XCTest base class.
        .target(
            name: "SwizzleKit",
            dependencies: [
                "SwizzleRuntime", "SwizzleMocks", "SwizzleSpies", "SwizzleLayers",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                // Lets reported failures reach XCTest and Swift Testing on Linux: with it here,
                // a user's test target needs no dependency but SwizzleKit.
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        // 8. `haveReceived(…)` for Nimble's `expect(spy).to(…)`: its own product, so only test
        // targets that choose Nimble link it, and only with the `Nimble` trait (its sources are
        // `#if Nimble`), so only packages that choose Nimble fetch it.
        .target(
            name: "SwizzleKitNimble",
            dependencies: ["SwizzleKit", .product(name: "Nimble", package: "Nimble", condition: .when(traits: ["Nimble"]))]
        ),
        // The generator behind `@Swizzlable` and `generate-spies`: from a class's declaration, the
        // table's registration, the dispatching bodies and the typed references.
        .target(
            name: "SwizzleGenerator",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // The zero-annotation mode: a command plugin reads a target's symbol graph and has the
        // generator write its classes' replacements into a test target.
        .executableTarget(name: "SwizzleSpyGenerator", dependencies: ["SwizzleGenerator"]),
        .plugin(
            name: "GenerateSpies",
            capability: .command(
                intent: .custom(verb: "generate-spies", description: "Write replacements that let tests spy on a target's classes with no annotation"),
                permissions: [.writeToPackageDirectory(reason: "writes the generated replacements into a test target")]
            ),
            dependencies: ["SwizzleSpyGenerator"]
        ),
        // The @Swizzlable compiler plugin.
        .macro(
            name: "SwizzleKitMacros",
            dependencies: [
                "SwizzleGenerator",
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                // swift-syntax's message loop, run over the plugin's own connection, which trims
                // each request before it is decoded (Sources/SwizzleKitMacros/BuildConfigurationTrimmer.swift).
                .product(name: "_SwiftCompilerPluginMessageHandling", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "SwizzleKitTests",
            dependencies: ["SwizzleKit", "SwizzleMocks", "SwizzleSpies", "SwizzleLayers", "SwizzleCore", "CSwizzleRuntime", "TestThreads"]
        ),
        .testTarget(
            name: "SwizzleKitNimbleTests",
            dependencies: [
                "SwizzleKitNimble", "SwizzleKit",
                .product(name: "Nimble", package: "Nimble", condition: .when(traits: ["Nimble"])),
            ]
        ),
        // The example a newcomer runs with `swift run SwizzleKitDemo`: a small app-like module
        // that imports only SwizzleRuntime (as production code does), a demo that spies on it,
        // stubs and mocks it, and the module's own tests.
        .target(name: "WeatherExample", dependencies: ["SwizzleRuntime"]),
        .executableTarget(name: "SwizzleKitDemo", dependencies: ["WeatherExample", "SwizzleKit"]),
        // A production binary built from the example: CI checks with readelf that it links no
        // test framework.
        .executableTarget(name: "WeatherApp", dependencies: ["WeatherExample"]),
        .testTarget(name: "WeatherExampleTests", dependencies: ["WeatherExample", "SwizzleKit"]),
        // Test support: a trait that runs long synchronous suites on threads of their own, off
        // the cooperative pool (no product has it).
        .target(name: "TestThreads", path: "Tests/TestThreads"),
        // A module whose own types shadow the names generated code uses (Int, Void, Result, Task…).
        .testTarget(name: "SwizzleKitHygieneTests", dependencies: ["SwizzleKit"]),
    ],
    swiftLanguageModes: [.v6]
)

// The macro's own tests check the text it writes; they run no runtime code, so a sanitizer finds
// nothing in them, and they are the one test target that compiles swift-syntax a second time (for
// the tests, beside the copy the compiler plugin uses). CI's sanitizer runs set
// SWIZZLEKIT_RUNTIME_TESTS_ONLY and build without them, which saves each run that second copy.
if Context.environment["SWIZZLEKIT_RUNTIME_TESTS_ONLY"] == nil {
    package.targets.append(
        .testTarget(
            name: "SwizzleKitMacroTests",
            dependencies: [
                "SwizzleKitMacros", "SwizzleGenerator", "TestThreads",
                .product(name: "MacroTesting", package: "swift-macro-testing"),
                .product(name: "_SwiftCompilerPluginMessageHandling", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ]
        )
    )
}
