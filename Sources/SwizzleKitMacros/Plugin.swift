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
}
