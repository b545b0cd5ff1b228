import SwiftSyntax
import SwiftSyntaxMacros

/// Keeps the user's statements on their own file and lines when the macro moves a body into
/// generated code: the moved statements are bracketed by `#sourceLocation(file:line:)`, so a
/// compiler error, a warning or a breakpoint in them lands on the line the user wrote, not in
/// "macro expansion".
package struct SourceLines {
    package let context: any MacroExpansionContext
    /// For the member role, which moves many bodies of one declaration: where the declaration
    /// starts and its text, so each body's line is counted from there. Asking the compiler's
    /// context for every body's location cost a tenth of the plugin's time.
    private let anchor: Anchor?

    private final class Anchor {
        let node: Syntax
        /// The file and line of `node`, asked once.
        lazy var location: (file: String, line: Int)? = {
            guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath),
                  let line = Int(location.line.trimmedText)
            else { return nil }
            return (location.file.trimmedText, line)
        }()
        /// The declaration's own text (not its file's: the member role makes one anchor a class).
        lazy var text: [UInt8] = Array(node.description.utf8)
        let context: any MacroExpansionContext

        init(node: Syntax, context: any MacroExpansionContext) {
            self.node = node
            self.context = context
        }

        /// The line of `other`, a node in `node`'s tree at or after it.
        func line(of other: some SyntaxProtocol) -> (file: String, line: Int)? {
            guard let location else { return nil }
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset - node.position.utf8Offset
            let end = other.positionAfterSkippingLeadingTrivia.utf8Offset - node.position.utf8Offset
            guard other.root.id == node.root.id, start <= end, end <= text.count else { return nil }
            let newlines = text.withUnsafeBytes { ByteSearch.count(of: UInt8(ascii: "\n"), in: $0, from: start, to: end) }
            return (location.file, location.line + newlines)
        }
    }

    package init(_ context: some MacroExpansionContext) {
        self.context = context
        self.anchor = nil
    }

    /// Lines of bodies inside `declaration`, counted from where it starts.
    package init(_ context: some MacroExpansionContext, in declaration: some SyntaxProtocol) {
        self.context = context
        self.anchor = Anchor(node: Syntax(declaration), context: context)
    }

    /// `body` (a copy of `original`, possibly rewritten line for line) with its statements
    /// starting on `original`'s first statement's line, as the text of a block; as it is if that
    /// place is unknown.
    package func keepingLines(of original: CodeBlockSyntax, in body: CodeBlockSyntax) -> String {
        guard let text = directive(for: original.statements) else { return body.trimmedText }
        return "{\n\(text)\n\(Self.statementsFromTheirFirstLine(body.statements))\n#sourceLocation()\n}"
    }

    /// The statements of a body as written, with each on its own line, for a body macro's `#else`.
    package func keepingLines(of statements: CodeBlockItemListSyntax) -> String {
        keepingLines(of: statements, writing: statements)
    }

    /// `written` (the statements of `original`, rewritten line for line) on `original`'s lines.
    package func keepingLines(of original: CodeBlockItemListSyntax, writing written: CodeBlockItemListSyntax) -> String {
        guard let text = directive(for: original) else { return written.map(\.trimmedText).joined(separator: "\n") }
        return "\(text)\n\(Self.statementsFromTheirFirstLine(written))\n#sourceLocation()"
    }

    /// `#sourceLocation(file: "…", line: N)` for the line of the first of `statements`.
    private func directive(for statements: CodeBlockItemListSyntax) -> String? {
        guard let first = statements.first else { return nil }
        if let anchor, let (file, line) = anchor.line(of: first) {
            return "#sourceLocation(file: \(file), line: \(line))"
        }
        guard let location = context.location(of: first, at: .afterLeadingTrivia, filePathMode: .filePath) else { return nil }
        return "#sourceLocation(file: \(location.file.trimmedText), line: \(location.line.trimmedText))"
    }

    /// The statements' text from the first one's first token on: the newlines between them are
    /// kept, so each following line keeps its number.
    private static func statementsFromTheirFirstLine(_ statements: CodeBlockItemListSyntax) -> String {
        guard let first = statements.first else { return "" }
        let leading = first.leadingTrivia.description
        let text = statements.description
        return String(text.dropFirst(leading.count))
    }
}
