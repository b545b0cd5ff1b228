import SwiftSyntax
import SwiftSyntaxMacros
import SwizzleGenerator

/// `@_SwizzlableProperty(of: "Dog")`, put on each dispatched stored property by `@Swizzlable`:
/// gives the property `init`, `get` and `set` accessors that go through the table, and the
/// private storage that holds its value (the `@Observable` pattern).
public struct PropertyMacro: AccessorMacro, PeerMacro {
    public static var formatMode: FormatMode { .disabled }

    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), case let .dispatch(model) = MemberAnalysis.analyze(variable),
              let className = node.stringArgument("of")
        else { return [] }
        // A generic class's table is beside it and declares no C signatures (see `CCallShapes`).
        let inGenericClass = context.lexicalContext.lazy.compactMap { $0.as(ClassDeclSyntax.self) }.first?.genericParameterClause != nil
        return PropertyGenerator.accessors(model, className: className, flag: node.stringArgument("behindPreprocessorFlag"),
                                           tableDeclaresSignature: !inGenericClass)
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), case let .dispatch(model) = MemberAnalysis.analyze(variable)
        else { return [] }
        return [PropertyGenerator.storage(model)]
    }
}
