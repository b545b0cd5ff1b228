import SwiftSyntax
import SwiftSyntaxMacros

/// Keeps the user's statements on their own file and lines when the macro moves a body into
/// generated code: the moved statements are bracketed by `#sourceLocation(file:line:)`, so a
/// compiler error, a warning or a breakpoint in them lands on the line the user wrote, not in
/// "macro expansion".
package struct SourceLines {
    package let context: any MacroExpansionContext

    package init(_ context: some MacroExpansionContext) {
        self.context = context
    }

    /// `body` (a copy of `original`, possibly rewritten line for line) with its statements
    /// starting on `original`'s first statement's line; unchanged if that place is unknown.
    package func keepingLines(of original: CodeBlockSyntax, in body: CodeBlockSyntax) -> CodeBlockSyntax {
        guard let text = directive(for: original.statements) else { return body }
        return "{\n\(raw: text)\n\(raw: Self.statementsFromTheirFirstLine(body.statements))\n#sourceLocation()\n}"
    }

    /// The statements of a body as written, with each on its own line, for a body macro's `#else`.
    package func keepingLines(of statements: CodeBlockItemListSyntax) -> String {
        keepingLines(of: statements, writing: statements)
    }

    /// `written` (the statements of `original`, rewritten line for line) on `original`'s lines.
    package func keepingLines(of original: CodeBlockItemListSyntax, writing written: CodeBlockItemListSyntax) -> String {
        guard let text = directive(for: original) else { return written.map(\.trimmedDescription).joined(separator: "\n") }
        return "\(text)\n\(Self.statementsFromTheirFirstLine(written))\n#sourceLocation()"
    }

    /// `#sourceLocation(file: "…", line: N)` for the line of the first of `statements`.
    private func directive(for statements: CodeBlockItemListSyntax) -> String? {
        guard let first = statements.first,
              let location = context.location(of: first, at: .afterLeadingTrivia, filePathMode: .filePath)
        else { return nil }
        return "#sourceLocation(file: \(location.file.trimmedDescription), line: \(location.line.trimmedDescription))"
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
