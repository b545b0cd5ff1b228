// swift-tools-version: 6.1
// The zero-annotation mode on a package you do not own: Stencil's `Template` spied in a test.
// A dependency's targets take no flags from this manifest, so Stencil is edited in place
// (`swift package edit`) and its own manifest gives its target the flag, in debug builds only;
// only Stencil and this test target rebuild (see README.md):
//   scripts/make-dependency-dynamic.sh --package-path Examples/ThirdParty Stencil Stencil
//   swift test --package-path Examples/ThirdParty
import PackageDescription

let package = Package(
    name: "ThirdParty",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "SwizzleKit", path: "../.."),
        .package(url: "https://github.com/stencilproject/Stencil", exact: "0.15.1"),
    ],
    targets: [
        .testTarget(name: "StencilSpyTests", dependencies: [
            .product(name: "Stencil", package: "Stencil"),
            .product(name: "SwizzleKit", package: "SwizzleKit"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
