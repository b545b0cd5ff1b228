import SwiftSyntax
import SwiftSyntaxMacros
import SwizzleGenerator

/// `@_SwizzlableDispatch(of: "Dog")`, put on each dispatched method by `@Swizzlable`: replaces
/// the body with a call through the dispatch table. The original body lives on as the copy the
/// class's member role registers as the default implementation.
public struct DispatchBodyMacro: BodyMacro {
    /// The generic parameters of the class the method is declared in (its methods cross the
    /// table as generic methods do).
    private static func classGenerics(_ context: some MacroExpansionContext) -> [String] {
        context.lexicalContext.lazy.compactMap { $0.as(ClassDeclSyntax.self) }.first?
            .genericParameterClause?.parameters.map(\.name.text) ?? []
    }

    /// Where a method of an extension runs: on the global actor the extension or the method names
    /// (the class's own is not written in an extension; see the misuse catalogue).
    private static func isolation(of function: FunctionDeclSyntax, in extensionDecl: ExtensionDeclSyntax) -> ImplementationBuilder.Isolation {
        ClassPlan.isIsolated(function, inTypeIsolated: ClassPlan.namesGlobalActor(extensionDecl.attributes)) ? .mainActor : .none
    }

    /// Laid out already, as ``SwizzlableMacro``'s expansion is: formatting was most of the cost.
    public static var formatMode: FormatMode { .disabled }

    public static func expansion(
        of node: AttributeSyntax, providingBodyFor declaration: some DeclSyntaxProtocol & WithOptionalCodeBlockSyntax,
        in context: some MacroExpansionContext
    ) throws -> [CodeBlockItemSyntax] {
        let original = Array(declaration.body?.statements ?? [])
        guard let function = declaration.as(FunctionDeclSyntax.self),
              case var .dispatch(model) = MemberAnalysis.analyze(function).inClass(withGenerics: classGenerics(context)),
              let className = node.stringArgument("of")
        else { return original }
        // An overload that only its types tell apart has its types in its selector.
        if let selector = node.stringArgument("selector") { model.selector = selector }
        // A method of an annotated extension declares its own entry (see `ExtensionEntry`).
        let extensionDecl = context.lexicalContext.first { $0.isProtocol(DeclGroupSyntax.self) }?.as(ExtensionDeclSyntax.self)
        if extensionDecl != nil { model.localTable = Naming.extensionEntry(of: model) }
        let isGenericClass = !classGenerics(context).isEmpty
        // A generic method of a class body calls through the table in a method the member role
        // writes beside it (`MemberGenerator`); an extension's, in a closure.
        let builder = CallSiteBuilder.ownDispatch(model, className: className, tableDeclaresSignature: !isGenericClass,
                                                  throughTableIsMethod: extensionDecl == nil && !isGenericClass)
        var thunk = builder.statements()
        if let extensionDecl {
            let entry = model.isGeneric ? Naming.genericEntryCall(model, className: className)
                : ExtensionEntry.declaration(model, className: className, isolation: isolation(of: function, in: extensionDecl))
            thunk = entry + "\n" + thunk
        }
        let originalText = { declaration.body.map { SourceLines(context).keepingLines(of: $0.statements) } ?? "" }
        return [Verbatim.item(BuildCondition.choosing(thunk, otherwise: originalText(), flag: node.stringArgument("behindPreprocessorFlag")))]
    }
}
