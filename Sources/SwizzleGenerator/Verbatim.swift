import SwiftSyntax

/// Generated code handed to the compiler as text, without the macro plugin parsing it first.
///
/// A macro returns syntax nodes, and the plugin sends their text to the compiler, which parses
/// it. Building the nodes from string literals made the plugin parse every line it generated
/// too, with swift-syntax built in debug as SwiftPM builds a debug build's macros: most of what
/// `@Swizzlable` costs a build. These nodes hold the text in one token; only the compiler parses
/// it, once, and reports any error at the generated line as it always did.
package enum Verbatim {
    package static func item(_ text: String) -> CodeBlockItemSyntax {
        CodeBlockItemSyntax(item: .expr(ExprSyntax(DeclReferenceExprSyntax(baseName: token(text)))))
    }

    package static func decl(_ text: String) -> DeclSyntax {
        DeclSyntax(MissingDeclSyntax(placeholder: token(text)))
    }

    private static func token(_ text: String) -> TokenSyntax {
        TokenSyntax(.identifier(text), presence: .present)
    }

    /// `text` as a Swift string literal, escaped, for generated text.
    package static func literal(_ text: String) -> String {
        StringLiteralExprSyntax(content: text).trimmedDescription
    }
}
