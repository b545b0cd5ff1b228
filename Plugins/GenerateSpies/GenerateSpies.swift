import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-spies --target Bank --output Tests/BankTests/BankSpies.swift [--type Ledger] [--private-members]`:
/// writes replacements that route the target's classes through SwizzleKit's table, so tests spy,
/// stub and mock them with no `@Swizzlable` in their source. The target must be built with
/// `-enable-implicit-dynamic` (an unsafe flag: in the user's root package, debug only).
@main
struct GenerateSpies: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let outputs = extractor.extractOption(named: "output")
        // `--type Ledger` (repeatable): only these types; by default every type of the target.
        let types = extractor.extractOption(named: "type").flatMap { ["--type", $0] }
        // `--private-members`: private and fileprivate members too, for a target built with
        // `-enable-private-imports` (through `@_private(sourceFile:) import`).
        let privateMembers = extractor.extractFlag(named: "private-members") > 0 ? ["--private-members"] : []
        guard !targetNames.isEmpty, targetNames.count == outputs.count else {
            Diagnostics.error("usage: generate-spies --target NAME --output PATH [--target NAME --output PATH …]")
            return
        }
        let generator = try context.tool(named: "SwizzleSpyGenerator")
        // swift-format ships with the toolchain: the file is laid out as a person would write it,
        // the same way on every run, so regenerating gives no diff.
        let formatter = (try? context.tool(named: "swift-format")).map { ["--formatter", $0.url.path] } ?? []
        for (name, output) in zip(targetNames, outputs) {
            // A target of this package (internal members, through `@testable import`), or of a
            // dependency (its public members: a dependency is not built for testing).
            let own = (try? context.package.targets(named: [name]))?.first as? SwiftSourceModuleTarget
            guard let target = own ?? dependencyTarget(named: name, in: context.package) else {
                Diagnostics.error("generate-spies: \(name) is not a Swift target of this package or of its dependencies")
                return
            }
            // An own target's private members too: the generator lists them with why.
            let graph = try packageManager.getSymbolGraph(for: target, options: .init(minimumAccessLevel: own == nil ? .public : .private))
            let process = Process()
            process.executableURL = generator.url
            process.arguments = ["--symbol-graph", graph.directoryURL.path, "--module", target.moduleName,
                                 "--output", context.package.directoryURL.appendingPathComponent(output).path] + types
                + (own == nil ? ["--public-only"] : privateMembers) + formatter
                // Its sources tell a computed property (replaceable) from a stored one.
                + target.sourceFiles(withSuffix: "swift").flatMap { ["--source", $0.url.path] }
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                Diagnostics.error("generate-spies: the generator failed for \(name)")
                return
            }
        }
    }

    /// The Swift target `name` of a package `package` depends on, directly or not.
    private func dependencyTarget(named name: String, in package: Package) -> SwiftSourceModuleTarget? {
        for dependency in package.dependencies {
            if let target = dependency.package.targets.first(where: { $0.name == name }) as? SwiftSourceModuleTarget { return target }
            if let target = dependencyTarget(named: name, in: dependency.package) { return target }
        }
        return nil
    }
}
