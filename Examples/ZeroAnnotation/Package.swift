// swift-tools-version: 6.1
// The zero-annotation mode, as a user's package uses it: `Bank` has no `@Swizzlable` anywhere;
// its tests spy on it through replacements that `swift package generate-spies` wrote.
import PackageDescription

let package = Package(
    name: "ZeroAnnotation",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "SwizzleKit", path: "../..")],
    targets: [
        // The one flag the mode needs, on the code under test, in debug (test) builds only: its
        // methods become replaceable. A release build never carries it. The second lets the
        // generated file name private members (`generate-spies --private-members`).
        .target(name: "Bank", swiftSettings: [
            .unsafeFlags(["-Xfrontend", "-enable-implicit-dynamic", "-enable-private-imports"], .when(configuration: .debug)),
        ]),
        .testTarget(name: "BankTests", dependencies: ["Bank", .product(name: "SwizzleKit", package: "SwizzleKit")]),
    ],
    swiftLanguageModes: [.v6]
)
