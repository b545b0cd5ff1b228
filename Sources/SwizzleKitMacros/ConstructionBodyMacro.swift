import SwiftSyntax
import SwiftSyntaxMacros
import SwizzleGenerator

/// `@_SwizzlableConstruction(of: "Alert")`, put on each initializer with a `make` factory by
/// `@Swizzlable`: the body runs as written, bracketed so that the object it built is reported
/// when the initializer is the outermost one of exactly its class (a global mock of the
/// initializer then makes that object answer as its mock). An initializer that throws or
/// returns nil built nothing and reports nothing.
public struct ConstructionBodyMacro: BodyMacro {
    public static var formatMode: FormatMode { .disabled }

    public static func expansion(
        of node: AttributeSyntax, providingBodyFor declaration: some DeclSyntaxProtocol & WithOptionalCodeBlockSyntax,
        in context: some MacroExpansionContext
    ) throws -> [CodeBlockItemSyntax] {
        let original = Array(declaration.body?.statements ?? [])
        guard let initializer = declaration.as(InitializerDeclSyntax.self), let body = initializer.body,
              let className = node.stringArgument("of"),
              case var .dispatch(model) = MemberAnalysis.analyze(initializer, resultType: TypeSyntax(stringLiteral: className))
        else { return original }
        // An overload that only its types tell apart has its types in its selector.
        if let selector = node.stringArgument("selector") { model.selector = selector }
        let report = ConstructionReport.statement(model, className: className)
        let rewritten = ReturnRewriter(report: report).rewrite(body).as(CodeBlockSyntax.self) ?? body
        let statements = SourceLines(context).keepingLines(of: body.statements, writing: rewritten.statements)
        // A body that ends by returning or throwing reports on its returns only: a report after
        // it would never run (and the compiler would say so in the user's build).
        let last = body.statements.last?.item
        let endsItself = last?.is(ReturnStmtSyntax.self) == true || last?.is(ThrowStmtSyntax.self) == true
        let hooked = """
            \(ConstructionReport.begin)
            \(statements)
            \(endsItself ? "" : LineLayout.wrapped(report))
            """
        return [Verbatim.item(BuildCondition.choosing(hooked, otherwise: SourceLines(context).keepingLines(of: body.statements),
                                                      flag: node.stringArgument("behindPreprocessorFlag")))]
    }
}

/// Reports before each `return` that ends a successful initialization (not `return nil`, and not
/// a return inside a closure or a nested function, which ends something else).
private final class ReturnRewriter: SyntaxRewriter {
    let report: String

    init(report: String) {
        self.report = report
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ReturnStmtSyntax) -> StmtSyntax {
        guard node.expression == nil else { return StmtSyntax(node) }
        return "do { \(raw: report); return }"
    }

    override func visit(_ node: ClosureExprSyntax) -> ExprSyntax { ExprSyntax(node) }
    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax { DeclSyntax(node) }
}

extension AttributeSyntax {
    /// The string literal argument labeled `label`, if any.
    func stringArgument(_ label: String) -> String? {
        arguments?.as(LabeledExprListSyntax.self)?
            .first { $0.label?.text == label }?
            .expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }
}
