import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwizzleKitMacros

/// `@Swizzlable` as the compiler runs it on a class no ancestor of which is `Swizzlable`: the
/// compiler then lists `Swizzlable` and `SwizzleMethodProviding` among the conformances the class lacks. The plain
/// `SwizzlableMacro` in a test sees no missing conformance, as on a `@Swizzlable` superclass's
/// subclass.
enum RootSwizzlable: MemberMacro, MemberAttributeMacro, ExtensionMacro, PeerMacro {
    static let missing: [TypeSyntax] = ["Swizzlable", "SwizzleMethodProviding"]

    static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try SwizzlableMacro.expansion(of: node, providingMembersOf: declaration, conformingTo: missing, in: context)
    }

    static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try SwizzlableMacro.expansion(of: node, providingPeersOf: declaration, in: context)
    }

    static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        try SwizzlableMacro.expansion(of: node, attachedTo: declaration, providingAttributesFor: member, in: context)
    }

    static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        try SwizzlableMacro.expansion(of: node, attachedTo: declaration, providingExtensionsOf: type,
                                      conformingTo: missing, in: context)
    }
}

/// The macros a root class's expansion uses.
let rootMacros: [String: any Macro.Type] = ["Swizzlable": RootSwizzlable.self, "_SwizzlableDispatch": DispatchBodyMacro.self,
                                            "_SwizzlableConstruction": ConstructionBodyMacro.self, "_SwizzlableProperty": PropertyMacro.self]
/// `source` with every root macro expanded, with the file known as the compiler knows it (so moved
/// bodies start on lines of their own): what the readability test reads, and what
/// Benchmarks/expansion-as-source.sh builds as plain Swift.
func expandedAsTheCompilerWould(_ source: String, moduleName: String, path: String) -> String {
    let file = Parser.parse(source: source)
    let context = BasicMacroExpansionContext(sourceFiles: [file: .init(moduleName: moduleName, fullFilePath: path)])
    return file
        .expand(macros: rootMacros, contextGenerator: { node in
            BasicMacroExpansionContext(sharingWith: context, lexicalContext: node.allMacroLexicalContexts())
        }, indentationWidth: .spaces(4))
        .description
}
/// The macros a subclass's expansion uses (its superclass is `@Swizzlable`).
let subclassMacros: [String: any Macro.Type] = ["Swizzlable": SwizzlableMacro.self, "_SwizzlableDispatch": DispatchBodyMacro.self,
                                                "_SwizzlableConstruction": ConstructionBodyMacro.self, "_SwizzlableProperty": PropertyMacro.self]
