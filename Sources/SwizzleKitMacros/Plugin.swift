import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct SwizzleKitMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        SwizzlableMacro.self,
        DispatchBodyMacro.self,
        ConstructionBodyMacro.self,
        PropertyMacro.self,
    ]
}
