import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-spies --target Bank --output Tests/BankTests/BankSpies.swift [--type Ledger]`:
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
        guard !targetNames.isEmpty, targetNames.count == outputs.count else {
            Diagnostics.error("usage: generate-spies --target NAME --output PATH [--target NAME --output PATH …]")
            return
        }
        let generator = try context.tool(named: "SwizzleSpyGenerator")
        for (name, output) in zip(targetNames, outputs) {
            guard let target = try context.package.targets(named: [name]).first as? SwiftSourceModuleTarget else {
                Diagnostics.error("generate-spies: \(name) is not a Swift target of this package")
                return
            }
            let graph = try packageManager.getSymbolGraph(for: target, options: .init(minimumAccessLevel: .internal))
            let process = Process()
            process.executableURL = generator.url
            process.arguments = ["--symbol-graph", graph.directoryURL.path, "--module", target.moduleName,
                                 "--output", context.package.directoryURL.appendingPathComponent(output).path] + types
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                Diagnostics.error("generate-spies: the generator failed for \(name)")
                return
            }
        }
    }
}
