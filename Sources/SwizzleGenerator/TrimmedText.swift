import SwiftSyntax

extension SyntaxProtocol {
    /// The node's text without the trivia before its first token and after its last, as
    /// `trimmedDescription` gives it, cut out of `description` by the trivia's lengths:
    /// `trimmedDescription` copies the tree twice to drop the trivia first, which in the debug-built
    /// macro plugin cost a tenth of its time (BENCHMARKS.md, issue 24).
    package var trimmedText: String {
        let text = description.utf8
        let start = positionAfterSkippingLeadingTrivia.utf8Offset - position.utf8Offset
        let end = endPositionBeforeTrailingTrivia.utf8Offset - position.utf8Offset
        guard start >= 0, start <= end, end <= text.count else { return trimmedDescription }
        let from = text.index(text.startIndex, offsetBy: start)
        return String(Substring(text[from..<text.index(from, offsetBy: end - start)]))
    }
}
