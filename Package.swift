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
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                // Lets reported failures reach XCTest and Swift Testing on Linux: with it here,
                // a user's test target needs no dependency but SwizzleKit.
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        .testTarget(
            name: "SwizzleKitTests",
            dependencies: ["SwizzleKit", "CSwizzleRuntime"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
