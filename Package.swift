// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "SwizzleKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SwizzleKit", targets: ["SwizzleKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
        // `swift package generate-documentation --target SwizzleKit` builds the DocC catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // libffi through pkg-config; the error on a machine without it names the package.
        .systemLibrary(
            name: "CLibFFI",
            pkgConfig: "libffi",
            providers: [.apt(["libffi-dev"]), .brew(["libffi"])]
        ),
        // The C runtime: dispatch table, side tables, libffi calls and closures.
        .target(
            name: "CSwizzleRuntime",
            dependencies: ["CLibFFI"],
            linkerSettings: [.linkedLibrary("ffi")]
        ),
        .target(
            name: "SwizzleKit",
            dependencies: [
                "CSwizzleRuntime",
                "SwizzleKitMacros",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                // Lets reported failures reach XCTest and Swift Testing on Linux: with it here,
                // a user's test target needs no dependency but SwizzleKit.
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        // The @Swizzlable compiler plugin.
        .macro(
            name: "SwizzleKitMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "SwizzleKitMacroTests",
            dependencies: [
                "SwizzleKitMacros",
                .product(name: "MacroTesting", package: "swift-macro-testing"),
            ]
        ),
        .testTarget(
            name: "SwizzleKitTests",
            dependencies: ["SwizzleKit", "CSwizzleRuntime"]
        ),
        // The example a newcomer runs with `swift run SwizzleKitDemo`: a small app-like module,
        // a demo that spies on it, stubs and mocks it, and the module's own tests.
        .target(name: "WeatherExample", dependencies: ["SwizzleKit"]),
        .executableTarget(name: "SwizzleKitDemo", dependencies: ["WeatherExample", "SwizzleKit"]),
        .testTarget(name: "WeatherExampleTests", dependencies: ["WeatherExample", "SwizzleKit"]),
    ],
    swiftLanguageModes: [.v6]
)
