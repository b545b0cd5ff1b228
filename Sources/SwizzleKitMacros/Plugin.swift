@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftCompilerPlugin
import SwiftSyntaxMacros
import SwizzleGenerator

@main
struct SwizzleKitMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        SwizzlableMacro.self,
        DispatchBodyMacro.self,
        ConstructionBodyMacro.self,
        PropertyMacro.self,
        NotSwizzledMacro.self,
    ]

    /// swift-syntax's message loop, as `CompilerPlugin.main()` runs it, over a connection that
    /// trims each request's build configuration before it is decoded and writes expansions itself
    /// (``CompilerConnection`` says why: a third of the plugin's work in a debug build).
    static func main() throws {
        let connection = try CompilerConnection()
        let provider = MacroProvider(macros: Self().providingMacros)
        try CompilerPluginMessageListener(connection: connection, provider: provider).main()
    }
}

/// The macros the compiler may ask for, by the name it gives (`SwizzleKitMacros.SwizzlableMacro`).
struct MacroProvider: PluginProvider {
    let macros: [any Macro.Type]

    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        let name = "\(moduleName).\(typeName)"
        guard let macro = macros.first(where: { String(reflecting: $0) == name }) else {
            throw UnknownMacro(name: name)
        }
        return macro
    }

    /// A macro the package declares that this plugin does not implement: the compiler shows it as
    /// the expansion's error.
    struct UnknownMacro: Error, CustomStringConvertible {
        let name: String
        var description: String { "the SwizzleKit macro plugin has no macro named '\(name)'" }
    }
}
