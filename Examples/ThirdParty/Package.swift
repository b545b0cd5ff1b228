// swift-tools-version: 6.1
// The zero-annotation mode on a package you do not own: Stencil's `Template` spied in a test.
// A dependency's targets take no flags from this manifest, so the flag is given to the whole
// test build on the command line (see README.md):
//   swift test --package-path Examples/ThirdParty -Xswiftc -Xfrontend -Xswiftc -enable-implicit-dynamic
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
