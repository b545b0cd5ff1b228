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

    /// `text` as a Swift string literal, escaped, for generated text. Most texts are selectors and
    /// names, with nothing to escape: those are quoted as they are, since building the literal's
    /// syntax for each cost 3 % of the debug-built plugin's time.
    package static func literal(_ text: String) -> String {
        let plain = text.utf8.allSatisfy { byte in
            byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
        }
        return plain ? "\"\(text)\"" : StringLiteralExprSyntax(content: text).trimmedText
    }

    /// An attribute written by the generator (`@_SwizzlableDispatch(of: "Dog")`), held as text.
    package static func attribute(_ text: String) -> AttributeSyntax {
        AttributeSyntax(attributeName: type(String(text.drop { $0 == "@" })))
    }

    /// A type spelled by the generator, held as text: nothing reads its structure, and parsing it
    /// in the debug-built plugin cost more than the rest of making the method's table entry.
    package static func type(_ text: String) -> TypeSyntax {
        TypeSyntax(IdentifierTypeSyntax(name: token(text)))
    }
}
